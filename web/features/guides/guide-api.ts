/** Guide calls (SPEC §7) with the spec's error wording. */
import {
  sectionProgress,
  type GenerateResponse,
  type GenerationStep,
  type GuideDetail,
  type GuideRequestInput,
  type GuideSummary,
  type SectionProgress,
} from '../../../common/contracts/guides';
import { GENERATION_TIMEOUT_MS } from '../../../common/limits';
import { ApiError, api, apiResponse, apiText } from '../../lib/api';
import { saveResponse } from '../../lib/download';

// SPEC §7: a plain-HTML answer shorter than this is "Empty guide response." (a rule of this client only).
const MIN_HTML_GUIDE_CHARS = 50;

/** A generated guide; guideId is null when the server answered with plain HTML. */
export type GeneratedGuide = Omit<GenerateResponse, 'guideId'> & { guideId: string | null };

/** A generation failure whose message is the spec's copy. */
export class GenerationError extends Error {}

/**
 * POST /api/guides/generate, aborted after 300000 ms. The answer is JSON with guideContent, or plain
 * HTML of at least 50 characters; every failure becomes the spec's message (SPEC §8 Generation).
 */
export async function generateGuide(request: GuideRequestInput): Promise<GeneratedGuide> {
  let text: string;
  try {
    text = await apiText('/api/guides/generate', { method: 'POST', body: request, timeoutMs: GENERATION_TIMEOUT_MS });
  } catch (err) {
    throw new GenerationError(generationFailure(err));
  }
  return readGenerated(text);
}

function generationFailure(err: unknown): string {
  if (!(err instanceof ApiError)) return `Failed to generate guide: ${err instanceof Error ? err.message : String(err)}`;
  if (err.kind === 'timeout') return 'Guide generation timed out after 5 minutes. Please try again.';
  if (err.kind === 'network') return `Failed to generate guide: ${err.message}`;
  return err.serverError || (err.body ? '' : err.text.trim()) || `Failed to generate guide (HTTP ${err.status})`;
}

/** A successful answer: the JSON response, or plain HTML long enough to be a guide. */
export function readGenerated(text: string): GeneratedGuide {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (text.trim().length < MIN_HTML_GUIDE_CHARS) throw new GenerationError('Empty guide response.');
    return { guideId: null, guideContent: text, childGuideRequested: false, childGuideCompleted: false, childGuideContent: null };
  }
  const response = json as Partial<GenerateResponse> | null;
  if (typeof response?.guideContent !== 'string' || !response.guideContent) throw new GenerationError('No guide content returned.');
  return response as GenerateResponse;
}

/** Follows GET /api/guides/:id/progress (server-sent events over fetch, so the bearer header goes along). */
export async function followProgress(
  requestId: string,
  onStep: (step: GenerationStep, section: SectionProgress | null) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await apiResponse(`/api/guides/${encodeURIComponent(requestId)}/progress`, { signal });
  if (!res.body) return;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, cut).replace(/^data: /, '');
      buffer = buffer.slice(cut + 2);
      try {
        const event = JSON.parse(chunk) as { step: GenerationStep; section?: unknown };
        // A section arrives with the writing step as each part of the guide is finished.
        const section = sectionProgress.safeParse(event.section);
        onStep(event.step, section.success ? section.data : null);
      } catch {
        // A malformed event only means one step label is skipped.
      }
    }
  }
}

/** The account's guides. */
export const listGuides = () => api<{ success: boolean; guides: GuideSummary[]; error?: string }>('/api/guides');
/** One guide with its HTML. */
export const getGuide = (id: string) => api<{ success: boolean; guide: GuideDetail }>(`/api/guides/${encodeURIComponent(id)}`);
/** Flips a guide's favourite star. */
export const toggleFavorite = (id: string) =>
  api<{ success: boolean; guide: GuideSummary }>(`/api/guides/${encodeURIComponent(id)}/favorite`, { method: 'PUT' });

/** The child guide's HTML for its page in the app, with the download's file name. */
export const getChildGuide = (id: string) =>
  api<{ success: boolean; html: string; filename: string }>(`/api/guides/${encodeURIComponent(id)}/child-guide/page`);

/** Downloads the child guide as a file; the server names it after the character and production. */
export async function downloadChildGuide(guideId: string): Promise<void> {
  await saveResponse(await apiResponse(`/api/guides/${encodeURIComponent(guideId)}/child-guide`), 'child-guide.html');
}

/** Deletes one of the user's guides (and its child's guide). */
export const deleteGuide = (id: string) => api<{ success: boolean }>(`/api/guides/${encodeURIComponent(id)}`, { method: 'DELETE' });
