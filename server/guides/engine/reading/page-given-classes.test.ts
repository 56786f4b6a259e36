/**
 * What the page gives about people that the reading used to miss (decision 044), each class on a small scene of its
 * own words: a cast list before the scene, a surname between a name and its role, a name said shortened, a kinship
 * seen from the other side, and a past the two share told in the past tense.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { storyOf } from '../writers/story.js';
import { readScript } from './read-script.js';

const read = (page: string, character: string, family: 'screenplay' | 'stage' = 'screenplay') => {
  const reading = readScript([{ script: sidesOf(family, page), fileType: 'sides' }], character);
  return { reading, scene: reading.scenes[0]! };
};

/** The offline guide for a scene, as the engine writes it. */
const guideOf = (page: string, character: string, productionType: 'film' | 'tv-series', actorAge: number) =>
  offlineGuideOf(page, character, { productionType, actorAge, productionTitle: 'Test' });

const LIGHTHOUSE = `
Characters — ORLA, ten; FERGUS, her uncle; the KEEPER, who is never seen.
# SCENE 2. The lamp room. Dusk.
ORLA climbs the last step. FERGUS polishes the lens.
ORLA: Can I wind the clock tonight?
FERGUS: You'll overwind it.
ORLA: I won't. I watched you every night last week.
FERGUS: Gently, then.
`;

test('a cast list before the scene names the partner when the scene itself does not', () => {
  const { scene } = read(LIGHTHOUSE, 'ORLA', 'stage');
  expect(scene.relationships.find((r) => r.partner === 'FERGUS')?.named).toBe('her uncle');
});

const DEPOT = `
# 9 INT. BUS DEPOT - OFFICE - NIGHT
TOMASZ KOWALCZYK (60s), the depot's night controller, reads the rota. BRIDIE (20s) leans in the door.
BRIDIE: Can I swap Thursday?
TOMASZ: Thursday's short already.
BRIDIE: Tomasz. Please.
TOMASZ: Go on, then.
`;

test('a surname printed after the name does not hide the role the page gives them', () => {
  const { scene } = read(DEPOT, 'BRIDIE');
  expect(scene.relationships.find((r) => r.partner === 'TOMASZ')?.named).toBe("the depot's night controller");
});

const TIDE = `
# 3 EXT. HARBOUR WALL - DAY
ROSALIND (9) sits with her legs over the edge. Her cousin, DECLAN (14), walks along the wall with a crab line. He sits down beside her.
DECLAN: Ros. You're not allowed out here.
ROSALIND: You are.
DECLAN: I'm fourteen.
ROSALIND: You carried me along this wall on your shoulders.
DECLAN: You're letting your shoes drip on my bait.
ROSALIND: Can I hold the line?
DECLAN: One go.
`;

test('a name said shortened is a term of address, and a cousin is a cousin from either side', () => {
  const { scene } = read(TIDE, 'DECLAN');
  const withHer = scene.relationships.find((r) => r.partner === 'ROSALIND')!;
  expect(withHer.callsThem).toContain('Ros');
  expect(withHer.named).toBe('his cousin');
});

test('a past the two share, said in the past tense to the other, is their history; a remark in the present is not', () => {
  const { scene } = read(TIDE, 'ROSALIND');
  const history = scene.relationships.find((r) => r.partner === 'DECLAN')!.sharedHistory.map((h) => h.text);
  expect(history).toContain('You carried me along this wall on your shoulders.');
  expect(history.join(' ')).not.toContain('letting your shoes drip');
});

const BAKERY = `
# 5 INT. CORNER BAKERY - EARLY MORNING
Flour everywhere. WREN (10) ties on an apron three sizes too big. Her gran, ODETTE (70s), kneads dough.
WREN: Marcus isn't coming in.
ODETTE: Marcus has the flu.
WREN: So there's nobody on the counter. I can do the counter.
ODETTE: You're ten.
WREN: I know all the prices. Sourdough's four pounds.
ODETTE: Four fifty since Monday.
WREN: I knew that.
A customer taps the glass. Wren bags a loaf and takes the coins before Odette can move.
ODETTE: Till six. You smile, you count twice.
`;

test('an offer met with a fact against it ("You\'re ten.") is the ask the scene is about', () => {
  const { scene } = read(BAKERY, 'WREN');
  expect(scene.arc?.pursuer).toBe('WREN');
  expect(scene.arc?.want?.askText).toBe('I can do the counter.');
  // An offer turns round into a playable verb: to get Odette to let you do the counter.
  expect(scene.arc?.want?.verbPhrase).toBe('let you do the counter');
});

test('"Her gran, ODETTE" names her gran, and the offer\'s subtext says what is asked under it', () => {
  expect(read(BAKERY, 'WREN').scene.relationships.find((r) => r.partner === 'ODETTE')?.named).toBe('her gran');
  const subtext = guideOf(BAKERY, 'WREN', 'tv-series', 10).scenes[0]!.subtext.map((x) => x.meant);
  expect(subtext.join(' ')).toContain('under it Wren is asking Odette to let her do the counter');
});

