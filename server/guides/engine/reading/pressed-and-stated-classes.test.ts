/**
 * Reading classes found by reading guides for two sides written for the purpose (a sister asked to
 * co-sign her brother's loan; a detective who wants a witness to name a driver), each shown on a small
 * original scene with other names and words than those sides: asks never said as orders, noes said as
 * something else, the yes given by asking for the thing, and the want said outright when asked.
 */
import { describe, expect, test } from 'vitest';
import { guideRequest, type GuideRequestInput } from '../../../../common/contracts/guides.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { readScript } from './read-script.js';

const read = (page: string, who: string) => readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], who);
const sceneOf = (page: string, who: string) => read(page, who).scenes[0]!;
/** The offline guide for a page, as plain text: the character and what the test is about, the rest fixed. */
async function guideText(page: string, characterName: string, over: Omit<GuideRequestInput, 'characterName' | 'productionTitle'>) {
  const request = guideRequest.parse({
    uploadId: '00000000-0000-4000-8000-000000000001',
    characterName,
    productionTitle: 'Sides',
    ...over,
  });
  return textOf((await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request)).html);
}
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** A brother asks his sister to co-sign nothing in so many words: he brings the papers and a reproach. */
const VAN = `
# 4 INT. HARKNESS GARAGE - EVENING
MAIREAD (30s) sweeps the floor of the garage. Her brother FERGUS (20s) comes in with an envelope.
FERGUS: Two minutes. That's all.
MAIREAD: I'm locking up.
He slides the envelope onto the workbench. Insurance papers for a van.
FERGUS: It's just your name on a line. Nothing comes out of your pocket.
MAIREAD: Fergus, I told you no at breakfast.
FERGUS: If I don't have the van by Monday, the catering job goes to the Dolans.
MAIREAD: Then the catering job goes to the Dolans.
FERGUS: Granny would have vouched for me.
MAIREAD: Granny vouched for Uncle Pat. Twice.
FERGUS: I'm not Pat.
MAIREAD: Then stop asking me like him.
He picks up his cap. He goes to the door.
MAIREAD: Fergus.
He stops.
MAIREAD: Leave the papers.
`;

describe('the one who is pressed, when the ask is never an order', () => {
  test('"Granny would have vouched for me." holds someone up as doing what the listener will not: the ask', () => {
    const scene = sceneOf(VAN, 'MAIREAD');
    const ask = scene.wants.find((w) => w.from === 'FERGUS' && w.of === 'MAIREAD' && w.verbPhrase === 'vouch for you');
    expect(ask?.resisted).toBe(true);
  });

  test('"Mom would have loved this." asks nothing', () => {
    const scene = sceneOf(
      `
# 1 INT. KITCHEN - DAY
TAM: Look at the garden.
ORLA: Mom would have loved this.
TAM: She would.
`,
      'TAM',
    );
    expect(scene.wants.some((w) => w.from === 'ORLA')).toBe(false);
  });

  test('a no said before ("I told you no at breakfast."), a bluff called and an order to stop asking are noes', () => {
    const scene = sceneOf(VAN, 'MAIREAD');
    const noes = scene.events.filter((e) => e.kind === 'refusal' && e.by === 'MAIREAD').map((e) => e.text);
    expect(noes).toEqual(
      expect.arrayContaining([
        'Fergus, I told you no at breakfast.',
        'Then the catering job goes to the Dolans.',
        'Then stop asking me like him.',
      ]),
    );
    // "I told you no" denies nothing the speaker did: the next story of the past argues, it does not confess.
    expect(scene.events.find((e) => e.text === 'Granny vouched for Uncle Pat.')).toMatchObject({ kind: 'refusal', argued: true });
  });

  test('walking to the door is not leaving, and asking for the papers he put down is the yes at last — the turn', () => {
    const scene = sceneOf(VAN, 'MAIREAD');
    const grant = scene.events.find((e) => e.kind === 'grant' && e.text === 'Leave the papers.');
    expect(grant?.to).toBe('FERGUS');
    expect(scene.events[grant!.respondsTo!]!.text).toBe('Granny would have vouched for me.');
    expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'MAIREAD', text: 'Leave the papers.' });
  });

  test('the guide tells his ask and her no, and what her noes mean in that ask’s words', async () => {
    const text = await guideText(VAN, 'MAIREAD', { productionType: 'film', roleSize: 'lead', genre: 'Drama', actorAge: 34 });
    expect(text).toContain('Fergus wants Mairead to vouch for him');
    expect(text).toMatch(/Fergus hears the no under it: Mairead will not vouch for him/);
    expect(text).toMatch(/Mairead will vouch for him after all/);
    // The argument back is read as the no it is, and the plain noes ("I told you no") get no note of their own.
    expect(text).toMatch(/not a no — but a no is what Fergus hears: Mairead will not vouch for him/);
    expect(text).not.toMatch(/“Fergus, I told you no at breakfast\.” [^.]*hears the no/);
  });
});

