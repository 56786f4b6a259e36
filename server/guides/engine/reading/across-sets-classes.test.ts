/**
 * Classes read across every held-out set at once (decision 049), not from one set's failures: what rides on a scene
 * (courts, charges, security, social services and the shelter named as stakes, a question that names that cost, a
 * loss above a time nobody is bound to), and who people are to each other ("Her stepdaughter ODETTE", pronouns only
 * from what is the subject's own). Each scene here is in other words than the sides the classes came from.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { namedRole, pronounFromActions } from './people.js';
import { readScript } from './read-script.js';

const sceneOf = (page: string, who: string) => readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], who).scenes[0]!;
const firstStake = (page: string, who: string) => sceneOf(page, who).stakes[0]?.text ?? null;

test('what the world does when it goes wrong is a stake: security, charges, social services, the shelter', () => {
  expect(
    firstStake(
      `
# 1 INT. SHOWROOM - DAY
PIP: I've got a train at six.
ABEL: Put the ring back on the tray. Security will see you to the door.
PIP: It was my mother's.
`,
      'PIP',
    ),
  ).toBe('Security will see you to the door.');
  expect(
    firstStake(
      `
# 1 EXT. BUS SHELTER - NIGHT
KIT: The landlord wants us out. It's the hostel or the shelter.
MAE: I finish at ten.
`,
      'MAE',
    ),
  ).toBe("It's the hostel or the shelter.");
});

test('a question that names the cost is the stake itself; "What if I don\'t?" still takes its answer', () => {
  expect(
    firstStake(
      `
# 1 INT. KITCHEN - NIGHT
ROO: If I say who broke it, does Sam go to prison?
VAL: Nobody's going anywhere tonight.
`,
      'ROO',
    ),
  ).toBe('If I say who broke it, does Sam go to prison?');
  expect(
    firstStake(
      `
# 1 INT. KITCHEN - NIGHT
ROO: And if I don't?
VAL: Then you're the one who had the hammer.
`,
      'ROO',
    ),
  ).toBe("Then you're the one who had the hammer.");
});

test('a court or a hospital in the past is history, not a stake', () => {
  const scene = sceneOf(
    `
# 1 INT. CAR - NIGHT
GUS: I drove your mother to the hospital the night you were born.
IDA: You told the police you were home.
GUS: I was home.
`,
    'GUS',
  );
  expect(scene.stakes.map((s) => s.text)).not.toContain('I drove your mother to the hospital the night you were born.');
  expect(scene.stakes.map((s) => s.text)).not.toContain('You told the police you were home.');
});

test('a loss outranks a time nobody is bound to; a day kept for the dead or a time someone must keep is bound', () => {
  expect(
    firstStake(
      `
# 1 INT. HALLWAY - MORNING
BEA: I've got the dentist at nine.
CAL: The whole class is going. I'll be the only one who missed it.
`,
      'CAL',
    ),
  ).toBe("I'll be the only one who missed it.");
  expect(
    firstStake(
      `
# 1 INT. HALLWAY - MORNING
NED: You never said Uncle Ray died.
OPAL: Dad wants the medal back for the funeral on Friday.
`,
      'NED',
    ),
  ).toBe('Dad wants the medal back for the funeral on Friday.');
});

test('a relation printed before the name keeps its possessive ("Her stepdaughter ODETTE"), and step-kin give the pronoun', () => {
  expect(namedRole('ODETTE', ['Her stepdaughter ODETTE (30s) walks in with a folder.'])).toBe('her stepdaughter');
  expect(namedRole('GLORIA', ['His downstairs neighbor, GLORIA (70s), comes in.'])).toBe('his downstairs neighbor');
  const reading = readScript(
    [
      {
        script: sidesOf(
          'screenplay',
          `
# 1 INT. OFFICE - NIGHT
RUTH stands at the window. Her stepson MILO (20s) comes in.
MILO: You wanted me.
RUTH: Sit down.
`,
        ),
        fileType: 'sides',
      },
    ],
    'RUTH',
  );
  expect(reading.pronouns.MILO).toBe('he');
});

test('"then at her." points at someone else; "pulling the blanket around her." is the subject\'s own', () => {
  expect(
    pronounFromActions('GORDON', [
      'HELGA (60s) packs music into a bag. GORDON (40s) comes in.',
      'Gordon looks at the letter, then at her.',
    ]),
  ).toBe('they');
  expect(pronounFromActions('NELL', ['Nell sits up, pulling the blanket around her.'])).toBe('she');
});

test('"I can\'t wait till tomorrow. Can you check the row?" says no to the other\'s terms and asks: it is the want', () => {
  const scene = sceneOf(
    `
# 1 INT. BOX OFFICE - NIGHT
MARA: The seven-thirty show. I left my phone under seat twelve.
OWEN: The cleaners will find it. Call tomorrow.
MARA: I can't wait till tomorrow. Can you check the row?
OWEN: Everyone says that.
MARA: My mum's texts are on it.
OWEN: Fine. Row F.
`,
    'MARA',
  );
  expect(scene.arc?.pursuer).toBe('MARA');
  expect(scene.arc?.want?.askText).toBe('Can you check the row?');
});

test('"lost property" is a place, not a loss', () => {
  const scene = sceneOf(
    `
# 1 INT. STATION OFFICE - EVENING
IVY: Hello? Is this the office?
ROD: Lost property, yes. We shut at six.
IVY: My grandad's medals were in that bag.
`,
    'IVY',
  );
  expect(scene.stakes.map((s) => s.text)).not.toContain('Lost property, yes.');
});

test('a line said down the phone to someone not in the scene is said to nobody here', () => {
  const scene = sceneOf(
    `
# 1 INT. DEPOT OFFICE - NIGHT
TESS: The last bus. My daughter's on it without her inhaler.
ROD: Buses don't wait, love.
TESS: Please.
ROD: Which stop?
TESS: Platform two.
ROD: Platform two, you said.
He picks up the phone and dials.
ROD: Marge? It's Rod at the depot. Hold the nine-fifteen for me. Don't argue.
TESS: Thank you.
`,
    'TESS',
  );
  const phoned = scene.items.findIndex((i) => i.kind === 'speech' && i.line.text.startsWith('Marge?'));
  expect(scene.events.filter((e) => e.at === phoned && e.line).every((e) => e.to === null)).toBe(true);
  expect(scene.events.some((e) => e.by === 'TESS' && e.kind === 'refusal' && e.text === 'Thank you.')).toBe(false);
});

test('"Platform two, you said." checks the other\'s words back: it confesses nothing, even after a dodge', () => {
  const scene = sceneOf(
    `
# 1 INT. DEPOT OFFICE - NIGHT
TESS: The last bus. My daughter's on it without her inhaler. Can you radio the driver?
ROD: Nobody can wait till morning. It is always urgent.
TESS: It is urgent.
ROD: Which stop?
TESS: Platform two.
ROD: Platform two, you said.
TESS: Thank you.
`,
    'TESS',
  );
  expect(scene.turn?.because).not.toBe('confesses');
});

test('"Humor me." after the other\'s no presses the ask before it: the want is "Walk me through the night."', () => {
  const scene = sceneOf(
    `
# 1 INT. INTERVIEW ROOM - NIGHT
KAY: Walk me through the night.
LEN: I've told three of you already.
KAY: Humor me. I forget things.
LEN: Till at ten. Lights at half past. Then I lock the back and go home.
KAY: And the till says you did.
LEN: Because I did.
KAY: At ten the ring was in the cabinet.
LEN: At ten it was there.
KAY: And at eight this morning it wasn't.
LEN: I rang it in at eight. You've got the call.
`,
    'KAY',
  );
  expect(scene.arc?.want?.askText).toBe('Walk me through the night.');
});

test('the one who says the want outright ("I need to know who was with you.") is pressing, whoever asks the small questions', () => {
  const scene = sceneOf(
    `
# 1 INT. FAMILY ROOM - DAY
A room made to look less like a station: a beanbag, a box of pens. KAI (11) sits on the edge of it.
OKORO: Cola or lemonade? I didn't know, so I got both.
KAI: I'm not thirsty.
OKORO: Okay. You know why you're here, Kai?
KAI: 'Cause Mr. Bell made me.
OKORO: Because somebody smashed the glass at the bakery last night. The camera saw a kid in a red coat.
Kai pulls his coat tighter. It's red.
KAI: Red's a normal color.
OKORO: It is. Where were you at nine?
KAI: In bed.
OKORO: Your dad says you weren't in till ten.
KAI: He was in bed too. So how would he know.
OKORO: Kai. Nobody cares about the glass. Mrs. Amin got hurt. I need to know who was with you.
Kai stops.
KAI: Is she okay?
OKORO: A broken arm. She's been asking for you.
KAI: If I tell you, does Sol go to jail?
OKORO: Who's Sol?
`,
    'KAI',
  );
  expect(scene.arc?.pursuer).toBe('OKORO');
});

test('the want said outright ("I need you to say she\'s yours.") outweighs an order fought over in banter ("Don\'t panic.")', () => {
  const scene = sceneOf(
    `
# 1 INT. KITCHEN - MORNING
JO drops into the chair next to her brother SAM.
JO: Sam. You're my favourite brother.
SAM: I'm your only brother.
JO: Don't panic.
SAM: I don't panic. I'm a grown man.
JO: There's a rabbit in my wardrobe.
SAM: Nice.
JO: Her name is Duchess. The Pattersons moved to a flat with no pets. I need you to say she's yours.
SAM: Why would I have a rabbit?
SAM: What's in it for me?
JO: I'll wash your car all summer.
SAM: You'll scratch it on purpose.
JO: Fine. I won't tell Mum you failed French.
SAM: That's blackmail.
The back door opens. MUM comes back in holding the rabbit at arm's length.
MUM: She was in the car. Eating the seatbelt.
Jo looks at Sam. Sam sighs and stands.
SAM: She's mine, Mum.
`,
    'JO',
  );
  expect(scene.arc?.want?.askText).toBe("I need you to say she's yours.");
});

test('kin through someone named ("MARISOL\'S BROTHER DANNY") names the partner "her brother" and gives the pronoun', () => {
  expect(namedRole('DANNY', ["MUM MAKES LUNCHES. MARISOL'S BROTHER DANNY (19) EATS CEREAL."])).toBe("Marisol's brother");
  const scene = sceneOf(
    `
# 1 INT. KITCHEN - MORNING
MARISOL (14) drops into a chair. She grins at her brother. Marisol's brother DANNY (19) eats cereal.
MARISOL: Danny. Don't freak out.
DANNY: I never freak out.
`,
    'MARISOL',
  );
  expect(scene.relationships.find((r) => r.partner === 'DANNY')?.named).toBe('her brother');
});

test('a wall said twice, or one line read as two kinds of no, is quoted once in the obstacle', () => {
  const page = `
# 1 INT. KITCHEN - MORNING
JO drops into the chair next to her brother SAM.
JO: There's a rabbit in my wardrobe. I need you to say she's yours.
SAM: Why would I have a rabbit?
JO: I'll wash your car all summer.
SAM: You'll scratch it on purpose.
JO: I'll do it by hand.
SAM: You'll scratch it on purpose.
JO: Fine. I won't tell Mum you failed French.
SAM: That's blackmail.
`;
  const obstacle = offlineGuideOf(page, 'JO', { productionType: 'tv-series', genre: 'comedy', actorAge: 14 }).scenes[0]!.objective.obstacle;
  const quotes = obstacle.match(/“[^”]+”/g) ?? [];
  expect(new Set(quotes).size).toBe(quotes.length);
});

test('a partner named again as an owner in the same sentence is "his"/"her" — unless someone of the same pronoun is named there too', () => {
  const page = `
# 1 INT. INTERVIEW ROOM - NIGHT
LEN (50s) sits across from KAY (40s). He folds his arms. She waits.
KAY: Walk me through your rounds.
LEN: I've told three of you already.
KAY: Humor me.
LEN: East wing, then the vault, then I swipe out.
`;
  const guide = offlineGuideOf(page, 'KAY', { productionType: 'tv-series', actorAge: 40 });
  const text = JSON.stringify(guide.scenes[0]);
  expect(text).toContain('over his rounds');
  expect(text).not.toMatch(/Len\b[^.”]*Len's rounds/);
});

test('"Can you call the police?" asks for help: it is neither a stake nor a question whose answer is one', () => {
  const scene = sceneOf(
    `
# 1 INT. HALLWAY - NIGHT
LILY: Mrs. Shaw, can you call the police?
SHAW: I already have, sweetheart.
LILY: Mum's not back till ten.
`,
    'LILY',
  );
  expect(scene.stakes.map((s) => s.text)).not.toContain('Mrs. Shaw, can you call the police?');
  expect(scene.stakes.map((s) => s.text)).not.toContain('I already have, sweetheart.');
});

test('"You sign here." is an instruction; a feeling, a past that looks the same and how things go for anyone are not', () => {
  const objective = (page: string, who: string) => sceneOf(page, who).objective?.askText ?? null;
  expect(
    objective(
      `
# 1 INT. NOTARY OFFICE - DAY
NELL: The lease is on the desk. You initial every page and sign the last one.
ROSS: I read leases for a living.
NELL: Then read it and sign it.
ROSS: No.
`,
      'NELL',
    ),
  ).toBe('You initial every page and sign the last one.');
  const asks = (page: string) =>
    sceneOf(page, 'NELL')
      .events.filter((e) => e.kind === 'request')
      .map((e) => e.text);
  expect(
    asks(`
# 1 INT. NOTARY OFFICE - DAY
ROSS: You put the lease in a drawer.
NELL: You hate paperwork.
ROSS: You get lost in car parks.
ROSS: You queue at the desk, they stamp it, it goes upstairs.
NELL: What?
ROSS: You tell me.
`),
  ).toEqual([]);
});

test('a role opening the sentence names its subject, a body after a comma is theirs, and a "she" after another\'s "her" is no vote', () => {
  const cast = ['MAREN', 'TOBIAS'];
  expect(pronounFromActions('TOBIAS', ['Her deckhand TOBIAS (50) coils the rope, his shoulders hunched to the rain.'], [], cast)).toBe(
    'he',
  );
  expect(pronounFromActions('TOBIAS', ['Tobias eyes the lantern, his jaw set.'], [], cast)).toBe('he');
  // Alone, "at her sleeve" may be his own or hers; the "She" after it is no second vote for her.
  const page = [
    'Her deckhand TOBIAS (50) coils the rope.',
    'Tobias eyes the lantern, his jaw set.',
    'Tobias glances at her sleeve. She has torn it on the winch.',
  ];
  expect(pronounFromActions('TOBIAS', page, [], cast)).toBe('he');
});
