/**
 * Reading classes found by reading guides for three sides written for the purpose (a daughter who tells
 * her father she is leaving the farm; a suspect pressed for a name who gives it; a girl talking her way
 * into her brother's band), each shown on a small original scene with other names and words than those
 * sides: news brought and argued with, holding out by denial before giving in, the consequence asked
 * about, a subject noun before its verb, a date to meet, the speaker's own knowing after "if", and a
 * guess set aside. Decision 038.
 */
import { describe, expect, test } from 'vitest';
import { guideRequest } from '../../../../common/contracts/guides.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { aboutLine, isCorrection } from '../writers/gist.js';
import { sentencesOf } from './language.js';
import { namedRole } from './people.js';
import { readScript } from './read-script.js';
import { stakesOf } from './wants.js';

const sceneOf = (page: string, who: string) => readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], who).scenes[0]!;
async function guideText(page: string, characterName: string) {
  const request = guideRequest.parse({
    uploadId: '00000000-0000-4000-8000-000000000001',
    characterName,
    productionTitle: 'Sides',
    productionType: 'film',
    roleSize: 'lead',
    genre: 'Drama',
    actorAge: 30,
  });
  const html = (await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request)).html;
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** A son tells his mother he has joined the navy; she argues, he answers each argument. */
const NAVY = `
# 9 INT. FLAT - LIVING ROOM - EVENING
The telly is on with the sound down. MAUREEN (50s) folds washing on the sofa. Her son KIERAN (19) stands by the door with a carrier bag.
KIERAN: Mam. Turn that off a minute.
MAUREEN: If it's about the gas bill, I've paid it.
KIERAN: I signed up. The navy. I go to Plymouth on the fourth.
Maureen stops folding.
MAUREEN: You can't swim.
KIERAN: They teach you. That's the whole point of the first ten weeks.
MAUREEN: And who's meant to fetch your nan's prescriptions on a Thursday?
KIERAN: Our Siobhan's said she'll do it.
MAUREEN: Siobhan can't find her own shoes.
KIERAN: Mam, I've never been further than Rhyl.
Maureen picks up one of his shirts. She holds it a long time.
MAUREEN: Your grandad was a stoker. Did you know that?
KIERAN: No.
MAUREEN: Four years on a destroyer. Came home with a parrot.
She puts the shirt in his carrier bag.
`;

describe('news brought and argued with (an announcement)', () => {
  test('the news the partner argues with is what the character wants accepted, and the arguments are the obstacle', () => {
    const scene = sceneOf(NAVY, 'KIERAN');
    expect(scene.objective?.announced).toBe(true);
    expect(scene.objective?.of).toBe('MAUREEN');
    expect(scene.objective?.askText).toBe('I signed up.');
    expect(scene.obstacle?.kind).toBe('objection');
    expect(scene.obstacle?.text).toBe("And who's meant to fetch your nan's prescriptions on a Thursday?");
    // A bare "No." to her question answers it: that question argues nothing.
    expect(scene.resistance.map((r) => r.text)).not.toContain('Did you know that?');
    // The fight is over the news: neither the news itself nor a no to the ask that set up the telling is the turn.
    expect(scene.turn).toMatchObject({ by: 'MAUREEN', text: 'Your grandad was a stoker.' });
  });

  test('the story says what was brought and what it is for', async () => {
    const text = await guideText(NAVY, 'KIERAN');
    expect(text).toContain('Kieran has news for Maureen (“I signed up.”) and wants Maureen to accept it.');
    expect(text).toContain('Maureen objects');
  });

  test('news nobody argues with is no announcement', () => {
    const calm = `
# 1 INT. KITCHEN - DAY
KIERAN: I signed up. The navy.
MAUREEN: Good for you, love.
KIERAN: I go on the fourth.
MAUREEN: I'll make you sandwiches.
`;
    expect(sceneOf(calm, 'KIERAN').objective?.announced).toBeUndefined();
  });

  test('a stake the partner names as an "if" ending in their own knowing is no consequence', () => {
    const scene = sceneOf(NAVY, 'KIERAN');
    expect(scene.stakes.map((s) => s.text)).not.toContain("If it's about the gas bill, I've paid it.");
    const lines = sceneOf(
      `
# 1 INT. OFFICE - DAY
ROSS: If it's about the rota, I already know.
ANA: It's not.
`,
      'ANA',
    ).lines;
    expect(stakesOf(lines)).toEqual([]);
  });

  test('a guess set aside ("It\'s not the gas bill.") names no topic of the line', () => {
    const page = `
# 2 INT. FLAT - NIGHT
MAUREEN: If it's about the gas bill, I've paid it.
KIERAN: It's not the gas bill. I signed up for the navy.
MAUREEN: You never said.
`;
    const scene = sceneOf(page, 'KIERAN');
    expect(aboutLine(scene, scene.lines[0]!)).toBe('the navy');
    expect(isCorrection("It's not the gas bill.")).toBe(true);
    expect(isCorrection('That isn’t about you.')).toBe(true);
    expect(isCorrection("It's nearly done.")).toBe(false);
  });
});

