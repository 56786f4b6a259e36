import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GuideRequestInput } from '../../../common/contracts/guides';
import { generateGuide, readGenerated } from './guide-api';

const request: GuideRequestInput = {
  uploadIds: ['u1'],
  characterName: 'Maya',
  productionTitle: 'T',
  productionType: 'film',
  roleSize: 'lead',
  genre: 'g',
  actorAge: 10,
};
const answer = (body: string, status = 200, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'content-type': type } }))),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('generation answers (SPEC §7, §8)', () => {
  test('JSON with guideContent, or plain HTML of at least 50 characters', () => {
    expect(readGenerated(JSON.stringify({ guideId: 'g1', guideContent: '<p>x</p>' })).guideId).toBe('g1');
    expect(readGenerated(`<h1>${'a'.repeat(50)}</h1>`)).toMatchObject({ guideId: null, childGuideRequested: false });
    expect(() => readGenerated('<p>short</p>')).toThrow('Empty guide response.');
    expect(() => readGenerated(JSON.stringify({ guideContent: '' }))).toThrow('No guide content returned.');
  });

  test('HTTP failures: the server error, the response text, else the status', async () => {
    answer(JSON.stringify({ error: 'Character not found', message: 'Character not found', code: 'CHARACTER_NOT_FOUND' }), 422);
    await expect(generateGuide(request)).rejects.toThrow('Character not found');
    answer('Bad gateway', 502, 'text/plain');
    await expect(generateGuide(request)).rejects.toThrow('Bad gateway');
    answer('', 500, 'text/plain');
    await expect(generateGuide(request)).rejects.toThrow('Failed to generate guide (HTTP 500)');
  });

  test('a network failure and the 5-minute time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(generateGuide(request)).rejects.toThrow('Failed to generate guide: Network error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    );
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort(new DOMException('t', 'TimeoutError')));
    await expect(generateGuide(request)).rejects.toThrow('Guide generation timed out after 5 minutes. Please try again.');
  });
});
