#!/bin/sh
# The compose stack's backups (docs/operations.md, "Backups and restore"): every database of
# BACKUP_DATABASES dumped by pg_dump (custom format) into BACKUP_DIR/<UTC stamp>/<database>.dump,
# every BACKUP_EVERY_SECONDS, the backups older than BACKUP_KEEP_DAYS days removed. It runs in
# the `backup` container (the PostgreSQL image: its pg_dump and pg_restore match the server),
# connected as the PGHOST/PGUSER of its environment with the password in the file
# PGPASSWORD_FILE names (compose: the postgres_password secret), or PGPASSWORD.
#
#   sh /backup/backup.sh loop                       # what the container runs
#   sh /backup/backup.sh now                        # one backup at once; prints its stamp
#   sh /backup/backup.sh list                       # the backups kept, newest last
#   sh /backup/backup.sh restore <stamp> [db...]    # back to that backup (all databases by default)
#   sh /backup/backup.sh check                      # the health check: a backup younger than the period
set -eu

dir=${BACKUP_DIR:-/backups}
every=${BACKUP_EVERY_SECONDS:-86400}
keep_days=${BACKUP_KEEP_DAYS:-7}
databases=${BACKUP_DATABASES:?BACKUP_DATABASES names the databases to back up}
# libpq reads PGPASSWORD only; from the file here, so it is never in the container's settings.
if [ -n "${PGPASSWORD_FILE:-}" ]; then
  PGPASSWORD=$(cat "$PGPASSWORD_FILE") || { echo "backup: PGPASSWORD_FILE: cannot read $PGPASSWORD_FILE" >&2; exit 1; }
  export PGPASSWORD
fi

say() { printf '%s backup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"; }

# A backup is written under a hidden name and renamed when every dump is complete, so a
# backup that is listed is whole; what an interrupted run left is removed.
backup_now() {
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  work="$dir/.$stamp.partial"
  rm -rf "$dir"/.*.partial
  mkdir -p "$work"
  for db in $databases; do
    pg_dump --format=custom --file="$work/$db.dump" --dbname="$db"
  done
  mv "$work" "$dir/$stamp"
  find "$dir" -mindepth 1 -maxdepth 1 -type d -name '2*' -mmin +"$((keep_days * 1440))" -exec rm -rf {} +
  say "$stamp: $databases"
  echo "$stamp"
}

restore() {
  stamp=${1:?usage: backup.sh restore <stamp> [database...]}
  shift
  source="$dir/$stamp"
  if [ ! -d "$source" ]; then
    echo "no backup $stamp; kept: $(ls "$dir" | tr '\n' ' ')" >&2
    exit 1
  fi
  targets=${*:-$databases}
  for db in $targets; do
    [ -f "$source/$db.dump" ] || { echo "backup $stamp has no dump of $db" >&2; exit 1; }
  done
  # Each database in one transaction: it is the backup's, or unchanged if anything fails.
  for db in $targets; do
    pg_restore --clean --if-exists --single-transaction --exit-on-error --dbname="$db" "$source/$db.dump"
    say "restored $db from $stamp"
  done
}

case "${1:-loop}" in
  loop)
    while :; do
      backup_now >/dev/null || say "FAILED (the next try is in $every s)" >&2
      sleep "$every"
    done
    ;;
  now) backup_now | tail -n 1 ;;
  list) ls "$dir" | grep '^2' || true ;;
  restore) shift; restore "$@" ;;
  check) find "$dir" -mindepth 1 -maxdepth 1 -type d -name '2*' -mmin -"$((every / 60 + 60))" | grep -q . ;;
  *) echo "usage: backup.sh loop | now | list | restore <stamp> [database...] | check" >&2; exit 2 ;;
esac
