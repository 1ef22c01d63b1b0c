#!/usr/bin/env bash
# Static checks of everything that deploys the platform; no Docker engine and
# no cluster needed. Fails loudly (non-zero, with what is wrong) on:
#   1. Dockerfiles: infra/docker/Dockerfile is the one recipe (its
#      WORKSPACE_DIR build arg has no default); every image workspace (each
#      services/<name>, gateway, web-public, web-admin, infra/nats-setup) has
#      a Dockerfile that is a relative symlink to it; the recipe builds the
#      workspaces infra/docker/image-workspaces.ts lists for the image, and
#      that list resolves for each; the scripts it runs type-check as erasable
#      TypeScript; .dockerignore keeps node_modules, dist and .env out and
#      lets in what the recipe copies.
#   2. docker-compose.yml: `config -q` passes with the secret files that
#      infra/compose-secrets/make-secrets.sh makes (as an operator would) and
#      no other setting; every secret file it declares is one the script
#      makes; every ${VAR} it reads is documented in .env.example;
#      every image it builds uses the recipe, from the repository root, with a
#      WORKSPACE_DIR that is a workspace with an image; every services/<name>
#      workspace has a compose service, its database in the postgres init
#      (SERVICE_DATABASES, <NAME>_DB_PASSWORD_FILE) and the gateway's <NAME>_URL
#      and depends_on; each image's MAIN build arg is its workspace's entry
#      file; .ci/validate-compose.ts checks the containers (every image
#      workspace built, hardening, restart policies, health checks, nats-setup
#      before whatever uses NATS, no depends_on cycle, service addresses and
#      ports, the gateway's WEB_PUBLIC_URL and WEB_ADMIN_URL); the postgres
#      init scripts parse; the NATS users and permissions (infra/nats/auth.conf,
#      k8s/base/nats-auth.conf) are what infra/nats-setup generates; the NATS
#      configs pass `nats-server -t` with every password variable they read
#      set (when nats-server is installed; in Kubernetes, the files of each
#      rendering's nats-config ConfigMap, as the pods mount them).
#   3. k8s (a copy of k8s/, with the dev overlay's Secrets made by its
#      make-secrets.sh, as a developer would): the base and every overlay
#      render with `kubectl kustomize`; the
#      base has a Deployment, a Service and the gateway's <NAME>_URL for every
#      services/<name> workspace, a workload for every other image workspace
#      (gateway, web-public, web-admin, infra/nats-setup), and every
#      local-seo/<name> image it runs is a workspace folder <name>;
#      .ci/validate-k8s.ts validates every rendered object (schemas from
#      kubernetes-models, unknown fields, security and resource policy,
#      probes on /readyz and /healthz, network policies between the
#      components, migration Jobs, autoscalers, disruption budgets, Ingress
#      routes, references) and, with .ci/k8s-rollouts.ts, the rollouts: a
#      preStop sleep and a long enough termination grace period (preStop +
#      SHUTDOWN_DRAIN_MS + in-flight work) on every Deployment, NATS stopped
#      in lame-duck mode, every NATS user's workload signing in as it, and two
#      or more of every Deployment in prod; .ci/validate-monitoring.ts checks
#      k8s/monitoring (PodMonitor and PrometheusRule fields, rule durations and
#      brackets, a PodMonitor for every workload with a `metrics` port, that port
#      open to the monitoring namespace only and named by no Service).
#
#   bash .ci/validate-deploy.sh
#
# Needs: node_modules (npm ci), kubectl with kustomize, and `docker compose`
# or `docker-compose` (installed here with apt-get when missing and root).
set -Eeuo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

failures=0
step() { printf '\n== %s\n' "$*"; }
ok() { printf '  ok  %s\n' "$*"; }
fail() {
  printf '  FAIL %s\n' "$*" >&2
  failures=$((failures + 1))
}

# --- tools --------------------------------------------------------------------
step "tools"
if ! command -v kubectl >/dev/null 2>&1; then
  echo "kubectl is required (with its built-in kustomize): https://kubernetes.io/docs/tasks/tools/" >&2
  exit 1
