/** Starts PrepGold: load config, migrate, listen, shut down cleanly. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDb } from './db/database.js';
import { createMailer } from './email/mailer.js';
import { offlineWriter } from './guides/engine/generate.js';
import { llmWriter } from './guides/engine/writers/llm.js';
import { createLlm } from './llm/index.js';
import { createIngestPool } from './ingest/ingest-pool.js';
import { databaseFiles } from './db/stored-files.js';
import { exitGracefully } from './shutdown.js';
import { createStorage } from './storage/index.js';

/** The project folder (the one with package.json), whether this runs from server/ or compiled from dist/node/server/. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
const root = projectRoot();

/**
 * Standard output for the log, written once per turn of the event loop instead of once per line: under load
 * a write for every answer cost more than the answer itself. What is still buffered goes out on exit.
 */
function batchedStdout(): { write(line: string): void } {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  return {
    write(line) {
      if (lines.push(line) === 1) setImmediate(flush);
      else if (lines.length >= 512) flush();
    },
  };
}

async function main() {
  const config = loadConfig();
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  const ingest = createIngestPool();
  const llm = createLlm(config.llm);
  let log: { warn(o: object, m: string): void } = console;
  const writer = llm
    ? llmWriter(llm, {
        deadlineMs: config.llm!.timeoutMs,
        callTimeoutMs: config.llm!.callTimeoutMs,
        maxScriptChars: config.llm!.maxScriptChars,
        onFallback: (section, err) =>
          log.warn({ section, kind: err.kind, reason: err.message }, 'LLM section fell back to the offline writer'),
      })
    : offlineWriter;
  const app = await buildApp({
    config,
    db,
    mailer,
    storage: createStorage(config.storage, { databaseFiles: () => databaseFiles(db) }),
    ingest,
    writer,
    webDir: path.join(root, 'dist', 'web'),
    logger: { level: config.env === 'test' ? 'warn' : 'info', stream: batchedStdout() },
  });

  log = app.log;
  exitGracefully(app, config.shutdownGraceMs, async () => {
    await ingest.close();
    await db.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  const jobs = config.databaseUrl ? `pg-boss, ${config.jobs.concurrency} at once here` : `in-process, ${config.jobs.concurrency} at once`;
  app.log.info(
    `PrepGold is ready at ${config.publicUrl} (database: ${where}; storage: ${config.storage.kind}; jobs: ${jobs}; rate limits: ${config.redisUrl ? 'Redis' : config.databaseUrl ? 'database' : 'memory'}; email: ${config.smtpUrl ? 'SMTP' : config.outboxDir}; guides: ${llm ? llm.label : 'offline writer'})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
