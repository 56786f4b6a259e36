/** Places and pictures as a person writes them: initialisms kept, a surname in capitals brought down with its first name. */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { doingOf } from './gist.js';
import { readScript } from '../reading/read-script.js';
import {
  aboutCharacter,
  cueOf,
  phraseHolds,
  pictureOf,
  placeOf,
  pursuitOf,
  quoteOf,
  roomOf,
  stageLabelOf,
  wholeLine,
  withoutTerms,
} from './phrasing.js';

const sceneOf = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;

test('a place keeps its initialisms and title-cases its words', () => {
  expect(placeOf(sceneOf(`# INT. CLUB - DJ BOOTH - NIGHT\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe('Club, DJ Booth, night');
  expect(placeOf(sceneOf(`# INT. MERCY GENERAL - PEDIATRIC ER - DAY\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe(
    'Mercy General, Pediatric ER, day',
  );
  // A UK Saint without its stop is a word, not an initialism; a stage heading's place is read as an upload's would be.
  expect(placeOf(sceneOf(`# INT. ST BRENDAN'S SCHOOL - STAFF ROOM - DAY\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe(
    "St Brendan's School, Staff Room, day",
  );
  expect(placeOf(sceneOf(`# 3 THE BANDSTAND IN THE MEMORIAL PARK. DUSK.\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe(
    'The Bandstand in the Memorial Park, at dusk',
  );
});

test('a surname in capitals after a cast name comes down with it, and the age goes', () => {
  const scene = sceneOf(
    `# INT. HALL - DAY\nVICTORIA WHITFIELD (50s) adjusts her pearls. MILO (9) waits.\nVICTORIA: Hi.\nMILO: Hi.`,
    'MILO',
  );
  expect(pictureOf(scene, ['VICTORIA'])).toBe('Victoria Whitfield adjusts her pearls. Milo waits.');
});

test('a title in capitals before a cast name comes down with it', () => {
  const scene = sceneOf(
    `# INT. VAN - NIGHT\nDETECTIVE SERGEANT OKORO (40s) eats chips. NELL (20s) drives.\nOKORO: Left.\nNELL: I know.`,
    'NELL',
  );
  expect(pictureOf(scene, ['OKORO'])).toBe('Detective Sergeant Okoro eats chips. Nell drives.');
  // ...a rank before the first name the cue goes by, with the surname after it, too.
  const ward = sceneOf(
    `# INT. WARD 4 - NIGHT\nSTAFF NURSE PRIYA OSEI (45) comes in with a clipboard.\nPRIYA: Mr Hale?\nHALE: Still here.`,
    'PRIYA',
  );
  expect(pictureOf(ward, ['PRIYA'])).toBe('Staff Nurse Priya Osei comes in with a clipboard.');
});

test('a weekday before the time is time, not place; a multi-cam cast line is not the opening picture', () => {
  const scene = sceneOf(
    `# INT. THE BRANDT KITCHEN - SATURDAY MORNING (DAY 1)\n(GLEN, PIPER)\nGLEN (40S) IS ELBOW-DEEP IN A PANCAKE RECIPE.\nGLEN: Morning.\nPIPER: Hi.`,
    'PIPER',
  );
  expect(placeOf(scene)).toBe('The Brandt Kitchen, morning');
  expect(pictureOf(scene, ['GLEN'])).toBe('Glen is elbow-deep in a pancake recipe.');
});

test("a play's first direction gives its label, place and time: “Scene Three. The lamp room. Night.”", () => {
  const scene = readScript(
    [
      {
        script: sidesOf(
          'stage',
          `Scene Three. The lamp room. Night. Wind against the glass.\nGRANDAD: You should be asleep.\nFINN: So should you.`,
        ),
        fileType: 'sides',
      },
    ],
    'FINN',
  ).scenes[0]!;
  expect(stageLabelOf(scene)).toBe('Scene Three');
  expect(placeOf(scene)).toBe('The lamp room, night');
});

test('a want said about the character, for advice anchored on it', () => {
  const scene = sceneOf(`# INT. KITCHEN - DAY\nZARA: Give me the keys, Tunde.\nTUNDE: No.\nZARA: Give me the keys.`, 'ZARA');
  const reading = readScript([{ script: sidesOf('screenplay', `# INT. KITCHEN - DAY\nZARA: Hi.\nTUNDE: Hi.`), fileType: 'sides' }], 'ZARA');
  expect(pursuitOf(reading, scene)).toMatch(/^getting Tunde to give (her|them) the keys$/);
});

test('a quoted line is cut at a sentence or a word, never inside one', () => {
  expect(quoteOf("I know. I'm gonna go slow this time. Will you listen?", 40)).toBe("I know. I'm gonna go slow this time.");
  expect(quoteOf('Seventy-nine dollars and a receipt from Tuesday afternoon please', 40)).toBe('Seventy-nine dollars and a receipt from…');
});

test("the asker's own terms joined to an ask are not part of what is asked", () => {
  expect(withoutTerms("tell me and I'll open the door")).toBe('tell me');
  expect(withoutTerms('drive me to St. Luke’s')).toBe('drive me to St. Luke’s');
  expect(aboutCharacter("tell you, and then I'll let you in", { subject: 'she', object: 'her', possessive: 'her' })).toBe('tell her');
});

test('a stage direction in square brackets and a sentence ending inside a quotation are read as pictures', () => {
  const radio = sceneOf(
    `# INT. FARMHOUSE - NIGHT\nA radio hisses: "...remain indoors... do not open the door..." DANA (34) stands at the back door. A KNOCK.\nNATE: Dana?\nDANA: Where's the truck?`,
    'DANA',
  );
  expect(pictureOf(radio, ['DANA'])).toBe('Dana stands at the back door. A KNOCK.');
});

test('what a person does is read past an age after their full name, and a verb before a comma is kept', () => {
  const scene = sceneOf(
    `# INT. ARENA - NIGHT\nRILEY DUNN (15) sits on the bench, skates still on. CALLIE (16) waits, arms folded, a flyer in her fist.\nRILEY: Hi.\nCALLIE: Hi.`,
    'RILEY',
  );
  const action = scene.items.find((i) => i.kind === 'action')!;
  if (action.kind === 'speech') throw new Error('an action line was expected');
  expect(doingOf(action, 'RILEY DUNN')).toBe('sits on the bench, skates still on');
  expect(doingOf(action, 'CALLIE')).toBe('waits, arms folded, a flyer in her fist');
});

test("terms joined on by anyone's promise are not part of the ask", () => {
  expect(withoutTerms('make it twelve months and he signs today')).toBe('make it twelve months');
  expect(withoutTerms('bring the car round and pick up her sister')).toBe('bring the car round and pick up her sister');
});

test("a name in capitals comes down as a person writes it: O'Brien, not O'brien", () => {
  const scene = sceneOf(
    "# 3 EXT. MAPLE STREET - DAY\nO'BRIEN drops two quarters in the jar.\nMAYA: Thank you.\nO'BRIEN: Keep the change.",
    'MAYA',
  );
  expect(pictureOf(scene, ["O'BRIEN"])).toBe("O'Brien drops two quarters in the jar.");
});

test('UK and radio headings part place and time with a full stop or a comma; "St." keeps its stop; small words stay small', () => {
  const audio = (heading: string) =>
    placeOf(readScript([{ script: sidesOf('audio', `# ${heading}\nMILO: Hi.\nANA: Hi.`), fileType: 'sides' }], 'MILO').scenes[0]!);
  expect(audio('SCENE 6. A CUT ABOVE SALON, HARTLEPOOL. EVENING.')).toBe('A Cut Above Salon, Hartlepool, evening');
  expect(audio('SCENE 1. THE RADIO ROOM, NIGHT')).toBe('The Radio Room, night');
  expect(audio('SCENE 3. A CAMPER VAN IN A CAR PARK. DAWN')).toBe('A Camper Van in a Car Park, at dawn');
  expect(placeOf(sceneOf(`# INT. ST. JUDE'S HOSPITAL - WARD - NIGHT\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe(
    "St. Jude's Hospital, Ward, night",
  );
});

test('a name that ends a shouted sentence keeps its capital ("MARISOL LOOKS AT DANNY." → "Marisol looks at Danny.")', () => {
  const scene = sceneOf(`# INT. KITCHEN - DAY\nMARISOL LOOKS AT DANNY. DANNY SIGHS.\nMARISOL: Well?\nDANNY: Fine.`, 'MARISOL');
  expect(pictureOf(scene, ['MARISOL'])).toBe('Marisol looks at Danny. Danny sighs.');
});

test('the cue sheet gives the whole line, and the cue as the partner\'s speech ends; a quote never stops at "Mrs."', () => {
  const lines = readScript(
    [
      {
        script: sidesOf(
          'screenplay',
          `
# 1 INT. GATEHOUSE - NIGHT
WARDEN: The bins went out at six. Somebody moved the ladder after dark. The padlock was cut clean through with bolt cutters. It was on the camera, Ines.
INES: I never touched the ladder, not once, not ever. I was at Mrs. Kowalczyk's until ten, every Thursday, you can ask her, she keeps a diary of who comes and goes and what they brought.
`,
        ),
        fileType: 'sides',
      },
    ],
    'INES',
  ).scenes[0]!.cues[0]!;
  const warden = lines.cue!;
  const ines = lines.line;
  expect(cueOf(warden).quote).toBe(
    '…Somebody moved the ladder after dark. The padlock was cut clean through with bolt cutters. It was on the camera, Ines.',
  );
  expect(wholeLine(ines).quote).toBe(ines.text);
  expect(quoteOf(ines.text)).not.toMatch(/Mrs\.$/);
});

test('a room is the place the heading names, never its time ("Late Autumn", "One in the Morning"), and "Room B" keeps its letter', () => {
  expect(roomOf(sceneOf(`# 3 TACK ROOM. CLOSING TIME, LATE AUTUMN.\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe('the tack room');
  expect(roomOf(sceneOf(`# INT. POLICE STATION - INTERVIEW ROOM B - DAY\nMILO: Hi.\nANA: Hi.`, 'MILO'))).toBe('the interview room B');
});

test('an ask of ten words holds as the want ("drive you out to the farm on Mill Lane tonight"); going somewhere together asks the listener along', () => {
  const scene = sceneOf(
    `# EXT. BUS STOP - NIGHT\nPETE (70s) stands in the rain. His son DARREN (40s) pulls up in a van.\nPETE: Drive me out to the farm on Mill Lane tonight.\nDARREN: Get a taxi.\nPETE: Could we go in the cafe a minute? Out of the rain.\nDARREN: No.`,
    'PETE',
  );
  const farm = scene.wants.find((w) => w.askText.startsWith('Drive me'))!;
  expect(farm.verbPhrase).toBe('drive you out to the farm on Mill Lane tonight');
  expect(phraseHolds(farm)).toBe(true);
  expect(scene.wants.find((w) => w.askText.startsWith('Could we go'))?.verbPhrase).toBe('go in the cafe a minute with you');
});