fi
ok "$(kubectl version --client 2>/dev/null | tr '\n' ' ')"

if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "  docker compose is missing: installing the Debian package docker-compose"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null
  compose=(docker-compose)
else
  echo "need 'docker compose' or 'docker-compose' (e.g. apt-get install docker-compose)" >&2
  exit 1
fi
ok "$("${compose[@]}" version 2>/dev/null | head -n 1)"

for module in tsx typescript kubernetes-models yaml; do
  if [ ! -e "node_modules/$module/package.json" ]; then
    echo "node_modules/$module is missing: run npm ci first" >&2
    exit 1
  fi
done
ok "node_modules (tsx, typescript, kubernetes-models, yaml)"

# --- 1. Dockerfiles -------------------------------------------------------------
step "Dockerfiles"
# One recipe for every image; each workspace's Dockerfile is a relative symlink
# to it, and the workspace is the build argument WORKSPACE_DIR.
recipe="infra/docker/Dockerfile"
if [ -f "$recipe" ] && [ ! -L "$recipe" ]; then
  ok "$recipe is the one recipe"
else
  echo "$recipe is missing (or is itself a link): it is the image recipe every workspace links to" >&2
  exit 1
fi
recipe_real="$(realpath "$recipe")"
if grep -qE '^ARG WORKSPACE_DIR=' "$recipe"; then
  fail "$recipe: ARG WORKSPACE_DIR must have no default (each image passes --build-arg WORKSPACE_DIR=<its folder>)"
elif ! grep -qx 'ARG WORKSPACE_DIR' "$recipe"; then
  fail "$recipe declares no ARG WORKSPACE_DIR"
else
  ok "$recipe: ARG WORKSPACE_DIR has no default"
fi
workspaces=() # the folders with an image: services/<name>, gateway, the frontends, nats-setup
for dir in services/*/ gateway/ web-public/ web-admin/ infra/nats-setup/; do
  dir="${dir%/}"
  [ -f "$dir/package.json" ] || continue
  workspaces+=("$dir")
  dockerfile="$dir/Dockerfile"
  link="$(realpath --relative-to="$dir" "$recipe")" # e.g. ../../infra/docker/Dockerfile
  fix="ln -sfn $link $dockerfile"
  if [ ! -e "$dockerfile" ] && [ ! -L "$dockerfile" ]; then
    fail "$dir has a package.json but no Dockerfile ($fix)"
  elif [ ! -L "$dockerfile" ]; then
    fail "$dockerfile is a regular file, a copy of the recipe: make it a symlink to $recipe (rm $dockerfile && $fix)"
  elif [ "$(realpath -e "$dockerfile" 2>/dev/null)" != "$recipe_real" ]; then
    fail "$dockerfile links to $(readlink "$dockerfile"), which is not $recipe ($fix)"
  elif [[ "$(readlink "$dockerfile")" == /* ]]; then
    fail "$dockerfile is an absolute link, which breaks in another checkout ($fix)"
  else
    ok "$dockerfile -> $(readlink "$dockerfile")"
  fi
done
# Each image builds the workspaces it needs at run time, listed from the
# manifests by infra/docker/image-workspaces.ts (dependencies first): the
# recipe must run it, and the list must resolve for every image workspace.
if grep -qF 'node infra/docker/image-workspaces.ts "$WORKSPACE_DIR"' "$recipe"; then
  ok "$recipe lists the workspaces of each image with infra/docker/image-workspaces.ts"
else
  fail "$recipe does not run infra/docker/image-workspaces.ts \"\$WORKSPACE_DIR\" (the workspaces each image builds)"
fi
for dir in "${workspaces[@]}"; do
  if list="$(node_modules/.bin/tsx infra/docker/image-workspaces.ts "$dir" 2>"$work/libs.err")"; then
    ok "$dir: builds $list"
  else
    fail "$dir: image-workspaces.ts: $(tr '\n' ';' <"$work/libs.err")"
  fi
done
# The image's scripts run with Node's type stripping: erasable TypeScript only;
# so does the compose test's Places stand-in (infra/compose-test).
for project in infra/docker infra/compose-test infra/release; do
  if node node_modules/typescript/bin/tsc -p "$project" >"$work/tsc.out" 2>&1; then
    ok "$project: its TypeScript scripts type-check (erasable syntax only)"
  else
    fail "tsc -p $project:"
    sed 's/^/       /' "$work/tsc.out" >&2
  fi
done
for pattern in '**/node_modules' '**/dist' '**/.env'; do
  if grep -qxF -- "$pattern" .dockerignore 2>/dev/null; then ok ".dockerignore has $pattern"; else fail ".dockerignore must list $pattern"; fi
