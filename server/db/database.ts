/** The database: SQLite by default, PostgreSQL when DATABASE_URL is set; one set of migrations. */
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import * as m0001 from './migrations/0001-auth.js';
import * as m0002 from './migrations/0002-uploads.js';
import * as m0003 from './migrations/0003-guides.js';
import * as m0004 from './migrations/0004-billing.js';
import * as m0007 from './migrations/0007-hashed-secrets.js';
import * as m0009 from './migrations/0009-upload-corrections.js';
import * as m0010 from './migrations/0010-several-instances.js';
import * as m0011 from './migrations/0011-privacy.js';
import * as m0012 from './migrations/0012-rate-limit-key-hashes.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use, when not the default. */
  pgSchema?: string;
  /** A date as this database stores it (Date for PostgreSQL, ISO text for SQLite). */
  date(d: Date): Date | string;
  /** A boolean as this database stores it (boolean for PostgreSQL, 0/1 for SQLite). */
  bool(b: boolean): boolean | number;
  /**
   * Runs `work` as one unit: everything it does through the Db it is handed commits together or not
   * at all. Services take that Db as their optional last argument; inside a unit, a nested call joins it.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs `fn` once the unit this Db belongs to has committed (at once outside a unit; never if it rolls back). */
  afterCommit(fn: () => void): void;
  close(): Promise<void>;
}

/** A Db whose queries run on `kysely`, and whose transactions open on it (or join it when it already is one). */
function withKysely(base: Omit<Db, 'kysely' | 'transaction' | 'afterCommit'>, kysely: Kysely<Database>, committed?: Array<() => void>): Db {
  const db: Db = {
    ...base,
    kysely,
    afterCommit: (fn) => (committed ? committed.push(fn) : fn()),
    async transaction(work) {
      if (kysely.isTransaction) return work(db);
      const after: Array<() => void> = [];
      const result = await kysely.transaction().execute((trx) => work(withKysely(base, trx, after)));
      after.forEach((fn) => fn());
      return result;
    },
  };
  return db;
}

export interface DbOptions {
  /** postgres://… connection string, or null for SQLite. */
  databaseUrl: string | null;
  /** SQLite file path (ignored for PostgreSQL). */
  sqlitePath: string;
  /** PostgreSQL schema to use instead of public (tests isolate themselves this way). */
  pgSchema?: string;
  /** Told when PostgreSQL ends an idle pooled connection (the pool recovers by itself). */
  onIdleConnectionError?: (err: Error) => void;
}

/** Migrations are imported statically so the build ships them and order is explicit. */
const migrations: Record<string, Migration> = {
  '0001-auth': m0001,
  '0002-uploads': m0002,
  '0003-guides': m0003,
  '0004-billing': m0004,
  '0007-hashed-secrets': m0007,
  '0009-upload-corrections': m0009,
  '0010-several-instances': m0010,
  '0011-privacy': m0011,
  '0012-rate-limit-key-hashes': m0012,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Opens the database (WAL mode on SQLite). */
export function openDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer is reported (503) within seconds instead of holding the request.
      connectionTimeoutMillis: 5_000,
      // Names this process's connections in pg_stat_activity (per schema, so a test can find its own).
      application_name: options.pgSchema ? `prepgold ${options.pgSchema}` : 'prepgold',
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle connection ended by the server (restart, failover, a pooler's timeout) is dropped by the pool
    // and replaced on the next query; without a listener its 'error' event would end the whole process.
    pool.on('error', (err) => options.onIdleConnectionError?.(err));
    // A connection ended while checked out between two queries (inside a transaction, or just acquired) would
    // emit 'error' with nobody listening, which also ends the process: its next query fails instead, and the
    // pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', (err) => options.onIdleConnectionError?.(err)));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return withKysely(
      {
        kind: 'postgres',
        ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
        date: (d) => d,
        bool: (b) => b,
        close: () => kysely.destroy(),
      },
      kysely,
    );
  }
  // Accounts and guides about children live here: the folder and the file are for the owner only.
  mkdirSync(path.dirname(options.sqlitePath), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(options.sqlitePath);
  chmodSync(options.sqlitePath, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  // SQLite ends a transaction itself on some errors (SQLITE_FULL while writing or committing): Kysely's rollback
  // then fails with "no transaction is active" and would hide the error that matters (a full disk is a 507).
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => {
    const driver = createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  };
  const kysely = new Kysely<Database>({ dialect });
  return withKysely({ kind: 'sqlite', date: (d) => d.toISOString(), bool: (b) => (b ? 1 : 0), close: () => kysely.destroy() }, kysely);
}

/**
 * The SQLite database as Kysely sees it, with each statement compiled once. Kysely prepares every query
 * anew, and SQLite's compiling was a quarter of an authenticated read's time (decision 022). Statements are
 * kept by their SQL text; Kysely runs one query at a time on its one connection (a stream holds it to the end),
 * so a kept statement is never in use twice at once. Texts past the cap (lists of varying length) are
 * compiled each time, as before.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source) {
      let statement = statements.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (statements.size < max) statements.set(source, statement);
      }
      return statement;
    },
  };
}

// The migrator finds its own tables by name in any schema; pin them to ours so that several
// schemas in one database (parallel test runs) never see each other's.
const migratorOf = (db: Db) => new Migrator({ db: db.kysely, provider, ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}) });

/** Why the database cannot serve yet (unreachable, or migrations not applied), or null when it can; the cause goes to `onError`. */
export async function databaseProblem(db: Db, onError: (err: unknown) => void): Promise<string | null> {
  try {
    await sql`select 1`.execute(db.kysely);
    const pending = (await migratorOf(db).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
    return pending.length ? `migrations not applied: ${pending.join(', ')}` : null;
  } catch (err) {
    onError(err);
    return 'database unreachable';
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  }
}
