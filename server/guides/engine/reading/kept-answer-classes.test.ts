/**
 * A character pressed with a question they put off (decision 053): the scene is keeping the answer, the wall is the
 * asker coming back with more, and the character's small talk is no want of theirs. Around it: "Sorry?" asks what was
 * meant, so the asker's next words answer their own question; "Good luck." wishes, it asks nothing; a place the partner
 * just named, said back ("Lisbon."), is an echo, not an ask; a lone voice on the phone plays to the one it calls by name;
 * "(to Ruth)" says who is spoken to; a counter made once after a no is the no's, not a want; sayings in the form of
 * orders ("Ask anybody.") ask nothing, and a name in capitals ("Mark Lane.") is no doing.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { readScript } from './read-script.js';

const sceneOf = (page: string, who: string) => readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], who).scenes[0]!;

const KITCHEN = `
# 5 INT. KITCHEN - NIGHT
MAUREEN irons a shirt. Her son LIAM (17) comes in, muddy.
MAUREEN: Where were you till two?
LIAM: Is there any toast?
MAUREEN: Where were you, Liam?
LIAM: Out. Is the match on?
MAUREEN: Mrs. Keane saw the police car outside the garage at one.
LIAM: Mrs. Keane needs glasses.
MAUREEN: She saw you get out of it.
Liam sits down. He puts his head in his hands.
LIAM: I didn't take anything, Mum.
`;

test('pressed with a question they put off, the character keeps the answer, and the asker coming back is the wall', () => {
  const guide = offlineGuideOf(KITCHEN, 'LIAM');
  const objective = guide.scenes[0]!.objective;
  expect(objective.choice).toBe("To keep the answer to Maureen's “Where were you till two?” from her without ever saying no.");
  expect(objective.obstacle).toBe("Maureen won't let it go and comes back with more — hardest at “She saw you get out of it.”");
  // "Is the match on?" was put to her, not fought over: no want of his own in the story.
  expect(guide.story.join(' ')).not.toContain('something of his own');
});

test('"Sorry?" asks what was meant: the asker answers their own question; "Good luck." and a place said back ask nothing', () => {
  const scene = sceneOf(
    `
# 2 INT. TRAIN STATION CAFE - DAY
GIDEON: The ferry to Lisbon goes at six.
CORA: Lisbon. Have you been?
GIDEON: Twice.
CORA: Do you know what a ticket costs?
GIDEON: Sorry?
CORA: Forty euros. Forty euros and a whole sea between you and your mother.
GIDEON: Come with me.
CORA: Good luck, Gideon.
`,
    'CORA',
  );
  expect(scene.wants.find((w) => w.askText === 'Do you know what a ticket costs?')?.resisted).toBe(false);
  expect(scene.events.filter((e) => e.by === 'CORA' && e.kind === 'request').map((e) => e.text)).toEqual([]);
});

test('a place the partner just named, said back ("Whitby."), and "Break a leg." ask for nothing', () => {
  const scene = sceneOf(
    `
# 2 INT. DRESSING ROOM - NIGHT
GIDEON: The night my brother drove the van into the harbour at Whitby.
CORA: Whitby. Is it still there? The harbour?
GIDEON: I'm on in five.
CORA: Break a leg.
`,
    'CORA',
  );
  expect(scene.events.filter((e) => e.by === 'CORA' && e.kind === 'request').map((e) => e.text)).toEqual([]);
});

const LOCKED_OUT = `
# 1 INT. HOTEL CORRIDOR - NIGHT
RAFE (40s), locked out of his room in a dressing gown, has his phone to his ear. On the line is his boss, MARGO, still at the office.
RAFE: Margo! Hi. No, the pitch went brilliantly.
RAFE: Margo, listen. Push the meeting to Friday. Friday's better for everyone.
RAFE: (listening) Thursday. Right. Thursday at nine.
`;

test('a lone voice on the phone plays to the one it calls by the name the action gives, though they never speak', () => {
  const scene = sceneOf(LOCKED_OUT, 'RAFE');
  expect(scene.partners).toEqual(['MARGO']);
  expect(scene.arc?.want?.verbPhrase).toBe('push the meeting to Friday');
  expect(scene.relationships[0]?.callsThem).toContain('Margo');
  expect(offlineGuideOf(LOCKED_OUT, 'RAFE').scenes[0]!.objective.choice).toBe('To get Margo to push the meeting to Friday.');
});

test('"(to Ruth)" says who is spoken to, whoever spoke last', () => {
  const scene = sceneOf(
    `
# 9 INT. SHOP FLOOR - DAY
RUTH: The van's late again.
DESMOND: (to Ruth) Ring the depot.
ALF: I can do it.
DESMOND: (to Ruth) Ring them now, please.
`,
    'DESMOND',
  );
  expect(scene.events.filter((e) => e.by === 'DESMOND' && e.kind === 'request').map((e) => e.to)).toEqual(['RUTH', 'RUTH']);
});

test('the one pressed who says no, then counters once ("Use the annexe. Bring your own chairs."), is holding out', () => {
  const guide = offlineGuideOf(
    `
# 4 INT. LIBRARY - DAY
NORRIS: Miss Pell. Miss Pell. On behalf of the chess club.
PELL: No.
NORRIS: We want the reading room on Saturdays.
PELL: The reading room is for reading.
NORRIS: Thirty members have signed.
PELL: The answer is no. Use the annexe. Bring your own chairs.
NORRIS: Mr. Feld taught half of them to read in that room.
PELL: (putting down her stamp) One Saturday. Ten till one.
`,
    'PELL',
  );
  expect(guide.scenes[0]!.objective.choice).toBe(
    "To hold out against Norris's “We want the reading room on Saturdays.” without losing them.",
  );
});

test('"Ask anybody." and "Suit yourself." are sayings, and "Mark Lane." names a place: none is a playable ask', () => {
  const scene = sceneOf(
    `
# 6 INT. OFFICE - NIGHT
WYATT: I was at my desk all night. Ask anybody.
HOLLIS: Suit yourself. Sign the statement.
WYATT: Mark Lane. The Mark Lane kitchen, and I'll sign.
HOLLIS: No.
`,
    'WYATT',
  );
  const asks = scene.events.filter((e) => e.kind === 'request').map((e) => e.text);
  expect(asks).not.toContain('Ask anybody.');
  expect(asks).not.toContain('Suit yourself.');
  expect(scene.wants.find((w) => w.askText === 'Mark Lane.')?.verbPhrase ?? null).toBe(null);
});