done
# What the recipe copies from the build context must reach the builder: the
# sources of its COPY lines (other than `COPY --from=...`, `COPY . .` and the
# image's own ${WORKSPACE_DIR}), the script that lists each image's workspaces,
# the root manifests, and the package.json of every workspace (npm ci reads
# them all).
mapfile -t copied < <(awk '$1 == "COPY" && $2 !~ /^--/ { for (i = 2; i < NF; i++) if ($i != "." && $i !~ /\$/) print $i }' "$recipe")
if node -e '
  const { readFileSync } = require("node:fs");
  const paths = process.argv.slice(1);
  // .dockerignore as Docker reads it: later lines win, `!` re-includes, `**`
  // spans folders, `*` and `?` stay within one, a folder excludes its contents.
  const rules = readFileSync(".dockerignore", "utf8").split("\n").map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const negated = l.startsWith("!");
      const pattern = (negated ? l.slice(1) : l).trim().replace(/^\/+/, "").replace(/\/+$/, "");
      let re = "";
      for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === "*" && pattern[i + 1] === "*") {
          i++;
          if (pattern[i + 1] === "/") { i++; re += "(?:.*/)?"; } else re += ".*";
        } else if (c === "*") re += "[^/]*";
        else if (c === "?") re += "[^/]";
        else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
      }
      return { line: l, negated, re: new RegExp(`^${re}$`) };
    });
  const excludedBy = (path) => {
    const parts = path.split("/");
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
    let by;
    for (const rule of rules) if (prefixes.some((p) => rule.re.test(p))) by = rule.negated ? undefined : rule.line;
    return by;
  };
  const problems = paths.map((p) => [p, excludedBy(p)]).filter(([, by]) => by).map(([p, by]) => `${p} (by "${by}")`);
  if (problems.length) { console.error(problems.join("; ")); process.exit(1); }
' "${copied[@]}" infra/docker/image-workspaces.ts package.json package-lock.json $(node -p 'require("./package.json").workspaces.map((w) => `${w}/package.json`).join(" ")') 2>"$work/ignore.err"; then
  ok ".dockerignore sends ${copied[*]}, infra/docker/image-workspaces.ts, package.json, package-lock.json and every workspace's package.json"
else
  fail ".dockerignore leaves out what $recipe copies: $(cat "$work/ignore.err")"
fi
for path in "${copied[@]}"; do
  if [ -e "$path" ]; then :; else fail "$recipe copies $path, which does not exist"; fi
done

# --- 2. docker compose ----------------------------------------------------------
step "docker-compose.yml"
# The secrets: the files npm run compose:secrets makes, in a folder of their own (SECRETS_DIR).
if infra/compose-secrets/make-secrets.sh "$work/secrets" >/dev/null 2>"$work/secrets.err"; then
  ok "infra/compose-secrets/make-secrets.sh makes the compose secrets ($(ls "$work/secrets" | wc -l) files)"
else
  fail "infra/compose-secrets/make-secrets.sh: $(cat "$work/secrets.err")"
fi
printf 'SECRETS_DIR=%s\n' "$work/secrets" >"$work/all.env"
# A clean environment, so the shell's own variables cannot stand in for .env.
run_compose() { env -i PATH="$PATH" HOME="${HOME:-/root}" "${compose[@]}" --project-directory "$root" -f "$root/docker-compose.yml" "$@"; }

