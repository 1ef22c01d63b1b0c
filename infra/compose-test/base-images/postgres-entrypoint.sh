#!/usr/bin/env bash
# The official postgres image's first start, for Debian's PostgreSQL: an empty
# PGDATA gets a cluster whose superuser is POSTGRES_USER (postgres) with
# POSTGRES_PASSWORD (or the content of the file POSTGRES_PASSWORD_FILE names, as
# compose's secrets give it), the database POSTGRES_DB (POSTGRES_USER's name), then
# /docker-entrypoint-initdb.d (*.sh run, or sourced when not executable;
# *.sql and *.sql.gz through psql) against a server on its socket only; then
# the server starts for real. Later starts go straight to the server.
set -Eeo pipefail

if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi
if [ "$1" != postgres ]; then exec "$@"; fi

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown -R postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$BASH_SOURCE" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
    [ -z "${POSTGRES_PASSWORD:-}" ] || { echo 'Both POSTGRES_PASSWORD and POSTGRES_PASSWORD_FILE are set: keep one.' >&2; exit 1; }
    POSTGRES_PASSWORD="$(cat "$POSTGRES_PASSWORD_FILE")"
  fi
  user="${POSTGRES_USER:-postgres}"
  database="${POSTGRES_DB:-$user}"
  auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    echo 'Database is uninitialized and superuser password is not specified: set POSTGRES_PASSWORD (or POSTGRES_HOST_AUTH_METHOD=trust).' >&2
    exit 1
  fi
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of arguments
  initdb --username="$user" --pwfile=<(printf '%s\n' "${POSTGRES_PASSWORD:-}") -D "$PGDATA" \
    --encoding=UTF8 --locale=C.UTF-8 ${POSTGRES_INITDB_ARGS:-}
  printf "\nlisten_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"

  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p 5432" -w start
  export PGUSER="$user" PGDATABASE=postgres
  if [ "$database" != postgres ]; then
    psql -v ON_ERROR_STOP=1 --no-psqlrc --set=db="$database" <<<'CREATE DATABASE :"db";'
  fi
  export PGDATABASE="$database"
  for file in /docker-entrypoint-initdb.d/*; do
    case "$file" in
      *.sh)
        echo "$0: running $file"
        if [ -x "$file" ]; then "$file"; else . "$file"; fi
        ;;
      *.sql) echo "$0: running $file"; psql -v ON_ERROR_STOP=1 --no-psqlrc -f "$file" ;;
      *.sql.gz) echo "$0: running $file"; gunzip -c "$file" | psql -v ON_ERROR_STOP=1 --no-psqlrc ;;
      *) [ -e "$file" ] && echo "$0: ignoring $file" ;;
    esac
  done
  unset PGUSER PGDATABASE
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo 'PostgreSQL init process complete; ready for start up.'
fi

exec "$@"
