import type { FastifyBaseLogger } from 'fastify';
import { administratorsLine } from './administration';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isLoopbackUrl } from './loopback';

try {
  process.loadEnvFile();
} catch {
  // No .env: every setting is optional.
}

async function main() {
  const config = loadConfig();
  // The app's modules load while the database opens: a restart waits for the longer of the two,
  // not for both one after the other.
  const appModule = import('./app');
  const database = await openDatabase(config);
  await runMigrations(database);
  const { buildApp, defaultClientRoot } = await appModule;
  const app = await buildApp({ config, database, clientRoot: defaultClientRoot });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests`);
    // Fastify stops accepting connections and waits for in-flight requests before onClose.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(`Studium is running at http://${shown}:${config.port}`);
  warnOfPlaceholders(config, app.log);
  app.log.info(await administratorsLine(config, database));
}

/** A public server still showing the placeholder contact details would mislead its visitors. */
function warnOfPlaceholders(config: Config, log: FastifyBaseLogger) {
  if (config.siteInfoUnset.length === 0 || isLoopbackUrl(config.publicUrl)) return;
  log.warn(
    `The contact and policy pages show placeholder details: set ${config.siteInfoUnset.join(', ')} to your own (README, Configuration).`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
