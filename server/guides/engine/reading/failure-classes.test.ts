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
import { answersQuestion, subtextOf } from './lines.js';
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
    expect(phrase("Promise we're not going.")).toBeNull();
    expect(phrase("Then let's get him to it.")).toBeNull();
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
  test('the coaxing scene: the nurse coaxes, the boy blurts his line, and it turns on his confession', async () => {
    const r = await generateGuide(scriptOf(CORRIDOR), request('DEV'));
    const story = r.guide.story.join(' ');
    // Decision 043: the story is told from the scene's arc — who presses whom, the holding out, the page's moment.
    expect(story).toContain("Nurse Okafor is after something from Dev: “You can go in now, love. It's all right.”");
    expect(story).toContain("“It wasn't my fault.”");
    expect(story).toMatch(/It turns after Dev's “I left the gate open\. Biscuit ran out\. She went after him\.”: A long beat\./);
    expect(story).not.toMatch(/wants an answer/);
  });
});

describe('words a person would write', () => {
  test('headings and places are written out; references are pages, not speech ids', async () => {
    const r = await generateGuide(scriptOf(CORRIDOR), request('DEV'));
    const text = textOf(r.html);
    expect(r.guide.scenes[0]!.givenCircumstances[0]!.text).toBe('Hospital Corridor, day (inside): Dev (10) with Nurse Okafor.');
    expect(text).not.toMatch(/\bs\d+\b|p\.\d|\(the page,/);
    const stage = await generateGuide(scriptOf(GREENHOUSE, 'stage'), request('IRIS'));
    expect(stage.guide.scenes[0]!.heading).toBe('SCENE 2 — A greenhouse at the edge of an apple orchard');
    expect(textOf(stage.html)).not.toMatch(/Scene 1: Scene 2/i);
  });
});

/*
 * The reading errors found by scoring guides for the spec's nine genres (issue 12, second pass), one
 * small original scene per class. Each expectation is what a coach reads on the page.
 */
const readAs = (page: string, character: string, family: ScriptFamily = 'screenplay') => readScript(scriptOf(page, family), character);

const BIKE = `
# 7 EXT. DRIVEWAY - EVENING
OMAR (13) wheels a dented bike up the drive. His sister NINA (17) sits on the hood of the car.
OMAR: Can you drive me to Caleb's?
NINA: No.
OMAR: Please. Mom said you would.
NINA: Mom said a lot of things. I'm not your taxi.
OMAR: I'll do your dishes for a week.
NINA: Two weeks. And you never touch my charger again.
OMAR: Fine. Two weeks.
`;

describe('the obstacle is the partner resisting, never the character giving in', () => {
  test("a flat no to the character's ask is the obstacle, not the character's own “Fine.”", () => {
    const scene = readAs(BIKE, 'OMAR').scenes[0]!;
    expect(scene.obstacle).toMatchObject({ by: 'NINA', kind: 'refusal', text: 'No.' });
    expect(scene.resistance.every((r) => r.by === 'NINA')).toBe(true);
  });

  test('an argument back is resistance too, and a "no" before a noun ("no coat") refuses nothing', () => {
    const page = `
# 2 INT. KITCHEN - NIGHT
LENA: Sell the boat, Dad.
DAD: Your grandfather built that boat.
LENA: It has no engine.
`;
    const scene = readAs(page, 'LENA').scenes[0]!;
    expect(scene.obstacle).toMatchObject({ by: 'DAD', kind: 'objection' });
    expect(scene.events.filter((e) => e.kind === 'refusal' && e.by === 'LENA')).toEqual([]);
  });

  test("when the partner presses, the obstacle is their demand made again after the character's no", () => {
    const page = `
# 4 INT. DINER - DAY
RAY: I need you on the double tonight.
SUE: No. It's my kid's recital.
RAY: Call Dana. She owes you.
SUE: Dana's in Ohio.
`;
    expect(readAs(page, 'SUE').scenes[0]!.obstacle).toMatchObject({ by: 'RAY', kind: 'counter-ask', text: 'Call Dana.' });
  });

  test('"I can\'t promise that." refuses; it is not a promise', () => {
    const scene = readAs(BIKE.replace('NINA: No.', "NINA: I can't promise that."), 'OMAR').scenes[0]!;
    expect(scene.events.find((e) => e.by === 'NINA')?.kind).toBe('refusal');
  });
});

describe('stakes the text names are read, not left to the actor', () => {
  test('an if-outcome about the world, a deadline and a need are stakes; the scene without one has none', () => {
    const stakes = (line: string) =>
      readAs(`# 1 INT. HALL - DAY\nJO: Come on.\nKIM: ${line}\nJO: Okay.`, 'JO').scenes[0]!.stakes.map((s) => s.kind);
    expect(stakes('If the scouts see that tape, they cut you from the team.')).toEqual(['consequence']);
    expect(stakes('The last bus leaves at six.')).toEqual(['deadline']);
    expect(stakes('I need this scholarship.')).toEqual(['loss']);
    expect(stakes('The soup is hot.')).toEqual([]);
  });

  test("the character's own threat comes after the stakes the others name", () => {
    const page = `
# 3 INT. GARAGE - NIGHT
VAL: Give me the keys.
TY: If Dad finds out, he sells the truck.
VAL: If you don't give me the keys, I'll tell him myself.
`;
    expect(readAs(page, 'VAL').scenes[0]!.stakes[0]!.line.speaker).toBe('TY');
  });
});

describe('the turn is the line after which the balance has changed', () => {
  test("a partner's order the character carries out after a long pause turns the scene", () => {
    const page = `
# 5 INT. LOCKER ROOM - DAY
ZOE: Tell her you lied.
AMIR: No.
ZOE: Amir. Please.
AMIR: I'm not doing it. You need to stop running. Sit.
A long beat. Zoe sits on the bench.
ZOE: I can't go home.
AMIR: Why not?
ZOE: Because he's there.
`;
    expect(readAs(page, 'ZOE').scenes[0]!.turn?.line.text).toMatch(/^I'm not doing it/);
  });

  test('a relenting direction on the line of someone who refused is where they give in', () => {
    const page = `
# 9 INT. RECORD STORE - DAY
PAM: Hold the record for me till Friday.
GUS: Store policy. No holds.
PAM: It's for my dad. He's turning seventy.
GUS: No holds.
PAM: He played it at my mom's funeral.
GUS: (sighs) Friday. Not Saturday.
PAM: Friday.
`;
    const turn = readAs(page, 'PAM').scenes[0]!.turn;
    expect(turn).toMatchObject({ by: 'GUS', because: 'gives-in' });
    expect(turn?.line.text).toBe('Friday. Not Saturday.');
  });

  test('on a co-star side of four lines the turn is the line the listener stops at, not the first line', () => {
    const page = `
# 12 INT. POLICE STATION - NIGHT
DESK SERGEANT (50s) looks up from a form at OFFICER PRICE (20s).
OFFICER PRICE: Found him by the river, Sarge. No ID.
DESK SERGEANT: Name?
OFFICER PRICE: Won't say. Just keeps asking what day it is.
DESK SERGEANT: And?
OFFICER PRICE: I told him Tuesday. He said his wife died on a Tuesday.
The Desk Sergeant stops writing.
`;
    const scene = readAs(page, 'OFFICER PRICE').scenes[0]!;
    expect(scene.turn?.text).toBe('He said his wife died on a Tuesday.');
    expect(scene.events.some((e) => e.kind === 'news' && e.text === scene.turn?.text)).toBe(true);
  });
});

describe('relationships from titles, shared years and the page naming people', () => {
  test('titles with a name or an initial, shared years, and a kinship seen from the other side', () => {
    const page = `
# 6 INT. CLINIC - DAY
DR. AMARI (60s) washes her hands. Her nurse of twenty years, ROSE (50s), waits with a chart.
ROSE: Dr. Amari, the Lopez boy is back.
DR. AMARI: Rose, we've done this for twenty years. Say it.
ROSE: Mrs. K called. He's not eating.
`;
    const scene = readAs(page, 'ROSE').scenes[0]!;
    const rel = scene.relationships.find((r) => r.partner === 'DR. AMARI')!;
    expect(rel.callsThem).toContain('Dr. Amari');
    expect(rel.calledBy).toContain('Rose');
    expect(rel.sharedHistory.map((h) => h.text).join(' ')).toMatch(/twenty years/);
    expect(readAs(BIKE, 'NINA').scenes[0]!.relationships[0]!.named).toBe('her brother');
  });

  test('"remember" in a remark is not shared history', () => {
    const page = `# 1 INT. CAR - DAY\nAL: Nobody's supposed to remember the wedding.\nBO: Remember when we drove to Reno?\nAL: Don't.`;
    const rel = readAs(page, 'AL').scenes[0]!.relationships[0]!;
    expect(rel.sharedHistory.map((h) => h.text)).toEqual(['Remember when we drove to Reno?']);
  });
});

describe('narrators, announcers and titles are not scene partners', () => {
  test("a commercial's announcer and voice-over and an audio drama's narrator are heard, not played to", () => {
    const commercial = `
# :30 SPOT "FIRST DAY"
A kitchen. MOM (40s) packs a lunch. KAI (8) drags his feet.
ANNOUNCER (V.O.): Big day?
KAI: I don't want to go.
MOM: Pancakes first. Then we'll see.
SUPER: SUNNYSIDE PANCAKE MIX.
BRAND VOICE (V.O.): Sunnyside. Every first day.
`;
    const kai = readAs(commercial, 'KAI', 'commercial').scenes[0]!;
    expect(kai.partners).toEqual(['MOM']);
    expect(kai.events.every((e) => e.by !== 'ANNOUNCER' && e.to !== 'ANNOUNCER')).toBe(true);
    const audio = `
# SCENE 3. A LIGHTHOUSE STAIR
NARRATOR: The storm had been at the door since noon.
ELSA: Tom? Tom, answer me.
TOM: (off) Up here. Bring the lamp.
`;
    expect(readAs(audio, 'ELSA', 'audio').scenes[0]!.partners).toEqual(['TOM']);
  });
});

describe("nothing guessed: news is news, pronouns are the page's", () => {
  test("an exclamation with a name in it is not news, and a pronoun is never taken from someone else's elbow", () => {
    const page = `
# 2 INT. OFFICE - DAY
JEN (30) types. Her boss, GREG (50), appears at her elbow.
GREG: The client moved the meeting.
JEN: I don't know, Greg, I'm panicking!
GREG: Kelly's mom called too.
`;
    const reading = readAs(page, 'JEN');
    expect(reading.scenes[0]!.events.find((e) => e.kind === 'news' && e.by === 'JEN')).toBeUndefined();
    expect(reading.pronouns).toMatchObject({ JEN: 'she', GREG: 'they' });
  });

  test('a title only mentioned is no pronoun; the speaker\'s own direction ("to herself") is', () => {
    const page = `
# 3 INT. CAR - DAY
PAT drives. REN looks out of the window.
PAT: Two hours to Grandma's.
REN: (to herself) Great.
`;
    expect(readAs(page, 'PAT').pronouns).toMatchObject({ REN: 'she', PAT: 'they' });
  });

  test('language: "No." before a word is a sentence, and "Close the door." is an order', () => {
    expect(sentencesOf("No. Tonight's the thing.").map((s) => s.text)).toEqual(['No.', "Tonight's the thing."]);
    expect(sentencesOf('Close the door, Brenda.', new Set(['brenda']))[0]!.imperative).toBe(true);
    expect(sentencesOf('Page four of the lease.')[0]!.imperative).toBe(false);
  });
});

/*
 * Classes of failure found by scoring sides the reading was never tuned on (unseen.ts, unseen-2.ts);
 * each is shown on a small scene of its own, not on those sides.
 */
const sceneOf = (page: string, character: string, family: ScriptFamily = 'screenplay') => readAs(page, character, family).scenes[0]!;

describe('a verbless line can be an ask or a deadline by its content and its position', () => {
  const GARAGE = `
# 4 INT. GARAGE - NIGHT
NELL (40s) sorts tools. Her brother OWEN (40s) leans on the car.
OWEN: Nell. The van.
NELL: Not this week.
OWEN: Two more days. That's all.
NELL: What for?
OWEN: The move.
NELL: Swap with Dana. She's got a truck.
OWEN: Six hours to Leeds. Her truck won't make it.
`;
  test('a noun phrase opening a speech after a call, answering nothing, is an ask; a bare noun answering a question is not', () => {
    const scene = sceneOf(GARAGE, 'NELL');
    const asks = scene.events.filter((e) => e.kind === 'request').map((e) => e.text);
    expect(asks).toContain('The van.');
    expect(asks).toContain('Two more days.');
    expect(asks).not.toContain('The move.');
    // A verb the tagger reads as a noun, with someone from the cast after a preposition, is an order.
    expect(asks).toContain('Swap with Dana.');
  });

  test('time remaining said without a verb is a deadline; a bare or past time is not', () => {
    expect(sceneOf(GARAGE, 'NELL').stakes.map((s) => s.text)).toContain('Six hours to Leeds.');
    const LATE = `
# 2 INT. HALLWAY - NIGHT
MUM (40s) waits. KIT (15) comes in.
MUM: Where were you?
KIT: Out.
MUM: At two in the morning. Before the rain.
KIT: I'm home now, aren't I?
`;
    expect(sceneOf(LATE, 'KIT').stakes).toEqual([]);
    const WEDDING = `
# 3 INT. KITCHEN - DAY
ROSA (60s) peels potatoes. Her son LUIS (30s) hovers.
LUIS: Come to the wedding.
ROSA: No.
LUIS: Mia's getting married on Saturday. Whether you come or not.
`;
    expect(sceneOf(WEDDING, 'ROSA').stakes[0]?.text).toBe("Mia's getting married on Saturday.");
    const DRIVEWAY = `
# 5 EXT. DRIVEWAY - DAY
JO (10) studies a dent in the van. Her brother SAM (17) runs out.
SAM: Get away from the car.
JO: Mum gets home at six.
SAM: What do you want?
`;
    expect(sceneOf(DRIVEWAY, 'SAM').stakes[0]?.text).toBe('Mum gets home at six.');
    const CAST = `
# 6 INT. CLINIC - DAY
AMY (9) holds her wrist. DR. NG (40s) studies an X-ray.
DR. NG: That's a break.
AMY: Does that mean I can't swim in the race on Saturday?
`;
    expect(sceneOf(CAST, 'AMY').stakes[0]?.text).toBe("Does that mean I can't swim in the race on Saturday?");
  });
});

describe('offers, terms and their acceptance', () => {
  const BUS = `
# 6 INT. SCHOOL BUS - DAY
TESS (11) guards a bag of sweets. Her brother ALFIE (8) leans over the seat.
ALFIE: Give me one.
TESS: No. They're mine.
ALFIE: I'll give you my card. One card, one sweet.
Tess thinks.
TESS: One card.
`;
  test('a first-person offer to the listener sets terms, and taking up the terms is the turn', () => {
    const scene = sceneOf(BUS, 'TESS');
    expect(scene.events.find((e) => e.text === "I'll give you my card.")?.kind).toBe('condition');
    expect(scene.obstacle?.text).toBe("I'll give you my card.");
    expect(scene.turn?.text).toBe('One card.');
  });
});

describe('addresses and relations', () => {
  test('a name opening a line before an ellipsis addresses a partner; a name closing a line after a comma is a term', () => {
    const RADIO = `
# SCENE 2. A FIRE TOWER, NIGHT.
SFX: Static.
MARGIT: Tower nine to base. Base, come in.
RANGER: Margit... it's Pete. Go ahead.
MARGIT: Smoke on the north ridge, Pete.
`;
    const scene = sceneOf(RADIO, 'MARGIT', 'audio');
    expect(scene.relationships[0]).toMatchObject({ partner: 'RANGER', calledBy: ['Margit'], callsThem: ['Pete'] });
  });

  test('a role naming a relation through someone else is a relationship; "Mum" is said to the woman in the scene', () => {
    const WAKE = `
# SCENE 1. A front room after a wake.
IRIS (70s) sits. Her late sister's husband, BERNARD (70s), pours tea. Her grandson KIT (20s) clears cups.
BERNARD: More tea, Iris?
KIT: Nan, sit back. I'll do those.
IRIS: I'm not an invalid, Bernard.
`;
    const scene = sceneOf(WAKE, 'IRIS');
    expect(scene.relationships.find((r) => r.partner === 'BERNARD')?.named).toBe("her late sister's husband");
    expect(scene.relationships.find((r) => r.partner === 'KIT')?.named).toBe('her grandson');
    const HALL = `
# SCENE 3. A church hall.
JOY (60s) stacks chairs. Her son PAUL (30s) and her brother-in-law DES (70s) watch.
DES: You'll do your back in.
PAUL: Mum, leave them.
JOY: I'm fine.
`;
    expect(sceneOf(HALL, 'JOY').relationships.find((r) => r.partner === 'PAUL')?.calledBy).toContain('Mum');
  });

  test('a voice that only speaks to someone else is in the scene, not a partner', () => {
    const WARD = `
# INT. WARD - NIGHT
ANA (30s) holds her mother's hand. Her brother JON (30s) stands at the foot of the bed.
ANA: She squeezed my hand, Jon.
JON: She does that in her sleep.
A PORTER leans in.
PORTER: Jon Silva? Your car's blocking the ambulance.
`;
    expect(sceneOf(WARD, 'ANA').partners).toEqual(['JON']);
  });
});

describe('the want is what the character pursues across the scene', () => {
  test('an ask pressed again after a no is one want; an answer with an order back dodges the question', () => {
    const DESK = `
# 7 INT. OFFICE - DAY
PRIYA (20s) stands at her manager's desk. MR. HALE (50s) types.
PRIYA: One more day. For the report.
MR. HALE: The deadline was noon.
PRIYA: Then the morning. It'll be on your desk by nine.
MR. HALE: No.
PRIYA: What did the client say?
MR. HALE: Nothing. Sit down. You're hovering.
`;
    const scene = sceneOf(DESK, 'PRIYA');
    const want = scene.wants.find((w) => w.from === 'PRIYA' && w.kind !== 'question')!;
    expect(want.askText).toBe('One more day.');
    expect(want.pressedAgain?.map((p) => p.text)).toEqual(['Then the morning.']);
    // What stands in her way answers the want, asked either time.
    expect(scene.obstacle?.by).toBe('MR. HALE');
    expect(['The deadline was noon.', 'No.']).toContain(scene.obstacle?.text);
    const FOYER = `
# 8 INT. HOTEL FOYER - NIGHT
LENA (20s) blocks the lift. Her stepfather, GORDON (60s), holds a suitcase.
LENA: Where's the money, Gordon?
GORDON: Safe. Get out of my way. You're making a scene.
`;
    expect(sceneOf(FOYER, 'LENA').events.find((e) => e.by === 'GORDON')?.kind).toBe('dodge');
  });

  test('an ask the character backs with their own terms outranks a dare built from the partner’s words', () => {
    const FIELD = `
# 9 EXT. PLAYING FIELD - NIGHT
RIA (16) waits on the bench. CAL (16) arrives.
RIA: Somebody told the head about the party.
CAL: I was in her office because of my maths mark.
RIA: Then show me the mark.
CAL: I didn't say your name.
RIA: Tell them tomorrow. Or I will.
`;
    const want = sceneOf(FIELD, 'RIA').wants.find((w) => w.from === 'RIA')!;
    expect(want.askText).toBe('Tell them tomorrow.');
    expect(want.backed).toBe(true);
  });

  test('saying back what the partner just said ("You want the van." — "I want the van.") is no dare', () => {
    const YARD = `
# 12 EXT. YARD - NIGHT
CORA (40s) hangs washing. Her neighbour LEN (50s) leans on the fence.
LEN: Cora! Small favour.
CORA: You want the van.
LEN: I want the van.
CORA: The last time you borrowed the van, it came back with no mirrors.
LEN: Tell Pete I said happy birthday.
CORA: You're not getting the van by being nice about Pete.
`;
    expect(sceneOf(YARD, 'LEN').objective?.askText).toBe('I want the van.');
  });

  test('news told after a dodge is a confession only from someone on the defensive', () => {
    const STUDY = `
# INT. STUDY - NIGHT
MAUD (60s) holds a letter. Her nephew's widow, ISLA (30), comes in.
ISLA: What is that?
MAUD: His real will.
ISLA: What did he say about me?
MAUD: That's the question, isn't it?
ISLA: Give me that.
MAUD: Sign the cottage over by Friday. Refuse, and I read it out.
ISLA: You're bluffing.
MAUD: That was a copy, darling.
`;
    expect(sceneOf(STUDY, 'MAUD').turn?.because).not.toBe('confesses');
  });

  test('the objective is what the character pursues across the scene, even after the turn; none when they are the one pressed', () => {
    const BLEACHERS = `
# 10 EXT. BLEACHERS - NIGHT
RIA (16) waits on the top row. CAL (16) climbs up.
RIA: Somebody told the head about the party.
CAL: I was in her office because of my maths mark.
RIA: Then show me the mark.
CAL: I didn't say your name.
RIA: But you said something.
CAL: Jo drove home from that party. He could barely stand.
RIA: You sat next to me in history and you didn't say anything.
CAL: I didn't know they'd blame you.
RIA: I'd have gone with you. If you'd asked me.
RIA: Tell them tomorrow. Or I will.
`;
    const scene = sceneOf(BLEACHERS, 'RIA');
    expect(scene.objective?.askText).toBe('Tell them tomorrow.');
    // The truth after a denial confesses; the later denial does not.
    expect(scene.turn).toMatchObject({ because: 'confesses', text: 'Jo drove home from that party.' });
    // Told in the past, a "you … and you" is an accusation, not an instruction; "could barely" proposes nothing; a regret sets no terms.
    const kinds = (text: string) => scene.events.filter((e) => e.text === text).map((e) => e.kind);
    expect(kinds("You sat next to me in history and you didn't say anything.")).not.toContain('request');
    expect(kinds('He could barely stand.')).not.toContain('request');
    expect(kinds("If you'd asked me.")).toEqual([]);
    // The character's own deadline is pressure on the partner; a stake the partner names comes first.
    const CURFEW = `
# 13 INT. HALL - NIGHT
JO (40s) holds the car keys. Her son KIT (16) pulls on his coat.
JO: Be home by ten.
KIT: The last bus leaves at nine.
`;
    expect(sceneOf(CURFEW, 'JO').stakes.map((x) => x.text)).toEqual(['The last bus leaves at nine.', 'Be home by ten.']);
    const PRESSED = `
# 11 INT. BREAK ROOM - DAY
ADA (30) eats lunch. Her boss, VIC (50), leans over her. PIP (20) reads.
VIC: I need you Saturday.
ADA: No. It's my sister's wedding.
VIC: Move it.
ADA: Pip, pass the salt.
`;
    expect(sceneOf(PRESSED, 'ADA').objective).toBeNull();
  });

  test('a want phrase that stops on a small word or holds a quoted word is not said; a particle is whole', () => {
    const phrase = (t: string) => verbPhraseOf(sentencesOf(t)[0]!, 'MARCUS', 'he');
    expect(phrase('Talk to.')).toBeNull();
    expect(phrase('Say "please."')).toBeNull();
    expect(phrase('Turn it off.')).toBe('turn it off');
    expect(phrase('Tell me what it sounded like.')).toBe('tell you what it sounded like');
    expect(phrase('Sell it, then.')).toBe('sell it');
  });
});

describe('the turn: confessions, hand-backs and the page naming the change', () => {
  test('the truth after a dodge confesses and turns the scene; the deal that follows is its aftermath', () => {
    const STAIRS = `
# 5 INT. STAIRWELL - NIGHT
GRACE (40s) waits on the landing. Her son TOM (16) comes up, a graze on his cheek.
GRACE: Who did that?
TOM: Nobody. Rugby.
GRACE: At midnight.
TOM: It's floodlit.
GRACE: Then look at me and say it.
TOM: Ryan was going on about Dad. Saying everyone knows.
GRACE: (quiet) ...And you hit him?
TOM: Once.
GRACE: You tell the school the truth, and I'll tell you about your dad. Deal?
TOM: ...Deal.
`;
    const scene = sceneOf(STAIRS, 'GRACE');
    expect(scene.obstacle?.text).toBe('Nobody.');
    expect(scene.turn?.line.text).toMatch(/^Ryan was going on about Dad/);
  });

  test('"Sell it, then." hands back the ask held out against; an earlier order taken up in one\'s own words is granted', () => {
    const YARD = `
# SCENE 4. A farmyard.
MAY (60s) feeds hens. Her nephew RAB (30s) follows her.
RAB: The tractor.
MAY: Not today.
RAB: Dad left me half of it. I've a buyer.
MAY: Sell it, then.
`;
    const scene = sceneOf(YARD, 'MAY');
    expect(scene.events.find((e) => e.text === 'Sell it, then.' && e.kind === 'grant')).toBeDefined();
    expect(scene.obstacle?.text).toBe('Dad left me half of it.');
    const TOWER = `
# SCENE 5. A lighthouse, night.
KEEPER: Ring the lifeboat.
COASTGUARD: No boats out in this.
KEEPER: Hugh? Is that you?
COASTGUARD: Keeper, I'll ring them. Stay on the radio.
`;
    const tower = sceneOf(TOWER, 'KEEPER', 'audio');
    const grant = tower.events.find((e) => e.kind === 'grant');
    expect(grant?.by).toBe('COASTGUARD');
    expect(tower.events[grant!.respondsTo!]!.text).toBe('Ring the lifeboat.');
  });

  test('an action line that says the change outright makes the line before it the turn', () => {
    const PORCH = `
# INT. FRONT PORCH - NIGHT
NINA (30s) blocks the door. Her aunt, CORA (60s), holds a casserole.
NINA: What did you put in his tea?
CORA: Sugar. Go inside. You're letting the cold in.
NINA: The jar says rat poison.
Cora sets down the dish. For the first time, she looks afraid.
CORA: Nina. If you love him, you'll say nothing until the doctor comes.
`;
    expect(sceneOf(PORCH, 'NINA').turn?.text).toBe('The jar says rat poison.');
  });
});

describe('the moment before', () => {
  test("a scene heading set as action under a commercial's title is not the opening action", () => {
    const SPOT = `
# :15 TV SPOT "SNOW DAY"
INT. HALLWAY - MORNING
BEN (8) presses his face to the window. DAD (40s) holds out a coat.
DAD: Coat.
BEN: It's a snow day!
`;
    expect(sceneOf(SPOT, 'BEN', 'commercial').momentBefore.openingAction?.text).toMatch(/^BEN \(8\) presses/);
  });
});

/*
 * Misreadings a coach found reading guides for sides (issue 12, third pass); each class on a small
 * original scene of its own.
 */
describe('answers, addresses and openings a coach reads differently', () => {
  test('an answer that takes up the word the question asked about answers it, even with an order after', () => {
    const BUNK = `
# 4 INT. CABIN - NIGHT
TESS (9) sits up in the bunk. Her AUNT MEG (50s) switches off the lamp.
TESS: You'll ring on Sunday?
AUNT MEG: Sunday. Now lie down before I change my mind.
TESS: Okay.
`;
    const scene = sceneOf(BUNK, 'TESS');
    expect(scene.events.find((e) => e.text === 'Sunday.')?.kind).toBe('answer');
    expect(scene.obstacle?.text).not.toBe('Sunday.');
    // A word of answer that takes up nothing asked, with an order back, still dodges.
    const dodge = sceneOf(BUNK.replace('AUNT MEG: Sunday.', 'AUNT MEG: Bed.'), 'TESS');
    expect(dodge.events.find((e) => e.text === 'Bed.')?.kind).toBe('dodge');
  });

  test('a contracted "you" in a want phrase becomes the partner\'s subject pronoun, its verb agreeing', () => {
    const phrase = (t: string, p: 'he' | 'she' | 'they') => verbPhraseOf(sentencesOf(t)[0]!, 'JUNO', p);
    expect(phrase("Tell them you're my cousin.", 'she')).toBe("tell them she's your cousin");
    expect(phrase("Tell them you're my cousin.", 'they')).toBe("tell them they're your cousin");
    expect(phrase("Promise you'll wait.", 'he')).toBe("promise he'll wait");
    const FERRY = `
# 2 EXT. FERRY DECK - NIGHT
ODA (12) grips the rail. Her brother JUNO (10) shivers beside her.
ODA: Tell them you're my cousin.
JUNO: Okay.
`;
    expect(sceneOf(FERRY, 'ODA').wants.find((w) => w.from === 'ODA')?.verbPhrase).toBe("tell them he's your cousin");
  });
});

describe('a title before a name opens a statement about that person', () => {
  test('"Sergeant Holt rang me." is not an order; "Call Sergeant Holt." is', () => {
    expect(sentencesOf('Sergeant Holt rang me.')[0]!.imperative).toBe(false);
    expect(sentencesOf('Principal Avery gave me the keys.')[0]!.imperative).toBe(false);
    expect(sentencesOf('Call Sergeant Holt.')[0]!.imperative).toBe(true);
    const DESK = `
# 3 INT. FRONT DESK - DAY
LIA (16) leans on the counter. MR. BOYD (50s) sorts the post.
LIA: Sergeant Holt rang me.
MR. BOYD: About what?
`;
    expect(sceneOf(DESK, 'LIA').events.filter((e) => e.kind === 'request')).toEqual([]);
  });
});

describe('shared history has both people in it', () => {
  test('"last year" about the speaker alone is not a past the two share; with "we" or the listener it is', () => {
    const PORCH = `
# 8 EXT. PORCH - NIGHT
AVA (15) sits on the step. Her neighbour CLEM (70s) brings out cocoa.
CLEM: Why so glum?
AVA: Because last year nobody came to my party.
CLEM: Last year you had chickenpox.
AVA: We had it all summer, didn't we?
`;
    const history = sceneOf(PORCH, 'AVA').relationships[0]!.sharedHistory.map((h) => h.text);
    expect(history).not.toContain('Because last year nobody came to my party.');
    expect(history).toContain('Last year you had chickenpox.');
  });
});

describe('an opening that calls for someone presumes a search', () => {
  test('"Ned? Ned, are you in there?" and "Where are you?" open on a search; a greeting does not', () => {
    const presumes = (first: string) =>
      sceneOf(`# 2 INT. BARN - NIGHT\nROSIE: ${first}\nNED: (off) Go away.\nROSIE: I brought soup.`, 'ROSIE').momentBefore.presumes;
    expect(presumes('Ned. Ned, are you in there?')).toBe('search');
    expect(presumes('Ned? Where are you?')).toBe('search');
    expect(presumes('You up there, Ned?')).toBe('search');
    expect(presumes('Hello, Ned.')).toBeNull();
    expect(presumes('I need you in here, Ned.')).toBeNull();
  });
});

describe('changing the subject needs a question put to the character', () => {
  const speechesOf = (scene: ReturnType<typeof sceneOf>) => scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  test('a question called to nobody is not one the character steers away from; a question to them is', () => {
    const CELLAR = `
# 9 INT. CELLAR - NIGHT
Water rises. NELL (14) finds her brother KIT (8) behind the boiler. A WARDEN shouts from the stairs, off.
WARDEN: (off) Anybody still down here?
NELL: Kit. Now. Take my hand and don't let go.
KIT: Is the water coming in?
NELL: Hold on to my coat and walk behind me.
`;
    const cellar = sceneOf(CELLAR, 'NELL');
    const subtext = subtextOf(speechesOf(cellar), 'NELL', cellar.events, null);
    expect(subtext.find((c) => c.line.text.startsWith('Kit. Now.'))?.kind).not.toBe('change-of-subject');
    const GATE = `
# 3 EXT. SCHOOL GATE - DAY
NELL (14) waits. Her brother KIT (8) runs up.
KIT: Did Mum ring you about the trip?
NELL: Your laces are undone again, look at them.
KIT: Nell.
`;
    // Read without the turn, which would take the line first.
    const gate = sceneOf(GATE, 'NELL');
    expect(subtextOf(speechesOf(gate), 'NELL', gate.events, null).map((c) => c.kind)).toContain('change-of-subject');
  });
});

/*
 * Held-out set 3 (docs/decisions/027-reading-held-out-3.md) and the errors the lead found reading
 * guides: each class on a small scene of its own, never on the held-out pages.
 */
describe('a plain answer is not a change of subject', () => {
  const speechesOf = (scene: ReturnType<typeof sceneOf>) => scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  const kindFor = (page: string, character: string, starts: string) => {
    const scene = sceneOf(page, character);
    return subtextOf(speechesOf(scene), character, scene.events, null).find((c) => c.line.text.startsWith(starts))?.kind;
  };
  test('a statement that supplies what the question asks for answers it', () => {
    const HALL = (answer: string) => `
# 5 INT. HALLWAY - MORNING
PIP (12) hunts through the coats. Her dad, OWEN (40s), holds the car keys.
PIP: What did I forget this time?
OWEN: ${answer}
PIP: Dad.
`;
    expect(kindFor(HALL('You left your scarf in the car again.'), 'OWEN', 'You left')).not.toBe('change-of-subject');
    expect(kindFor(HALL('The kettle has been making a funny noise all week.'), 'OWEN', 'The kettle')).toBe('change-of-subject');
    const ask = (q: string, a: string) => answersQuestion(sentencesOf(q)[0]!, sentencesOf(a)[0]!);
    expect(ask('How much is left in the jar?', 'Twelve pounds and some buttons.')).toBe(true);
    expect(ask('Who was at the door?', 'My brother, with a parcel.')).toBe(true);
    expect(ask('Where did you put the torch?', 'Under the sink with the bleach.')).toBe(true);
    expect(ask('Did you feed the cat?', 'I fed her at six.')).toBe(true);
    expect(ask('Did you feed the cat?', 'I think it might rain later.')).toBe(false);
  });
  test('a reason given for a "why" answers it; it does not dodge', () => {
    const SHED = `
# 2 INT. SHED - NIGHT
LOU (10) crouches by the mower with her cousin BEA (8).
BEA: Why are we whispering?
LOU: Because Grandpa is asleep on the sofa.
`;
    expect(sceneOf(SHED, 'LOU').events.find((e) => e.by === 'LOU')?.kind).toBe('answer');
  });
});

describe('news is something the listener did not know', () => {
  test('what the listener confirms or did themself is not news; a surprise reply makes it news', () => {
    const BENCH = (line: string, reply: string) => `
# 7 EXT. BUS STOP - DAY
RITA (30s) sits beside her brother NED (30s).
RITA: ${line}
NED: ${reply}
`;
    const news = (line: string, reply: string) => sceneOf(BENCH(line, reply), 'RITA').events.some((e) => e.kind === 'news');
    expect(news('You sold the van to Mr. Harris last spring.', 'I did.')).toBe(false);
    expect(news('You sold the van to Mr. Harris last spring.', 'And?')).toBe(false);
    expect(news('Mr. Harris sold the van to a scrapyard in Leeds.', 'I know.')).toBe(false);
    expect(news('You won the raffle at the parish hall.', 'I won?')).toBe(true);
    expect(news('Mr. Harris sold the van to a scrapyard in Leeds.', 'He what?')).toBe(true);
  });
});

describe('going along without a yes grants the request', () => {
  const WEDDING = (reply: string) => `
# 12 EXT. CHURCH STEPS - DAY
JODIE (9) tugs at her aunt MEL (30s), who holds a bouquet.
JODIE: Let me ring the bell.
MEL: ${reply}
JODIE: Yes!
`;
  const responseOf = (reply: string) =>
    sceneOf(WEDDING(reply), 'JODIE').events.find((e) => e.by === 'MEL' && e.respondsTo !== undefined)?.kind;
  test('a limit or a part given to the asker goes along; the ask handed back or a no does not', () => {
    expect(responseOf('Ten minutes. You hold the flowers.')).toBe('grant');
    expect(responseOf('Two rings. You stand on the step.')).toBe('grant');
    expect(responseOf('You ring it, then.')).not.toBe('grant');
    expect(responseOf("No. You'll wake the vicar.")).toBe('refusal');
  });
  test('thanks, a prohibition already kept, and the ask said back as an order grant it', () => {
    const grantOf = (ask: string, reply: string) =>
      sceneOf(`# 1 INT. KITCHEN - DAY\nNAN (70s) butters toast. SAL (16) packs a bag.\nNAN: ${ask}\nSAL: ${reply}`, 'SAL').events.find(
        (e) => e.by === 'SAL' && e.respondsTo !== undefined,
      )?.kind;
    expect(grantOf('Take the umbrella.', 'Thanks, Nan.')).toBe('grant');
    expect(grantOf("Don't be late for the bus.", "I'm never late for the bus.")).toBe('grant');
    expect(grantOf("Don't be late for the bus.", "I'm not going on the bus.")).toBe('refusal');
    const leave = sceneOf(`# 1 INT. KITCHEN - DAY\nSAL (16) packs a bag. NAN (70s) butters toast.\nSAL: Can I go now?\nNAN: Go.`, 'SAL');
    expect(leave.events.find((e) => e.by === 'NAN' && e.respondsTo !== undefined)?.kind).toBe('grant');
  });
});

describe('one-word orders', () => {
  const requests = (page: string, character: string) =>
    sceneOf(page, character)
      .events.filter((e) => e.kind === 'request')
      .map((e) => e.text);
  test('a verb, a direction, a noun with its particle and a verbless prohibition order; an answer does not', () => {
    const YARD = `
# 3 EXT. BACK YARD - DAY
KAT (11) stands on the shed roof. Her mum, JO (40s), drops the washing.
JO: Down. Now.
KAT: I can see the sea.
JO: Move.
KAT: Two minutes.
JO: Shoes on. Not a word to your father.
`;
    expect(requests(YARD, 'KAT')).toEqual(['Down.', 'Move.', 'Shoes on.', 'Not a word to your father.']);
    const PORCH = `# 3 EXT. PORCH - DAY\nKAT (11) hops on one foot. JO (40s) points at the step.\nJO: Sit.\nKAT: I'm fine.\nJO: Go. Now.\nKAT: Okay.`;
    expect(requests(PORCH, 'KAT')).toEqual(['Sit.', 'Go. Now.']);
    const GATE = `
# 4 EXT. GATE - DAY
KAT (11) swings on the gate. JO (40s) comes out with the bins.
JO: Where is your brother?
KAT: Out.
JO: Objection noted.
`;
    expect(requests(GATE, 'KAT')).toEqual([]);
  });
  test('an order to go somewhere is done when the one told moves that way', () => {
    const ROOF = `# 3 EXT. BACK YARD - DAY\nKAT (11) stands on the shed roof. Her mum, JO (40s), waits.\nJO: Down.\nKat climbs down.\nKAT: Sorry.`;
    const scene = sceneOf(ROOF, 'KAT');
    expect(scene.events.find((e) => e.kind === 'grant' && !e.line)?.by).toBe('KAT');
  });
  test('"Look at me." and "Listen to me." ask for attention: what follows is the ask', () => {
    const LOCKER = `
# 6 INT. CHANGING ROOM - DAY
TEO (15) sits in his kit. His coach, MR. DALE (40s), crouches in front of him.
MR. DALE: Listen to me. Boots on.
TEO: I'm not going back out.
MR. DALE: Teo. Look at me.
`;
    const scene = sceneOf(LOCKER, 'TEO');
    expect(requests(LOCKER, 'TEO')).toEqual(['Boots on.']);
    expect(scene.wants[0]?.askText).toBe('Boots on.');
  });
  test('a noun before a number is a reference, not an order', () => {
    expect(sentencesOf('Page four of your statement.')[0]!.imperative).toBe(false);
    expect(sentencesOf('Exhibit two on your screen.')[0]!.imperative).toBe(false);
  });
});

describe('speech broken up for emphasis is one sentence', () => {
  test('"What. Do. You. Want." is one question; names, one word said again and two orders stay apart', () => {
    const [want, ...rest] = sentencesOf('What. Do. You. Want.');
    expect(rest).toEqual([]);
    expect(want!.question).toBe(true);
    expect(want!.text).toBe('What. Do. You. Want.');
    expect(sentencesOf('Get. Out.').map((s) => s.imperative)).toEqual([true]);
    expect(sentencesOf('Why. Would. I. Lie?')).toHaveLength(1);
    expect(sentencesOf('Milo. Milo. Headphones.', new Set(['milo']))).toHaveLength(3);
    expect(sentencesOf('Go. Go. Go.')).toHaveLength(3);
    expect(sentencesOf('Run. Hide.')).toHaveLength(2);
    const DOORSTEP = `
# 6 EXT. DOORSTEP - NIGHT
MAE (16) opens the door on her ex, CAL (17), holding flowers.
MAE: What. Do. You. Want.
CAL: Five minutes.
`;
    const events = sceneOf(DOORSTEP, 'MAE').events;
    expect(events.filter((e) => e.by === 'MAE').map((e) => [e.kind, e.text])).toEqual([['question', 'What. Do. You. Want.']]);
    expect(events.find((e) => e.by === 'CAL')?.kind).toBe('answer');
  });
});

describe('terms, choices and the main clause', () => {
  test('"Or you don\'t go." leaves the choice to the listener; "Or I will." sets terms', () => {
    const kinds = (line: string) =>
      sceneOf(
        `# 2 INT. HALL - DAY\nAMY (16) sits on the stairs. Her dad, ROB (40s), holds her coat.\nROB: ${line}\nAMY: Fine.`,
        'AMY',
      ).events.map((e) => e.kind);
    expect(kinds("You go to the party for you. Or you don't go.")).not.toContain('threat');
    expect(kinds('You tell your mother tonight. Or I will.')).toContain('condition');
  });
  test('a "not" in a clause of its own refuses nothing: the hesitant truth gives in', () => {
    const ROOM = (reply: string) => `
# 9 INT. SPARE ROOM - NIGHT
ESME (30s) folds a jumper. Her husband KIP (30s) watches from the door.
KIP: That's my old jumper.
ESME: It's a good jumper.
KIP: Esme. Tell me.
ESME: ${reply}
`;
    const last = (reply: string) =>
      sceneOf(ROOM(reply), 'ESME')
        .events.filter((e) => e.by === 'ESME')
        .at(-1)?.kind;
    expect(last("...I wear it when I can't sleep.")).toBe('grant');
    expect(last("I can't tell you.")).toBe('refusal');
  });
});

describe('who is played to, and who is meant', () => {
  test('an unseen voice the character never speaks to is not a partner', () => {
    const ATTIC = `
# 8 INT. ATTIC - NIGHT
FERN (14) hides behind a trunk with her brother GUS (7).
VOICE (O.S.): Fern? Your dad's here to take you home.
GUS: (whispering) It's Dad.
FERN: (whispering) Dad's in Spain.
`;
    expect(sceneOf(ATTIC, 'FERN').partners).toEqual(['GUS']);
    const PHONE = `# 8 INT. ATTIC - NIGHT\nFERN (14) holds the phone.\nMUM (V.O.): Fern? Are you there?\nFERN: I'm here, Mum.`;
    expect(sceneOf(PHONE, 'FERN').partners).toEqual(['MUM']);
  });
  test('among three, a line that speaks of someone as "she" is said to the one who answers it', () => {
    const HEARING = `
# 14 INT. TRIBUNAL ROOM - DAY
ADA (40s) questions the foreman, GIL (50s). The CHAIR (60s) presides, with the company's lawyer, LYLE (50s).
ADA: You signed the rota that morning.
GIL: I did.
LYLE: Objection. She's leading the witness.
CHAIR: Overruled.
`;
    expect(sceneOf(HEARING, 'ADA').partners).toEqual(['GIL']);
  });
  test("a pronoun after a name belongs to the subject of the clause; a possessive with nobody else named is the subject's own", () => {
    const page = `
# 3 INT. CELLAR - NIGHT
TAM (16) crouches by the boiler with her little brother ROB (7), her hand over his mouth.
Rob pulls her hand away.
Tam pulls Rob down and holds her breath.
`;
    const reading = readAs(`${page}TAM: Shh.\nROB: Okay.`, 'TAM', 'screenplay');
    expect(reading.pronouns.ROB).toBe('he');
    expect(reading.pronouns.TAM).toBe('she');
    const POND = `# 1 EXT. POND - DAY\nGRAHAM (50s) sips his tea. JUNE (50s) rows past.\nGRAHAM: Morning.\nJUNE: Morning.`;
    expect(readAs(POND, 'GRAHAM', 'screenplay').pronouns.GRAHAM).toBe('he');
  });
});

describe('stakes, obstacles and the page', () => {
  test('a future reported in the past is still to come; a deadline one is bound to outranks a plan', () => {
    const stake = (lines: string) =>
      sceneOf(`# 1 INT. KITCHEN - NIGHT\nIDA (10) and her dad, LEN (40s), sit at the table.\n${lines}`, 'IDA').stakes[0]?.text;
    expect(stake("IDA: The lady said they'll take the car on Monday.\nLEN: Who told you that?")).toBe(
      "The lady said they'll take the car on Monday.",
    );
    expect(stake('LEN: Your gran flies to Malta on Friday.\nIDA: I have to be at school by eight.')).toBe(
      'I have to be at school by eight.',
    );
  });
  test('asked again after a dodge, by name alone, is the pressure on the one who dodged', () => {
    const STAIRS = `
# 2 INT. STAIRS - NIGHT
BO (9) hides something in his dressing gown. His gran, NELL (70s), waits on the landing.
NELL: What's in your pocket?
BO: Nothing.
NELL: Bo.
Bo holds out a mouse.
`;
    expect(sceneOf(STAIRS, 'BO').obstacle?.text).toBe('Bo.');
  });
  test('a listener who puts something down after the line is stopped by it; a year said to the partner is shared history', () => {
    const FIELD = `
# 5 EXT. FIELD - DAY
WREN (17) sits on the bench. Her coach, PAM (50s), holds a stopwatch.
PAM: Why did you stop running?
WREN: My mum is in the stands. She hasn't watched me race in six years.
Pam puts the stopwatch down.
PAM: You ran here with me. In 2019.
`;
    const scene = sceneOf(FIELD, 'WREN');
    expect(scene.turn?.line.text).toContain('My mum is in the stands.');
    expect(scene.relationships[0]?.sharedHistory.map((h) => h.text)).toContain('You ran here with me. In 2019.');
  });
});

describe('lines said to nobody in the scene', () => {
  test('a line to the camera, or after the partner has gone ("She leaves."), answers nothing', () => {
    const OFFICE = (between: string) => `
# 4 INT. CLASSROOM - DAY
KIRA (12) sits at the front desk. Her teacher, MS. VALE (40s), gathers her bag. She waves a finger.
MS. VALE: Friday. Not a word.
${between}
KIRA: I have never been so happy.
`;
    const reply = (between: string) => sceneOf(OFFICE(between), 'KIRA').events.find((e) => e.by === 'KIRA' && e.respondsTo !== undefined);
    expect(reply('She leaves. Kira turns to the camera.')).toBeUndefined();
    expect(reply('She leaves.')).toBeUndefined();
    expect(reply('Kira grins.')).toBeDefined();
  });
  test('an answer to the character is no pressure on them, even after they dodged', () => {
    const CLINIC = `
# 2 INT. CLINIC - DAY
NIA (9) sits on the bed. DR. FOX (40s) shows her an X-ray.
DR. FOX: See this line?
NIA: Can I still go to camp?
DR. FOX: You can go to camp with a cast.
NIA: Can it be green?
DR. FOX: It can absolutely be green.
`;
    expect(sceneOf(CLINIC, 'NIA').resistance.map((r) => r.text)).not.toContain('It can absolutely be green.');
  });
});
