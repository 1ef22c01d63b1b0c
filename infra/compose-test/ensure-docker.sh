#!/usr/bin/env bash
# Makes sure a Docker engine answers, for `npm run test:compose` and the
# integration tests' testcontainers path. Idempotent: an engine that answers
# is left alone.
#
#   bash infra/compose-test/ensure-docker.sh
#
# The socket is DOCKER_HOST's (unix://...) or /var/run/docker.sock. When none
# answers and this runs as root on Debian (a CI machine of this project's
# kind, no systemd): installs docker.io and docker-compose (compose 1.29)
# from Debian when missing, and starts dockerd in the background, niced (its
# builds and containers yield to whatever else runs here), with its data in
# DOCKERD_DATA_ROOT (/var/lib/docker) and its log in DOCKERD_LOG
# (/var/log/local-seo-dockerd.log). Otherwise it stops, saying what to do.
set -Eeuo pipefail

socket=/var/run/docker.sock
case "${DOCKER_HOST:-}" in
  '') ;;
  unix://*) socket="${DOCKER_HOST#unix://}" ;;
  *) echo "DOCKER_HOST=$DOCKER_HOST is not a unix socket: using it as it is, starting nothing" ;;
esac
data_root="${DOCKERD_DATA_ROOT:-/var/lib/docker}"
log="${DOCKERD_LOG:-/var/log/local-seo-dockerd.log}"

# Debian's client first: it builds with BuildKit against Debian's engine
# (another `docker` on PATH may be a newer client of another origin).
client() { if [ -x /usr/bin/docker ]; then /usr/bin/docker "$@"; else docker "$@"; fi; }
answers() {
  if [[ "${DOCKER_HOST:-}" == tcp://* || "${DOCKER_HOST:-}" == ssh://* ]]; then
    client version --format '{{.Server.Version}}' 2>/dev/null
  else
    [ -S "$socket" ] && client -H "unix://$socket" version --format '{{.Server.Version}}' 2>/dev/null
  fi
}

if version="$(answers)"; then
  echo "Docker engine $version answers (${DOCKER_HOST:-unix://$socket})"
  exit 0
fi
if [[ "${DOCKER_HOST:-}" == tcp://* || "${DOCKER_HOST:-}" == ssh://* ]]; then
  echo "No Docker engine answers at DOCKER_HOST=$DOCKER_HOST" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "No Docker engine answers at $socket. Start one (as root: bash infra/compose-test/ensure-docker.sh), or set DOCKER_HOST to one that runs." >&2
  exit 1
fi

if ! command -v dockerd >/dev/null || [ ! -x /usr/bin/docker ] || ! command -v docker-compose >/dev/null; then
  if ! command -v apt-get >/dev/null; then
    echo "No Docker engine answers at $socket and this is not Debian: install Docker and start it." >&2
    exit 1
  fi
  echo "Installing Debian's docker.io and docker-compose"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq docker.io docker-compose >/dev/null 2>&1 || {
    apt-get update -qq
    apt-get install -y -qq docker.io docker-compose >/dev/null
  }
fi

# A dockerd of ours that is still starting: wait for it rather than start another.
pidfile="/var/run/local-seo-dockerd.pid"
if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
  echo "dockerd (pid $(cat "$pidfile")) is running but not answering yet: waiting"
else
  mkdir -p "$(dirname "$socket")" "$data_root" "$(dirname "$log")"
  extra=()
  if [ "$socket" != /var/run/docker.sock ]; then
    # A second engine beside a default one must not share its state.
    extra+=(--exec-root "/var/run/docker-$(basename "$socket" .sock)")
  fi
  echo "Starting dockerd (socket $socket, data $data_root, log $log)"
  setsid nohup nice -n "${DOCKERD_NICE:-10}" dockerd \
    --host "unix://$socket" \
    --data-root "$data_root" \
    --pidfile "$pidfile" \
    "${extra[@]}" \
    >>"$log" 2>&1 </dev/null &
fi

for _ in $(seq 1 120); do
  if version="$(answers)"; then
    echo "Docker engine $version answers (unix://$socket)"
    exit 0
  fi
  sleep 0.5
done
echo "dockerd did not answer within 60 s; its log ($log) ends with:" >&2
tail -n 30 "$log" >&2 || true
exit 1
