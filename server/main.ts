// Process entry: listen, handle signals, shut down gracefully. Nothing else.
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { createLogger } from './logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

let env: Env;
try {
  env = loadEnv();
} catch (err) {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL, { buffered: true });
const portal = await createApp({ env, logger }).catch((err: unknown) => {
  logger.fatal({ err }, 'cannot start');
  logger.flush();
  process.exit(1);
});

const server = portal.app.listen(env.PORT, env.HOST, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, host: env.HOST }, `portal listening on http://localhost:${port} (open http://<tenant-id>.localhost:${port})`);
});
server.on('error', (err) => {
  logger.fatal({ err }, 'cannot listen');
  logger.flush();
  process.exit(1);
});

let stopping = false;
async function shutdown(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`shutting down (${reason})`);
  const force = setTimeout(() => {
    logger.error('graceful shutdown timed out; exiting');
    logger.flush();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // Open event streams would keep server.close() waiting until the forced exit: end them first.
  portal.drain();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await portal.close();
  logger.info('stopped');
  logger.flush();
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('unhandledRejection', (err) => {
  logger.fatal({ err }, 'unhandled promise rejection');
  void shutdown('unhandled rejection', 1);
});
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'uncaught exception');
  void shutdown('uncaught exception', 1);
});