/** A warden who is asked what she wants, says it, and presses for it until it is given. */
const QUAY = `
# 9 INT. HARBOUR OFFICE - NIGHT
WARDEN ISLA BRECK (40s) faces DECLAN MOY (60s), a ferryman in an oilskin.
ISLA: You tie up at six. You saw who cut the nets.
DECLAN: I was below. The engine's loud.
ISLA: The nets were worth a season.
DECLAN: What do you want from me, Warden?
ISLA: The name of the cutter. You know him.
DECLAN: I know half the harbour.
ISLA: I need that name, Declan.
DECLAN: You need a lot of things.
ISLA: If you don't give me a name tonight, the board closes the quay to everyone. Your boat too.
DECLAN: The quay's been open a hundred years.
ISLA: Give me the name, Declan, and the quay stays open.
DECLAN: Colm Rafferty.
ISLA: Thank you.
`;

describe('the want said outright, asked what it is', () => {
  test('"What do you want from me?" — "The name of the cutter." is the want, and the objective', () => {
    const scene = sceneOf(QUAY, 'ISLA');
    expect(scene.objective?.verbPhrase).toBe('give you the name of the cutter');
    expect(scene.objective?.stated).toBe(true);
  });

  test('the guide reads the ask made again in new words as the same want', async () => {
    const text = await guideText(QUAY, 'ISLA', {
      productionType: 'tv-series',
      roleSize: 'guest-star',
      genre: 'Police drama',
      actorAge: 44,
    });
    expect(text).toMatch(/is the same ask in new words: Isla is still getting Declan to give \w+ the name of the cutter/);
  });

  test('the asks for the same thing press that want, and a name said alone after "Give me the name" gives it', () => {
    const scene = sceneOf(QUAY, 'ISLA');
    expect(scene.objective?.pressedAgain?.map((p) => p.text)).toContain('Give me the name, Declan, and the quay stays open.');
    expect(scene.objective?.granted).toBe(true);
    expect(scene.events.find((e) => e.text === 'Colm Rafferty.')?.kind).toBe('grant');
  });

  test('the want said back is no change of subject; a routine ("You tie up at six.") is no deadline', () => {
    const scene = sceneOf(QUAY, 'ISLA');
    expect(scene.subtext.find((s) => s.line.text.startsWith('The name of the cutter'))?.kind).not.toBe('change-of-subject');
    expect(scene.stakes.map((k) => k.text)).not.toContain('You tie up at six.');
    const ferry = sceneOf(
      `
# 2 EXT. SLIPWAY - DAY
ROAN: The ferry leaves at six. Come with me.
NESS: I can't.
`,
      'ROAN',
    );
    expect(ferry.stakes.map((k) => k.kind)).toContain('deadline');
  });

  test('a price joined on in any tense ("…, Declan, and the quay stays open") is not part of the ask', () => {
    const scene = sceneOf(
      `
# 3 INT. VAN - NIGHT
ISLA: Give me the keys, Declan, and I drive you home.
DECLAN: No.
`,
      'ISLA',
    );
    expect(scene.wants[0]?.verbPhrase).toBe('give you the keys');
  });
});

