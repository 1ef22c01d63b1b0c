/**
 * Reading a V8 CPU profile (.cpuprofile) the way the benchmark reports it: where the
 * time went by package (node_modules package, Node's own modules by name, native frames),
 * and the functions with the most self time.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const packageOf = (url: string, name: string) => {
  if (!url) return `(${name || 'native'})`;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (module) return module;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:');
  return url.replace(/^file:\/\/.*?\/(web-public|gateway|packages|services|infra)\//, '$1/');
};

export interface ProfileSummary {
  totalMs: number;
  byPackage: { name: string; ms: number; share: number }[];
  byFunction: { name: string; ms: number; share: number }[];
}

export async function summarizeProfile(file: string, top = 12): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id)!.callFrame;
    total += micros;
    const pkg = packageOf(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const fn = `${frame.functionName || '(anonymous)'} ${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  });
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / total }));
  return { totalMs: total / 1000, byPackage: list(byPackage), byFunction: list(byFunction) };
}

export function profileTable(summary: ProfileSummary): string {
  const rows = summary.byPackage.map(({ name, ms, share }) => `| ${name} | ${Math.round(ms)} ms | ${(share * 100).toFixed(1)} % |`);
  const fns = summary.byFunction.map(({ name, ms, share }) => `| \`${name}\` | ${Math.round(ms)} ms | ${(share * 100).toFixed(1)} % |`);
  return [
    `| self time by package (${Math.round(summary.totalMs)} ms profiled) | time | share |`,
    '|---|---|---|',
    ...rows,
    '',
    '| self time by function | time | share |',
    '|---|---|---|',
    ...fns,
  ].join('\n');
}
