/** Guide and guide-job rows. Every read of a guide is scoped to its owner. */
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, GuideJobTable, GuideTable } from '../db/schema.js';

export type GuideRow = Selectable<GuideTable>;
export type JobRow = Selectable<GuideJobTable>;

const GUIDE_LIST_COLUMNS = [
  'id',
  'characterName',
  'productionTitle',
  'productionType',
  'roleSize',
  'genre',
  'createdAt',
  'isFavorite',
  'childGuideRequested',
  'childGuideCompleted',
] as const;
export type GuideListRow = Pick<GuideRow, (typeof GUIDE_LIST_COLUMNS)[number]>;

export function createGuidesRepo(db: Db) {
  const k = db.kysely;
  return {
    async insertJob(row: Insertable<GuideJobTable>): Promise<void> {
      await k.insertInto('guide_job').values(row).execute();
    },
    async getJob(id: string): Promise<JobRow | null> {
      return (await k.selectFrom('guide_job').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },
    /** The user's latest job for exactly this request since `since` that has not failed, or null. */
    async findRecentJob(userId: string, request: string, since: Date | string): Promise<JobRow | null> {
      const row = await k
        .selectFrom('guide_job')
        .selectAll()
        .where('userId', '=', userId)
        .where('createdAt', '>=', since)
        .where('status', '!=', 'failed')
        .where('request', '=', request)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      return row ?? null;
    },
    async getJobs(ids: string[]): Promise<JobRow[]> {
      return ids.length ? k.selectFrom('guide_job').selectAll().where('id', 'in', ids).execute() : [];
    },
    /** Hands a job to `attempt`: a queued one, or with `takeOver` a running one too; false if it is not there to take. */
    async claimJob(id: string, attempt: string, takeOver: boolean): Promise<boolean> {
      const r = await k
        .updateTable('guide_job')
        .set({ status: 'running', step: 'reading', attempt, updatedAt: db.date(new Date()) })
        .where('id', '=', id)
        .where('status', 'in', takeOver ? ['queued', 'running'] : ['queued'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Records the step of the attempt that holds the job; an attempt that lost it records nothing. */
    async setStep(id: string, attempt: string, step: string): Promise<void> {
      await k
        .updateTable('guide_job')
        .set({ step, updatedAt: db.date(new Date()) })
        .where('id', '=', id)
        .where('attempt', '=', attempt)
        .where('status', '=', 'running')
        .execute();
    },
    /**
     * Ends a job that has not ended as failed: as `attempt` when given (only if it still holds the job),
     * or whoever holds it (giving up). False when it had already ended or another attempt holds it.
     */
    async failJob(id: string, code: string, message: string, attempt: string | null): Promise<boolean> {
      let q = k
        .updateTable('guide_job')
        .set({ status: 'failed', step: 'failed', errorCode: code, error: message, attempt: null, updatedAt: db.date(new Date()) })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running']);
      if (attempt) q = q.where('attempt', '=', attempt);
      return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
    },
    /** Writes the guide and marks its job done in one transaction, if `attempt` still holds the job; false otherwise. */
    async completeJob(jobId: string, attempt: string, guide: Insertable<GuideTable>): Promise<boolean> {
      return k.transaction().execute(async (trx: Transaction<Database>) => {
        const r = await trx
          .updateTable('guide_job')
          .set({ status: 'done', step: 'done', guideId: guide.id, attempt: null, updatedAt: db.date(new Date()) })
          .where('id', '=', jobId)
          .where('attempt', '=', attempt)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        await trx.insertInto('guide').values(guide).execute();
        return true;
      });
    },
    /** The oldest queued job's id, or null. */
    async nextQueuedJob(): Promise<string | null> {
      const row = await k
        .selectFrom('guide_job')
        .select('id')
        .where('status', '=', 'queued')
        .orderBy('createdAt')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** After a restart, jobs that were running start again from the queue. */
    async requeueRunning(): Promise<number> {
      const r = await k
        .updateTable('guide_job')
        .set({ status: 'queued', step: 'queued', attempt: null, updatedAt: db.date(new Date()) })
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    /** The user's guides, newest first, without their HTML (the list shows metadata only). */
    async listGuides(userId: string): Promise<GuideListRow[]> {
      return k.selectFrom('guide').select(GUIDE_LIST_COLUMNS).where('userId', '=', userId).orderBy('createdAt', 'desc').execute();
    },
    async getGuide(userId: string, id: string): Promise<GuideRow | null> {
      return (await k.selectFrom('guide').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst()) ?? null;
    },
    async setFavorite(userId: string, id: string, value: boolean): Promise<void> {
      await k
        .updateTable('guide')
        .set({ isFavorite: db.bool(value) })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .execute();
    },
    /** Every guide of the user with all it holds, newest first (the account export). */
    async listFullGuides(userId: string): Promise<GuideRow[]> {
      return k.selectFrom('guide').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute();
    },
    /** What each of the user's guides was made from: its request (with the upload ids) and whether it keeps its own run-lines scenes. */
    async listGuideSources(userId: string): Promise<Array<Pick<GuideRow, 'id' | 'request' | 'rehearsal'>>> {
      return k.selectFrom('guide').select(['id', 'request', 'rehearsal']).where('userId', '=', userId).execute();
    },
    /** Deletes the user's guides among `ids` and the finished jobs that wrote them; returns how many guides went. */
    async deleteGuides(userId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      await k.deleteFrom('guide_job').where('userId', '=', userId).where('guideId', 'in', ids).execute();
      const r = await k.deleteFrom('guide').where('userId', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** The requests of the user's guide jobs still queued or running. */
    async listUnfinishedJobRequests(userId: string): Promise<string[]> {
      const rows = await k
        .selectFrom('guide_job')
        .select('request')
        .where('userId', '=', userId)
        .where('status', 'in', ['queued', 'running'])
        .execute();
      return rows.map((r) => r.request);
    },
    /** Keeps a guide's run-lines scenes (JSON) in the guide itself. */
    async setRehearsal(userId: string, id: string, rehearsal: string): Promise<void> {
      await k.updateTable('guide').set({ rehearsal }).where('id', '=', id).where('userId', '=', userId).execute();
    },
  };
}
