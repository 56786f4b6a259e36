/** Guide calls (SPEC §7) with the spec's error wording. */
import type {
  GenerateResponse,
  GenerationStep,
  GuideDetail,
  GuideRequestInput,
  GuideSummary,
  LinesPreview,
} from '../../../common/contracts/guides';
import { GENERATION_TIMEOUT_MS } from '../../../common/limits';
import { ApiError, api, getToken } from '../../lib/api';

export const previewLines = (uploadIds: string[], characterName: string) =>
  api<LinesPreview>('/api/guides/preview', { method: 'POST', body: { uploadIds, characterName } });

export class GenerationError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * POST /api/guides/generate. The answer is JSON with guideContent, or plain HTML of at least 50
 * characters; every failure becomes the spec's message (SPEC §8 Generation).
 */
export async function generateGuide(request: GuideRequestInput): Promise<Omit<GenerateResponse, 'guideId'> & { guideId: string | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), GENERATION_TIMEOUT_MS);
  const token = getToken();
  try {
    const res = await fetch('/api/guides/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* plain HTML */
    }
    if (!res.ok) {
      const message =
        (typeof json?.error === 'string' && json.error) || (json ? null : text.trim()) || `Failed to generate guide (HTTP ${res.status})`;
      throw new GenerationError(message, res.status);
    }
    if (!json) {
      if (text.trim().length < 50) throw new GenerationError('Empty guide response.');
      return { guideId: null, guideContent: text, childGuideRequested: false, childGuideCompleted: false, childGuideContent: null };
    }
    if (typeof json.guideContent !== 'string' || !json.guideContent) throw new GenerationError('No guide content returned.');
    return json as unknown as GenerateResponse;
  } catch (err) {
    if (err instanceof GenerationError) throw err;
    if ((err as Error).name === 'AbortError') throw new GenerationError('Guide generation timed out after 5 minutes. Please try again.');
    throw new GenerationError(`Failed to generate guide: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Follows GET /api/guides/:id/progress (server-sent events over fetch, so the bearer header goes along). */
export async function followProgress(requestId: string, onStep: (step: GenerationStep) => void, signal: AbortSignal): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api/guides/${requestId}/progress`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok || !res.body) return;
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
        onStep((JSON.parse(chunk) as { step: GenerationStep }).step);
      } catch {
        /* ignore a malformed event */
      }
    }
  }
}

export const listGuides = () => api<{ success: boolean; guides: GuideSummary[]; error?: string }>('/api/guides');
export const getGuide = (id: string) => api<{ success: boolean; guide: GuideDetail }>(`/api/guides/${encodeURIComponent(id)}`);
export const toggleFavorite = (id: string) =>
  api<{ success: boolean; guide: GuideSummary }>(`/api/guides/${encodeURIComponent(id)}/favorite`, { method: 'PUT' });

/** Downloads the child guide as a file named after the character and production. */
export async function downloadChildGuide(guide: GuideSummary): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api/guides/${encodeURIComponent(guide.id)}/child-guide`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? `HTTP ${res.status}`, body);
  }
  const blob = await res.blob();
  const name =
    res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    `${guide.characterName}-${guide.productionTitle}-child-guide.html`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