if run_compose --env-file "$work/all.env" config -q 2>"$work/compose.err"; then
  ok "config -q with the secret files and no other setting"
else
  fail "config -q failed with the secret files of make-secrets.sh:"
  sed 's/^/       /' "$work/compose.err" >&2
fi
if run_compose --env-file "$work/all.env" config >"$work/compose.out" 2>/dev/null; then
  # Every secret compose mounts is a file the script makes: a secret added to the compose
  # file alone would stop the first `up` of every operator.
  missing="$(node -e '
    const { existsSync, readFileSync } = require("node:fs");
    const secrets = require("yaml").parse(readFileSync(process.argv[1], "utf8")).secrets ?? {};
    const absent = Object.entries(secrets).filter(([, s]) => !s.file || !existsSync(s.file)).map(([name]) => name);
    console.log(Object.keys(secrets).length === 0 ? "(docker-compose.yml declares no secrets)" : absent.join(" "));
  ' "$work/compose.out")"
  if [ -z "$missing" ]; then ok "every secret docker-compose.yml declares is a file make-secrets.sh makes"
  else fail "secrets docker-compose.yml declares that infra/compose-secrets/make-secrets.sh does not make: $missing"; fi
  # Every image compose builds: the repository root as context, the one recipe
  # (infra/docker/Dockerfile, or a workspace's link to it) and a WORKSPACE_DIR
  # build arg naming a workspace with an image (its Dockerfile's folder, when
  # compose names the workspace's link).
  if node -e '
    const { realpathSync, existsSync } = require("node:fs");
    const { dirname, isAbsolute, join, relative } = require("node:path");
    const { parse } = require("yaml");
    const [file, recipe, ...workspaces] = process.argv.slice(1);
    const { readFileSync } = require("node:fs");
    const defaultMain = /^ARG MAIN=(\S+)$/m.exec(readFileSync(recipe, "utf8"))?.[1];
    const root = realpathSync(".");
    const services = parse(require("node:fs").readFileSync(file, "utf8")).services ?? {};
    const say = (ok, text) => console.log(`${ok ? "ok" : "fail"}\t${text}`);
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      const build = typeof service.build === "string" ? { context: service.build } : service.build;
      const context = resolve(build.context ?? ".");
      const args = Array.isArray(build.args)
        ? Object.fromEntries(build.args.map((a) => [a.split("=")[0], a.split("=").slice(1).join("=")]))
        : (build.args ?? {});
      const dockerfile = build.dockerfile ?? "Dockerfile";
      const path = isAbsolute(dockerfile) ? dockerfile : join(context, dockerfile);
      const shown = relative(root, path);
      const dir = args.WORKSPACE_DIR;
      if (context !== root) say(false, `${name}: build context ${build.context} is not the repository root`);
      else if (!existsSync(path)) say(false, `${name}: builds ${shown}, which does not exist`);
      else if (realpathSync(path) !== realpathSync(recipe)) say(false, `${name}: builds ${shown}, which is not ${recipe} (nor a link to it)`);
      else if (!dir) say(false, `${name}: builds ${shown} without the build arg WORKSPACE_DIR (args: { WORKSPACE_DIR: ${workspaces.find((w) => w.split("/").pop() === name) ?? "services/<name>"} })`);
      else if (!workspaces.includes(dir)) say(false, `${name}: WORKSPACE_DIR=${dir} is not a workspace with an image (${workspaces.join(", ")})`);
      else if (shown !== recipe && dirname(shown) !== dir) say(false, `${name}: builds ${shown} with WORKSPACE_DIR=${dir}; they must name the same folder`);
      else say(true, `${name}: builds ${shown} with WORKSPACE_DIR=${dir}`);
      // MAIN, what the container runs: the file of the start script of the workspace
      // ("node <file>"), else dist/server.js compiled from src/server.ts.
      if (!dir || !workspaces.includes(dir)) continue;
      const main = args.MAIN ?? defaultMain;
      const start = /^node (\S+)$/.exec(JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).scripts?.start ?? "")?.[1];
      const expected = start ?? (existsSync(join(dir, "src/server.ts")) ? "dist/server.js" : undefined);
      if (main === expected) say(true, `${name}: runs ${dir}/${main}`);
      else say(false, `${name}: MAIN=${main ?? "(unset)"}, but ${dir} starts with ${expected ?? "(no start script, no src/server.ts)"} (build arg MAIN: ${expected ?? "..."})`);
    }
    function resolve(p) { const abs = isAbsolute(p) ? p : join(root, p); return existsSync(abs) ? realpathSync(abs) : abs; }
  ' "$work/compose.out" "$recipe" "${workspaces[@]}" >"$work/builds.out" 2>"$work/builds.err"; then
    while IFS=$'\t' read -r status text; do
      if [ "$status" = ok ]; then ok "$text"; else fail "$text"; fi
    done <"$work/builds.out"
  else
    fail "could not check the images compose builds: $(cat "$work/builds.err")"
  fi