/** A child asks leave to keep an animal; the parent says no, then gives a time. */
const HEDGEHOG = `
# 2 EXT. ALLOTMENT - DAY
NIAMH (9) crouches by the shed with a soggy HEDGEHOG in a flowerpot. DAD (40s) comes up the path with a wheelbarrow.
DAD: Niamh. What have you got there.
NIAMH: He was in the compost. He's cold. Can we take him home?
DAD: No. We can hardly keep the tomatoes alive.
NIAMH: I'll feed him slugs. I'll make him a box.
The hedgehog noses into the wheelbarrow and rolls out a trowel.
DAD: ...That's my trowel.
NIAMH: He's a digging hedgehog.
DAD: Three days. Then he goes back to the compost.
NIAMH: Yes!
`;

describe('asks and yeses in other words', () => {
  test('"Can we take him home?" asks leave: the want is to be let', () => {
    expect(sceneOf(HEDGEHOG, 'NIAMH').objective?.verbPhrase).toBe('let you take him home');
  });

  test('"We can hardly keep the tomatoes alive." proposes nothing; "...That\'s my trowel." knows a thing again and gives nothing', () => {
    const scene = sceneOf(HEDGEHOG, 'NIAMH');
    expect(scene.wants.some((w) => w.from === 'DAD' && w.askText.startsWith('We can hardly'))).toBe(false);
    expect(scene.events.some((e) => e.kind === 'grant' && e.text === "...That's my trowel.")).toBe(false);
  });

  test('"What is that." — "He was in the compost.": the thing asked about, taken up as "he", is answered', () => {
    const scene = sceneOf(
      `\n# 2 EXT. ALLOTMENT - DAY\nNIAMH (9) sits by the shed with a HEDGEHOG in a flowerpot. DAD (40s) comes up the path.\nDAD: Niamh. What is that.\nNIAMH: He was in the compost. He was shaking.\nDAD: He's filthy. And that's my good flowerpot.\nNIAMH: Can we keep him?\nDAD: No.\n`,
      'NIAMH',
    );
    expect(scene.subtext.find((c) => c.line.text.startsWith('He was in'))?.kind).not.toBe('change-of-subject');
  });

  test('"Three days." from the one who said no gives in on terms, and is the turn', () => {
    const scene = sceneOf(HEDGEHOG, 'NIAMH');
    const grant = scene.events.find((e) => e.kind === 'grant' && e.text === 'Three days.');
    expect(scene.events[grant!.respondsTo!]!.text).toBe('Can we take him home?');
    expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'DAD', text: 'Three days.' });
  });

  test('a "he" that may be the PUPPY the page brings in is not given to the child by elimination', () => {
    const page = `
# 3 EXT. YARD - DAY
ROWAN (8) kneels by a box with a wet PUPPY in it. MUM (40s) hangs up washing.
ROWAN: Mum, look.
MUM: Not another one.
He sneezes. Rowan laughs.
`;
    expect(read(page, 'ROWAN').pronouns.ROWAN).toBe('they');
    // ...but the PUPPY owns no "her": "wrapped in her scarf" is Rowan's scarf.
    const wrapped = page.replace('with a wet PUPPY in it.', 'with a wet PUPPY wrapped in her scarf.');
    expect(read(wrapped, 'ROWAN').pronouns.ROWAN).toBe('she');
  });

  test('"Have you tried drinking your tea?" asks for a drink; refused, then a sip on the page is the yes, and the no is not the turn', () => {
    const scene = sceneOf(
      `
# 5 INT. OFFICE KITCHEN - DAY
GRETA (30s) glares at a jammed printer. Her son TOMMY (9) sits on the counter with a mug of tea.
GRETA: It's eating everything. I have a meeting at ten.
TOMMY: Have you tried drinking your tea?
GRETA: Tea doesn't fix printers, sweetheart.
Tommy holds out the mug. Greta takes a sip. She breathes out.
GRETA: Oh. That's nice.
TOMMY: The paper's upside down.
`,
      'TOMMY',
    );
    expect(scene.objective?.verbPhrase).toBe('drink her tea');
    expect(scene.objective?.granted).toBe(true);
    expect(scene.turn?.because).not.toBe('refuses');
    expect(
      sceneOf(`\n# 1 INT. HALL - DAY\nRIA: Who gets the solo?\nBEA: Not you.\nRIA: Why not me?\n`, 'RIA').wants.find(
        (w) => w.askText === 'Why not me?',
      )?.verbPhrase ?? null,
    ).toBeNull();
  });
});

