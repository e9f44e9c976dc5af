// One pino logger for the process. Request lines carry reqId and tenant (see http/request-logger.ts).
import { pino, type Logger } from 'pino';
import type { Env } from './env.ts';

export type { Logger };

/**
 * `buffered` batches writes to stdout (much cheaper per request), flushed at least every second; the
 * caller must `logger.flush()` before exiting. Tests and scripts use the synchronous default.
 */
export function createLogger(level: Env['LOG_LEVEL'], options: { buffered?: boolean } = {}): Logger {
  const destination = options.buffered ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : pino.destination({ dest: 1, sync: true });
  // Request lines never carry headers or bodies (see http/request-logger.ts), so nothing needs redacting.
  const logger = pino({ level, base: { pid: process.pid } }, destination);
  // A quiet server must not hold its lines in the buffer indefinitely.
  if (options.buffered) setInterval(() => logger.flush(), 1000).unref();
  return logger;
}
