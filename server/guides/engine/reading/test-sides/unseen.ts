/**
 * Three more original sides in shapes the reading was not tuned on (a commercial with an announcer
 * and a super, an audio drama with a narrator and a radio voice, a three-hander stage scene), with
 * the coach's reading written by hand before the reading ran on them. They are scored, not asserted:
 * `score.ts` prints how many checks hold.
 */
import type { TestSide } from './side.js';

export const UNSEEN: TestSide[] = [
  {
    id: 'pretzel-commercial',
    label: 'commercial (:30), child',
    family: 'commercial',
    character: 'MILO',
    page: `
# :30 TV SPOT "ROAD TRIP"
INT. MINIVAN - DAY (MOVING)
DAD (40s) drives. In the back, MILO (9) stares out the window, headphones on. A bag of AUNTIE JO'S PRETZELS sits between the seats.
DAD: Milo. Milo. Headphones.
MILO: (pulling one off) What?
DAD: Four hours to Grandma's. You could talk to me.
MILO: About what?
DAD: Anything. School. That girl. Ava.
MILO: No way.
DAD: Okay. Then pass me a pretzel.
MILO: Those are mine.
DAD: I'll trade you. One pretzel, one question.
Milo thinks. Holds out one pretzel.
MILO: One question.
DAD: Does Ava like pretzels?
MILO: (grinning despite himself) ...She likes the cheese ones.
SUPER: AUNTIE JO'S. NOW IN CHEESE.
ANNOUNCER (V.O.): Auntie Jo's Pretzels. Worth the trade.
`,
    coach: {
      story:
        "Four hours into a drive to Grandma's, Dad wants Milo to talk to him; Milo shuts him out, then guards his pretzels; Dad offers a trade — one pretzel, one question — Milo takes it, and Dad gets him smiling about Ava.",
      partners: ['DAD'],
      want: { from: 'DAD', of: 'MILO', ask: 'You could talk to me.' },
      obstacle: { by: 'DAD', says: "I'll trade you." },
      stakes: ['Four hours'],
      turn: 'One question.',
      relationships: { DAD: { calledBy: ['Milo'] } },
      pronouns: { MILO: 'he' },
    },
  },
  {
    id: 'radio-room-audio',
    label: 'audio drama lead',
    family: 'audio',
    character: 'AGNES',
    page: `
# SCENE 4. THE RADIO ROOM, NIGHT.
SFX: Wind. A door bangs.
NARRATOR: By the third night, the ice had closed the harbour, and only the radio still reached the mainland.
SFX: Static.
AGNES: (into the mic) Kittiwake Station to mainland. Kittiwake to mainland, come in.
OPERATOR: (distort) Mainland. Go ahead, Kittiwake.
AGNES: We need the doctor flown out. Tonight. My husband's fever is past a hundred and four.
OPERATOR: (distort) No flights in this. Not till the wind drops.
AGNES: When will it drop?
OPERATOR: (distort) Morning, maybe. Maybe not.
AGNES: He won't last till morning. Please. You know the Harbourmaster. Call him.
OPERATOR: (distort) Agnes... it's Dennis.
AGNES: (beat) Dennis?
OPERATOR: (distort) I'll call him. I'll call everyone. Keep the radio on.
SFX: Static swells. Agnes sets the mic down, breathing hard.
AGNES: (to herself) Hold on, Will. Hold on.
`,
    coach: {
      story:
        "The ice has cut the island off; Agnes radios the mainland for a doctor for her husband's fever; the operator says no flights till the wind drops; she begs him to call the Harbourmaster, he turns out to be Dennis, someone who knows her, and promises to call everyone.",
      partners: ['OPERATOR'],
      want: { from: 'AGNES', of: 'OPERATOR', ask: 'We need the doctor flown out.' },
      obstacle: { by: 'OPERATOR', says: 'No flights in this.' },
      stakes: ["He won't last till morning", 'past a hundred and four'],
      turn: "I'll call him.",
      relationships: { OPERATOR: { calledBy: ['Agnes'] } },
      pronouns: { AGNES: 'she' },
    },
  },
  {
    id: 'church-hall-stage',
    label: 'stage play, three-hander',
    family: 'stage',
    character: 'JUNE',
    page: `
# SCENE 2. A church hall, after a funeral.
Folding chairs. JUNE (60s) stacks them. Her son PETER (30s) holds a plate of sandwiches. Her late husband's brother, ARTHUR (70s), sits with his coat on.
ARTHUR: He'd have hated the hymns.
JUNE: He chose the hymns, Arthur.
ARTHUR: He chose them to annoy you.
PETER: Mum, sit down. Let me do that.
JUNE: I'm fine.
PETER: You've been standing since nine.
JUNE: Then another hour won't kill me.
ARTHUR: June. The house.
JUNE: Not today.
ARTHUR: Frank left me half. You know he did. I've a buyer.
JUNE: I said not today.
PETER: (setting down the plate) Uncle Arthur, she buried him this morning.
ARTHUR: And I buried my brother. I'm seventy-four, lad. I haven't got many todays.
Silence. June puts down the chair she is holding.
JUNE: Sell it, then. Sell your half. I'll be in the kitchen.
She goes.
`,
    coach: {
      story:
        "After her husband's funeral June keeps busy stacking chairs; her son Peter wants her to sit; Frank's brother Arthur presses her to sell the house Frank left him half of; she refuses twice; when Arthur says he hasn't many todays left, she gives in — sell it — and walks out.",
      partners: ['ARTHUR', 'PETER'],
      want: { from: 'ARTHUR', of: 'JUNE', ask: 'The house.' },
      obstacle: { by: 'ARTHUR', says: 'Frank left me half.' },
      stakes: ['Frank left me half', "I haven't got many todays"],
      turn: "I haven't got many todays.",
      relationships: {
        ARTHUR: { named: 'brother', callsThem: ['Arthur'], calledBy: ['June'] },
        PETER: { named: 'son', calledBy: ['Mum'] },
      },
      pronouns: { JUNE: 'she', PETER: 'he', ARTHUR: 'he' },
    },
  },
];