/** A shop owner wants a teenager to name who broke the window; he denies, then gives the name. */
const WINDOW = `
# 3 INT. CORNER SHOP - STOREROOM - NIGHT
Boxes of crisps. MR. OKAFOR (60s) sits on a crate. JAMAL (16) leans on the door, arms folded.
OKAFOR: Sit down.
Jamal stays where he is.
OKAFOR: Who threw the brick?
JAMAL: Don't know what you're on about.
OKAFOR: Your bike was outside at ten. I saw it from the flat.
JAMAL: I wasn't here.
OKAFOR: Lots of boys have that bike. Lots of boys don't have a mum who cleans for me on Saturdays.
JAMAL: Keep my mum out of this.
OKAFOR: Tell me who threw it, and I don't ring anyone.
JAMAL: And if I won't?
OKAFOR: Then I ring your mum first.
A long pause. Jamal unfolds his arms.
JAMAL: ...Dwayne. Dwayne Pike.
Okafor nods. He takes out his phone.
`;

describe('holding out by denial, then giving in', () => {
  test('the one who denied ("I wasn\'t here.") and then answers the ask has given in: that is the turn', () => {
    const scene = sceneOf(WINDOW, 'JAMAL');
    expect(scene.turn?.because).toBe('gives-in');
    expect(scene.turn?.by).toBe('JAMAL');
    expect(scene.turn?.text).toContain('Dwayne');
  });

  test('"And if I won\'t?" asks the price; the answer to it is the stake', () => {
    const scene = sceneOf(WINDOW, 'JAMAL');
    expect(scene.stakes[0]?.text).toBe('Then I ring your mum first.');
    expect(scene.stakes.map((s) => s.text)).not.toContain("And if I won't?");
  });

  test("the story names the partner's ask the character gives in to, not the first small order", async () => {
    const text = await guideText(WINDOW, 'JAMAL');
    expect(text).toContain('Okafor wants Jamal to tell him who threw it');
    expect(text).not.toContain('Okafor wants Jamal to sit down');
    expect(text).toContain("Then Jamal takes Okafor's terms (“Tell me who threw it, and I don't ring anyone.”): “...Dwayne. Dwayne Pike.”");
  });

  test('"Lots of boys have that bike." is a statement about the boys, not an order', () => {
    const [said] = sentencesOf('Lots of boys have that bike.');
    expect(said?.imperative).toBe(false);
    expect(sentencesOf('Call her and tell her.')[0]?.imperative).toBe(true);
    expect(sentencesOf('Swap shifts with me.')[0]?.imperative).toBe(true);
  });
});

test('a date to meet ("by the first of March", "until June") is a deadline', () => {
  const lines = sceneOf(
    `
# 1 INT. OFFICE - DAY
ANA: They need the forms by the second of June.
ROSS: Fine.
`,
    'ANA',
  ).lines;
  expect(stakesOf(lines).map((s) => s.kind)).toEqual(['deadline']);
});

/** A grandfather asks his granddaughter, outright, for a weekend; she argues; a quoted wish turns her. */
const ALLOTMENT = `
# 6 EXT. ALLOTMENTS - SHED - DUSK
WALTER (70s) sits on an upturned bucket, a thermos beside him. His granddaughter PRIYA (25) stands with her phone, already booking a taxi.
WALTER: There's soup in the thermos.
PRIYA: I can't stop, Grandad. The train's at eight.
WALTER: You can eat soup on a train.
PRIYA: Mum said you'd try this.
WALTER: Your mum says plenty. Your gran's birthday is Sunday.
PRIYA: I've got a shift on Saturday. They won't swap it.
WALTER: One weekend, Priya. I'm asking you for one weekend.
PRIYA: She won't know who I am.
WALTER: She asked for you at breakfast.
PRIYA: What did she say?
WALTER: She said, "Is Priya coming for the cake?"
Priya puts the phone away. She sits on the bucket next to him.
PRIYA: ...One weekend. Then I'm on the Monday train.
`;

