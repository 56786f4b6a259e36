/** The user's guide library: list, read, favourite, and the child guide download. Every read is owner-scoped. */
import type { GenerateResponse, GuideDetail, GuideRequest, GuideSummary } from '../../common/contracts/guides.js';
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

    /** What the guide was made from: its character, production and the uploads' ids (for run lines). */
    async source(user: SessionUser, id: string): Promise<Pick<GuideRequest, 'characterName' | 'productionTitle' | 'uploadIds'>> {
      const g = await requireGuide(user, id);
      const request = JSON.parse(g.request) as Partial<GuideRequest>;
      return { characterName: g.characterName, productionTitle: g.productionTitle, uploadIds: request.uploadIds ?? [] };
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
