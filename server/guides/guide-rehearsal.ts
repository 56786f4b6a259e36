/**
 * Run lines: the guide's scenes as ordered speeches, read from the Scripts of the uploads it was made
 * from (with the user's corrections applied), so the page never scrapes the guide's HTML.
 */
import { REHEARSAL_MESSAGES, type Rehearsal, type RehearsalScene } from '../../common/contracts/rehearsal.js';
import type { Script } from '../../common/contracts/script.js';
import type { SessionUser } from '../auth/auth.service.js';
import { AppError } from '../errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { findCharacter } from './engine/analyse.js';
import type { GuideLibrary } from './guide-library.js';

/** The scenes of one Script in which `character` speaks. */
function scenesOf(script: Script, character: string): Array<Omit<RehearsalScene, 'title'> & { heading: string }> {
  return script.scenes.flatMap((scene) => {
    const speeches = scene.elements.flatMap((e) =>
      e.kind === 'speech' && e.text.trim()
        ? [{ id: e.id, speaker: e.speaker, text: e.text, parts: e.parts, mine: e.speaker === character }]
        : [],
    );
    return speeches.some((s) => s.mine) ? [{ heading: scene.heading.trim(), page: scene.page, speeches }] : [];
  });
}

/** The rehearsal of the user's guide; a 404 with a plain reason when its upload or character is gone and nothing was kept. */
export async function rehearsalOf(
  deps: { library: GuideLibrary; uploads: UploadsService },
  user: SessionUser,
  guideId: string,
): Promise<Rehearsal> {
  const source = await deps.library.source(user, guideId);
  // Once its uploads have expired the guide runs from the scenes it kept (decision 017).
  if (source.kept) return source.kept;
  const found = await deps.uploads.requireScripts(user.id, source.uploadIds).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', REHEARSAL_MESSAGES.uploadGone);
    throw err;
  });
  if (found.length === 0) throw new AppError('NOT_FOUND', REHEARSAL_MESSAGES.uploadGone);
  const names = [...new Set(found.flatMap((f) => f.script.characters.map((c) => c.name)))];
  const { match } = findCharacter(source.characterName, names);
  if (!match) throw new AppError('NOT_FOUND', REHEARSAL_MESSAGES.characterGone(source.characterName));
  const scenes = found.flatMap((f) => scenesOf(f.script, match));
  return {
    guideId,
    character: match,
    productionTitle: source.productionTitle,
    // Numbered like the guide's own "Scene 1, Scene 2…": only the scenes the actor is in.
    scenes: scenes.map(({ heading, ...s }, i) => ({ ...s, title: `Scene ${i + 1}${heading ? `: ${heading}` : ''}` })),
  };
}