/** A boy talks his big sister into letting him on the canoe; she names her terms and he cries yes. */
const CANOE = `
# 3 EXT. LAKE - JETTY - MORNING
MIA (15) drags a canoe to the water. Her brother LEO (9) runs down the jetty in a life jacket.
LEO: Mia! Mia! Wait!
MIA: No.
LEO: You don't even know what I want.
MIA: You're in a life jacket.
LEO: Dad says you have to take me out. He said.
MIA: Dad said I have to keep an eye on you. That's different.
LEO: I'll do your chores. All weekend.
MIA: You'll tip us over and I'll get grounded.
Mia stops at the end of the jetty. She sighs.
MIA: Sit in the middle. Don't touch the paddle. And you don't tell Dad.
LEO: Yes!
MIA: Quietly, Leo. You'll scare the ducks.
`;

describe('asks said outright, passed on, and given in to on terms', () => {
  test('"I\'m asking you for one weekend." is the want said outright: the objective', () => {
    const scene = sceneOf(ALLOTMENT, 'WALTER');
    expect(scene.objective?.askText).toBe("I'm asking you for one weekend.");
    expect(scene.objective?.verbPhrase).toBe('give you one weekend');
  });

  test('a wish quoted in answer ("She said, \\"Is Priya coming…?\\"") asks nothing; taking up the asker\'s words after it gives in', () => {
    const scene = sceneOf(ALLOTMENT, 'WALTER');
    expect(scene.events.some((e) => e.kind === 'question' && e.by === 'WALTER' && e.text.startsWith('She said'))).toBe(false);
    expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'PRIYA' });
    expect(scene.turn?.text).toContain('One weekend');
  });

  test('"Dad says you have to take me out." passes an order on: it is the asker\'s ask', () => {
    const scene = sceneOf(CANOE, 'LEO');
    expect(scene.wants.some((w) => w.from === 'LEO' && w.verbPhrase === 'take you out')).toBe(true);
    const supper = sceneOf(
      `
# 1 EXT. GARDEN - DUSK
ABI: Dad says come in. Tea is ready.
OWEN: Not yet.
`,
      'ABI',
    );
    expect(supper.wants.find((w) => w.from === 'ABI')?.verbPhrase).toBe('come in');
  });

  test('a one-word "Wait!" calls a halt; the fuller ask fought over is the objective', () => {
    const scene = sceneOf(CANOE, 'LEO');
    expect(scene.objective?.askText).not.toBe('Wait!');
  });

  test('terms named after holding out, met with a cry of "Yes!", are the yes: the turn, and no obstacle', () => {
    const scene = sceneOf(CANOE, 'LEO');
    expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'MIA', text: "And you don't tell Dad." });
    expect(scene.events.some((e) => e.kind === 'grant' && e.by === 'LEO')).toBe(false);
    expect(scene.obstacle?.text).not.toMatch(/Sit in the middle|Quietly/);
    // "You'll tip us over" foretells; it orders nothing.
    expect(scene.wants.some((w) => w.from === 'MIA' && w.askText.startsWith("You'll tip"))).toBe(false);
  });
});

/** A sister presses her brother about a stranger's car; he denies there is anyone, then names who it was. */
const DRIVEWAY = `
# 8 INT. FARMHOUSE - HALL - NIGHT
GRACE (30s) stands at the foot of the stairs with a set of car keys. Her brother TOM (30s) comes in, shaking rain off his coat.
TOM: You waited up.
GRACE: These were on the porch. Not yours. Not mine. Whose car is in the lane, Tom?
TOM: There's no car.
GRACE: Don't you dare tell me I'm seeing things.
TOM: Grace --
GRACE: Is it the Reillys' boy? He's been hanging about all week.
TOM: It isn't a boy.
GRACE: Then who was sitting in it for an hour?
TOM: The auctioneer.
Grace sets the keys down very slowly.
GRACE: The auctioneer.
TOM: I was going to tell you at the weekend.
`;

test('a question denied ("There\'s no car.") and asked again in new words is the want; the answer at last is the turn', () => {
  const scene = sceneOf(DRIVEWAY, 'GRACE');
  expect(scene.objective?.askText).toBe('Whose car is in the lane, Tom?');
  expect(scene.objective?.pressed).toBeGreaterThanOrEqual(3);
  expect(scene.obstacle?.text).toBe("There's no car.");
  expect(scene.turn).toMatchObject({ by: 'TOM', text: 'The auctioneer.' });
});

test("the character's card played after the partner's no, which stops them on the page, is the turn", () => {
  const page = `
# 2 INT. CARE HOME - CORRIDOR - NIGHT
NELL (40s) holds two mugs of tea. Her son RORY (20) zips up his jacket by the lift.
NELL: I made you one.
RORY: I'm not stopping, Mum.
NELL: One night, Rory. I'm asking you for one night.
RORY: He won't know I'm here. He called me Graham last time.
NELL: He asked for you at teatime.
Rory stops. His thumb stays on the lift button.
RORY: What did he say?
NELL: He said, "Is Rory still at college?"
RORY: Tell him I'll ring.
`;
  const scene = sceneOf(page, 'NELL');
  expect(scene.turn).toMatchObject({ by: 'NELL', text: 'He asked for you at teatime.' });
});

