#!/usr/bin/env bash
# Makes the compose stack's secrets: one file per secret in secrets/ at the
# repository root (git-ignored), which docker-compose.yml declares as its
# top-level `secrets:` and mounts at /run/secrets/<name> in only the
# containers that need each one. Nothing secret is then in .env or in any
# container's environment (`docker inspect` shows the *_FILE paths only).
#
#   npm run compose:secrets                    # or: bash infra/compose-secrets/make-secrets.sh [dir]
#   ADMIN_PASSWORD='...' npm run compose:secrets   # the first owner's password of your choosing
#   cat secrets/admin_password                 # else: the generated one (admin@localhost)
#
# Run it before the first `docker compose up`. Again, it never overwrites a
# secret that exists; it adds what is missing (a new service, a new NATS user)
# and writes each <name>_database_url again from its <name>_db_password.
# SECRETS_DIR (in .env) tells compose where the files are when not ./secrets.
#
# secrets/
#   postgres_password          the PostgreSQL superuser's (postgres, backup)
#   <name>_db_password         each database's role, for infra/postgres/init (postgres)
#   <name>_database_url        postgresql://<name>:<password>@postgres:5432/<name>, derived
#                              (the service's DATABASE_URL_FILE; staff: the gateway's)
#   <user>_nats_password       every NATS user of infra/nats/auth.conf (nats, and that user's container)
#   admin_password_hash        the first owner's argon2id hash (gateway)
#   admin_password             that password, for you (600); no container gets it
#   google_places_api_key, weatherapi_key, open_meteo_api_key, google_service_account_json
#                              the outside APIs' keys: made empty ("not configured");
#                              put a key in (the JSON file itself for the last) to use one
#
# Every value is letters and digits starting with a letter (.env.example says
# why). The directory is yours alone (700); the files in it are readable (644)
# because compose, without swarm, mounts each file as it is, and a container's
# own user (node 1000, postgres, haproxy) must read it there.
#
# Needs node and the repository's node_modules (npm ci): the hash is made by
# the gateway's own code.
set -Eeuo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dir="${1:-$root/secrets}"
# password, nats_password_variables, admin_password_hash
source "$root/scripts/lib/secrets.sh"
mkdir -p "$dir"
chmod 700 "$dir"
dir="$(cd "$dir" && pwd)"

# put <name> <value>: the file, replaced at once (a reader never sees half of it).
put() { printf '%s\n' "$2" >"$dir/.$1.new" && chmod 644 "$dir/.$1.new" && mv "$dir/.$1.new" "$dir/$1"; }
# add <name>: a new random password, unless the secret is there already.
add() { [ -s "$dir/$1" ] || put "$1" "$(password)"; }
lower() { printf '%s' "$1" | tr 'A-Z' 'a-z'; }

add postgres_password
# The databases infra/postgres/init creates (docker-compose.yml, SERVICE_DATABASES).
databases="$(sed -n 's/^ *SERVICE_DATABASES: *//p' "$root/docker-compose.yml" | head -n 1)"
[ -n "$databases" ] || { echo "docker-compose.yml names no SERVICE_DATABASES" >&2; exit 1; }
for name in $databases; do
  add "${name}_db_password"
  put "${name}_database_url" "postgresql://$name:$(cat "$dir/${name}_db_password")@postgres:5432/$name"
done

for variable in $(nats_password_variables "$root/infra/nats/auth.conf"); do add "$(lower "$variable")"; done

if [ ! -s "$dir/admin_password_hash" ]; then
  if [ -n "${ADMIN_PASSWORD:-}" ]; then
    rm -f "$dir/admin_password"
    admin="$ADMIN_PASSWORD"
  else
    put admin_password "$(password)"
    chmod 600 "$dir/admin_password"
    admin="$(cat "$dir/admin_password")"
  fi
  put admin_password_hash "$(admin_password_hash "$root" "$admin")"
fi

for name in google_places_api_key weatherapi_key open_meteo_api_key google_service_account_json; do
  [ -e "$dir/$name" ] || put "$name" ''
done

echo "compose secrets in $dir$([ -s "$dir/admin_password" ] && echo " (the admin password: cat $dir/admin_password)")"
