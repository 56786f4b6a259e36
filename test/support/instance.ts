/**
 * One PrepGold instance as its own process, for the multi-instance tests and the jobs benchmark: the
 * real app (buildApp), configured by its environment like `npm start`, on the PostgreSQL schema named by
 * TEST_PG_SCHEMA, with a writer stand-in that takes TEST_WRITER_DELAY_MS per guide. Prints
 * "LISTENING <url>" once it serves; exits on SIGTERM the way `npm start` does.
 */
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDb } from '../../server/db/database.js';
import { databaseFiles } from '../../server/db/stored-files.js';
import { createMailer } from '../../server/email/mailer.js';
import { offlineWriter, type GuideWriter } from '../../server/guides/engine/generate.js';
import { createIngestPool } from '../../server/ingest/ingest-pool.js';
import { exitGracefully } from '../../server/shutdown.js';
import { createStorage } from '../../server/storage/index.js';

const config = loadConfig(process.env);
const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, pgSchema: process.env.TEST_PG_SCHEMA });
const delayMs = Number(process.env.TEST_WRITER_DELAY_MS ?? 0);
const writer: GuideWriter = async (input) => {
  await new Promise((r) => setTimeout(r, delayMs));
  return offlineWriter(input);
};
const ingest = createIngestPool({ size: 1 });
const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: null, outboxDir: config.outboxDir, from: config.mailFrom }),
  storage: createStorage(config.storage, { databaseFiles: () => databaseFiles(db) }),
  ingest,
  writer,
  logger: process.env.TEST_LOG ? { level: 'info' } : false,
});
exitGracefully(app, config.shutdownGraceMs, async () => {
  await ingest.close();
  await db.close();
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`LISTENING http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
