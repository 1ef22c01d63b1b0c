import { durableConsumers } from '@local-seo/contracts';
import { loadConfig, natsCredentials, natsCredentialsEnv, natsLayout, natsServers } from '@local-seo/service-kit';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { z } from 'zod';
import { deadLettersUsage, parseDeadLettersArgs, UsageError, type DeadLettersCommand } from './dead-letters-args.js';
import {
  deleteDeadLetter,
  listDeadLetters,
  notReplayable,
  purgeDeadLetters,
  replayDeadLetters,
  type DeadLetterContext,
  type StoredDeadLetter,
} from './dead-letters.js';

/**
 * npm run dead-letters -- list|replay|purge [--durable D] [--id EVENT_ID | --seq N | --all]
 * As the NATS user `operator` (NATS_URL, NATS_USER, NATS_PASSWORD). Exit codes: 0 done,
 * 1 something could not be done (said why), 2 bad arguments (with the usage line).
 */

const envSchema = z.object({
  NATS_URL: z.string().regex(/^\S+$/, 'must be the NATS server address, e.g. nats://nats:4222'),
  ...natsCredentialsEnv,
});

const out = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

let command: DeadLettersCommand;
try {
  command = parseDeadLettersArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  process.stderr.write(`dead-letters: ${err.message}\n${deadLettersUsage}\n`);
  process.exit(2);
}

let env: z.output<typeof envSchema>;
let credentials: ReturnType<typeof natsCredentials>;
try {
  env = loadConfig(envSchema, process.env);
  credentials = natsCredentials(env);
} catch (err) {
  fail(`dead-letters: ${err instanceof Error ? err.message : String(err)}`);
}

const servers = natsServers(env!.NATS_URL);
const nc = await connect({ ...credentials!, servers, name: 'dead-letters', timeout: 5000 }).catch((err: unknown) =>
  fail(`dead-letters: cannot connect to NATS at ${servers.join(',')} as ${env!.NATS_USER ?? '(no user)'}: ${err instanceof Error ? err.message : String(err)}`),
);
let exitCode = 0;
try {
  const ctx: DeadLetterContext = { jsm: await jetstreamManager(nc), js: jetstream(nc), layout: natsLayout() };
  exitCode = await run(ctx, command!);
} catch (err) {
  process.stderr.write(`dead-letters: ${err instanceof Error ? err.message : String(err)}\n`);
  exitCode = 1;
} finally {
  await nc.close();
}
process.exit(exitCode);

async function run(ctx: DeadLetterContext, cmd: DeadLettersCommand): Promise<number> {
  const known: string[] = Object.values(durableConsumers).map((c) => c.durable);
  const scope = cmd.durable ? ` of ${cmd.durable}${known.includes(cmd.durable) ? '' : ` (not a durable of this release: ${known.join(', ')})`}` : '';
  const letters = cmd.action === 'purge' && cmd.all ? [] : await listDeadLetters(ctx, cmd);
  const what = cmd.eventId ? ` with event id ${cmd.eventId}` : cmd.seq ? ` at sequence ${cmd.seq}` : '';

  if (cmd.action === 'list') {
    if (letters.length === 0) {
      out(`no dead letters${scope}${what}`);
      return 0;
    }
    printTable(letters);
    out(`${letters.length} dead letter(s)${scope}${what}`);
    return 0;
  }

  if (cmd.action === 'purge') {
    if (cmd.all) {
      out(`purged ${await purgeDeadLetters(ctx, cmd.durable)} dead letter(s)${scope}`);
      return 0;
    }
    if (letters.length === 0) return fail(`no dead letter${scope}${what}`);
    for (const letter of letters) await deleteDeadLetter(ctx, letter);
    out(`purged ${letters.length} dead letter(s)${scope}${what}`);
    return 0;
  }

  // replay: one publish per event, whichever durables gave up on it.
  if (letters.length === 0) {
    if (cmd.all) {
      out(`no dead letters${scope} to replay`);
      return 0;
    }
    return fail(`no dead letter${scope}${what}`);
  }
  const byEvent = new Map<string, StoredDeadLetter[]>();
  let skipped = 0;
  for (const letter of letters) {
    const why = notReplayable(letter);
    if (why) {
      skipped++;
      process.stderr.write(`not replayed: seq ${letter.seq} of ${letter.durable}: ${why}\n`);
      continue;
    }
    byEvent.set(letter.eventId!, [...(byEvent.get(letter.eventId!) ?? []), letter]);
  }
  for (const [eventId, group] of byEvent) {
    await replayDeadLetters(ctx, group);
    out(`replayed ${group[0]!.subject} ${eventId} (dead-lettered by ${group.map((l) => l.durable).join(', ')})`);
  }
  if (byEvent.size) {
    out(
      `${byEvent.size} event(s) published again to their subjects: every durable consuming them gets them again ` +
        '(JetStream delivers by subject); their inboxes drop an event already handled, so only those that failed handle it',
    );
  }
  return skipped ? 1 : 0;
}

function printTable(letters: readonly StoredDeadLetter[]) {
  const rows = [
    ['SEQ', 'DURABLE', 'EVENT TYPE', 'EVENT ID', 'DEAD-LETTERED AT', 'DELIVERIES', 'ERROR'],
    ...letters.map((l) => [String(l.seq), l.durable, l.subject || '-', l.eventId ?? '(no envelope)', l.deadLetteredAt || '-', String(l.deliveryCount), oneLine(l.error)]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) out(row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}

/** An error over several lines (a validation report) on the letter's one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
