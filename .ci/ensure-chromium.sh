#!/usr/bin/env bash
# The browser tests drive Chromium through playwright-core: install Debian's
# chromium when it is missing (never `npx playwright install`: no download here).
set -uo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$bin" ]; then
  echo "Chromium is not installed: installing it from Debian"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null || true
fi
[ -x "$bin" ] || { echo "Chromium is missing at $bin and could not be installed" >&2; exit 1; }
"$bin" --version