fi
# Every service workspace is wired in (the steps of the file's header comment):
# a compose service builds it; with a database (prisma/), the postgres init
# creates it (SERVICE_DATABASES, <NAME>_DB_PASSWORD_FILE) and its DATABASE_URL_FILE
# is its secret; the gateway has its <NAME>_URL (host and PORT of that compose service)
# and waits for it (depends_on).
if [ -s "$work/compose.out" ] && node -e '
  const { existsSync, readFileSync } = require("node:fs");
  const { parse } = require("yaml");
  const [file, ...workspaces] = process.argv.slice(1);
  const services = parse(readFileSync(file, "utf8")).services ?? {};
  const envOf = (s) => (Array.isArray(s?.environment) ? Object.fromEntries(s.environment.map((e) => [e.split("=")[0], e.split("=").slice(1).join("=")])) : (s?.environment ?? {}));
  const say = (ok, text) => console.log(`${ok ? "ok" : "fail"}\t${text}`);
  const postgres = envOf(services.postgres);
  const databases = String(postgres.SERVICE_DATABASES ?? "").split(/[\s,]+/).filter(Boolean);
  const gateway = services.gateway;
  const gatewayEnv = envOf(gateway);
  const waitsFor = Array.isArray(gateway?.depends_on) ? gateway.depends_on : Object.keys(gateway?.depends_on ?? {});
  for (const dir of workspaces.filter((w) => w.startsWith("services/"))) {
    const name = dir.split("/").pop();
    const NAME = name.toUpperCase().replace(/-/g, "_");
    const entry = Object.entries(services).find(([, s]) => s.build?.args?.WORKSPACE_DIR === dir || (Array.isArray(s.build?.args) && s.build.args.includes(`WORKSPACE_DIR=${dir}`)));
    if (!entry) { say(false, `${dir}: no compose service builds it (copy the cities block)`); continue; }
    const [service, definition] = entry;
    const env = envOf(definition);
    const problems = [];
    if (existsSync(`${dir}/prisma`)) {
      if (!databases.includes(name)) problems.push(`postgres SERVICE_DATABASES lacks ${name}`);
      if (postgres[`${NAME}_DB_PASSWORD_FILE`] !== `/run/secrets/${name}_db_password`) problems.push(`postgres lacks ${NAME}_DB_PASSWORD_FILE: /run/secrets/${name}_db_password`);
      if (env.DATABASE_URL_FILE !== `/run/secrets/${name}_database_url`) problems.push(`its DATABASE_URL_FILE is not /run/secrets/${name}_database_url`);
    }
    const expected = `http://${service}:${env.PORT}`;
    if (gatewayEnv[`${NAME}_URL`] !== expected) problems.push(`the gateway has ${NAME}_URL=${gatewayEnv[`${NAME}_URL`] ?? "(unset)"}, not ${expected}`);
    if (!waitsFor.includes(service)) problems.push(`the gateway does not depend_on ${service}`);
    say(problems.length === 0, problems.length ? `${service}: ${problems.join("; ")}` : `${service}: database, gateway ${NAME}_URL and depends_on wired`);
  }
