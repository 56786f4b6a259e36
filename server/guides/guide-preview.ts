/** "Confirm your lines": the character's detected lines before anything is spent. */
import type { LinesPreview } from '../../common/contracts/guides.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { analyse, cite } from './engine/analyse.js';

/** Reads the user's uploads for one character; nothing is reserved or stored. */
export async function previewLines(
  uploads: UploadsService,
  user: SessionUser,
  uploadIds: string[],
  characterName: string,
): Promise<LinesPreview> {
  const found = await uploads.requireScripts(user.id, uploadIds);
  const analysis = analyse(
    found.map((f) => ({ script: f.script, fileType: f.upload.fileType })),
    characterName,
  );
  return {
    character: analysis.character,
    suggestions: analysis.character ? [] : analysis.suggestions,
    lineCount: analysis.totals.lines,
    wordCount: analysis.totals.words,
    scenes: analysis.scenes.map((s) => ({ heading: s.heading || '(pages start mid-scene)', page: s.page, lines: s.lines.length })),
    lines: analysis.scenes.flatMap((s) =>
      s.cues.map((c) => ({
        ref: c.line.ref,
        page: c.line.page,
        text: cite(c.line).quote,
        cue: c.cue ? `${c.cue.speaker}: ${cite(c.cue).quote}` : null,
      })),
    ),
  };
}
