// The backup container (docs/operations.md, "Backups and restore"), checked as an operator
// would use it: a backup taken now, a city created after it, the cities database restored
// from that backup; the city is gone, the cities before it are there, and the cities
// service answers as before.
import { check, docker, note } from './harness.ts';
import type { Stack } from './outages.ts';

/** Runs the backup script in the backup container; its output. */
async function backupScript(stack: Stack, ...args: string[]): Promise<string> {
  const container = (await stack.containers()).find((c) => c.service === 'backup');
  check(container, 'no backup container');
  return (await docker('exec', container.id, 'sh', '/backup/backup.sh', ...args)).stdout.trim();
}

/** The slugs of every city, as the back office lists them. */
async function citySlugs(stack: Stack): Promise<string[]> {
  const response = await stack.api('GET', '/api/admin/cities', { asAdmin: true });
  check(response.ok, `the cities answered ${response.status}`);
  return ((await response.json()) as Array<{ url_slug: string }>).map((city) => city.url_slug);
}

export async function backupAndRestore(stack: Stack, keptSlug: string): Promise<void> {
  await stack.step('Backup and restore: a backup, a city created after it, the cities database restored from it', async () => {
    const stamp = await backupScript(stack, 'now');
    check(/^\d{8}T\d{6}Z$/.test(stamp), `the backup answered "${stamp}", not its stamp`);
    check((await backupScript(stack, 'list')).split('\n').includes(stamp), `the backup ${stamp} is not listed`);
    const created = await stack.api('POST', '/api/cities', {
      asAdmin: true,
      json: { city_name: 'After Backup', url_slug: 'after-backup', province: 'Ontario', latitude: 44.1, longitude: -79.6, page_active: true },
    });
    check(created.status === 201, `creating the city after the backup answered ${created.status}: ${await created.text()}`);
    check((await citySlugs(stack)).includes('after-backup'), 'the city created after the backup is not listed');
    await backupScript(stack, 'restore', stamp, 'cities');
    const after = await citySlugs(stack);
    check(!after.includes('after-backup') && after.includes(keptSlug), `after the restore the cities are ${after.join(', ')}`);
    note(`backup ${stamp} of every database; the cities database restored from it: ${after.length} cities, the one created after it gone`);
  });
}