/** A flatmate wants the van; the other gives it in a direction, then sets a term of her own. */
const VAN_KEYS = `
# B INT. THE FLAT - HALL - DAY (DAY 2)
(PRIYA IS TYING HER TRAINERS. MARCUS APPEARS IN A HI-VIS VEST.)
MARCUS: Priya. Priya-bear.
PRIYA: No.
MARCUS: I want the van.
PRIYA: The last time you had the van, it came back full of sand.
MARCUS: It was a beach clean-up. For charity.
PRIYA: (THROWING HIM THE KEYS) No beaches.
MARCUS: No beaches.
PRIYA: And fill it up this time.
MARCUS: It's diesel, Priya.
`;

describe('what the one pressed gives, and what comes after it', () => {
  test('a pet form of a name ("Priya-bear.") only calls; "I want the van." is the ask', () => {
    const scene = sceneOf(VAN_KEYS, 'PRIYA');
    expect(scene.wants.map((w) => w.askText)).not.toContain('Priya-bear.');
    expect(scene.wants.find((w) => w.from === 'MARCUS')?.verbPhrase).toBe('give you the van');
  });

  test('keys thrown in her own direction give him the van, and her order after it is a term, not her objective', () => {
    const scene = sceneOf(VAN_KEYS, 'PRIYA');
    const grant = scene.events.find((e) => e.kind === 'grant' && e.by === 'PRIYA');
    expect(grant?.text).toBe('No beaches.');
    expect(scene.events[grant!.respondsTo!]!.text).toBe('I want the van.');
    expect(scene.objective ?? null).toBeNull();
  });

  test('"He\'ll take the piano if we don\'t." — "Let him." lets it happen: a no, not an ask', () => {
    const scene = sceneOf(
      `
# 2 INT. ATTIC - DAY
ROS: The council takes the boat on Friday if we don't move it.
KIT: Let him. That boat leaks.
ROS: Kit. Take it. You've got the yard.
KIT: I don't sail.
ROS: Then keep this in it.
`,
      'KIT',
    );
    expect(scene.events.find((e) => e.text === 'Let him.')?.kind).toBe('refusal');
    expect(scene.wants.some((w) => w.from === 'KIT')).toBe(false);
    // "Take it." names the boat talked about before it, not the yard after it; "Then keep this in it." presses the same ask.
    const ask = scene.wants.find((w) => w.from === 'ROS');
    expect(ask?.verbPhrase).toBe('take the boat');
    expect(ask?.pressedAgain?.map((p) => p.text)).toContain('Then keep this in it.');
  });
});

