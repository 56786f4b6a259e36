/**
 * Every scene with a turn has something to listen to (decision 054): where no news is heard and no partner's yes or
 * no lands, the turn is still heard — the partner's answer to the character's card, before the character's next
 * words. A yes handed over in the line's own direction ("(handing her the twine)") is heard as a yes.
 */
import { expect, test } from 'vitest';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';

const GARAGE = `
# INT. GARAGE - NIGHT
RUBY (17) stands by the workbench. Her uncle SOL (60s) wipes down a motorbike.
RUBY: I need the bike tomorrow.
SOL: It's got no brakes worth the name.
RUBY: I've ridden it without brakes before. You were there.
SOL: I was there when your dad did too. Look how that went.
RUBY: He'd have lent it me. You know he would.
Sol puts the rag down.
SOL: Helmet's on the hook.
RUBY: Thank you. Thank you, Sol.
`;

const SHED = `
# SCENE TWO. An allotment shed, evening.
WALTER, seventies, sorts seed packets into a biscuit tin. His granddaughter JO, twenty, stands in the doorway.
JO: Have you sold it, Grandad?
WALTER: The council wants it back. I'm just signing the form.
JO: I'll dig it. I'll come every Saturday.
WALTER: You live in Leeds.
JO: There's a train.
WALTER: The form's on the windowsill. It's not posted.
JO: Then don't post it.
WALTER: (handing her the twine) Then you'd better learn to tie a bean pole.
`;

const listening = (page: string, who: string, family: 'screenplay' | 'stage' = 'screenplay') =>
  offlineGuideOf(page, who, {}, family)
    .scenes[0]!.discoveries.map((d) => d.text)
    .join(' ');

test("the partner's answer to the character's card is listened to when nothing else is", () => {
  expect(listening(GARAGE, 'RUBY')).toContain("Sol's “Helmet's on the hook.” answers it");
});

test("a yes handed over in the line's own direction is heard as the yes", () => {
  expect(listening(SHED, 'JO', 'stage')).toContain("Walter gives way — “Then you'd better learn to tie a bean pole.”");
});
