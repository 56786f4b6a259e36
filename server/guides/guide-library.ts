/** The user's guide library: list, read, favourite, delete, export, and the child guide download. Every read is owner-scoped. */
import type { GenerateResponse, GuideDetail, GuideRequest, GuideSummary } from '../../common/contracts/guides.js';
import type { AccountExport } from '../../common/contracts/privacy.js';
import type { Rehearsal } from '../../common/contracts/rehearsal.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { sanitiseGuideHtml } from './engine/sanitise.js';
import { createGuidesRepo, type GuideListRow, type GuideRow } from './guides.repo.js';

export type GuideLibrary = ReturnType<typeof createGuideLibrary>;

const summary = (g: GuideListRow): GuideSummary => ({
  id: g.id,
  characterName: g.characterName,
  productionTitle: g.productionTitle,
  productionType: g.productionType,
  roleSize: g.roleSize,
  genre: g.genre,
  createdAt: new Date(g.createdAt).toISOString(),
  isFavorite: Boolean(g.isFavorite),
  childGuideRequested: Boolean(g.childGuideRequested),
  childGuideCompleted: Boolean(g.childGuideCompleted),
});

/** The upload ids a stored guide request names. */
const uploadIdsOf = (request: string): string[] => (JSON.parse(request) as Partial<GuideRequest>).uploadIds ?? [];

/** A file-name part made of ASCII letters and digits only, whatever the name contains ("Zoë" → "zoe"). */
const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '') || 'guide';

export function createGuideLibrary(deps: { db: Db }) {
  const repo = createGuidesRepo(deps.db);
  const repoIn = (tx?: Db) => (tx ? createGuidesRepo(tx) : repo);

  async function requireGuide(user: SessionUser, id: string): Promise<GuideRow> {
    const g = await repo.getGuide(user.id, id);
    if (!g) throw new AppError('NOT_FOUND', 'Guide not found');
    return g;
  }

  // Guide HTML is sanitised once, when the engine writes it, and again by the page before it shows it.
  return {
    async list(user: SessionUser): Promise<GuideSummary[]> {
      return (await repo.listGuides(user.id)).map(summary);
    },

    async get(user: SessionUser, id: string): Promise<GuideDetail> {
      const g = await requireGuide(user, id);
      return { ...summary(g), generatedHtml: g.generatedHtml };
    },

    /** The generate call's answer for a finished guide (SPEC §3 guide generation response). */
    async generated(user: SessionUser, id: string): Promise<GenerateResponse> {
      const g = await requireGuide(user, id);
      return {
        guideId: g.id,
        guideContent: g.generatedHtml,
        childGuideRequested: Boolean(g.childGuideRequested),
        childGuideCompleted: Boolean(g.childGuideCompleted),
        childGuideContent: g.childGuideHtml,
      };
    },

    async toggleFavorite(user: SessionUser, id: string): Promise<GuideSummary> {
      const g = await requireGuide(user, id);
      await repo.setFavorite(user.id, id, !g.isFavorite);
      return summary({ ...g, isFavorite: !g.isFavorite });
    },

    /**
     * What the guide was made from: its character, production and the uploads' ids (for run lines), and the
     * run-lines scenes it keeps itself once those uploads have expired.
     */
    async source(
      user: SessionUser,
      id: string,
    ): Promise<Pick<GuideRequest, 'characterName' | 'productionTitle' | 'uploadIds'> & { kept: Rehearsal | null }> {
      const g = await requireGuide(user, id);
      const kept = g.rehearsal ? (JSON.parse(g.rehearsal) as Rehearsal) : null;
      return { characterName: g.characterName, productionTitle: g.productionTitle, uploadIds: uploadIdsOf(g.request), kept };
    },

    /** Deletes the user's guide (and its child's guide); 404 when it is not theirs. */
    async remove(user: SessionUser, id: string): Promise<void> {
      if ((await repo.deleteGuides(user.id, [id])) === 0) throw new AppError('NOT_FOUND', 'Guide not found');
    },

    /** Each of the user's guides with the uploads it was made from, and whether it keeps its own run-lines scenes. */
    async madeFrom(userId: string, tx?: Db): Promise<Array<{ id: string; uploadIds: string[]; keepsRehearsal: boolean }>> {
      const rows = await repoIn(tx).listGuideSources(userId);
      return rows.map((g) => ({ id: g.id, uploadIds: uploadIdsOf(g.request), keepsRehearsal: g.rehearsal !== null }));
    },

    /** True while a guide of the user is being written from the upload (its job is queued or running). */
    async beingWrittenFrom(userId: string, uploadId: string, tx?: Db): Promise<boolean> {
      return (await repoIn(tx).listUnfinishedJobRequests(userId)).some((request) => uploadIdsOf(request).includes(uploadId));
    },

    /** Deletes the user's guides among `ids` in the caller's unit of work; returns how many went. */
    removeMany: (userId: string, ids: string[], tx?: Db): Promise<number> => repoIn(tx).deleteGuides(userId, ids),

    /** Keeps the guide's run-lines scenes in the guide, for when the uploads it was made from are gone. */
    keepRehearsal: (userId: string, rehearsal: Rehearsal, tx?: Db): Promise<void> =>
      repoIn(tx).setRehearsal(userId, rehearsal.guideId, JSON.stringify(rehearsal)),

    /** Every guide of the user with its HTML, its data and its child's guide (the account export). */
    async exportAll(userId: string): Promise<AccountExport['guides']> {
      return (await repo.listFullGuides(userId)).map((g) => ({
        ...summary(g),
        actorAge: g.actorAge,
        request: JSON.parse(g.request) as unknown,
        html: g.generatedHtml,
        json: JSON.parse(g.guideJson) as unknown,
        childGuide: g.childGuideHtml ? { html: g.childGuideHtml } : null,
      }));
    },

    /** The child guide's HTML and a file name made of the character and production. */
    async childGuide(user: SessionUser, id: string): Promise<{ html: string; filename: string; title: string }> {
      const g = await requireGuide(user, id);
      if (!g.childGuideRequested || !g.childGuideCompleted || !g.childGuideHtml)
        throw new AppError('NOT_FOUND', 'This guide has no child guide.');
      return {
        // The download is opened by the browser as a page of its own, outside the app's sanitiser: clean it here.
        html: sanitiseGuideHtml(g.childGuideHtml),
        filename: `${slug(g.characterName)}-${slug(g.productionTitle)}-child-guide.html`,
        title: `${g.characterName} — ${g.productionTitle}: child's guide`,
      };
    },
  };
}
