/**
 * What a line is about, in the script's own words: the phrase advice names instead of filling the
 * same frame for every script. Each case is a way a tagger-built phrase goes wrong in a real line.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from '../reading/read-script.js';
import type { SceneReading } from '../reading/types.js';
import { aboutLine, aboutScene, doingOf, keyThing } from './gist.js';

const STALL = `
# EXT. FARMERS MARKET - DAY
MINA (12) stacks jars of honey on a folding table. Her uncle GUS (50s) counts the cash box.
GUS: Did you bring the price cards?
MINA: They're in my backpack.
GUS: Your backpack is in the truck, Mina.
MINA: Then the price cards are in the truck.
GUS: Dana is going to ask where the sign is.
MINA: Tell Dana the sign blew away at Maple Court.
GUS: Count the jars. Count them twice.
MINA: Forty jars. Forty jars of honey and no price cards.
Gus slides the cash box across the table to her.
`;

function sceneOf(page: string, character: string): SceneReading {
  return readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;
}
const lineOf = (scene: SceneReading, start: string) =>
  scene.items.flatMap((i) => (i.kind === 'speech' && i.line.text.startsWith(start) ? [i.line] : []))[0] ?? null;

test('a line is about its thing, with "my" and "your" given to the right person', () => {
  const scene = sceneOf(STALL, 'MINA');
  expect(aboutLine(scene, lineOf(scene, 'Did you bring'))).toBe('the price cards');
  expect(aboutLine(scene, lineOf(scene, "They're in my backpack"))).toBe("Mina's backpack");
  expect(aboutLine(scene, lineOf(scene, 'Your backpack'))).toBe("Mina's backpack");
});

test('names are never things: a capital inside any line of the scene marks a name, even at the start of another', () => {
  const scene = sceneOf(STALL, 'MINA');
  expect(aboutLine(scene, lineOf(scene, 'Dana is going'))).toBe('the sign');
  expect(aboutLine(scene, lineOf(scene, 'Tell Dana'))).toBe('the sign');
});

test('a verb opening a line is not a thing, and a plural before a "noun" is a subject and its verb', () => {
  const scene = sceneOf(STALL, 'MINA');
  expect(aboutLine(scene, lineOf(scene, 'Count the jars'))).toBe('the jars');
  const plans = sceneOf(`# INT. OFFICE - NIGHT\nRUTH: Plans change, Leo.\nLEO: Not mine.`, 'RUTH');
  expect(aboutLine(plans, lineOf(plans, 'Plans'))).not.toBe('the plans change');
});

test('a line that names no thing has no topic; the scene is about what its lines name most', () => {
  const scene = sceneOf(STALL, 'MINA');
  expect(aboutLine(scene, lineOf(scene, 'Forty jars'))).toBe('the jars');
  expect(aboutScene(scene)).toMatch(/price cards|jars|backpack/);
  const bare = sceneOf(`# INT. HALL - DAY\nAMY: Hey.\nBEN: Hey yourself.\nAMY: Okay.`, 'AMY');
  expect(aboutLine(bare, lineOf(bare, 'Hey'))).toBeNull();
  expect(keyThing(bare)).toBeNull();
});

test('what a person does in an action line, said after their name, and nothing when the line lists traits', () => {
  const scene = sceneOf(STALL, 'MINA');
  const opening = scene.items.find((i) => i.kind === 'action');
  expect(opening && opening.kind === 'action' && doingOf(opening, 'MINA')).toBe('stacks jars of honey on a folding table');
  expect(doingOf({ kind: 'action', text: 'MINA, small, freckled, furious.', page: 1, ref: 'p.1' }, 'MINA')).toBeNull();
});

test('who someone is (“You’re not my sister.”) is not what a line is about; “It’s the money.” is', () => {
  const scene = sceneOf(`# INT. FERRY - NIGHT\nMARNIE: Come with me.\nPIP: You're not my sister.\nMARNIE: It's the money.`, 'MARNIE');
  const said = (text: string) => scene.items.flatMap((i) => (i.kind === 'speech' && i.line.text === text ? [i.line] : []))[0]!;
  expect(aboutLine(scene, said("You're not my sister."))).toBeNull();
  expect(aboutLine(scene, said("It's the money."))).toBe('the money');
});

test('a noun inside a set phrase ("of course", "in fact") is no thing a line is about; the same noun on its own is', () => {
  const scene = sceneOf(
    `# INT. HALL - DAY\nIDA (40s) folds leaflets. TOM (17) waits.\nTOM: Will you come to the open day?\nIDA: No. Of course. The ferry.\nTOM: The course starts in March.\nIDA: In fact, I read the leaflet.`,
    'IDA',
  );
  expect(aboutLine(scene, lineOf(scene, 'No. Of course.'))).not.toBe('the course');
  expect(aboutLine(scene, lineOf(scene, 'The course starts'))).toBe('the course');
  expect(aboutLine(scene, lineOf(scene, 'In fact'))).toBe('the leaflet');
});

test("a stage direction's closing bracket is no part of the doing", () => {
  const action = { kind: 'action' as const, text: '(A long pause. MAEVE sets the kettle down.)', page: 1, ref: 'p.1' };
  expect(doingOf(action, 'MAEVE')).toBe('sets the kettle down');
});

test('a description between the name and the verb is no part of the doing, even one that opens on "his" or "this"', () => {
  const action = (text: string) => ({ kind: 'action' as const, text, page: 1, ref: 'p.1' });
  expect(doingOf(action('BRAM KOVAC (50s), his coach for a decade, walks in carrying two coffees.'), 'BRAM')).toBe(
    'walks in carrying two coffees',
  );
  expect(doingOf(action('LENA, this close to crying, sits on the kerb.'), 'LENA')).toBe('sits on the kerb');
});
