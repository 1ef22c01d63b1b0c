#!/usr/bin/env bash
# Makes the dev overlay's Secrets: random passwords in secrets/ beside this
# file (git-ignored, readable by you only), which kustomization.yaml reads.
# Run it once before the first `kubectl apply -k k8s/overlays/dev`; again, it
# keeps what exists and adds only what is missing (a new service, a new NATS
# user), so the passwords in the cluster stay valid.
#
#   k8s/overlays/dev/make-secrets.sh [overlay dir]   # default: this folder
#   cat k8s/overlays/dev/secrets/admin-password      # the admin sign-in
#
# secrets/
#   admin-password              the first owner's password (admin@localhost), for you (the cluster only gets its hash)
#   gateway-secrets.env         ADMIN_PASSWORD_HASH (argon2id)          -> Secret gateway-secrets
#   postgres-init.env           <NAME>_DB_PASSWORD for infra/postgres/init (k8s/README.md)
#   <service>-database.env      DATABASE_URL with that password         -> Secret <service>-database (staff: the gateway's)
#   nats-users.env              <USER>_NATS_PASSWORD of every NATS user -> Secret nats-users
#
# Needs node and the repository's node_modules (npm ci): the hash is made by
# the gateway's own code.
set -Eeuo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
overlay="$(cd "${1:-$here}" && pwd)"
dir="$overlay/secrets"
umask 077
mkdir -p "$dir"
# password, nats_password_variables, admin_password_hash
source "$root/scripts/lib/secrets.sh"
# add <file> <KEY>: appends KEY=<new password> unless the file has KEY already.
add() { grep -q "^$2=" "$1" 2>/dev/null || printf '%s=%s\n' "$2" "$(password)" >>"$1"; }

# Each service's database, and the gateway's (staff: the staff accounts).
services=(cities catalog contractors weather seo sitemap audit staff)
db_host=postgres.postgres.svc.cluster.local

for service in "${services[@]}"; do add "$dir/postgres-init.env" "$(echo "$service" | tr 'a-z-' 'A-Z_')_DB_PASSWORD"; done
for service in "${services[@]}"; do
  key="$(echo "$service" | tr 'a-z-' 'A-Z_')_DB_PASSWORD"
  value="$(sed -n "s/^$key=//p" "$dir/postgres-init.env")"
  printf 'DATABASE_URL=postgresql://%s:%s@%s:5432/%s\n' "$service" "$value" "$db_host" "$service" >"$dir/$service-database.env"
done

# Every user the generated NATS configuration names.
for key in $(nats_password_variables "$overlay/../../base/nats-auth.conf"); do add "$dir/nats-users.env" "$key"; done

if [ ! -s "$dir/admin-password" ] || [ ! -s "$dir/gateway-secrets.env" ]; then
  password >"$dir/admin-password"
  hash="$(admin_password_hash "$root" "$(cat "$dir/admin-password")")"
  printf 'ADMIN_PASSWORD_HASH=%s\n' "$hash" >"$dir/gateway-secrets.env"
fi
chmod 600 "$dir"/*
echo "dev Secrets in $dir (the admin password: cat $dir/admin-password)"
