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
    /** Moves a job from queued to running; false if another runner took it. */
    async claimJob(id: string): Promise<boolean> {
      const r = await k
        .updateTable('guide_job')
        .set({ status: 'running', step: 'reading', updatedAt: db.date(new Date()) })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async setStep(id: string, step: string): Promise<void> {
      await k
        .updateTable('guide_job')
        .set({ step, updatedAt: db.date(new Date()) })
        .where('id', '=', id)
        .execute();
    },
    async failJob(id: string, code: string, message: string): Promise<void> {
      await k
        .updateTable('guide_job')
        .set({ status: 'failed', step: 'failed', errorCode: code, error: message, updatedAt: db.date(new Date()) })
        .where('id', '=', id)
        .execute();
    },
    /** Writes the guide and marks its job done in one transaction. */
    async completeJob(jobId: string, guide: Insertable<GuideTable>): Promise<void> {
      await k.transaction().execute(async (trx: Transaction<Database>) => {
        await trx.insertInto('guide').values(guide).execute();
        await trx
          .updateTable('guide_job')
          .set({ status: 'done', step: 'done', guideId: guide.id, updatedAt: db.date(new Date()) })
          .where('id', '=', jobId)
          .execute();
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
        .set({ status: 'queued', step: 'queued', updatedAt: db.date(new Date()) })
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
  };
}
