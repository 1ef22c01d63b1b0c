/**
 * Writes nats-server's users and permissions (src/permissions.ts) where the deployments
 * read them: infra/nats/auth.conf (compose) and k8s/base/nats-auth.conf (Kubernetes).
 *
 *   npm run write-auth-config -w infra/nats-setup            # write them
 *   npm run write-auth-config -w infra/nats-setup -- --check # exit 1 when one is out of date
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { natsAuthConfigFiles, natsAuthorizationConfig } from '../src/permissions.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const wanted = natsAuthorizationConfig();
const check = process.argv.includes('--check');
let stale = 0;
for (const file of natsAuthConfigFiles) {
  const path = `${root}${file}`;
  const current = await readFile(path, 'utf8').catch(() => undefined);
  if (current === wanted) continue;
  if (check) {
    stale++;
    console.error(`${file} is out of date with infra/nats-setup/src/permissions.ts: run npm run write-auth-config -w infra/nats-setup`);
  } else {
    await writeFile(path, wanted);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