describe('a word thrown back, and terms after a no', () => {
  const WILL = `
# INT. HOLLOWAY HOUSE - STUDY - NIGHT
BEATRICE HOLLOWAY (50s) pours two sherries. Her nephew ALFIE (20s) waits by the desk.
BEATRICE: You haven't called since the funeral.
ALFIE: I've been busy.
BEATRICE: Busy with Miriam Cole's solicitor. I hear things, dear.
ALFIE: Then you know I'm challenging it.
BEATRICE: Drop the claim, Alfie.
ALFIE: No.
BEATRICE: Drop it, and I'll forget what I know about the Brighton flat.
Alfie goes white.
ALFIE: You wouldn't.
`;

  test('"I\'ve been busy." — "Busy with Miriam Cole\'s solicitor.": the word thrown back orders nothing', () => {
    const scene = sceneOf(WILL, 'BEATRICE');
    expect(scene.events.some((e) => e.kind === 'request' && e.text.startsWith('Busy'))).toBe(false);
  });

  test('a no answered at once with terms ("Drop it, and I\'ll forget…") turns on the terms, not the no', () => {
    const scene = sceneOf(WILL, 'BEATRICE');
    expect(scene.events.find((e) => e.text.startsWith('Drop it, and'))?.kind).toMatch(/condition|threat/);
    expect(scene.turn).toMatchObject({ because: 'sets-terms', by: 'BEATRICE' });
  });

  test('an order to drop something with a price on it ("Drop it, and I\'ll drive you home.") is no refusal', () => {
    const scene = sceneOf(
      `\n# 1 INT. CAR - DAY\nLEN: Tell me where you were.\nMO: Nowhere.\nLEN: Drop it, and I'll drive you home.\n`,
      'LEN',
    );
    expect(scene.events.find((e) => e.text.startsWith('Drop it,'))?.kind).not.toBe('refusal');
  });
});

describe('answers that name no noun, and the want as a prohibition', () => {
  const CARAVAN = `
# 12 INT. CARAVAN - NIGHT
OWAIN (30s) sits at the table, a holdall by the door. CERYS (30s) comes in out of the wind.
CERYS: Going somewhere?
OWAIN: My cousin's. For a while.
CERYS: Who's lying?
OWAIN: Both of us. Since the summer.
CERYS: Then what's it about?
OWAIN: I'm worn out, Cerys. I'm worn out being sorry.
`;

  test('"Going somewhere?" — "My cousin\'s.", "Who\'s lying?" — "Both of us.", "What\'s it about?" — anything: answered, not steered off', () => {
    const kinds = sceneOf(CARAVAN, 'OWAIN').subtext.map((c) => c.kind);
    expect(kinds).not.toContain('change-of-subject');
  });

  test('"You can\'t just leave." asks for the leaving not to happen', () => {
    const scene = sceneOf(
      `\n# 4 EXT. STATION - NIGHT\nIFE: You can't just leave. The exams are in June.\nROS: I can't stay there, Ife.\n`,
      'IFE',
    );
    expect(scene.wants[0]?.verbPhrase).toBe('not leave');
  });
});

test('news the other shuts the book on ("Morwenna closes the ledger.") lands, and is where it turns', () => {
  const scene = sceneOf(
    `
# 14 INT. BOATYARD OFFICE - DAY
MORWENNA (30s) checks a ledger. HUGH (50s) leans on the counter.
HUGH: Who took the Petrel out on Friday?
MORWENNA: Nobody. I'll put a chain on her.
HUGH: Show me the book.
MORWENNA: The book's private, Mr. Hugh.
HUGH: So was my son's diary. Until they found it on the rocks.
Morwenna closes the ledger.
MORWENNA: I'm sorry about Jory. But I can't help you.
`,
    'MORWENNA',
  );
  expect(scene.events.some((e) => e.kind === 'news' && e.text === 'Until they found it on the rocks.')).toBe(true);
  expect(scene.turn).toMatchObject({ because: 'news', by: 'HUGH' });
});

test('"Pump four." names a pump by its number; it is no doing to want', () => {
  const scene = sceneOf(
    `\n# 31 INT. GAS STATION - NIGHT\nMARA: Pump four. And the key to the restroom.\nCLERK: Restroom's for customers.\n`,
    'CLERK',
  );
  expect(scene.wants.find((w) => w.askText === 'Pump four.')?.verbPhrase ?? null).toBeNull();
});
