/**
 * Classes the thirteenth set showed (decision 056), each in words of its own: asking round for the thing one needs ("Has
 * anybody got a jack?") is an ask, not a question for information; "What do you mean?" asks the other to say it again
 * plainer and is no want; a tagged "You can X, right?" asks for a yes to a doing as "You're X-ing, right?" does; and "dead"
 * that qualifies a thing ("by the dead hedge", "a dead battery") is no death at stake; "DAI (71), his oldest friend," after a
 * sentence about WYN makes Wyn "he", and "STAFF NURSE BRIONY HALE… behind her" makes Briony "she"; a prognosis in a ward's
 * words ("Your mum's heart is failing.") is a life at stake; "I need Saturday off." asks for it, and "Buy one, get one
 * free." said back word for word asks nothing; "Boots off, champ." orders; "Could you water my beans, duck?" asks for
 * the watering, "I want to enter the marrow show." for leave to, and "I need to get home…" for a way there; "Rally." said
 * alone calls the rabbit the page named Rally; "…would kill you if you drove home" is a stake.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { sentencesOf } from './language.js';
import { readScript } from './read-script.js';
import { verbPhraseOf } from './wants.js';

const read = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;

const LAYBY = `
# EXT. A-ROAD LAYBY - NIGHT
A hatchback with its hazards blinking. OWEN (35) crouches by a flat front tyre, phone to his ear. His sister MARGO (38) is on the other end.
OWEN: Margo, it's me. I've got a flat on the A-road.
MARGO: (on phone) I'm at a concert, Owen.
OWEN: I know. Has anybody there got a jack?
MARGO: (on phone) At a concert.
OWEN: Mine's in the garage. By the dead hedge, where you left it.
MARGO: (on phone) What do you mean?
OWEN: You borrowed it at Easter.
MARGO: (on phone) Oh. Oh no.
OWEN: You can bring it out, right?
MARGO: (on phone) It's forty minutes.
OWEN: I'll wait.
`;

test('asking round for the thing one needs is the ask; asking what the other means is not a want', () => {
  const scene = read(LAYBY, 'OWEN');
  expect(scene.events.find((e) => e.text === 'Has anybody there got a jack?')?.kind).toBe('request');
  expect(scene.wants.find((w) => w.askText === 'Has anybody there got a jack?')?.verbPhrase).toBe('find you a jack');
  expect(scene.wants.map((w) => w.askText)).not.toContain('What do you mean?');
});

test('"You can bring it out, right?" asks for a yes to a doing', () => {
  const scene = read(LAYBY, 'OWEN');
  expect(scene.wants.find((w) => w.askText === 'You can bring it out, right?')).toMatchObject({ from: 'OWEN', of: 'MARGO' });
  expect(scene.wants.find((w) => w.askText === 'You can bring it out, right?')?.verbPhrase).toMatch(/^bring it out/);
});

test('"dead" that qualifies a thing is no death at stake', () => {
  const scene = read(LAYBY, 'OWEN');
  expect(scene.stakes.map((s) => s.text)).not.toContain('By the dead hedge, where you left it.');
});

test('the person named by their tie to someone is tied to the one the sentence before was about', () => {
  const reading = readScript(
    [
      {
        script: sidesOf(
          'stage',
          `# 1 A ROWING CLUB BOATHOUSE. MORNING.\nWYN (70) varnishes an oar. DAI (71), his oldest friend, holds the tin.\nWYN: Steady.\nDAI: I am steady.`,
        ),
        fileType: 'sides',
      },
    ],
    'WYN',
  );
  expect(reading.pronouns.WYN).toBe('he');
});

test('a title of two words before the first name the cue goes by still opens the sentence on them', () => {
  const reading = readScript(
    [
      {
        script: sidesOf(
          'uk-tv',
          `# 2/14 INT. WARD 3 - NIGHT\nSTAFF NURSE BRIONY HALE (50) comes in and shuts the door behind her.\nBRIONY: Tea?\nGLYN: Please.`,
        ),
        fileType: 'sides',
      },
    ],
    'BRIONY',
  );
  expect(reading.pronouns.BRIONY).toBe('she');
});

test('a prognosis said in a ward’s words is a life at stake', () => {
  const scene = read(
    `# INT. HOSPICE - FAMILY ROOM - NIGHT\nTHEO (40) waits with a coat over his arm. DR OKONJO (50) sits down opposite him.\nDR OKONJO: Theo. Your mum's heart is failing.\nTHEO: She was fine at lunch.\nDR OKONJO: From tonight we keep her comfortable.\nTHEO: Can I see her?`,
    'THEO',
  );
  expect(scene.stakes.map((s) => s.text)).toEqual(expect.arrayContaining(["Your mum's heart is failing."]));
});

test('time off asked of the one who gives it is the ask; the other’s sentence said back word for word asks nothing', () => {
  const scene = read(
    `# INT. GARDEN CENTRE - TILL - DAY\nMO (24) counts the float. His supervisor, BRENDA (55), prices seed packets.\nMO: Brenda. I need Saturday off.\nBRENDA: Saturday's the plant sale.\nMO: My sister's getting married.\nBRENDA: Then swap with Kez.\nMO: Kez is the bridesmaid. Buy one, get one free.\nBRENDA: (slowly) Buy one, get one free.\nMO: On the bedding plants.\nBRENDA: Fine. Saturday off.`,
    'MO',
  );
  expect(scene.wants.find((w) => w.askText === 'I need Saturday off.')).toMatchObject({
    from: 'MO',
    of: 'BRENDA',
    verbPhrase: 'give you Saturday off',
  });
  expect(scene.events.filter((e) => e.by === 'BRENDA' && e.text === 'Buy one, get one free.' && e.kind === 'request')).toEqual([]);
});

test('a thing and where it goes, with whoever it is for called after the comma, is an order', () => {
  const scene = read(
    `# INT. BOOT ROOM - DAY\nDAD (40s) blocks the door. The twins, KIT (8) and LOU (8), are caked in mud.\nDAD: Boots off, champ. Both of you.\nKIT: Lou did the puddle.\nLOU: Did not.`,
    'DAD',
  );
  expect(scene.events.find((e) => e.by === 'DAD' && e.text === 'Boots off, champ.')?.kind).toBe('request');
});

test('the doing a favour asks for, past a pet name; the speaker’s own doing, which the other can allow', () => {
  const scene = read(
    `# INT. ALLOTMENT SHED - DAY\nIDA (60) sorts seed trays. Her neighbour PERCY (70) leans in the doorway.\nPERCY: Could you water my beans while I'm away, duck?\nIDA: For how long?\nPERCY: A fortnight. I want to see my grandson in Leeds.\nIDA: And I want to enter the marrow show.\nPERCY: Please sit down a minute, pet.`,
    'PERCY',
  );
  const vp = (ask: string) => scene.wants.find((w) => w.askText === ask)?.verbPhrase;
  expect(vp("Could you water my beans while I'm away, duck?")).toBe("water your beans while you're away");
  expect(vp('Please sit down a minute, pet.')).toBe('sit down a minute');
  const [own] = sentencesOf('I want to enter the marrow show.');
  expect(verbPhraseOf(own!, 'IDA', 'she')).toBe('let you enter the marrow show');
  const [there] = sentencesOf('I need to get home before the match.');
  expect(verbPhraseOf(there!, 'IDA', 'she')).toBe('get you home before the match');
});

test('a name the page capitalises mid-sentence is a name said alone, not an order, though it could pass for a verb', () => {
  const scene = read(
    `# INT. VET'S WAITING ROOM - DAY\nJUNO (9) clutches a carrier. The receptionist, GWEN (50), types.\nJUNO: The bus was late. And Rally got out of his box on the bus. Twice.\nGWEN: Rally.\nJUNO: He's a lop. He's mine.`,
    'JUNO',
  );
  expect(scene.events.filter((e) => e.text === 'Rally.' && e.kind === 'request')).toEqual([]);
});

test('harm said first and what brings it on after ("…if you drive") is what rides on the scene', () => {
  const scene = read(
    `# INT. VILLAGE HALL - KITCHEN - NIGHT\nPAT (60) dries the last urn. Her neighbour LEN (65) pats his pockets for his keys.\nPAT: You've had four sherries, Len.\nLEN: I'm fine.\nPAT: Your Moira would kill you if you drove home tonight.\nLEN: Moira's not here.`,
    'PAT',
  );
  expect(scene.stakes.map((s) => s.text)).toContain('Your Moira would kill you if you drove home tonight.');
});
