/**
 * The failure classes a read-through of guides for unseen sides found (issue 12), each on a small
 * original scene: composed wants that are not English, claims the page does not make, one-beat
 * scenes with the turn on the first line, a story that misses the story, and machine words.
 */
import { describe, expect, test } from 'vitest';
import { guideRequest } from '../../../../common/contracts/guides.js';
import type { ScriptFamily } from '../../../../common/contracts/script.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { sentencesOf } from './language.js';
import { readScript } from './read-script.js';
import { verbPhraseOf } from './wants.js';

const CORRIDOR = `
# 3 INT. HOSPITAL CORRIDOR - DAY 2 - 10:40
DEV (10) hovers outside a door marked RECOVERY. NURSE OKAFOR (50s) holds the door open for him.
NURSE OKAFOR: You can go in now.
DEV: Is she awake?
NURSE OKAFOR: She's been asking for you all morning.
DEV: I don't want to.
NURSE OKAFOR: You can go in now, love. It's all right.
DEV: It wasn't my fault.
NURSE OKAFOR: Didn't say it was, love.
DEV: I left the gate open. Biscuit ran out. She went after him.
A long beat. Okafor crouches to his height.
NURSE OKAFOR: And she'd do it again. Go on.
Dev takes a breath and walks through the door.
`;

const GREENHOUSE = `
# SCENE 2
A greenhouse at the edge of an apple orchard. October.
IRIS (40) pots seedlings. TOMAS (45) leans in the doorway. MRS. HALLORAN (70) sweeps.
MRS. HALLORAN: Leave the glass, Iris. I'll do the glass.
IRIS: Thank you, Mrs. Halloran.
TOMAS: Did you post the letter?
IRIS: Which letter?
TOMAS: Iris. The letter to the bank.
IRIS: The seedlings need water.
TOMAS: Sorry is usually a good start.
IRIS: I'm fine.
TOMAS: Are you going to tell Dad?
Iris stops potting. A long beat.
IRIS: No.
TOMAS: Then I will.
IRIS: Tomas, wait. Don't. Give me till Sunday.
TOMAS: Sunday. Not a day more.
`;

const request = (character: string, age = 30) =>
  guideRequest.parse({
    uploadId: 'u',
    characterName: character,
    productionTitle: 'Test',
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'medical drama',
    actorAge: age,
    childGuideRequested: age <= 12,
  });
const scriptOf = (page: string, family: ScriptFamily = 'screenplay') => [{ script: sidesOf(family, page), fileType: 'sides' as const }];
const read = (page: string, character: string) => readScript(scriptOf(page), character).scenes[0]!;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('composed sentences are English or not said', () => {
  test('a permission ("You can go in now.") is not turned into a want; a subject "you" stays a subject', () => {
    const phrase = (t: string) => verbPhraseOf(sentencesOf(t)[0]!, 'OKAFOR', 'he');
    expect(phrase('You can go in now.')).toBeNull();
    expect(phrase('Say you ate it.')).toBe('say he ate it');
    expect(phrase('Go away, please.')).toBe('go away');
    expect(phrase('Thank you, Mrs. Halloran.')).toBeNull();
  });

  test('the guide never says "to can" and quotes the partner instead', async () => {
    const r = await generateGuide(scriptOf(CORRIDOR), request('DEV'));
    expect(textOf(r.html)).not.toMatch(/\bto can\b|making you can/);
  });
});

describe('claims hold to the page', () => {
  test('an endearment is not touch, and holding a door for someone is not touching them', async () => {
    const scene = read(CORRIDOR, 'DEV');
    expect(scene.events.filter((e) => e.kind === 'touch')).toEqual([]);
    const r = await generateGuide(scriptOf(CORRIDOR), request('DEV'));
    expect(textOf(r.html)).not.toMatch(/touch between them/);
  });

  test('a general remark is not news', () => {
    const scene = read(GREENHOUSE, 'IRIS');
    expect(scene.events.find((e) => e.kind === 'news' && /Sorry is usually/.test(e.text))).toBeUndefined();
  });

  test("every quote the prose gives to someone (X's “…”) is that person's line", async () => {
    for (const [page, who] of [
      [GREENHOUSE, 'IRIS'],
      [CORRIDOR, 'DEV'],
    ] as const) {
      const inputs = scriptOf(page);
      const r = await generateGuide(inputs, request(who));
      const speeches = inputs[0]!.script.scenes.flatMap((s) => s.elements.flatMap((e) => (e.kind === 'speech' ? [e] : [])));
      for (const m of textOf(r.html).matchAll(/([A-Z][\w.]*(?: [A-Z][\w.]*)?)'s “([^”]+?)…?”/g)) {
        const said = speeches.filter((s) => s.text.includes(m[2]!.replace(/…$/, '')));
        expect(said.length, m[0]).toBeGreaterThan(0);
        expect(
          said.some((s) => s.speaker.toLowerCase().includes(m[1]!.split(' ').at(-1)!.toLowerCase())),
          m[0],
        ).toBe(true);
      }
    }
  });

  test('a character who evades is not coached to confess', () => {
    const scene = read(GREENHOUSE, 'IRIS');
    expect(scene.beats.map((b) => b.tactic)).not.toContain('confess');
  });
});

describe('beats and the turn', () => {
  test("a partner's bare answer to the character's question after a pause is the turn, and the scene has several beats", () => {
    const scene = read(GREENHOUSE, 'IRIS');
    const tomas = read(GREENHOUSE, 'TOMAS');
    expect(tomas.turn?.line.text).toBe('No.');
    expect(scene.beats.length).toBeGreaterThanOrEqual(2);
    expect(scene.beats[0]!.isTurn).toBe(false);
  });

  test('a nine-speech scene is not one beat, and its turn is not the first line', () => {
    const scene = read(CORRIDOR, 'DEV');
    expect(scene.beats.length).toBeGreaterThanOrEqual(2);
    expect(scene.turn?.line.text).not.toBe('You can go in now.');
  });
});

describe('the story says what happens', () => {
  test('the coaxing scene: the boy blurts his line and the nurse answers it', async () => {
    const r = await generateGuide(scriptOf(CORRIDOR), request('DEV'));
    const story = r.guide.story.join(' ');
    expect(story).toMatch(/Dev blurts out “It wasn't my fault\.”, and Nurse Okafor answers “Didn't say it was, love\.”/);
    expect(story).not.toMatch(/wants an answer/);
  });
});

describe('words a person would write', () => {
  test('headings and places are written out; references are pages, not speech ids', async () => {
    const r = await generateGuide(scriptOf(CORRIDOR), request('DEV'));
    const text = textOf(r.html);
    expect(r.guide.scenes[0]!.givenCircumstances[0]!.text).toBe('Hospital Corridor, day (inside).');
    expect(text).not.toMatch(/\bs\d+\b|p\.\d|\(the page,/);
    const stage = await generateGuide(scriptOf(GREENHOUSE, 'stage'), request('IRIS'));
    expect(stage.guide.scenes[0]!.heading).toBe('SCENE 2 — A greenhouse at the edge of an apple orchard');
    expect(textOf(stage.html)).not.toMatch(/Scene 1: Scene 2/i);
  });
});