test('terms met with a promise that keeps them ("I won\'t even look at you.") are the yes; one order alone sends the asker away', () => {
  const page = `
# 4 EXT. BUS STOP - AFTERNOON
JODIE (15) waits with her friends' bags. Her brother SAM (8) runs up with a football.
SAM: Jodie! Can I come to the park?
JODIE: No.
SAM: Mum said you have to take me.
JODIE: Go home, Sam.
SAM: I'll carry the bags. Both ways.
JODIE: Everyone will laugh at me.
SAM: I know who broke the kitchen window.
Jodie stares at him.
JODIE: Bags. Shoes tied. And you don't talk to my friends.
SAM: I won't even say hello.
`;
  const scene = sceneOf(page, 'SAM');
  expect(scene.events.some((e) => e.kind === 'grant' && e.by === 'JODIE' && e.text === 'Go home, Sam.')).toBe(false);
  expect(scene.events.some((e) => e.kind === 'grant' && e.by === 'JODIE' && e.text === "And you don't talk to my friends.")).toBe(true);
});

test("what an ask wins the listener ('…and you're out by Friday') is no part of the ask", () => {
  const page = `
# 1 INT. SOLICITOR'S OFFICE - DAY
HANNAH: You sign the statement and you're out by Friday.
DEV: I'm not signing anything.
`;
  const scene = sceneOf(page, 'HANNAH');
  expect(scene.wants.find((w) => w.from === 'HANNAH')?.verbPhrase).toBe('sign the statement');
});

test('stakes the page names without a word of loss: a near end ("it could be tonight") and a sum in thousands', () => {
  const scene = sceneOf(
    `
# 1 INT. WARD - NIGHT
MO: The doctor said it could be tonight.
JO: The vet's bill is about three thousand.
MO: I've told you a thousand times.
`,
    'MO',
  );
  expect(scene.stakes.map((s) => [s.kind, s.text])).toEqual([
    ['deadline', 'The doctor said it could be tonight.'],
    ['loss', "The vet's bill is about three thousand."],
  ]);
});

test('an announcement\'s hardest argument says more than the news again ("You\'ve what?" only takes it in)', () => {
  const page = `
# 3 INT. CAFE - KITCHEN - DAWN
BRID (60s) wipes the counter. Her son CONOR (30s) comes in the back.
CONOR: You're up early.
BRID: I've sold the cafe.
CONOR: You've what?
BRID: Sold it. The Dunnes take it at Easter.
CONOR: You said it would be mine one day.
BRID: I did.
CONOR: They had no right to ask you.
BRID: Nobody asked me. I asked them.
`;
  const scene = sceneOf(page, 'BRID');
  expect(scene.objective?.announced).toBe(true);
  expect(scene.obstacle?.text).toBe('You said it would be mine one day.');
});

test('a place before a name ("Behind the counter CYRIL") says where they are, not who they are', () => {
  const page = `
# 1 INT. HARDWARE SHOP - NIGHT
Rain on the window. PEG (30s) puts a torch on the counter. Behind the counter CYRIL (70s) does a crossword.
PEG: Just this. Is there a road over the hill?
CYRIL: There is. Nobody takes it.
`;
  expect(
    namedRole(
      'CYRIL',
      sceneOf(page, 'PEG').items.flatMap((i) => (i.kind === 'action' ? [i.text] : [])),
    ),
  ).toBeNull();
  expect(namedRole('CYRIL', ['The ticket clerk CYRIL counts the float.'])).toBe('the ticket clerk');
});

test('a turn the page shows in two actions tells both: what is seen, then how it lands', async () => {
  const page = `
# 5 INT. CHEMIST - NIGHT
JUNE (40s), soaked, puts a packet of plasters on the counter. Behind the till WILF (70s) reads the paper.
JUNE: Just these. Is the ferry still running?
WILF: Last one's at ten. You're not from round here.
JUNE: No.
WILF: Could've sworn I'd seen you.
Behind him, taped to the till: a poster. MISSING. June's own face, younger, in a school photo.
June's hand goes still on her purse.
JUNE: Actually, I'll take a coffee too.
WILF: Thought you might.
`;
  const text = await guideText(page, 'JUNE');
  // What is seen, then how it lands — after the line it answers (decision 043: the moment is told from the page's beat).
  expect(text).toContain(
    "It turns after Wilf's “Could've sworn I'd seen you.”: Behind him, taped to the till: a poster. MISSING. June's hand goes still on her purse.",
  );
});