const VAN = `
# 12 INT. WAREHOUSE - LOADING BAY - DAY
PERCY (50s) wheels a trolley with an old armchair towards the doors. The supervisor, MAGDA (40s), blocks the way.
MAGDA: Where's that going?
PERCY: Back to mine. In the van. Where it gets sat in.
MAGDA: It's on the stock sheet.
PERCY: It's been in the corner since nineteen ninety.
MAGDA: Then it's been stock since nineteen ninety.
PERCY: Nobody's sat in it but me.
MAGDA: No, Percy.
A long beat. Percy lets go of the trolley.
PERCY: Just the cushion, then.
`;

test('asked where it is going, the answer is the want, a word or two with the fragments said in the same breath', () => {
  const { scene } = read(VAN, 'PERCY');
  expect(scene.arc?.want?.askText).toBe('Back to mine. In the van.');
});

const ASSEMBLY = `
# 2 INT. FAMILY ROOM - EVENING
DAD (40s) sets out the board game. POPPY (8) climbs on the sofa arm.
POPPY: Listen, everyone. I'm a pirate now.
DAD: Since when?
POPPY: Since lunch. Pirates don't do homework.
DAD: Pirates do maths. For the treasure.
POPPY: Then I'm a pirate who does maths tomorrow.
Dad looks at her a long moment. He puts the board game away.
DAD: One pirate, one night off. Tomorrow it's maths.
`;

test('a change in oneself said as news ("I\'m a pirate now.") is what the scene is for, not the call to be heard', () => {
  const { scene } = read(ASSEMBLY, 'POPPY');
  expect(scene.objective?.askText).toBe("I'm a pirate now.");
  // The arc may take the news or the terms it is argued down to, both hers; never the call to be heard.
  expect(["I'm a pirate now.", "Then I'm a pirate who does maths tomorrow."]).toContain(scene.arc?.want?.askText);
});

const FRINGE = `
# 6 INT. FLAT - HALLWAY - MORNING
JONAH (14) laces his shoes. His sister IVY (9) comes out of the bathroom in a swimming cap.
JONAH: Why are you wearing a swimming cap?
IVY: It's a fashion.
JONAH: It's your goggles cap. For swimming.
IVY: It's a fashion for swimming.
JONAH: Ivy. What did you do?
IVY: Nothing. I never touched the dye.
Jonah looks at her. She looks at the floor.
IVY: It's green.
`;

test('a question in small words ("What did you do?") is an ask; a rule reported is not', () => {
  const { scene } = read(FRINGE, 'IVY');
  expect(scene.arc?.pursuer).toBe('JONAH');
  expect(['Why are you wearing a swimming cap?', 'What did you do?']).toContain(scene.arc?.want?.askText);
});

const SUMMONS = `
# 14 INT. LEISURE CENTRE - CAFE - DAY
Plastic trays. BRENDA (60s), in brand-new running shoes, sips a squash. Her daughter KERRY (30s) checks the time.
KERRY: I've got my lunch hour, Mum. What's the big emergency?
BRENDA: I'm running the London Marathon. April. I've got a charity place.
KERRY: (laughs) Okay.
BRENDA: I've done the couch to 5K twice.
KERRY: You get puffed on the stairs.
BRENDA: On the stairs at your house. They're steep.
KERRY: Who's going to train with you?
BRENDA: Nobody. That's the point.
KERRY: What would Dad have said?
BRENDA: Your dad said "one day" for forty years. Then there wasn't one.
Kerry puts her phone in her bag.
KERRY: At least let me come to the start.
`;

test('news asked for ("What\'s the big emergency?" — "I\'m running the London Marathon.") is news argued with: the one who brought it presses', () => {
  const { scene, reading } = read(SUMMONS, 'BRENDA');
  expect(scene.objective?.askText).toBe("I'm running the London Marathon.");
  expect(scene.arc?.pursuer).toBe('BRENDA');
  const story = storyOf(reading).join(' ');
  expect(story).toContain("Brenda has news for Kerry (“I'm running the London Marathon.”) and wants Kerry to accept it.");
  // "(laughs) Okay." only takes it in: the argument is what holds out.
  expect(story).toContain('Kerry argues back: “');
});

const TACO = `
# B INT. KITCHEN - NIGHT
IT'S PANCAKE NIGHT. WALTER BRIGGS (40s), IN A STRIPED APRON, FLIPS A PANCAKE. DET. RUTH OYELARAN (40s) KNOCKS AT THE BACK DOOR.
WALTER: It's open.
RUTH: Mr. Briggs. Your van was on the bypass at six.
WALTER: Lots of vans on the bypass.
`;

test("a picture in capitals keeps a surname given with an age and a title before a name, in the name's case", () => {
  const { reading } = read(TACO, 'WALTER');
  const story = storyOf(reading).join(' ');
  expect(story).toContain('Walter Briggs, in a striped apron, flips a pancake.');
  expect(story).toContain('Det. Ruth Oyelaran knocks at the back door.');
});

