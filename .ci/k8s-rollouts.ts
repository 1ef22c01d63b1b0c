/**
 * Replicas and rollouts in one rendering (k8s/README.md, "Replicas and rollouts"):
 *   - every Deployment's containers stop in three steps: a preStop that sleeps
 *     (the `sleep` lifecycle action; an exec `sleep <n>` where the image has one,
 *     the local-seo images having none; or `node -e "setTimeout(() => {}, <ms>)"`
 *     for clusters older than the sleep action), then, on SIGTERM, the
 *     drain (SHUTDOWN_DRAIN_MS, read as the processes read it), then up to
 *     closeGraceSeconds to finish what is under way; terminationGracePeriodSeconds
 *     must outlast the three, or the kubelet kills requests in flight;
 *   - every NATS server (a workload mounting the nats-config ConfigMap; its
 *     containers that mount it, not a sidecar such as the metrics exporter) stops
 *     through lame-duck mode: nats.conf names a pid_file on a writable volume,
 *     the preStop signals `ldm` to that file, and terminationGracePeriodSeconds
 *     outlasts lame_duck_grace_period + lame_duck_duration;
 *   - every NATS user of nats-config that is a component (a workload of that
 *     name) is that workload's NATS_USER, so a component that should hear events
 *     (web-public, the gateway) cannot silently lose its connection;
 *   - prod: every Deployment runs at least two replicas (its own, or its
 *     autoscaler's minimum), so a rollout or a drain leaves one answering (the
 *     disruption budgets are checked with the wiring).
 */
import { drainMsFromEnv } from '../packages/service-kit/src/shutdown.js';
import { operatorUser } from '../infra/nats-setup/src/permissions.js';

type Json = Record<string, any>;

/** What closeOnSignals gives the close (in-flight requests, the relay's and consumers' work) after the drain: its graceMs default (packages/service-kit/src/shutdown.ts). */
export const closeGraceSeconds = 10;
/** nats-server's defaults when nats.conf does not set them. */
const natsDefaults = { lame_duck_duration: 120, lame_duck_grace_period: 10 };

const templateOf = (doc: Json): Json | undefined => doc.spec?.template;
const containersOf = (doc: Json): Json[] => templateOf(doc)?.spec?.containers ?? [];
const localImage = (image: string) => /(^|\/)local-seo\/[^/:@]+([:@]|$)/.test(image);

