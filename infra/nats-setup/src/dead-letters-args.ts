import { parseArgs } from 'node:util';

export const deadLettersUsage =
  'usage: dead-letters list [--durable D] [--id EVENT_ID | --seq N] | replay|purge [--durable D] (--id EVENT_ID | --seq N | --all)';

export type DeadLettersCommand =
  | { action: 'list'; durable?: string; eventId?: string; seq?: number }
  | { action: 'replay' | 'purge'; durable?: string; eventId?: string; seq?: number; all: boolean };

/** Arguments a person got wrong: the command prints the message and the usage line, and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `list|replay|purge` and its options; throws UsageError on anything else. */
export function parseDeadLettersArgs(argv: readonly string[]): DeadLettersCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { durable: { type: 'string' }, id: { type: 'string' }, seq: { type: 'string' }, all: { type: 'boolean' } },
    });
  } catch (err) {
    // Node's advice on positionals after `--` does not apply: none starts with '-'.
    throw new UsageError((err instanceof Error ? err.message : String(err)).replace(/\. To specify a positional argument[\s\S]*$/, ''));
  }
  const { positionals, values } = parsed;
  const [action, ...extra] = positionals;
  if (action === undefined) throw new UsageError('say what to do: list, replay or purge');
  if (action !== 'list' && action !== 'replay' && action !== 'purge') throw new UsageError(`unknown command "${action}": list, replay or purge`);
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  // Durable names: letters, digits, '_' and '-' (JetStream's rule, packages/service-kit delivery.ts).
  if (values.durable !== undefined && !/^[A-Za-z0-9_-]+$/.test(values.durable)) {
    throw new UsageError(`--durable "${values.durable}" is not a durable name (letters, digits, '_' or '-')`);
  }
  if (values.id !== undefined && !uuid.test(values.id)) throw new UsageError(`--id "${values.id}" is not an event id (a UUID, as list shows it)`);
  let seq: number | undefined;
  if (values.seq !== undefined) {
    seq = Number(values.seq);
    if (!/^[1-9][0-9]*$/.test(values.seq) || !Number.isSafeInteger(seq)) throw new UsageError(`--seq "${values.seq}" is not a sequence number (a positive integer, as list shows it)`);
  }
  const chosen = [values.id !== undefined, seq !== undefined, values.all === true].filter(Boolean).length;
  if (chosen > 1) throw new UsageError('give one of --id, --seq and --all');
  const selection = { durable: values.durable, eventId: values.id, seq };
  if (action === 'list') {
    if (values.all) throw new UsageError('list takes no --all: it lists all by default');
    return { action, ...selection };
  }
  if (chosen === 0) throw new UsageError(`${action} needs --id EVENT_ID, --seq N or --all (with --durable D: all of that durable's)`);
  return { action, ...selection, all: values.all === true };
}
