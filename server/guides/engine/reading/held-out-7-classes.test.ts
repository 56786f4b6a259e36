/**
 * Classes the seventh held-out read showed (decision 046), each on a small scene in words of its own: the speaker's
 * own no is never their ask (seen on the seventh set's commercial, not reproduced
 * small); "I want it." says the want outright; a threat joined on with "or" is not part of the
 * ask; a call to attention before a statement leaves nothing to turn round; "us" said by one of a family is them.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { guideRequest } from '../../../../common/contracts/guides.js';
import { writeChildGuide } from '../writers/child.js';
import { storyOf } from '../writers/story.js';
import { readScript } from './read-script.js';
import { sentencesOf } from './language.js';
import { verbPhraseOf } from './wants.js';

const read = (page: string, character: string, family: 'screenplay' | 'stage' = 'screenplay') => {
  const reading = readScript([{ script: sidesOf(family, page), fileType: 'sides' }], character);
  return { reading, scene: reading.scenes[0]! };
};

const ALLOTMENT = `
# SCENE 4. An allotment shed. Sunday.
ROS sorts seed packets into a biscuit tin. NELL, her sister, stands in the doorway holding a battered kettle.
ROS: That's for the skip.
NELL: It's Dad's kettle.
ROS: The kettle's rusted through.
NELL: I want it.
ROS: You've got a balcony. You told me at Christmas, you haven't got room for a cactus.
NELL: I'll make room.
ROS: Fine. Take it.
`;

test('"I want it." said outright is the want, and the partner holding her to her words holds out against it', () => {
  const { scene } = read(ALLOTMENT, 'NELL', 'stage');
  expect(scene.arc?.pursuer).toBe('NELL');
  expect(scene.arc?.want?.askText).toBe('I want it.');
});

const phrase = (text: string, partner = 'VIC', pronoun: 'he' | 'she' | 'they' = 'he') =>
  verbPhraseOf(sentencesOf(text)[0]!, partner, pronoun);

test('a threat joined on with "or" is not part of the ask; a choice with "or" keeps it', () => {
  expect(phrase('Sign the lease by Friday or the landlord changes the locks.')).toBe('sign the lease by Friday');
  expect(phrase('Pay me back tonight or else.')).toBe('pay you back tonight');
  expect(phrase('Bring the red one or the blue one.')).toBe('bring the red one or the blue one');
});

test('a call to attention before a statement ("Look, I\'ve waited an hour.") is no ask to turn round', () => {
  expect(phrase("Look, I've waited an hour.")).toBeNull();
  expect(phrase('Listen, we drove all night.')).toBeNull();
});

const FLAT = `
# 7 INT. LETTINGS AGENCY - DAY
PRIYA (30s) types at a desk. MARCUS (30s), her old classmate, sits opposite with a folder of payslips.
MARCUS: I need you to put us on the shortlist, Priya.
PRIYA: I can't do that.
MARCUS: We've been at my mum's eight weeks. Four of us in one room.
PRIYA: There are nine families ahead of you.
`;

test('"us" said by one of a family is them in the story, never "him both"', () => {
  const { reading } = read(FLAT, 'PRIYA');
  const story = storyOf(reading).join(' ');
  expect(story).not.toMatch(/\b(him|her) both\b/);
  expect(story).toMatch(/Marcus wants Priya to put them on the shortlist/);
});

const CAFE = `
# 12 INT. HARBOUR CAFE - DAY
One table has the only window seat. WALTER (70s) spreads his newspaper across it. MINA (20s) hovers with a tray.
MINA: Sorry. Is anyone sitting here?
WALTER: The paper is.
MINA: Can I share the table? Just the corner.
WALTER: The corner's where I keep my pen.
MINA: I'll keep to the edge. I'll be ten minutes.
WALTER: I've heard ten minutes before.
MINA: Please. My bus is at half past.
WALTER: I'm still not moving.
The MANAGER (40s) bustles in with a mop and a sign.
MANAGER: Sorry, folks. We're closing early. The freezer's flooded.
MINA: (to her tray) Well, that's that.
WALTER: (folding the paper) Typical.
`;

test('someone who walks in on the page with news for everyone turns the scene, on their first line', () => {
  const { scene } = read(CAFE, 'MINA');
  expect(scene.turn?.because).toBe('arrival');
  expect(scene.turn?.line.text).toMatch(/^Sorry, folks\. We're closing early/);
});

test('"Everything I know…" opens on a pronoun, not an order: no verb phrase is made of it', () => {
  expect(phrase('Everything I know about it is in this bag.')).toBeNull();
  expect(sentencesOf('Everything I know about it is in this bag.')[0]!.imperative).toBe(false);
});

const SHIFT = `
# 4 INT. SORTING OFFICE - SUPERVISOR'S ROOM - NIGHT
INSPECTOR GALE (50s) sits across a desk from night porter OWEN (30s), a logbook between them.
GALE: Tell me about the loading bay.
OWEN: I locked it at ten.
GALE: At ten. And after that?
OWEN: I did my rounds. Same as always.
GALE: And at midnight?
OWEN: I was in the canteen.
GALE: How long for?
OWEN: ...I fell asleep. I don't know how long.
`;

test('"And after that?", "And at midnight?" press for the next of the story: the one asking them is the pursuer', () => {
  const { scene } = read(SHIFT, 'OWEN');
  expect(scene.arc?.pursuer).toBe('GALE');
});

const CLIMB = `
# 22 EXT. QUARRY EDGE - DUSK
JESS (17) laces her climbing shoes. Her big brother CAL (25) holds the rope bag and won't hand it over.
CAL: You're not doing the north face tonight.
JESS: I've done it forty times.
CAL: Not in the wet. Not with that wrist.
JESS: Then spot me. You hold the rope. Second I slip, you lower me and I won't say a thing.
CAL: You'll say plenty.
JESS: I won't. Promise.
He looks at the sky, then at her wrist.
CAL: Second you slip.
He hands her the rope.
`;

test('terms offered after a no ("…you lower me and I won\'t say a thing") and said back a line later are taken: the story says the deal', () => {
  const { reading, scene } = read(CLIMB, 'CAL');
  const yes = scene.events.find((e) => e.kind === 'grant' && e.line?.text === 'Second you slip.');
  expect(yes && scene.events[yes.respondsTo!]?.kind).toBe('condition');
  expect(storyOf(reading).join(' ')).toMatch(
    /Cal takes Jess's terms \(“Second I slip, you lower me and I won't say a thing\.”\): “Second you slip\.”/,
  );
});

const FERRY = `
# 31 EXT. ISLAND JETTY - DAY
GRETA (60s) hauls a suitcase to the end of the jetty. Her grandson TOMAS (20) sits on a bollard with a fishing rod.
GRETA: I want you on the last ferry.
TOMAS: No.
GRETA: If the storm comes in tonight, you're stuck here till March.
TOMAS: And if I go, the boat rots and nobody feeds the goats. That's true as well.
GRETA: The goats have managed before.
`;

test("the character's own 'if the world turns, you lose' is a stake, not terms of theirs to rank below the partner's", () => {
  const { scene } = read(FERRY, 'GRETA');
  expect(scene.stakes[0]?.text).toBe("If the storm comes in tonight, you're stuck here till March.");
});

test('"I\'m still not moving." with no ask open keeps the no: it is a refusal, and the obstacle', () => {
  const { scene } = read(CAFE, 'MINA');
  expect(scene.events.some((e) => e.kind === 'refusal' && e.text === "I'm still not moving.")).toBe(true);
  expect(scene.obstacle?.text).toBe("I'm still not moving.");
});

const VAN = `
# 2 EXT. YARD - DAY
OLLIE (30s) leans on the van. His sister BETH (30s) checks the tyres.
OLLIE: Can I borrow the van Saturday?
BETH: It's booked.
OLLIE: Thanks. Very helpful.
BETH: You're welcome.
OLLIE: I'd fill it up. Both tanks.
BETH: (beat) That's a fair offer.
OLLIE: Thank you.
BETH: I'm still not lending it.
`;

test('a no kept after the arguing ("I\'m still not lending it.") refuses, an ask open or not', () => {
  const { scene } = read(VAN, 'OLLIE');
  expect(scene.events.some((e) => e.kind === 'refusal' && e.text === "I'm still not lending it.")).toBe(true);
});

const LOCKS = `
# 9 INT. FLAT - HALLWAY - NIGHT
PAUL (40s) stands on the landing with a key that no longer turns. The door opens on a chain. DINA (40s) looks out.
PAUL: You changed the locks.
DINA: I changed the locks.
PAUL: It's my flat too.
DINA: Not since March.
`;

const SCHOOLDAYS = `
# 9 INT. BANK - DAY
FRAN (50s) sits behind the counter. TED (50s) leans on it.
TED: You sat behind me in chemistry. I used to copy your homework.
FRAN: You copied it badly.
TED: I need a loan, Fran.
`;

test("the moment before says what the partner's first words say the character has just done, never a past long gone", () => {
  const moment = (page: string, character: string) => offlineGuideOf(page, character).scenes[0]!.momentBefore.text;
  expect(moment(LOCKS, 'DINA')).toContain("Paul's first words say what Dina has just done — “You changed the locks.”");
  expect(moment(SCHOOLDAYS, 'FRAN')).not.toContain('has just done');
});

test('"I want it." is played as "let you have" the thing the scene keeps naming; "tell me if you can…" turns round', () => {
  const { scene } = read(ALLOTMENT, 'NELL', 'stage');
  expect(scene.arc?.want?.verbPhrase).toBe('let you have the kettle');
  expect(storyOf(read(ALLOTMENT, 'NELL', 'stage').reading).join(' ')).toContain('Nell wants Ros to let her have the kettle');
  expect(phrase('Just tell me if you can see the lights.', 'SAL', 'she')).toBe('tell you if she can see the lights');
  expect(phrase('Tell me what you want.')).toBeNull();
});

test('"Then I\'m not telling." after terms not met is a no', () => {
  const PROMISE = `
# 5 INT. BUNK BEDS - NIGHT
KIT (9) hangs over the top bunk. Her brother ALFIE (7) hides under his duvet.
KIT: What did you do to the hamster cage?
ALFIE: If I tell you, you can't tell Dad.
KIT: Depends.
ALFIE: Then I'm not telling.
`;
  const { scene } = read(PROMISE, 'ALFIE');
  expect(scene.events.some((e) => e.kind === 'refusal' && e.text === "Then I'm not telling.")).toBe(true);
});

test('news the character hears is quoted, and how it lands is read from what they say next', () => {
  const KITCHEN = `
# 3 INT. KITCHEN - NIGHT
MEG (40s) dries a plate. Her son RORY (17) stands in the doorway.
RORY: Can I borrow the car Friday?
MEG: What for?
RORY: I got into the summer course. The one in Glasgow.
MEG: You applied to Glasgow?
RORY: In March. You were at Gran's.
MEG: Right.
`;
  const guide = offlineGuideOf(KITCHEN, 'MEG', { actorAge: 40 });
  const notes = guide.scenes[0]!.discoveries.map((d) => d.text).join(' ');
  expect(notes).toContain("Rory's “I got into the summer course.");
  expect(notes).toContain('“You applied to Glasgow?” is the question it raises');
});

test("the child's story has what they find out on the way, and a question want is told as the question", () => {
  const BUS = `
# 6 INT. SCHOOL OFFICE - AFTERNOON
MIA (8) sits on the bench by the door, coat on. MRS. HALE (50s), the secretary, types.
MIA: Did my dad ring?
MRS. HALE: No. Not yet.
MIA: He always rings.
MRS. HALE: The buses are stuck on the bridge. The whole town's stuck.
MIA: Is he on the bridge?
MRS. HALE: (stops typing) I don't know, love. I'll find out.
`;
  const doc = writeChildGuide({
    request: guideRequest.parse({
      uploadId: 'u',
      characterName: 'MIA',
      productionTitle: 'T',
      productionType: 'film',
      roleSize: 'lead',
      genre: 'drama',
      actorAge: 8,
      childGuideRequested: true,
    }),
    reading: read(BUS, 'MIA').reading,
    now: new Date('2026-11-28T09:00:00Z'),
  });
  const prose = [...doc.story, ...doc.whatYouWant].join(' ');
  expect(prose).toContain('Mrs. Hale tells you: “The buses are stuck on the bridge.');
  expect(prose).toContain('You want Mrs. Hale to tell you: “Did my dad ring?”');
});

test('"One more hard fall and it can snap." names a risk; "One more word and you\'re out." sets terms', () => {
  const RINK = `
# 8 INT. ICE RINK - BENCH - NIGHT
COACH ABI (40s) holds an X-ray up to the light. DOM (16) unlaces a skate.
ABI: The doctor says the ankle's cracked. One more hard fall and it can snap.
DOM: It's fine.
ABI: One more word and you're off the team.
`;
  const { scene } = read(RINK, 'ABI');
  const kinds = (text: string) => scene.events.filter((e) => e.text === text).map((e) => e.kind);
  expect(kinds('One more hard fall and it can snap.')).not.toContain('condition');
  expect(kinds('One more hard fall and it can snap.')).not.toContain('threat');
  expect(kinds("One more word and you're off the team.").some((k) => k === 'condition' || k === 'threat')).toBe(true);
});

test('"Coach C, you said." on a train is a carriage, not a term of address; "Mrs. P" still is', () => {
  const TRAIN = `
# 2 INT. STATION OFFICE - DAY
NELL (30s) leans on the counter. GUS (60s) behind it.
NELL: The six-fifteen to York. Coach C. I left a coat on the rack.
GUS: Coach C, you said. Mrs. P, is it?
NELL: Nell. Just Nell.
`;
  const { scene } = read(TRAIN, 'NELL');
  const gus = scene.relationships.find((r) => r.partner === 'GUS');
  expect(gus?.calledBy ?? []).not.toContain('Coach C');
  expect(gus?.calledBy).toContain('Mrs. P');
});

test('the button never holds on a partner who has already walked out', () => {
  const DOOR = `
# 14 INT. FLAT - KITCHEN - NIGHT
JO (40s) wipes the same bit of counter. Her son LIAM (19) stands by the door with a rucksack.
LIAM: I'm going, Mum.
JO: Stay till the morning.
LIAM: No.
LIAM walks out and slams the door.
JO: He'll ring. He always rings.
`;
  const guide = offlineGuideOf(DOOR, 'JO', { actorAge: 40 });
  const options = guide.scenes[0]!.button.options.join(' ');
  expect(options).not.toMatch(/hold on (Liam|her son)\b/);
});

test('stakes named without a word of loss: a price with its money, "you go, they go", an operation to be done tonight', () => {
  const stake = (line: string) => {
    const { scene } = read(
      `
# 1 INT. SHOP - DAY
ABE (50s) behind the till. CASS (12) at the counter.
CASS: Can I pay it off in Saturdays?
ABE: ${line}
CASS: Please.
`,
      'CASS',
    );
    return scene.stakes.map((k) => k.text);
  };
  expect(stake("The fridge door's three hundred dollars, kid.")).toContain("The fridge door's three hundred dollars, kid.");
  expect(stake('You quit, they quit.')).toContain('You quit, they quit.');
  expect(stake('The vet wants to operate tonight while she sleeps.')).toContain('The vet wants to operate tonight while she sleeps.');
});