/** A Go duration (30s, 1m30s, 500ms) in seconds, or undefined when it is none. */
export function goDurationSeconds(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

/** A setting of nats.conf (`key: value` or `key = value`, quotes and comments aside). */
function natsSetting(text: string, key: string): string | undefined {
  const match = new RegExp(`^\\s*${key}\\s*[:=]\\s*"?([^"\\s#]+)"?`, 'm').exec(text);
  return match?.[1];
}

/** How long a container's preStop holds the pod, or why it cannot be read. */
function preStopSeconds(container: Json): { seconds: number } | { problem: string } {
  const preStop = container.lifecycle?.preStop;
  if (!preStop) return { problem: 'has no lifecycle.preStop (a sleep of a few seconds, so the endpoints drop the pod before SIGTERM)' };
  if (preStop.sleep) {
    const seconds = Number(preStop.sleep.seconds);
    return seconds > 0 ? { seconds } : { problem: `preStop sleeps ${preStop.sleep.seconds} seconds` };
  }
  const command: string[] = preStop.exec?.command ?? [];
  const line = command.length > 2 && /(^|\/)(ba|da)?sh$/.test(command[0]!) && command[1] === '-c' ? command[2]!.trim().split(/\s+/) : command;
  const timer = /(^|\/)node$/.test(command[0] ?? '') && command[1] === '-e' ? /^setTimeout\(\(\) => \{\}, (\d+)\)$/.exec(command[2]?.trim() ?? '') : null;
  if (timer && command.length === 3) {
    const seconds = Number(timer[1]) / 1000;
    return seconds > 0 ? { seconds } : { problem: 'preStop waits 0 ms' };
  }
  const sleep = line.length === 2 && /^(\/usr)?(\/bin\/)?sleep$/.test(line[0]!) ? Number(line[1]) : NaN;
  if (!(sleep > 0)) return { problem: `preStop ${JSON.stringify(preStop)} is not a sleep of a known length (use lifecycle.preStop.sleep.seconds)` };
  if (localImage(container.image ?? '')) {
    return { problem: `preStop runs \`${line.join(' ')}\`, but the local-seo images have no sleep binary (node and /bin/sh only: infra/docker/Dockerfile), so the hook fails and SIGTERM comes at once; use lifecycle.preStop.sleep.seconds` };
  }
  return { seconds: sleep };
}

/** A variable's value for a container: its own env, else the ConfigMaps it reads whole. */
function envOf(container: Json, name: string, configMaps: Json[]): string | undefined {
  const own = (container.env ?? []).find((v: Json) => v.name === name);
  if (own) return typeof own.value === 'string' ? own.value : undefined;
  for (const source of container.envFrom ?? []) {
    const data = configMaps.find((c) => c.metadata.name === source.configMapRef?.name)?.data ?? {};
    if (typeof data[name] === 'string') return data[name];
  }
  return undefined;
}

export interface RolloutOptions {
  /** The prod overlay: every Deployment runs two or more. */
  prod: boolean;
  /** The rendered kustomization, named where its replicas are set. */
  target: string;
}

export function checkRollouts(docs: Json[], options: RolloutOptions, fail: (doc: Json, message: string) => void): void {
  const inNamespace = (kind: string, namespace: string) => docs.filter((d) => d.kind === kind && (d.metadata?.namespace ?? '') === namespace);

  for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
    const namespace = deployment.metadata.namespace ?? '';
    const grace = templateOf(deployment)?.spec?.terminationGracePeriodSeconds ?? 30;
    for (const container of containersOf(deployment)) {
      const preStop = preStopSeconds(container);
      if ('problem' in preStop) {
        fail(deployment, `container ${container.name} ${preStop.problem}`);
        continue;
      }
      let drainMs: number;
      try {
        drainMs = drainMsFromEnv(5000, { SHUTDOWN_DRAIN_MS: envOf(container, 'SHUTDOWN_DRAIN_MS', inNamespace('ConfigMap', namespace)) });
      } catch (error) {
        fail(deployment, `container ${container.name}: ${(error as Error).message}`);
        continue;
      }
      const needed = preStop.seconds + drainMs / 1000 + closeGraceSeconds;
      if (grace <= needed) {
        fail(
          deployment,
          `terminationGracePeriodSeconds ${grace} must be more than preStop ${preStop.seconds} s + SHUTDOWN_DRAIN_MS ${drainMs / 1000} s + ${closeGraceSeconds} s to finish in-flight work = ${needed} s (container ${container.name})`,
        );
      }
    }
  }

  for (const namespace of new Set(docs.map((d) => d.metadata?.namespace ?? ''))) {
    const natsConfig = inNamespace('ConfigMap', namespace).find((c) => /^nats-config(-|$)/.test(c.metadata.name));
    if (!natsConfig) continue;
    const text = Object.values(natsConfig.data ?? {}).map(String).join('\n');
    const workloads = docs.filter((d) => ['Deployment', 'StatefulSet', 'Job'].includes(d.kind) && (d.metadata.namespace ?? '') === namespace);

    // --- NATS servers: lame-duck mode through the preStop
    const servers = workloads.filter((w) => (templateOf(w)?.spec?.volumes ?? []).some((v: Json) => v.configMap?.name === natsConfig.metadata.name));
    const pidFile = natsSetting(text, 'pid_file');
    const seconds = (key: keyof typeof natsDefaults) => {
      const value = natsSetting(text, key);
      return value === undefined ? natsDefaults[key] : goDurationSeconds(value);
    };
    const lameDuck = (seconds('lame_duck_grace_period') ?? NaN) + (seconds('lame_duck_duration') ?? NaN);
    if (servers.length > 0 && !pidFile) fail(natsConfig, 'sets no pid_file: the NATS servers\' preStop signals lame-duck mode (ldm) to the process it names');
    if (Number.isNaN(lameDuck)) fail(natsConfig, 'lame_duck_duration or lame_duck_grace_period is not a duration such as 30s');
    for (const server of servers) {
      const grace = templateOf(server)?.spec?.terminationGracePeriodSeconds ?? 30;
      // The containers running nats-server are those that mount its configuration;
      // a sidecar beside it (the metrics exporter) has nothing to put in lame-duck mode.
      const configVolumes = new Set((templateOf(server)?.spec?.volumes ?? []).filter((v: Json) => v.configMap?.name === natsConfig.metadata.name).map((v: Json) => v.name));
      const natsContainers = containersOf(server).filter((c) => (c.volumeMounts ?? []).some((m: Json) => configVolumes.has(m.name)));
      if (natsContainers.length === 0) fail(server, 'no container mounts the nats-config ConfigMap (the one running nats-server)');
      for (const container of natsContainers) {
        const hook = (container.lifecycle?.preStop?.exec?.command ?? []).join(' ');
        const signalled = /(?:--signal|-sl)[= ]ldm=("?)(\S+?)\1(?:\s|$|&|;)/.exec(hook)?.[2];
        if (!signalled) fail(server, `container ${container.name}: its preStop does not put NATS in lame-duck mode (exec: nats-server --signal ldm=<pid_file>)`);
        else if (pidFile && signalled !== pidFile) fail(server, `container ${container.name}: its preStop signals ldm=${signalled}, but nats.conf's pid_file is ${pidFile}`);
        if (pidFile) {
          const mount = (container.volumeMounts ?? []).find((m: Json) => pidFile.startsWith(`${String(m.mountPath).replace(/\/$/, '')}/`));
          if (!mount || mount.readOnly) fail(server, `container ${container.name}: pid_file ${pidFile} is on no writable volume (the root file system is read-only)`);
        }
      }
      if (!Number.isNaN(lameDuck) && grace <= lameDuck) {
        fail(server, `terminationGracePeriodSeconds ${grace} must be more than lame_duck_grace_period + lame_duck_duration = ${lameDuck} s (nats.conf), or the server is killed before its clients have moved`);
      }
    }

    // --- every NATS user that is a component signs in as itself (the operator is a person, with the dead-letters command)
    const users = [...text.matchAll(/user: "([^"]+)"/g)].map((m) => m[1]!).filter((user) => user !== operatorUser);
    for (const user of users) {
      const workload = workloads.find((w) => w.metadata.name === user);
      if (!workload) {
        fail(natsConfig, `names the NATS user ${user}, but no Deployment, StatefulSet or Job ${user} runs in this rendering`);
        continue;
      }
      const labelled = templateOf(workload)?.metadata?.labels?.['local-seo/nats-client'] === 'true';
      const signsIn = containersOf(workload).some((c) => (c.env ?? []).some((v: Json) => v.name === 'NATS_USER' && v.value === user));
      if (!labelled || !signsIn) {
        fail(
          workload,
          `is the NATS user ${user} of nats-auth.conf but ${labelled ? 'does not sign in as it' : 'is not labelled local-seo/nats-client'}: give its pods the label local-seo/nats-client: "true", NATS_USER ${user} and NATS_PASSWORD from the Secret nats-users`,
        );
      }
    }
  }

  // --- prod: two or more of every Deployment
  if (!options.prod) return;
  for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
    const namespace = deployment.metadata.namespace ?? '';
    const hpa = inNamespace('HorizontalPodAutoscaler', namespace).find(
      (h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === deployment.metadata.name,
    );
    const replicas = hpa ? (hpa.spec?.minReplicas ?? 1) : (deployment.spec?.replicas ?? 1);
    if (replicas < 2) {
      fail(deployment, `runs ${replicas} replica(s) in prod${hpa ? ' (its autoscaler\'s minReplicas)' : ''}: every stateless part runs at least two, so a rollout or a drain leaves one answering (${hpa ? 'minReplicas of its HorizontalPodAutoscaler' : 'its count under replicas:'} in ${options.target}/kustomization.yaml or its patches)`);
    }
  }
}
