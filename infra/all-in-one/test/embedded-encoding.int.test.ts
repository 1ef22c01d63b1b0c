import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * initdb takes the process's locale: without LANG (containers, CI images, systemd units)
 * it would make a SQL_ASCII cluster. Every embedded cluster is UTF-8 whatever the locale.
 */
describe('the embedded clusters, started without LANG or LC_*', () => {
  it('speak UTF-8: letters counted as letters, accents folded by ILIKE', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LANG' && name !== 'LANGUAGE' && !name.startsWith('LC_')));
    const probe = fileURLToPath(new URL('./fixtures/encoding-probe.ts', import.meta.url));
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['--conditions=development', probe], { env, timeout: 120_000 });
    const utf8 = { encoding: 'UTF8', letters: 3, folds: true };
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ 'npm start': utf8, tests: utf8 });
  });
});
