import type { Page } from '@playwright/test';
import type { Rehearsal } from '../common/contracts/rehearsal.js';
import { makeGuide } from './support/guides.js';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail, WIDTHS } from './support/fixtures.js';

/**
 * The page's speech synthesis replaced by a recorder: each `speak` is written down with its voice and
 * speed and "finishes" at once, so the test reads the exact sequence of partner lines the phone says.
 */
async function recordSpeech(page: Page, voices: string[]) {
  await page.addInitScript((names: string[]) => {
    const spoken: Array<{ text: string; voice: string | null; rate: number }> = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    class Utterance {
      voice: { name: string } | null = null;
      rate = 1;
      pitch = 1;
      lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const synth = {
      speak(u: Utterance) {
        spoken.push({ text: u.text, voice: u.voice?.name ?? null, rate: u.rate });
        timer = setTimeout(() => u.onend?.(), 30);
      },
      cancel() {
        clearTimeout(timer);
      },
      getVoices: () => names.map((name) => ({ name, lang: 'en-US', default: false, localService: true, voiceURI: name })),
      addEventListener() {},
      removeEventListener() {},
      pause() {},
      resume() {},
      speaking: false,
      pending: false,
      paused: false,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  }, voices);
}
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Array<{ text: string; voice: string | null; rate: number }> }).__spoken);

test('run lines: the phone reads the partner lines in order, with a voice each, and the actor’s lines wait behind a tap', async ({
  page,
  context,
}) => {
  await recordSpeech(page, ['Alex', 'Samantha']);
  await registerThroughUi(page, 'Rita Rehearse', uniqueEmail('rehearse'));
  const { guideId } = await makeGuide(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('prepgold.session') ?? '{}').token as string);
  const data = (await (
    await page.request.get(`/api/guides/${guideId}/rehearsal`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Rehearsal;
  const scene1 = data.scenes[0]!;

  await page.goto(`/guide/${guideId}`);
  await page.getByRole('link', { name: 'Run lines', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/guide/${guideId}/rehearse$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Run lines: MAYA' })).toBeVisible();
  await expect(page.getByLabel('Scene', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'rehearse-start');

  // From here on the page works with no network at all.
  await context.setOffline(true);
  await page.getByLabel('Go on by itself after my line').uncheck();
  await page.getByRole('button', { name: 'Start the scene' }).click();

  // Cue only: Dad's cue is read, then the page waits on Maya's line, hidden.
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  expect((await spoken(page))[0]).toMatchObject({ text: 'Business booming?', voice: 'Alex', rate: 1 });
  const mine = page.locator('.run__line--now');
  await expect(mine).toContainText('Your line — say it now');
  await expect(mine).not.toContainText("Three customers. One was Mrs. O'Brien");
  await mine.getByRole('button', { name: 'Show my line' }).click();
  await expect(mine).toContainText("Three customers. One was Mrs. O'Brien, and she only paid half.");
  await expectAccessible(page);
  await snap(page, 'rehearse-running');

  // Space is Next: the next cue is read, and Maya's next line is hidden again.
  await page.locator('h1').click();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  await expect(page.locator('.run__line--now')).toContainText('Your line — say it now');
  await expect(page.locator('.run__line--now').getByRole('button', { name: 'Show my line' })).toBeVisible();

  // Whole scene, slower: every partner line in script order, each partner with their own voice.
  await page.getByText('Whole scene').click();
  await page.getByText('Slow', { exact: true }).click();
  await page.getByLabel('Go on by itself after my line').check();
  const before = (await spoken(page)).length;
  await page.getByRole('button', { name: 'Start the scene' }).click();
  for (let i = 0; i < 40 && !(await page.getByText('End of the scene. Well done!').isVisible()); i++) {
    await page.locator('h1').click();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('End of the scene. Well done!')).toBeVisible();
  const whole = (await spoken(page)).slice(before);
  expect(whole.length).toBeGreaterThan(2);
  expect(whole.every((s) => s.rate === 0.75)).toBe(true);
  const partnerLines = scene1.speeches.filter((s) => !s.mine);
  expect(whole.map((s) => s.text)).toEqual(partnerLines.map((s) => s.text));
  // One voice per partner, the same every time that partner speaks.
  const voiceOf = new Map<string, string | null>();
  partnerLines.forEach((s, i) => {
    expect(voiceOf.get(s.speaker) ?? whole[i]!.voice).toBe(whole[i]!.voice);
    voiceOf.set(s.speaker, whole[i]!.voice);
  });
  expect(new Set(voiceOf.values()).size).toBe(Math.min(voiceOf.size, 2));
  await context.setOffline(false);
});

test('run lines without voices shows the other parts as text; deleting its PDF asks first, then takes the guide with it', async ({
  page,
}) => {
  await recordSpeech(page, []);
  await registerThroughUi(page, 'Vic Voiceless', uniqueEmail('voiceless'));
  const { guideId, uploadId } = await makeGuide(page, { childGuideRequested: false });
  await page.goto(`/guide/${guideId}/rehearse`);
  await expect(page.getByText('This device has no voices to read the other parts aloud', { exact: false })).toBeVisible();
  await page.getByLabel('Go on by itself after my line').uncheck();
  await page.getByRole('button', { name: 'Start the scene' }).click();
  await expect(page.locator('.run__line').first()).toContainText('DAD Business booming?');
  // Shown for its reading time, then the actor's turn.
  await expect(page.locator('.run__line--now')).toContainText('Your line — say it now', { timeout: 10_000 });
  expect(await spoken(page)).toEqual([]);
  await page.setViewportSize(WIDTHS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await snap(page, 'rehearse-no-voices');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('prepgold.session') ?? '{}').token as string);
  const deleteUpload = (query: string) =>
    page.request.delete(`/api/uploads/${uploadId}${query}`, { headers: { authorization: `Bearer ${token}` } });
  // The guide quotes the PDF's lines: deleting the PDF is refused until the caller agrees to lose the guide too.
  expect((await deleteUpload('')).status()).toBe(409);
  await page.goto(`/guide/${guideId}/rehearse`);
  await expect(page.getByRole('button', { name: 'Start the scene' })).toBeVisible();
  expect((await deleteUpload('?withGuides=true')).status()).toBe(200);
  await page.goto(`/guide/${guideId}/rehearse`);
  await expect(page.getByRole('alert')).toHaveText(/Guide not found/);
  await expect(page.getByRole('link', { name: 'Back to the guide' })).toBeVisible();
});
