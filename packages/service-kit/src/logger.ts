import { context, trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

/**
 * The trace and span of the line's moment, when one is active (tracing on, inside a request's
 * or an event's span): a log line and its trace are found from each other. Nothing otherwise.
 */
function activeTrace(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The root logger of a process; each service takes a child named after itself. */
export function createLogger(level: LevelWithSilent = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: activeTrace,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'password'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
