import { PostgresAdapter, type Kysely } from 'kysely';

/** Column types that differ between the two databases, so one migration serves both. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    // better-auth writes ISO strings and 0/1 on SQLite, Date and boolean on PostgreSQL.
    timestamp: postgres ? ('timestamptz' as const) : ('text' as const),
    bool: postgres ? ('boolean' as const) : ('integer' as const),
  };
}