const ALLOTMENT = `
# 7 EXT. ALLOTMENT - DAY
CASS (12) holds out a trowel. Her uncle NED (50s) is tying up beans.
CASS: I can do the watering. Every day.
NED: You'll forget by Tuesday.
CASS: I won't.
NED: You so much as drown one seedling, you're back on the swings.
`;

const WARD = `
# 9 INT. HOSPITAL - FAMILY ROOM - NIGHT
DS OKONJO (40s) sits opposite MARGARET (60s).
OKONJO: Your grandson's in intensive care. He hasn't woken.
MARGARET: I told him not to go out.
`;

test('terms with their price in one breath, and a life in the balance, are the stakes the page names', () => {
  expect(read(ALLOTMENT, 'CASS').scene.stakes[0]?.text).toBe("You so much as drown one seedling, you're back on the swings.");
  expect(read(WARD, 'MARGARET').scene.stakes[0]?.text).toBe("Your grandson's in intensive care.");
});

const PARCEL = `
# 6 INT. SORTING OFFICE - COUNTER - DAY
Parcels stacked to the ceiling. LIDIA (40s) pushes a huge parcel across the counter. The clerk, OSWALD (60s), puts his hand flat on it.
OSWALD: Where's that going?
LIDIA: Back to the sender. Today.
OSWALD: It's past the cut-off. Item on the late sheet.
LIDIA: It was on time when I joined the queue.
OSWALD: That's very moving. It's still past the cut-off.
LIDIA: Says who?
OSWALD: Says the clock. And you signed the late sheet, Lidia. You wrote "no rush" on the label.
Lidia turns the parcel round. There's the label.
LIDIA: Everyone writes no rush.
OSWALD: Tomorrow. First van.
LIDIA: Then I'll drive it there myself.
`;

test('with no no in words, the fact the partner sets against the ask is the obstacle, and a charge laid is not a past they share', () => {
  const { scene } = read(PARCEL, 'LIDIA');
  expect(scene.obstacle?.by).toBe('OSWALD');
  expect(scene.obstacle?.line.text).toContain("It's past the cut-off.");
  const history = scene.relationships.find((r) => r.partner === 'OSWALD')!.sharedHistory.map((h) => h.text);
  expect(history.join(' ')).not.toContain('You wrote "no rush" on the label.');
});

const BIKE = `
# 4 EXT. GARAGE - DAY
TAM (11) wheels out a bike. His brother RORY (16) blocks the door.
RORY: That's mine.
TAM: You said I could have it. You said it at Christmas.
RORY: You're too short for it.
TAM: I grew.
`;

test('a word given before ("You said I could have it.") is a past the two share', () => {
  const history = read(BIKE, 'TAM')
    .scene.relationships.find((r) => r.partner === 'RORY')!
    .sharedHistory.map((h) => h.text);
  expect(history).toContain('You said I could have it.');
});

test('news argued with is an objective to play: to get the partner to accept the news', () => {
  expect(JSON.stringify(guideOf(SUMMONS, 'BRENDA', 'film', 60))).toContain('To get Kerry to accept the news');
});

const CAST_IN_SCENE = `
# SCENE 1. A potting shed. Morning.
Characters — IRIS, seventy; TOBY, her grandson, ten.
IRIS kneels by the seed trays. TOBY holds a watering can too big for him.
TOBY: Can I do the tomatoes?
IRIS: Gently.
`;

test('a cast list printed inside the scene is neither the moment before nor the opening picture', () => {
  const { scene, reading } = read(CAST_IN_SCENE, 'TOBY', 'stage');
  expect(scene.momentBefore.openingAction?.text).toBe('IRIS kneels by the seed trays. TOBY holds a watering can too big for him.');
  expect(storyOf(reading).join(' ')).not.toContain('Characters');
});

const PORCH = `
# C INT. KITCHEN - NIGHT
NANA BEA (70s) DOZES IN HER CHAIR. OTIS (9), IN A DRESSING GOWN, TIPTOES IN WITH A TORCH.
OTIS: Nana. The fox is back.
NANA BEA: Bed.
OTIS: Five minutes. At the window.
NANA BEA: Two.
OTIS GRINS AND PRESSES HIS NOSE TO THE GLASS.
`;

test('action all in capitals gives its physical notes too (multi-camera)', () => {
  const physical = guideOf(PORCH, 'OTIS', 'tv-series', 9).scenes[0]!.physicality.map((p) => p.text);
  expect(physical.join(' ')).toContain('Otis tiptoes in with a torch');
});

test('a work role is named with its article, so the button holds on "the clerk", and holds the last tactic alone', () => {
  const button = guideOf(PARCEL, 'LIDIA', 'film', 40).scenes[0]!.button;
  const said = [...button.options, button.dropIt].join(' ');
  expect(said).toContain('hold on the clerk');
  expect(said).not.toMatch(/still \w+ing over\b/);
});
