import { buildApp } from './app.ts';
import { DatabaseOpenError, DataDirLockedError } from '@store/db';
import { ConfigError, loadConfig } from './config.ts';

/** Starts the store: listen, and on SIGTERM/SIGINT stop accepting, drain, stop workers, close the database. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.role !== 'all' && config.database.kind === 'pglite') {
    console.error(
      `ROLE=${config.role} needs DATABASE_URL: the embedded database is opened by one process only, so a separate web and worker process must share a PostgreSQL server.`,
    );
    process.exit(1);
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (err) {
    // Said plainly and at once: another process holds the embedded database, or the database cannot be opened.
    if (err instanceof DataDirLockedError || err instanceof DatabaseOpenError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`store ready at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
