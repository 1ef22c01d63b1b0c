#!/usr/bin/env bash
# Makes sure PostgreSQL (127.0.0.1:5432) and NATS with JetStream (127.0.0.1:4222) answer:
# starts them when they are installed but stopped, installs NATS from Debian when missing,
# and fails loudly when either cannot be had. TEST_DATABASE_URL / TEST_NATS_URL skip the local checks.
set -uo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() { for _ in $(seq 1 50); do port_open "$1" && return 0; sleep 0.2; done; return 1; }

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! port_open 5432; then
    if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
      echo "PostgreSQL is stopped: starting it"
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
    fi
    wait_port 5432 || { echo "PostgreSQL does not answer on 127.0.0.1:5432 and could not be started" >&2; exit 1; }
  fi
  echo "PostgreSQL answers on 127.0.0.1:5432"
fi

if [ -z "${TEST_NATS_URL:-}" ]; then
  if ! port_open 4222; then
    if ! command -v nats-server >/dev/null && [ ! -x /usr/sbin/nats-server ]; then
      echo "nats-server is not installed: installing it from Debian"
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nats-server) >/dev/null || true
    fi
    bin=$(command -v nats-server || echo /usr/sbin/nats-server)
    if [ -x "$bin" ]; then
      echo "NATS is stopped: starting it with JetStream"
      mkdir -p /var/lib/nats-server
      start-stop-daemon --start --oknodo --background --exec "$bin" -- \
        -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log || true
    fi
    wait_port 4222 || { echo "NATS does not answer on 127.0.0.1:4222 and could not be started" >&2; exit 1; }
  fi
  echo "NATS answers on 127.0.0.1:4222"
fi
