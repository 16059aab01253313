// `npm run admin -- <command>`: administration from the server's shell, on the database of npm start.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runAdminCommand } from './commands';
import { cliAdministration } from './setup';

try {
  process.loadEnvFile();
} catch {
  // No .env: every setting is optional.
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // As npm start would: the command may run before the server's first start after an upgrade.
    await runMigrations(database);
    const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
    return await runAdminCommand(process.argv.slice(2), cliAdministration(config, database), io);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
