/**
 * The reading classes found by the fourth held-out set (decision 032), each on a small original scene
 * of its own: an order given back to a question puts the asker off it; a thing named with a please, or
 * "I need it back", asks; a threat made after the ask ("One more step and…") is a threat, the stake and
 * the obstacle; a loss said plainly (a death, a job cut, "no more driving"); a thing handed over on the
 * page is given, and the giver's line with it is the turn; a listener who grips something is stopped.
 */
import { describe, expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

const read = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;
const eventOf = (scene: ReturnType<typeof read>, text: string) => scene.events.find((e) => e.line && e.text === text);

describe('an order given back to a question', () => {
  const GOLDFISH = `
# 12 INT. FLAT - HALLWAY - EVENING
TAM (9) drops his school bag by the empty fish tank. His father, KOFI (40s), is hanging up coats.
TAM: Where's Bubbles?
KOFI: Wash your hands for tea, champ.
TAM: Where did the tank water go?
KOFI: Tea's on the table.
TAM: Did she get out?
KOFI: She got old, champ. We found her floating this morning and she had died.
Tam holds his bag strap tighter.
TAM: Can we bury her?
KOFI: Fetch the spade.
`;
  test('"Where is X?" answered with an order that takes up nothing of it is a dodge, and the obstacle', () => {
    const scene = read(GOLDFISH, 'TAM');
    expect(eventOf(scene, 'Wash your hands for tea, champ.')?.kind).toBe('dodge');
    expect(scene.obstacle?.text).toBe('Wash your hands for tea, champ.');
  });
  test('a question about what to do is answered by an order ("What do I do?" — "Hold this.")', () => {
    const scene = read(
      `
# 3 INT. GARAGE - DAY
LENA (12) holds a torch. Her uncle BORIS (50s) is under a car.
LENA: What do I do now?
BORIS: Hold the torch still.
`,
      'LENA',
    );
    expect(eventOf(scene, 'What do I do now?')).toBeTruthy();
    expect(scene.events.some((e) => e.kind === 'dodge')).toBe(false);
  });
  test('a death said plainly is the stake, and the listener gripping something stops on the news (the turn)', () => {
    const scene = read(GOLDFISH, 'TAM');
    expect(scene.stakes[0]?.text).toBe('We found her floating this morning and she had died.');
    expect(scene.turn?.line.text).toContain('We found her floating');
  });
});

describe('asks without a verb of asking', () => {
  test('a thing named with a please ("One adult single to Kelso, please.") asks for it', () => {
    const scene = read(
      `
# 8 INT. COACH STATION - KIOSK - NIGHT
OONA (20s) puts coins on the counter. The kiosk man, FERGUS (50s), is folding a newspaper.
OONA: One adult single to Kelso, please.
FERGUS: Shutter's coming down, hen.
OONA: Just the one.
`,
      'OONA',
    );
    const want = scene.wants.find((w) => w.from === 'OONA');
    expect(want?.askText).toBe('One adult single to Kelso, please.');
    expect(want?.resisted).toBe(true);
  });
  test('"I need it back." asks for a thing to be returned; handing it over on the page grants it, and the giver\'s line is the turn', () => {
    const scene = read(
      `
# 5 INT. SCHOOL BUS - BACK ROW - MORNING
PEPA (15) has a red scarf round her neck. ILYA (15) drops into the seat beside her.
ILYA: That's my sister's scarf. I need it back.
PEPA: You left it on my chair.
ILYA: She's looking for it. It was our aunt's.
PEPA: Finders keepers.
ILYA: Our aunt died in March.
A long moment. Pepa unwinds the scarf and holds it out.
PEPA: I didn't know. Tell her sorry.
Ilya takes it.
`,
      'PEPA',
    );
    const want = scene.wants.find((w) => w.from === 'ILYA');
    expect(want?.askText).toBe('I need it back.');
    expect(scene.events.some((e) => e.kind === 'grant' && e.by === 'PEPA' && !e.line)).toBe(true);
    expect(scene.turn?.line.text).toBe("I didn't know. Tell her sorry.");
    expect(scene.turn?.because).toBe('gives-in');
  });
});

describe('a threat after the ask', () => {
  const DOCK = `
# 30 EXT. DOCKYARD GATE - NIGHT
A floodlight. HANNES (19) walks up to the gate with a toolbox. The guard, PIETA (30s), blocks it.
PIETA: Gate's locked. Go round.
HANNES: Open the gate. My brother's on the night crew.
PIETA: Nobody gets in after ten.
HANNES: I'm going in.
He puts a hand on the bolt.
PIETA: One more inch and I call the police.
HANNES: You wouldn't.
PIETA: Try me.
HANNES: You were at our wedding. You danced with my mum.
PIETA: ...Five minutes.
`;
  test('"One more inch and I call the police." is a threat, the strongest stake and the obstacle to the ask it answers', () => {
    const scene = read(DOCK, 'HANNES');
    expect(eventOf(scene, 'One more inch and I call the police.')?.kind).toBe('threat');
    expect(scene.stakes[0]?.text).toBe('One more inch and I call the police.');
    expect(scene.stakes[0]?.kind).toBe('consequence');
    expect(scene.obstacle?.text).toBe('One more inch and I call the police.');
  });
  test('"Mum and I went..." and a threat only hinted are not read so', () => {
    const scene = read(
      `
# 2 INT. KITCHEN - DAY
GUS (30s) and RITA (30s) unpack shopping.
GUS: Mum and I went to the market. You know what happens to people who lie.
RITA: I need this job.
`,
      'RITA',
    );
    expect(scene.events.some((e) => e.kind === 'threat' && e.text.startsWith('Mum and I'))).toBe(false);
    expect(scene.stakes[0]?.text).toBe('I need this job.');
  });
});

describe('losses said plainly', () => {
  test('a job cut ("We\'re cutting a driver.") and a prohibition ("no more climbing") are losses', () => {
    const cut = read(
      `
# 9 INT. DEPOT OFFICE - DAY
ROSS (40s) stands at the desk. The manager, DELPHINE (50s), doesn't look up.
ROSS: Why me?
DELPHINE: We're cutting a driver. Head office.
`,
      'ROSS',
    );
    expect(cut.stakes[0]?.kind).toBe('loss');
    const climbing = read(
      `
# 4 EXT. CRAG - DAY
NELL (16) laces her boots. Her mother, JOAN (40s), takes the rope.
JOAN: The physio said no more climbing. Not this year.
NELL: Give me the rope.
`,
      'NELL',
    );
    expect(climbing.stakes[0]?.text).toBe('The physio said no more climbing.');
  });
});

describe('who they are to each other', () => {
  test('a work role just before the name ("the night cleaner ABEL", "finds the desk sergeant, WREN") names them; a work title alone calls', () => {
    const scene = read(
      `
# 6 INT. HOTEL - LOBBY - NIGHT
Behind the desk, the night cleaner ABEL (60s) sorts keys. ESME (30s) drags in a wet suitcase.
ESME: Hello? Is there a room?
ABEL: Full, love.
`,
      'ESME',
    );
    expect(scene.relationships.find((r) => r.partner === 'ABEL')?.named).toBe('the night cleaner');
    const garden = read(
      `
# 2 INT. POLICE STATION - FRONT DESK - NIGHT
LORD ASHBY (70s) finds the desk sergeant, WREN (40s), asleep over the logbook.
LORD ASHBY: Sergeant. Wake up.
WREN: Sir.
`,
      'LORD ASHBY',
    );
    expect(garden.relationships.find((r) => r.partner === 'WREN')?.named).toBe('the desk sergeant');
    expect(garden.relationships.find((r) => r.partner === 'WREN')?.callsThem).toContain('Sergeant');
  });
  test('"her sister ODA": the "her" is the partner\'s, so the partner is the character\'s sister, not "sibling"', () => {
    const scene = read(
      `
# A INT. KITCHEN - NIGHT
KAT (30s) eats cereal from the box. The back door bangs: her sister ODA (30s), with wet hair.
ODA: Is that my cereal?
KAT: It's our cereal.
`,
      'ODA',
    );
    expect(scene.relationships.find((r) => r.partner === 'KAT')?.named).toBe('her sister');
  });
});

describe('asks and answers in a few words', () => {
  test('"Don\'t sit there." — "I wasn\'t going to." keeps it; "I need to borrow your ladder." is then the ask the no answers', () => {
    const scene = read(
      `
# C INT. SHED - DAY
NOOK (30s) sorts paint tins. His brother PIM (30s) ducks in under the door.
PIM: Don't stop on my account.
NOOK: I wasn't going to.
PIM: I need to borrow your ladder. The long one.
NOOK: No.
PIM: You don't even know what for.
NOOK: Then no.
`,
      'PIM',
    );
    expect(eventOf(scene, "I wasn't going to.")?.kind).toBe('grant');
    const want = scene.wants.find((w) => w.from === 'PIM' && w.resisted);
    expect(want?.askText).toBe('I need to borrow your ladder.');
  });
  test('"...So who drives me?" — "I do." answers it; it is no dodge', () => {
    const scene = read(
      `
# 7 INT. FARMHOUSE - PORCH - MORNING
WALDO (80s) pats his pockets for the tractor key. His granddaughter ILSE (20s) has it.
WALDO: The key, Ilse.
ILSE: Not today, Opa.
WALDO: ...So who drives me to the feed store?
ILSE: I do. Every week. Get your boots.
`,
      'ILSE',
    );
    expect(eventOf(scene, 'I do.')?.kind).toBe('answer');
  });
  test('"Can I grab a minute?" opens the talk; it is not the want', () => {
    const scene = read(
      `
# 9 INT. BAKERY - BACK ROOM - NIGHT
CORA (20s) comes in with her apron folded. The owner, MR. VELLA (60s), counts the till.
CORA: Can I grab a minute?
MR. VELLA: I've got the till to do. What is it?
CORA: Why me?
MR. VELLA: We're closing Mondays.
CORA: Tomas started a year after me.
MR. VELLA: It's done, Cora.
CORA: Then tell me. Properly.
MR. VELLA: ...You're the best baker I've had. And I can't afford you.
`,
      'CORA',
    );
    expect(scene.wants.some((w) => w.askText === 'Can I grab a minute?')).toBe(false);
    expect(eventOf(scene, "It's done, Cora.")?.kind).toBe('refusal');
    expect(scene.turn?.text).toBe("...You're the best baker I've had.");
    expect(scene.turn?.because).toBe('gives-in');
  });
});

describe('told at last', () => {
  test('"Tell me what she said." refused, insisted on, then told: the telling grants it, is the turn and the stake', () => {
    const scene = read(
      `
# INT. VANDERMEER ESTATE - STABLES - NIGHT
Thunder. LYDIA VANDERMEER (40s), in riding boots, finds the groom, TOBIAS (30s), saddling a horse in the dark.
LYDIA: You're going.
TOBIAS: Your mother said, "Not another night under my roof." So I'm going.
LYDIA: Tell me what she said to you. Every word.
TOBIAS: It won't help now, Miss Vandermeer.
LYDIA: It helps me.
Tobias tightens the girth.
TOBIAS: She knows about the photographs.
Lydia clutches the stall door.
LYDIA: Which photographs?
TOBIAS: All of them.
`,
      'LYDIA',
    );
    expect(scene.events.some((e) => e.kind === 'grant' && e.by === 'TOBIAS' && e.text === 'She knows about the photographs.')).toBe(true);
    expect(scene.turn?.text).toBe('She knows about the photographs.');
    expect(scene.stakes[0]?.text).toBe('She knows about the photographs.');
  });
});

test('a life lost weighs more than a thing lost', () => {
  const scene = read(
    `
# 5 EXT. ALLOTMENT - MORNING
FINN (11) stands by an empty hutch. His aunt MAGS (50s) is digging.
FINN: The hutch door's open. Her hay's gone.
MAGS: Come here, love.
FINN: Where's Clover?
MAGS: She was old, Finn. She went to bed last night and she didn't wake up.
`,
    'FINN',
  );
  expect(scene.stakes[0]?.text).toBe("She went to bed last night and she didn't wake up.");
});

test('"Then tell me." right after the other\'s no is pressed against it: the fight, and the objective', () => {
  const scene = read(
    `
# 14 INT. BOATYARD - OFFICE - DUSK
JUNO (30s) puts her keys on the desk. The yard owner, BRAMWELL (60s), doesn't look up from the ledger.
JUNO: Why not me?
BRAMWELL: Costs. We're selling the slipway.
JUNO: I rebuilt that slipway.
BRAMWELL: It's final, Juno.
JUNO: Then look at me and tell me.
BRAMWELL: ...You're the best hand I've had. And I can't keep you.
`,
    'JUNO',
  );
  expect(scene.objective?.askText).toBe('Then look at me and tell me.');
});
