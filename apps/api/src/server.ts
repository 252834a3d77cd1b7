import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { describeDatabaseTarget } from './db/describe.ts';
import { startOrphanSweep } from './media/orphan-sweep.ts';
import { nodeUploadsDir, uploadsRoot } from './media/uploads.ts';

/** Reads the configuration, builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger =
    process.stdout.isTTY && config.env !== 'production'
      ? {
          level: config.logLevel,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { level: config.logLevel };

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { logger });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `Vitrine could not start: the database (${describeDatabaseTarget(config)}) failed: ${reason}`,
    );
    process.exit(1);
  }

  // Media a crash left without a row: swept now, without delaying the start, and then
  // periodically. Only this entry point sweeps: tests build apps that share one storage.
  const sweeper = startOrphanSweep({
    db: app.database.db,
    storage: app.storage,
    uploadsRoot: uploadsRoot(config.dataDir),
    ownUploads: nodeUploadsDir(config.dataDir, config.nodeId),
    ...config.mediaSweep,
    log: app.log,
  });
  app.addHook('onClose', () => sweeper.stop());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // If something hangs, leave anyway rather than block a deploy.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Vitrine is ready at ${config.publicUrl}`);
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
