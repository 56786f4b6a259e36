import type { Kysely } from 'kysely';

/**
 * Rate-limit counters were keyed by the address they count (an email, an IP) and are keyed by an HMAC of it from
 * now on (decision 021). The HMAC needs the server's secret, which a migration does not have, so the old rows are
 * not rewritten but forgotten: every window starts again once, and no address stays in the table for its window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ rate_limit: { key: string } }>).deleteFrom('rate_limit').execute();
}

/** Keyed hashes cannot be turned back into addresses: going back forgets the counters again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ rate_limit: { key: string } }>).deleteFrom('rate_limit').execute();
}
