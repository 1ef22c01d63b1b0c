#!/bin/sh
# The compose nats container's entrypoint: every NATS user's password from its
# secret file (/run/secrets/<user>_nats_password, made by npm run compose:secrets)
# into the variable auth.conf reads (<USER>_NATS_PASSWORD), then nats-server.
# Exported here, in the process, they never appear in the container's settings
# (`docker inspect`). Plain sh: the official Alpine image and the Debian stand-in
# (infra/compose-test/base-images.sh) both run it.
set -eu
for file in /run/secrets/*_nats_password; do
  [ -e "$file" ] || { echo "nats: no /run/secrets/*_nats_password (docker-compose.yml gives the nats service its users' secrets)" >&2; exit 1; }
  name=$(basename "$file" | tr 'a-z' 'A-Z')
  value=$(cat "$file")
  [ -n "$value" ] || { echo "nats: $file is empty" >&2; exit 1; }
  export "$name=$value"
done
exec nats-server "$@"
