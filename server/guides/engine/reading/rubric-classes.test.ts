/**
 * The reading classes a coach's rubric read of guides for fresh sides found (decision 029), each on a
 * small original scene: turns on a quiet admission, on a line the page frames, on an answer turned
 * round; wants said as "I'd like to…", "I need <a sum>" or "I want to know…"; flat questions; vague
 * answers; yeses said as questions or in the ask's own verb.
 */
import { describe, expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

const read = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;
const eventOf = (scene: ReturnType<typeof read>, text: string) => scene.events.find((e) => e.line && e.text === text);

describe('the turn on a quiet admission, a framed line, an answer turned round', () => {
  test('after dodges and a silence, the line said low is the turn, not the order that follows', () => {
    const KILN = `
# 4 INT. POTTERY STUDIO - EVENING
JUDE (14) wipes a wheel that is already clean. Her teacher, MR. ABARA (60s), sets down two mugs.
MR. ABARA: The show was Sunday. Your bowls were on the table. You weren't.
JUDE: I was busy.
MR. ABARA: Busy how.
JUDE: Some stuff.
MR. ABARA: I want to know why you weren't there.
JUDE: I went to the lake. With Priya.
MR. ABARA: The lake.
JUDE: It was a nice lake.
Abara says nothing. Lets the quiet sit. Jude stops wiping.
JUDE: (quiet) I don't want people looking at them.
Mr. Abara puts his mug down.
MR. ABARA: Why not?
JUDE: Because then they're not mine.
MR. ABARA: All right. Rinse the sponge. It's getting late.
Jude rinses the sponge. He stays.
`;
    const scene = read(KILN, 'JUDE');
    expect(scene.turn?.text).toBe("I don't want people looking at them.");
    expect(scene.turn?.because).toBe('confesses');
    // "Some stuff." names nothing: a dodge. "Busy how." asks, with its full stop.
    expect(eventOf(scene, 'Some stuff.')?.kind).toBe('dodge');
    expect(eventOf(scene, 'Busy how.')?.kind).toBe('question');
    // "I want to know why…" is the partner's question, pressed.
    expect(scene.wants.find((w) => w.from === 'MR. ABARA')?.kind).toBe('question');
  });

  test('a name said after a long look, stopping the others, is the turn however plain its words', () => {
    const PORCH = `
# 9 EXT. PORCH - DUSK
GRANDPA OTTO (85) shells peas. His granddaughter MINA (8) sits on the step with a drawing. Her dad, RAFE (40), loads the car.
MINA: I drew the barn. For your new room.
GRANDPA OTTO: A barn! Whose barn is that?
MINA: Yours. You showed me the owls in it.
RAFE: (from the car) Mina, two minutes.
MINA: Can I come see your room on Sunday?
Grandpa Otto stops shelling. He looks at her for a long moment.
GRANDPA OTTO: Lotte. You cut your hair.
Rafe stops loading the car. Mina looks at her dad, then back.
MINA: ...Yes. I cut it.
`;
    expect(read(PORCH, 'MINA').turn?.text).toBe('You cut your hair.');
  });

  test('"No. Nothing." and then, with a cry, the thing waited for: the answer turned round is the turn', () => {
    const RIDGE = `
# 12 EXT. RIDGE - NIGHT
A storm. TAM (50s) on the radio at the ranger hut. On the line, a lost hiker, KIT (19).
TAM: Can you see the beacon?
KIT: No. Nothing. Just rain.
TAM: Then we keep the light going. Keep walking uphill.
KIT: I should have turned back at noon.
TAM: You can be cross with yourself tomorrow.
KIT: (a gasp) There! Up on the left!
TAM: (breathes out) That's the hut. That's me. Walk to the light.
`;
    const scene = read(RIDGE, 'TAM');
    expect(scene.turn?.text).toBe('There!');
    expect(scene.turn?.by).toBe('KIT');
  });

  test('a "never" said low that takes back the speaker\'s own earlier words is the turn', () => {
    const HALL = `
# 3 INT. HALLWAY - NIGHT
The lights are out. ABBY (30) stands at the locked door. A VOICE on the other side, her sister's.
MAE (O.S.): Abby, it's me. Let me in.
ABBY: What was the name of our cat.
MAE (O.S.): What?
ABBY: Our cat. When we were little. Tell me.
MAE (O.S.): Abby, I'm freezing.
ABBY: It was Biscuit. The ginger cat. He slept on your bed.
MAE (O.S.): Biscuit. Yes. Biscuit. Open up.
A long beat. Abby takes her hand off the lock.
ABBY: (barely) We never had a cat.
`;
    const scene = read(HALL, 'ABBY');
    expect(scene.turn?.text).toBe('We never had a cat.');
    expect(scene.turn?.because).toBe('confesses');
  });

  test('a reply that still leaves the ask open is no admission, however quiet', () => {
    const scene = read(
      `
# 3 INT. HALLWAY - NIGHT
ABBY (30) at the door. Her brother, DEX (O.S.), outside.
ABBY: Where's your car, Dex?
DEX (O.S.): What?
ABBY: Tell me where the car is and I'll open up.
Silence.
DEX (O.S.): (quiet) I can't feel my hands.
`,
      'ABBY',
    );
    expect(scene.turn?.because).not.toBe('confesses');
  });
});

describe('what the character asks for', () => {
  test('"I\'d like to…" asks; leave to use a name is a courtesy; a sum needed is the ask pressed again', () => {
    const DESK = `
# 2 INT. HOTEL LOBBY - NIGHT
WES (35), soaked, at the front desk. A night clerk, PRIYA (40s), types.
WES: Hi. Evening. I'd like to change my room.
PRIYA: Reason?
WES: It's got a... personality.
PRIYA: That's not a reason.
WES: Priya. Can I call you Priya? Priya, the window doesn't shut and there's a pigeon who thinks he lives there. I need forty dollars back.
PRIYA: Room four-twelve. Blue raincoat. Lobby camera.
WES: ...No.
PRIYA: I can't refund it.
`;
    const scene = read(DESK, 'WES');
    expect(scene.objective?.askText).toBe("I'd like to change my room.");
    expect(scene.wants.some((w) => w.askText === 'Can I call you Priya?')).toBe(false);
    expect(scene.objective?.pressedAgain?.map((p) => p.text)).toContain('I need forty dollars back.');
    // Naming where and who, without a verb, recognises: it argues nothing.
    expect(eventOf(scene, 'Room four-twelve.')?.kind).not.toBe('refusal');
  });
});

describe('yeses a coach hears', () => {
  test('asking how to do what is asked grants it; saying one does what is asked grants it', () => {
    const FORM = `
# 8 INT. VET CLINIC - NIGHT
OLLIE (30s) holds an empty lead. DR. SOTO (50s) comes out with a form.
DR. SOTO: We need to keep her overnight. I need you to sign the consent.
OLLIE: Where do I sign.
DR. SOTO: Here. And here.
OLLIE: Will you call me? If anything changes?
DR. SOTO: I always call.
`;
    const scene = read(FORM, 'OLLIE');
    expect(eventOf(scene, 'Where do I sign.')?.kind).toBe('grant');
    expect(eventOf(scene, 'I always call.')?.kind).toBe('grant');
  });
});

describe('stakes the lines state without a word of loss', () => {
  const stakes = (lines: string) =>
    read(`# 1 INT. GARAGE - NIGHT\nSKY (16) and her uncle, BOYD (50s), stand by a van.\n${lines}`, 'SKY').stakes.map((k) => k.text);
  test('a sum needed, someone helpless, someone absent for years, people watching, a need by tonight', () => {
    expect(stakes('SKY: Lend me the van.\nBOYD: No.\nSKY: I need sixty dollars by Friday.')).toContain('I need sixty dollars by Friday.');
    expect(stakes("SKY: Let the cat in.\nBOYD: It's fine out there.\nSKY: She's a baby.")).toContain("She's a baby.");
    expect(stakes("SKY: Drive me.\nBOYD: Why?\nSKY: Mum hasn't called in three years.")).toContain("Mum hasn't called in three years.");
    expect(stakes('SKY: Drive me.\nBOYD: Why?\nSKY: Recruiters from the college are at the game.')).toContain(
      'Recruiters from the college are at the game.',
    );
    expect(stakes('BOYD: Your dog needs stitches tonight.\nSKY: Drive me.')).toContain('Your dog needs stitches tonight.');
  });
});

describe('a line said low that stops the listener', () => {
  test('lands, and the yes that follows is the answer to it — "We have a kettle." takes up nothing', () => {
    const KITCHEN = `
# 6 INT. KITCHEN - NIGHT
FIN (10) in pyjamas at the back door. His dad, MAL (40s), in a dressing gown.
MAL: Why is there a hedgehog in the sink?
FIN: He was cold. Don't fill the kettle.
MAL: We have a kettle.
FIN: Please. One night.
MAL: He goes back in the garden.
FIN: (softly) Gran always let them stay.
Mal stops. He looks at the empty chair by the window. A long beat.
MAL: ...That's not fair.
FIN: I know. I'm sorry.
MAL: One night. In the shoebox.
`;
    const scene = read(KITCHEN, 'FIN');
    expect(scene.events.some((e) => e.kind === 'news' && e.text === 'Gran always let them stay.')).toBe(true);
    expect(scene.events.find((e) => e.text === 'We have a kettle.')?.kind).not.toBe('grant');
  });
});

describe('subtext ranked by what a line carries, not by a word taken back', () => {
  test("a confession after dodges, a contradiction of one's own words, a line left unanswered outrank echoes", () => {
    const OFFICE = `
# 5 INT. BACK OFFICE - NIGHT
NOOR (19) sits with her coat on. Her manager, GLEN (50s), holds a rota.
GLEN: Where were you Saturday?
NOOR: Out.
GLEN: Out where?
NOOR: Around.
GLEN: Saturday was the stocktake. You said you loved the stocktake.
NOOR: I love the stocktake.
GLEN: Were you ill?
NOOR: I failed my exam in June. I've been working doubles to pay the resit.
GLEN: Then say so. And you can skip the stocktake you love.
NOOR: I hate the stocktake.
Glen has nothing for that. He puts the rota down.
`;
    const subtext = read(OFFICE, 'NOOR').subtext;
    const carried = (text: string) => subtext.find((c) => c.line.text.startsWith(text))?.carries;
    expect(carried('I failed my exam')).toBe('confession');
    expect(carried('I hate the stocktake.')).toBe('contradiction');
    // The plain echo ("I love the stocktake." after "…you loved the stocktake.") weighs least.
    const echo = subtext.find((c) => c.line.text === 'I love the stocktake.');
    expect(echo === undefined || echo.score < subtext.find((c) => c.line.text === 'I hate the stocktake.')!.score).toBe(true);
    expect(subtext[0]?.line.text).toMatch(/^I failed my exam/);
  });

  test('a count that runs on is not a sentence broken off', () => {
    const scene = read(
      `# 2 INT. BOAT - NIGHT\nIKE (60s) on the radio to a girl, BEA (12), in the fog.\nIKE: Breathe with me. One. Two. Three...\nBEA: Okay.`,
      'IKE',
    );
    expect(scene.subtext.some((c) => c.kind === 'trailing')).toBe(false);
  });
});

describe('who the partner is, from the cue and the page', () => {
  test("a role in the cue name is the relationship; a body reached towards in a direction is someone else's", () => {
    const RINK = `
# 7 INT. GYM - NIGHT
ZOE (14) sits on the mat, tape on her wrists. COACH MARV (50s) comes in and sits across from her.
COACH MARV: You missed the meet.
ZOE: I know.
GRAN ODILE: (a hand to his shoulder) Be gentle with her.
COACH MARV: I am.
`;
    const scene = read(RINK, 'ZOE');
    expect(scene.relationships.find((r) => r.partner === 'COACH MARV')?.named).toBe('her coach');
    const reading = readScript([{ script: sidesOf('screenplay', RINK), fileType: 'sides' }], 'ZOE');
    expect(reading.pronouns['GRAN ODILE']).not.toBe('he');
  });
});

describe('tactics a coach would name', () => {
  test('what the partner did, put to them as a fact, is an accusation, not charm', () => {
    const LOCKERS = `
# 3 INT. SCHOOL - LOCKERS - DAY
PIA (15) waits by the lockers. Her best friend, ROS (15), comes round the corner.
PIA: You painted over it. Our mural. The lovely one.
ROS: Painted over what.
PIA: The fox. By the gym.
ROS: It was babyish, Pia.
`;
    expect(read(LOCKERS, 'PIA').beats[0]?.tactic).toBe('accuse');
  });
});
