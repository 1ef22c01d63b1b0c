#!/usr/bin/env bash
# One login role and one database, owned by that role, per service: the
# services never share a database (docs/architecture.md#data).
#
# The postgres image runs this once, when its data volume is first initialised
# (/docker-entrypoint-initdb.d). It reads:
#   SERVICE_DATABASES         the service names, space- or comma-separated, e.g. "cities catalog"
#   <NAME>_DB_PASSWORD        each one's password, e.g. CITIES_DB_PASSWORD, or
#   <NAME>_DB_PASSWORD_FILE   the file holding it (compose: /run/secrets/cities_db_password),
#                             which keeps it out of the container's environment
# Re-running it is harmless: an existing role or database is left as it is.
# Adding a service to an existing volume: run this script again by hand, e.g.
#   docker compose exec postgres /docker-entrypoint-initdb.d/10-service-databases.sh
set -Eeo pipefail

if [ -z "${SERVICE_DATABASES:-}" ]; then
  echo "postgres init: SERVICE_DATABASES is empty; set it to the service databases to create, e.g. 'cities'" >&2
  exit 1
fi

for name in ${SERVICE_DATABASES//,/ }; do
  if [[ ! "$name" =~ ^[a-z][a-z0-9_]*$ ]]; then
    echo "postgres init: '$name' is not a valid database name (lowercase letters, digits, _)" >&2
    exit 1
  fi
  password_var="$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  password="${!password_var:-}"
  file_var="${password_var}_FILE"
  if [ -n "${!file_var:-}" ]; then
    if [ -n "$password" ]; then
      echo "postgres init: $password_var and $file_var are both set: keep one" >&2
      exit 1
    fi
    password="$(cat "${!file_var}")" || { echo "postgres init: $file_var: cannot read ${!file_var}" >&2; exit 1; }
  fi
  if [ -z "$password" ]; then
    echo "postgres init: $password_var (or $file_var) is not set (the password of the '$name' database)" >&2
    exit 1
  fi

  echo "postgres init: role and database '$name'"
  # psql variables keep the values out of the SQL text (no quoting bugs, no injection).
  psql --no-psqlrc -v ON_ERROR_STOP=1 \
    --username "${POSTGRES_USER:-postgres}" --dbname postgres \
    --set=name="$name" --set=password="$password" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', :'name', :'password')
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'name') \gexec
SELECT format('CREATE DATABASE %I OWNER %I', :'name', :'name')
 WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'name') \gexec
-- Only the owner (and superusers) may connect: no service reads another's tables.
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
done