' "$work/compose.out" "${workspaces[@]}" >"$work/wired.out" 2>"$work/wired.err"; then
  while IFS=$'\t' read -r status text; do
    if [ "$status" = ok ]; then ok "$text"; else fail "$text"; fi
  done <"$work/wired.out"
elif [ -s "$work/compose.out" ]; then
  fail "could not check how the services are wired in compose: $(cat "$work/wired.err")"
fi
# The containers: hardening, restart policies, health checks, NATS set up
# first, no depends_on cycle, addresses and ports (see the script's header).
if [ -s "$work/compose.out" ] && node_modules/.bin/tsx .ci/validate-compose.ts "$work/compose.out" "${workspaces[@]}" >"$work/containers.out" 2>"$work/containers.err"; then
  while IFS=$'\t' read -r status text; do
    if [ "$status" = ok ]; then ok "$text"; else fail "$text"; fi
  done <"$work/containers.out"
elif [ -s "$work/compose.out" ]; then
  fail "could not check the compose containers: $(cat "$work/containers.err")"
fi
while read -r name; do
  if grep -qE "^#? ?$name=" .env.example; then :; else fail "docker-compose.yml reads \${$name}, which .env.example does not document"; fi
done < <(grep -oE '\$\{[A-Z][A-Z0-9_]*' docker-compose.yml | sed 's/^\${//' | sort -u)
ok "every \${VAR} in docker-compose.yml is documented in .env.example"
# The NATS users: generated, never edited by hand (infra/nats-setup/src/permissions.ts).
if npm run -s write-auth-config -w infra/nats-setup -- --check >"$work/auth.out" 2>&1; then
  ok "infra/nats/auth.conf and k8s/base/nats-auth.conf are what infra/nats-setup generates"
else
  fail "$(cat "$work/auth.out")"
