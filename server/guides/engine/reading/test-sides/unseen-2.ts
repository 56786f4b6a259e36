/**
 * A second held-out set: five original sides in families and shapes the reading was not tuned on
 * (UK TV, a daytime soap with a one-line extra, a commercial led by a child, an audio drama with no
 * narrator, a stage two-hander), with the coach's reading written by hand before the reading ran on
 * them. Scored, not asserted (`score.ts`); fixes go by class of failure with their own unit tests,
 * never by tuning to these pages.
 */
import type { TestSide } from './side.js';

export const UNSEEN_2: TestSide[] = [
  {
    id: 'cut-eye-uk-tv',
    label: 'UK TV drama lead',
    family: 'uk-tv',
    character: 'KERRY',
    page: `
# 12 INT. KERRY'S FLAT - KITCHEN - NIGHT
KERRY (40s) irons a school shirt. The front door goes. Her son DANNY (17) tries to slip past to his room, hood up.
KERRY: Oi. Kitchen.
DANNY: I'm knackered, Mum.
KERRY: Kitchen, Daniel.
He comes in. Keeps the hood up.
KERRY: Hood.
He pushes it back. A cut over his eye.
KERRY: Who did that?
DANNY: Nobody. Football.
KERRY: In November. At eleven o'clock at night.
DANNY: Five-a-side. It's indoors.
KERRY: Mrs. Okoro rang. Her Jayden's in A&E with a broken nose. She says it was you.
DANNY: She's lying.
KERRY: Then look at me and say it.
He can't.
DANNY: He was going on about Dad. Saying everyone knows why Dad's inside. In front of everyone.
KERRY: (setting down the iron) ...And you believed him?
DANNY: No! I don't know. You never tell me anything.
KERRY: Police'll be round tomorrow. You tell them the truth, all of it, and I'll tell you about your dad. Deal?
DANNY: ...Deal.
She pulls his head down and kisses the cut.
`,
    coach: {
      story:
        "Kerry has waited up ironing; her son Danny tries to slip past with a cut over his eye. She hauls him into the kitchen and wants the truth; he lies (football) and calls Mrs. Okoro a liar until Kerry makes him say it to her face. He can't: Jayden was going on about his dad. The police come tomorrow; she offers a deal — the truth to them, and she'll tell him about his father.",
      partners: ['DANNY'],
      want: { from: 'KERRY', of: 'DANNY', ask: 'Who did that?' },
      obstacle: { by: 'DANNY', says: 'Nobody. Football.' },
      stakes: ["Police'll be round tomorrow", 'broken nose'],
      turn: 'He was going on about Dad.',
      relationships: { DANNY: { named: 'son', callsThem: ['Daniel'], calledBy: ['Mum'] } },
      momentBefore: { note: 'Up late ironing his school shirt, waiting for him, after Mrs. Okoro rang.', opening: 'irons a school shirt' },
      pronouns: { KERRY: 'she', DANNY: 'he' },
    },
  },
  {
    id: 'pill-bottle-soap',
    label: 'daytime soap contract role',
    family: 'soap',
    character: 'LAUREN',
    page: `
# INT. BAYVIEW MEMORIAL - ICU WAITING ROOM - NIGHT
LAUREN ASHBY (20s), still in her bridesmaid's dress, paces. Her stepmother, GWEN (50s), sits perfectly still, a clutch bag on her knees.
LAUREN: They won't tell me anything. You're his wife. Go in there and make them tell you.
GWEN: The surgeon will come out when there's news.
LAUREN: He was fine at the reception. He was dancing.
GWEN: Your father is sixty-three, Lauren. He drinks.
LAUREN: He had one glass. I watched him. You gave it to him.
GWEN: (a thin smile) Now you sound like your mother.
LAUREN: What was in the glass, Gwen?
GWEN: Champagne. Sit down. You're making a scene.
LAUREN: I found these in your bag at the church. (holds up a pill bottle) They're not yours. The label says Harold Pike.
GWEN: Give me that.
LAUREN: Who's Harold Pike?
GWEN: My first husband.
LAUREN: The one who died on your honeymoon.
Gwen stands. For the first time, she looks afraid.
GWEN: Lauren. If you love your father, you'll put that in your pocket and you'll say nothing until he wakes up.
A DOCTOR appears in the doorway.
DOCTOR: Mrs. Ashby?
Lauren looks from the doctor to Gwen. She holds on to the bottle.
`,
    coach: {
      story:
        "Her father has collapsed at the wedding; in the ICU waiting room Lauren presses her stepmother Gwen about the glass Gwen handed him; Gwen deflects with 'Champagne' and jabs about her mother; Lauren produces a pill bottle from Gwen's bag in another man's name — Gwen's first husband, who died on their honeymoon. Gwen, afraid for the first time, tells her to say nothing; the doctor comes for Mrs. Ashby and Lauren holds on to the bottle.",
      partners: ['GWEN'],
      want: { from: 'LAUREN', of: 'GWEN', ask: 'What was in the glass' },
      obstacle: { by: 'GWEN', says: 'Champagne.' },
      stakes: ['died on your honeymoon', 'until he wakes up'],
      turn: 'The one who died on your honeymoon.',
      relationships: { GWEN: { named: 'stepmother', callsThem: ['Gwen'], calledBy: ['Lauren'] } },
      momentBefore: {
        note: 'Straight from the wedding, still in the dress, waiting for news that will not come.',
        opening: "bridesmaid's dress",
      },
      pronouns: { LAUREN: 'she', GWEN: 'she' },
    },
  },
  {
    id: 'unicorn-plaster-commercial',
    label: 'commercial (:30), child lead',
    family: 'commercial',
    character: 'ZOE',
    page: `
# :30 TV SPOT "BRAVE FACE"
INT. KITCHEN - MORNING
ZOE (7) sits on the counter, knee scraped, holding back tears. MOM (30s) kneels with a first-aid box.
MOM: Let me see.
ZOE: No, Mom. It'll sting.
MOM: Not this one. Look. Dinosaurs.
ZOE: (sniffing) I don't like dinosaurs anymore.
MOM: Since when?
ZOE: Since Tuesday. I'm seven now.
MOM: Okay. What do seven-year-olds like?
ZOE: ...Unicorns.
MOM: (digging in the box) Unicorns, unicorns... Ta-da.
Zoe holds out her knee. Mom puts the bandage on.
ZOE: It didn't sting.
MOM: Told you.
ZOE: Can I have one for Mr. Buttons?
She holds up a one-eyed teddy bear.
SUPER: PATCH PALS. BRAVE FOR EVERY AGE.
ANNCR (V.O.): Patch Pals. For every brave face.
`,
    coach: {
      story:
        "Zoe has scraped her knee and won't let Mom near it: it'll sting, and dinosaur plasters are for babies — she's seven now. Mom stops arguing and asks what seven-year-olds like; Zoe says unicorns, holds out her knee, finds it didn't sting, and asks for one for her teddy.",
      partners: ['MOM'],
      want: { from: 'MOM', of: 'ZOE', ask: 'Let me see.' },
      obstacle: { by: 'MOM', says: 'Dinosaurs.' },
      stakes: ["It'll sting", "I'm seven now"],
      turn: 'Unicorns.',
      relationships: { MOM: { callsThem: ['Mom'] } },
      momentBefore: { note: 'She has just fallen and is holding back tears.', opening: 'knee scraped' },
      pronouns: { ZOE: 'she' },
    },
  },
  {
    id: 'night-line-audio',
    label: 'audio drama lead, no narrator',
    family: 'audio',
    character: 'RAY',
    page: `
# SCENE 7. STUDIO B, NIGHT.
SFX: An on-air jingle fades. A phone line clicks open.
DELIA: You're on the Night Line. Who've I got?
RAY: (close on mic, steadying himself) I'd rather not say my name.
DELIA: That's fine, love. What's keeping you up?
RAY: My daughter's getting married on Saturday. She hasn't invited me.
DELIA: Ah. How long since you've spoken?
RAY: Eleven years. I wasn't... I wasn't a good dad. I drank.
DELIA: And now?
RAY: Six years sober. I want to be there. At the back. She wouldn't even have to see me.
DELIA: What do you want from us tonight?
RAY: She listens to this show. She always did, in the car. I want you to play her song. "Blue Harbour." She'll know it's me.
DELIA: I can't do that. We don't play messages to people who haven't asked to be reached.
RAY: Please. Just the song. No names.
SFX: A long pause. Paper rustles.
DELIA: (off mic, then close) ...It's three minutes forty. That's all I can give you.
SFX: The first bars of a song. Under it, a man breathing.
RAY: (barely) Thank you.
`,
    coach: {
      story:
        "A father who hasn't spoken to his daughter in eleven years calls a late-night radio show: she is getting married on Saturday without him. He asks the host, Delia, to play her song so she'll know it's him; Delia refuses — they don't send messages to people who haven't asked — he begs for just the song, and after a long pause she gives him three minutes forty.",
      partners: ['DELIA'],
      want: { from: 'RAY', of: 'DELIA', ask: 'I want you to play her song.' },
      obstacle: { by: 'DELIA', says: "I can't do that." },
      stakes: ['getting married on Saturday', 'Eleven years'],
      turn: "It's three minutes forty.",
      relationships: { DELIA: { calledBy: ['love'] } },
      momentBefore: {
        note: 'Sitting with the phone, deciding whether to call; no action on the page, only the line opening.',
        opening: null,
      },
      pronouns: { RAY: 'he' },
    },
  },
  {
    id: 'coursework-stage',
    label: 'stage two-hander',
    family: 'stage',
    character: 'TAMSIN',
    page: `
# SCENE 3. A classroom after the last bell.
MR. FENWICK (60s) marks essays at his desk. TAMSIN (17) stands in the doorway with her bag on. She doesn't come in.
FENWICK: Door's open or shut, Miss Cole. Not both.
TAMSIN: One more week. For the coursework.
FENWICK: The deadline was Friday. The moderator collects on Monday.
TAMSIN: Then the weekend. I'll have it on your desk by Monday, eight o'clock.
FENWICK: You said that in March.
TAMSIN: In March my nan wasn't in hospital.
He puts down his pen.
FENWICK: Is she still?
TAMSIN: She came home Thursday. I do her tablets. Mum works nights.
FENWICK: Why didn't you tell anyone?
TAMSIN: Because then it's a thing. Then there's a meeting and a leaflet.
FENWICK: If it's not in by Monday, you don't get the grade. Not a low grade. No grade. And no university offer.
TAMSIN: I know.
FENWICK: Sit down.
TAMSIN: Sir, I can't stay, I've got to get her tea—
FENWICK: Sit down, Tamsin. Show me what you've got. We'll see what's missing.
She comes in. Sits. Takes out a battered folder.
`,
    coach: {
      story:
        "Tamsin hovers in her teacher's doorway after the deadline to ask for one more week; Mr. Fenwick says the moderator collects Monday and she said the same in March; she lets slip that her nan has been in hospital and she has been caring for her. He spells out what Monday means — no grade, no university offer — then makes her sit and show him what she has.",
      partners: ['FENWICK'],
      want: { from: 'TAMSIN', of: 'FENWICK', ask: 'One more week.' },
      obstacle: { by: 'FENWICK', says: 'The deadline was Friday.' },
      stakes: ["you don't get the grade", 'no university offer', 'The moderator collects on Monday'],
      turn: "my nan wasn't in hospital",
      relationships: { FENWICK: { callsThem: ['Sir'], calledBy: ['Miss Cole', 'Tamsin'] } },
      momentBefore: { note: 'She has been outside the door deciding whether to ask at all.', opening: "doesn't come in" },
      pronouns: { TAMSIN: 'she', FENWICK: 'he' },
    },
  },
];
