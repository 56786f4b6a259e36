import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { guideRequest } from '../../../common/contracts/guides.js';
import type { Script } from '../../../common/contracts/script.js';
import { ingestPdf } from '../../ingest/ingest-pdf.js';
import { findCharacter, readScript } from './reading/read-script.js';
import { CharacterNotFoundError, citationsOf, dropUngrounded, generateGuide, isGrounded } from './generate.js';
import { displayName } from './names.js';
import { bannedPhrases, readingGrade } from './readability.js';
import { childFacingProse } from './writers/child.js';

const req = (over: Record<string, unknown> = {}) =>
  guideRequest.parse({
    uploadId: 'u',
    characterName: 'Jake',
    productionTitle: 'Precinct Nine',
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'crime procedural',
    actorAge: 12,
    childGuideRequested: true,
    ...over,
  });
let precinct: Script;
beforeAll(async () => {
  precinct = await ingestPdf(new Uint8Array(readFileSync('test/fixtures/corpus/precinct-screenplay.pdf')));
});
const inputs = () => [{ script: precinct, fileType: 'sides' as const }];

describe('finding the character', () => {
  const names = ['JAKE', 'ANA MORALES', 'DR. PATEL', 'COP #2', 'DETECTIVE REYES'];
  test.each([
    ['jake', 'JAKE'],
    ['Jake Morales', 'JAKE'],
    ['Dr Patel', 'DR. PATEL'],
    ['cop #2', 'COP #2'],
    ['Reyes', 'DETECTIVE REYES'],
    ['Jaek', 'JAKE'],
  ])('%s → %s', (typed, found) => {
    expect(findCharacter(typed, names).match).toBe(found);
  });
  test('an unknown name gets suggestions instead of a guess', () => {
    const r = findCharacter('Bartholomew', names);
    expect(r.match).toBeNull();
    expect(r.suggestions.length).toBeGreaterThan(0);
  });
});

test('reading: lines, scenes, partners, cues, a turn in every scene', () => {
  const a = readScript(inputs(), 'Jake');
  expect(a.character).toBe('JAKE');
  expect(a.totals.lines).toBe(7);
  expect(a.age).toBe(12);
  expect(a.scenes.map((s) => s.heading)).toEqual(['INT. PRECINCT NINE - WAITING AREA - NIGHT', 'EXT. PRECINCT NINE - STEPS - LATER']);
  expect(a.scenes[0]!.partners).toEqual(expect.arrayContaining(['COP #2', 'DR. PATEL', 'DETECTIVE REYES']));
  expect(a.scenes[0]!.cues[0]).toMatchObject({
    cue: { speaker: 'COP #2', text: 'Name?' },
    line: { text: 'I already told the other officer.' },
  });
  for (const s of a.scenes) expect(s.beats.filter((b) => b.isTurn)).toHaveLength(1);
  // "I'm FINE. I keep SAYING that." — the classic "fine" subtext line is found.
  expect(a.scenes[0]!.subtext.find((s) => s.kind === 'fine')?.line.text).toMatch(/^I'm FINE/);
});

test('every citation in the guide is a real line with the right speaker, and quotes the character', async () => {
  const r = await generateGuide(inputs(), req());
  const cites = citationsOf(r.guide);
  expect(cites.length).toBeGreaterThan(20);
  for (const c of cites) expect(isGrounded(c, inputs()), `${c.speaker}: ${c.quote}`).toBe(true);
  expect(r.html).toContain("I'm FINE. I keep SAYING that. Nobody LISTENS.");
  expect(r.guide.scenes[0]!.objective.choice).toMatch(/^To /);
  // The drop-it rule is said once, with the production notes. A drama seldom wants a button, so the
  // scene adds nothing; a comedy, which wants one, says what the scene ends on without it.
  expect(r.guide.contextNotes.join(' ')).toMatch(/drop a button, drop it/i);
  expect(r.guide.scenes[0]!.button.dropIt).toBe('');
  const comedy = await generateGuide(inputs(), req({ genre: 'single-camera comedy' }));
  expect(comedy.guide.scenes[0]!.button.dropIt).toMatch(/last word is “/);
});

test('a claim citing a line that does not exist, or the wrong speaker, is dropped', async () => {
  const r = await generateGuide(inputs(), req());
  const doc = structuredClone(r.guide);
  doc.scenes[0]!.subtext.push({
    cite: { ref: 'p.1', speaker: 'JAKE', quote: 'Is my mom here yet?' },
    meant: 'wrong speaker? no — this one is real',
  });
  doc.scenes[0]!.subtext.push({ cite: { ref: 'p.1', speaker: 'JAKE', quote: 'Name?' }, meant: 'COP #2 says this, not Jake' });
  doc.scenes[0]!.beats.push({
    title: 'x',
    tactic: 'to x',
    isTurn: false,
    note: 'x',
    startsAt: { ref: 'p.1', speaker: 'JAKE', quote: 'I love pancakes.' },
  });
  const { guide, dropped } = dropUngrounded(doc, (c) => isGrounded(c, inputs()));
  expect(dropped).toBe(2);
  expect(guide.scenes[0]!.subtext.map((t) => t.cite.quote)).toContain('Is my mom here yet?');
});

test('the child guide reads at grade 4 or below, has no result words, and flags mature material only to the parent', async () => {
  const r = await generateGuide(inputs(), req({ characterName: 'Jake' }));
  expect(readingGrade(childFacingProse(r.child!))).toBeLessThanOrEqual(4);
  expect(bannedPhrases(r.childHtml!)).toEqual([]);
  expect(r.child!.whatWouldYouDo.at(-1)).toMatch(/^What would you do if /);
  expect(r.child!.story.join(' ')).not.toMatch(/rail|bridge/i); // the scene's darker material never reaches the child's pages
});

test('no child guide unless requested for 12 and under; an unknown character spends nothing', async () => {
  expect((await generateGuide(inputs(), req({ childGuideRequested: false }))).child).toBeNull();
  await expect(generateGuide(inputs(), req({ characterName: 'Zelda' }))).rejects.toBeInstanceOf(CharacterNotFoundError);
});

test('display names', () => {
  expect(displayName("MRS. O'BRIEN")).toBe("Mrs. O'Brien");
  expect(displayName('COP #2')).toBe('Cop #2');
  expect(displayName('DETECTIVE REYES')).toBe('Detective Reyes');
});