fi
# nats-server -t with a dummy value for every <USER>_NATS_PASSWORD a config reads.
nats_test() { # nats_test <config file> [VAR=value...]
  local conf="$1" vars
  shift
  vars=$(cat "$(dirname "$conf")"/*.conf | grep -o 'password: \$[A-Z0-9_]*' | sed 's/.*\$//; s/.*/&=dummy/' | sort -u)
  # shellcheck disable=SC2086
  env "$@" $vars nats-server -c "$conf" -t >/dev/null 2>"$work/nats.err"
}
if command -v nats-server >/dev/null 2>&1; then
  if nats_test infra/nats/nats.conf; then ok "infra/nats/nats.conf and its auth.conf are valid (nats-server -t)"; else fail "infra/nats/nats.conf: $(cat "$work/nats.err")"; fi
else
  echo "  skip infra/nats/nats.conf (no nats-server here to test it)"
fi
for script in infra/postgres/init/*.sh; do
  if ! bash -n "$script"; then fail "$script: syntax error"; continue; fi
  if [ -x "$script" ]; then ok "$script parses and is executable"; else fail "$script must be executable (chmod +x)"; fi
done

# --- 3. Kubernetes --------------------------------------------------------------
step "k8s"
# The dev overlay reads Secrets its make-secrets.sh makes (git-ignored): render a
# copy of k8s/ in which the script made them, as a developer's checkout has.
cp -R k8s "$work/k8s"
if k8s/overlays/dev/make-secrets.sh "$work/k8s/overlays/dev" >/dev/null 2>"$work/secrets.err"; then
  ok "k8s/overlays/dev/make-secrets.sh makes the dev Secrets"
else
  fail "k8s/overlays/dev/make-secrets.sh: $(cat "$work/secrets.err")"
fi
# No known secret in the manifests: no Secret from literals, no password in a URL,
# no "the password is ..." in a comment (the rendered env is checked by validate-k8s.ts).
if node -e '
  const { readFileSync, readdirSync, statSync } = require("node:fs");
  const { join } = require("node:path");
  const files = (dir) => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "secrets" ? [] : files(path);
    return /\.(ya?ml|conf|sh)$/.test(name) ? [path] : [];
  });
  const problems = [];
  for (const file of files("k8s")) {
    const text = readFileSync(file, "utf8");
    text.split("\n").forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      const url = /:\/\/[^:\/\s@]+:([^@\s]+)@/.exec(line);
      if (url && !/^(\.\.\.|<[^>]*>|\$\{?[A-Za-z_]+\}?|%s)$/.test(url[1])) problems.push(`${where}: a password in a URL`);
    });
    // Across comment lines too: `The admin password is` / `# "..."`.
    const stated = /password\s+(?:is|was)\s*(?:#\s*)?["\x27`][^"\x27`\s]{4,}["\x27`]/i.exec(text);
    if (stated) problems.push(`${file}:${text.slice(0, stated.index).split("\n").length}: a password stated (${stated[0].replace(/\s+/g, " ")})`);
    if (/(^|\/)kustomization\.ya?ml$/.test(file)) {
      const generators = (require("yaml").parse(text) ?? {}).secretGenerator ?? [];
      for (const g of generators) if (g.literals?.length) problems.push(`${file}: secretGenerator ${g.name} has literals (make them in a git-ignored file, as the dev overlay does)`);
    }
  }
  if (problems.length) { console.error(problems.join("; ")); process.exit(1); }
' 2>"$work/literal.err"; then
  ok "no password written in k8s/ (Secrets are generated from git-ignored files or held by the cluster)"
else
  fail "$(cat "$work/literal.err")"
fi
overlays=()
for dir in "$work"/k8s/overlays/*/; do overlays+=("${dir%/}"); done
for target in "$work/k8s/base" "${overlays[@]}"; do
  if kubectl kustomize "$target" >"$work/rendered.yaml" 2>"$work/kustomize.err"; then
    ok "kubectl kustomize ${target#"$work"/} ($(grep -c '^kind:' "$work/rendered.yaml") objects)"
  else
    fail "kubectl kustomize ${target#"$work"/}:"
    sed 's/^/       /' "$work/kustomize.err" >&2
  fi
done
# Every service workspace has its manifests in the base: a Deployment of its
# image (local-seo/<name>), and the gateway's <NAME>_URL in gateway-config
# pointing at its Service (validate-k8s.ts then checks port and policies).
# Every other image workspace has a workload (Deployment or Job) of its image,
# and every local-seo/<name> image the base runs is built from a workspace.
if kubectl kustomize k8s/base >"$work/base.yaml" 2>/dev/null && node -e '
  const { readFileSync } = require("node:fs");
  const { parseAllDocuments } = require("yaml");
  const [file, ...workspaces] = process.argv.slice(1);
  const docs = parseAllDocuments(readFileSync(file, "utf8")).map((d) => d.toJS()).filter(Boolean);
  const gatewayConfig = docs.find((d) => d.kind === "ConfigMap" && d.metadata.name.startsWith("gateway-config"))?.data ?? {};
  const say = (ok, text) => console.log(`${ok ? "ok" : "fail"}\t${text}`);
  const imagesOf = (d) => (d.spec?.template?.spec?.containers ?? []).map((c) => c.image);
  const runImages = new Set(docs.filter((d) => d.kind === "Deployment" || d.kind === "Job").flatMap(imagesOf));
  for (const dir of workspaces.filter((w) => !w.startsWith("services/"))) {
    const image = `local-seo/${dir.split("/").pop()}`;
    say(runImages.has(image), runImages.has(image) ? `k8s/base runs ${image}` : `k8s/base runs no ${image} (${dir} has an image: give it k8s/base/${dir.split("/").pop()}.yaml)`);
  }
  const folders = new Set(JSON.parse(readFileSync("package.json", "utf8")).workspaces.map((w) => w.split("/").pop()));
  for (const image of [...runImages].filter((i) => i.startsWith("local-seo/"))) {
    const name = image.slice("local-seo/".length);
    if (!folders.has(name)) say(false, `k8s/base runs ${image}, but no workspace folder is named ${name} (images are local-seo/<workspace folder>)`);
  }
  for (const dir of workspaces.filter((w) => w.startsWith("services/"))) {
    const name = dir.split("/").pop();
    const NAME = name.toUpperCase().replace(/-/g, "_");
    const deployment = docs.find((d) => d.kind === "Deployment" && (d.spec?.template?.spec?.containers ?? []).some((c) => c.image === `local-seo/${name}`));
    const service = docs.find((d) => d.kind === "Service" && d.metadata.name === name);
    const url = gatewayConfig[`${NAME}_URL`];
    const problems = [];
    if (!deployment) problems.push(`no Deployment runs local-seo/${name} (copy k8s/base/cities.yaml to ${name}.yaml, list it in kustomization.yaml)`);
    if (!service) problems.push(`no Service ${name}`);
    if (!url || new URL(url).hostname !== name) problems.push(`gateway-config has ${NAME}_URL=${url ?? "(unset)"}, not http://${name}:<port>`);
    say(problems.length === 0, problems.length ? `k8s/base ${name}: ${problems.join("; ")}` : `k8s/base ${name}: Deployment, Service and gateway ${NAME}_URL`);
  }
' "$work/base.yaml" "${workspaces[@]}" >"$work/k8s-wired.out" 2>"$work/k8s-wired.err"; then
  while IFS=$'\t' read -r status text; do
    if [ "$status" = ok ]; then ok "$text"; else fail "$text"; fi
  done <"$work/k8s-wired.out"
else
  fail "could not check the services in k8s/base: $(cat "$work/k8s-wired.err")"
fi
if command -v nats-server >/dev/null 2>&1; then
  # Each rendering's nats-config ConfigMap, written out as the pods mount it (/etc/nats).
  for target in "$work/k8s/base" "${overlays[@]}"; do
    shown="${target#"$work"/}"
    mount="$work/nats-config/${shown//\//-}"
    mkdir -p "$mount"
    if kubectl kustomize "$target" 2>/dev/null | node -e '
      const { parseAllDocuments } = require("yaml");
      const { writeFileSync } = require("node:fs");
      const docs = parseAllDocuments(require("node:fs").readFileSync(0, "utf8")).map((d) => d.toJS()).filter(Boolean);
      const config = docs.find((d) => d.kind === "ConfigMap" && /^nats-config(-|$)/.test(d.metadata.name));
      if (!config) { console.error("no ConfigMap nats-config"); process.exit(1); }
      for (const [file, text] of Object.entries(config.data ?? {})) writeFileSync(`${process.argv[1]}/${file}`, text);
    ' "$mount" 2>"$work/nats.err" && nats_test "$mount/nats.conf" SERVER_NAME=nats-0; then
      ok "$shown: ConfigMap nats-config is valid (nats-server -t: $(cd "$mount" && echo *.conf))"
    else
      fail "$shown: ConfigMap nats-config: $(cat "$work/nats.err")"
    fi
  done
fi
# --conditions=development: the workspaces' sources it imports, not their dist (none in a fresh clone).
if npx --no-install tsx --conditions=development .ci/validate-k8s.ts "${overlays[@]}"; then
  ok "schemas and policies of ${overlays[*]#"$work"/}"
else
  fail "validate-k8s.ts found problems (listed above)"
fi
# Monitoring (k8s/monitoring, for the Prometheus Operator): renders; its kinds and
# rules are well formed; every workload with a metrics port has its PodMonitor and
# that port is open to the monitoring namespace only (.ci/validate-monitoring.ts).
if npx --no-install tsx .ci/validate-monitoring.ts "$work/k8s/monitoring" "${overlays[@]}"; then
  ok "k8s/monitoring: PodMonitors and rules against ${overlays[*]#"$work"/}"
else
  fail "validate-monitoring.ts found problems (listed above)"
fi

# --- result ---------------------------------------------------------------------
echo
if [ "$failures" -gt 0 ]; then
  echo "validate-deploy: $failures check(s) FAILED" >&2
  exit 1
fi
echo "validate-deploy: all checks passed"
