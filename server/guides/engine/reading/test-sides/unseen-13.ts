/**
 * A thirteenth held-out set, kept unread for an independent read after the twelfth (decision 054): nobody has generated
 * or read a guide for these sides yet, and the engine must not be tuned on them before that read is scored. Ten original sides,
 * with the coach's reading and the arc written by hand before any engine ran on them. Shapes: a want for forgiveness
 * asked only as a ride, the ride given and the forgiveness withheld (film); a day off won by a trade after the boss's
 * counter-offer (single-cam); a witness protecting her nephew who gives the detective a partial truth (procedural);
 * three speakers and a secret let slip by the partner (multi-cam); a confrontation over a hidden letter, the family
 * business named as the stakes mid-scene, ending on a threat (soap); parent, child and an announcer who is never a
 * partner, twelve short lines (commercial); two old friends whose turn is a long silence in a stage direction, then one
 * line (stage); a nurse delivering bad news to a daughter who will not hear it at first (UK TV); a phone call whose
 * other voice is heard, with SFX and MUSIC cues (audio); a child lead (age 8) whose want is met halfway by a
 * grandmother who cannot come, her illness hinted and never named (child). Nothing mature; a dying parent in the UK TV
 * side, a hidden illness in the child side, brandy mentioned in the audio side. Its writer, who never read the engine,
 * did see how coach-checks.ts compares a reading with these fields (not the engine's code): it is as blind to the
 * reading as the twelfth set, but the fields were written knowing how they are checked.
 */
import type { SideRequest, TestSide } from './side.js';

export const UNSEEN_13: TestSide[] = [
  {
    id: 'ride-film',
    label:
      'feature film drama; an absent father and his grown daughter in a diner lot; he wants forgiveness but only asks for a ride; she gives the ride, not the forgiveness; nothing mature',
    family: 'screenplay',
    character: 'FRANK',
    page: `
# 58 EXT. ROUTE 9 DINER - PARKING LOT - NIGHT
The rain has just stopped. Neon buzzes in the puddles. FRANK MOLINA (62) stands by the diner door with a duffel bag, as he has for some time. Across the lot his daughter, ANA MOLINA (31), in hospital scrubs, unlocks a dented hatchback.
FRANK: Ana.
ANA: (not turning) How did you know I'd be here?
FRANK: Your mother said Thursdays. After your shift.
ANA: My mother says a lot of things.
FRANK: My truck's at Benny's. The transmission.
ANA: Okay.
FRANK: I need to get out to the house on Carver Road. It's eleven miles. I'd walk it, but my knee.
ANA: Call a cab.
FRANK: There's no cab out here after ten. You know that.
ANA: Then call Benny.
FRANK: (beat) Could you give me a ride, mija? Just the ride.
She looks at him for the first time.
ANA: Just the ride.
FRANK: That's all I'm asking.
ANA: You missed Lucas's christening. You missed my graduation. You missed Mom's surgery. And now you're asking for a ride.
FRANK: I know what I missed.
ANA: Do you? Name one thing Lucas likes.
FRANK: (a long beat) I don't know him.
ANA: No. You don't.
FRANK: I'd like to. That's... I'd like to.
ANA: That's not a ride, Dad. That's something else.
He nods. He shoulders the duffel and turns toward the dark road.
ANA: (to his back) Dad. Get in the car.
FRANK: You don't have to.
ANA: Before I change my mind. And the radio's mine.
He gets in. She starts the engine and does not look at him.
FRANK: Thank you, Ana.
ANA: Don't. It's eleven miles. That's all it is.
`,
    coach: {
      story:
        "Frank, who has missed years of his daughter Ana's life, waits for her outside the diner after her shift and asks only for a ride home because his truck is in the shop. Ana throws back everything he missed — her son's christening, her graduation, her mother's surgery — and makes him admit he doesn't know his own grandson. He says he'd like to, which is the forgiveness he has really come for, and she names it as something other than a ride. As he walks off toward the road she tells him to get in the car, but makes clear it is eleven miles and nothing more.",
      partners: ['ANA'],
      want: { from: 'FRANK', of: 'ANA', ask: 'Could you give me a ride, mija?' },
      obstacle: { by: 'ANA', says: "And now you're asking for a ride." },
      stakes: ["I don't know him.", "I'd like to."],
      turn: 'Dad. Get in the car.',
      relationships: {
        ANA: {
          named: 'daughter',
          callsThem: ['Ana', 'mija'],
          calledBy: ['Dad'],
          history: "You missed Lucas's christening.",
        },
      },
      momentBefore: {
        note: 'He has been waiting outside the diner a long time, working up to this; the ride is real, but it is the only thing he dares to ask for.',
        opening: 'stands by the diner door with a duffel bag',
      },
      pronouns: { FRANK: 'he', ANA: 'she' },
    },
    arc: {
      pursuer: 'FRANK',
      pursues: 'get Ana to forgive him, asking only for a ride',
      objective: 'get Ana to let him back into her life, by way of a ride home',
      objectiveLine: 'Could you give me a ride, mija?',
      outcome: 'partner',
      turn: 'Dad. Get in the car.',
      turnIsAction: false,
    },
  },
  {
    id: 'dayoff-singlecam',
    label:
      'single-camera comedy; a mattress-store employee wants Friday off for a cornhole semifinal; the boss counter-offers (a day in the cloud mascot costume); it ends in a trade; nothing mature',
    family: 'screenplay',
    character: 'PRIYA',
    page: `
# 12 INT. SLUMBERTOWN MATTRESS OUTLET - BACK OFFICE - DAY
A windowless office. A life-size cardboard cloud with a smiling face leans in the corner. GARY PELT (56), the store manager, eats a yogurt at his desk. PRIYA DESAI (27), in a Slumbertown polo, comes in holding a printed calendar. She has circled one day in red, three times.
PRIYA: Gary. Got a second?
GARY: I've got until this yogurt's done.
PRIYA: I need Friday off.
GARY: This Friday?
PRIYA: This Friday.
GARY: Friday is the first day of the Spring Snooze-a-thon.
PRIYA: I know. I made the banner.
GARY: It's a beautiful banner.
PRIYA: It's the state cornhole semifinal. In Dayton. My partner Deb and I are seeded fourth.
GARY: Cornhole.
PRIYA: It's a real sport, Gary. It's on cable.
GARY: (setting the yogurt down) Here's the thing. I can't give anybody days off during Snooze-a-thon. That's the rule. I wrote the rule. It's laminated.
PRIYA: If I'm not there, we forfeit. Deb's been practising in her garage since October. Her husband had to park on the street all winter.
GARY: That's a lot of sacrifice.
PRIYA: He's still not over it.
He leans back in his chair. He looks at the cardboard cloud. She follows his look.
GARY: Okay. Counter-offer.
PRIYA: There's a counter-offer?
GARY: You take Friday. You work Sunday. As Cumulus.
PRIYA: Cumulus is a costume?
GARY: Cumulus is a brand ambassador. Full body. Foam. Kyle wore him last year and lost eleven pounds in one afternoon.
PRIYA: Where?
GARY: On the sign-spinning corner. Six hours.
PRIYA: Four hours. And I bring my cornhole boards and we do a promo. Toss a bag, win a pillow.
GARY: (slowly) Toss a bag, win a pillow.
PRIYA: I know it's good.
GARY: Five hours. And the pillows come out of your employee discount.
PRIYA: Deal.
They shake. Gary picks his yogurt back up.
GARY: Go get 'em, Cumulus.
`,
    coach: {
      story:
        "Priya asks her manager Gary for Friday off to play in the state cornhole semifinal, on the first day of the store's big Snooze-a-thon sale. Gary has a laminated rule against days off during the sale, and Priya tells him she and her partner will forfeit if she isn't there. Gary counter-offers: Friday off if she works Sunday on the street corner in the foam cloud costume. She haggles him down from six hours to five and sells him a cornhole promo, paying for the prize pillows herself, and they shake on it.",
      partners: ['GARY'],
      want: { from: 'PRIYA', of: 'GARY', ask: 'I need Friday off.' },
      obstacle: { by: 'GARY', says: "I can't give anybody days off during Snooze-a-thon." },
      stakes: ["If I'm not there, we forfeit."],
      turn: 'Okay. Counter-offer.',
      relationships: {
        GARY: { named: 'manager', callsThem: ['Gary'], calledBy: ['Cumulus'] },
      },
      momentBefore: {
        note: 'She has rehearsed this on the way to the office and knows the rule before she walks in; the red circle on the calendar is her evidence.',
        opening: 'comes in holding a printed calendar',
      },
      pronouns: { PRIYA: 'she', GARY: 'he' },
    },
    arc: {
      pursuer: 'PRIYA',
      pursues: 'get Gary to give her Friday off',
      objective: 'get Gary to give her Friday off for the semifinal, at the lowest price',
      objectiveLine: 'I need Friday off.',
      outcome: 'both',
      turn: 'Okay. Counter-offer.',
      turnIsAction: false,
    },
  },
  {
    id: 'laundromat-procedural',
    label:
      'network crime procedural; a laundromat owner, a witness to a pharmacy break-in, protects her nephew; the detective presses; she gives a partial truth (the car, never the driver); a crime reference, nothing graphic',
    family: 'screenplay',
    character: 'HAZEL',
    page: `
# 22 INT. SUDS CITY LAUNDROMAT - NIGHT
Dryers tumbling. A television with the sound off. HAZEL BRANDT (66), the owner, folds towels on the long counter with great precision. DET. RAFE KOWALSKI (45) leans on a washer, his notebook open.
KOWALSKI: You close at ten.
HAZEL: Ten on the sign. Ten-thirty if somebody's in the spin cycle. I don't throw people out wet.
KOWALSKI: The pharmacy alarm went at ten-forty. You were still here.
HAZEL: I was doing the lint traps.
KOWALSKI: The lint traps face the back window. The back window faces the alley.
HAZEL: You've been in here before.
KOWALSKI: Every Sunday for six years, Mrs. Brandt. My machine's number nine.
HAZEL: Nine sticks.
KOWALSKI: I know it sticks. What did you see in the alley?
HAZEL: Steam on the glass. It's a laundromat.
KOWALSKI: Somebody put a brick through Gellman's back door and walked out with the cash drawer. Mr. Gellman was in the stockroom. He's got eleven stitches.
She stops folding.
HAZEL: Is he all right?
KOWALSKI: He'll live. He's angry. So's my lieutenant. If I don't bring something back tonight, this goes to Robbery downtown, and they won't ask you nicely.
HAZEL: (folding again) Is that what this is? Nicely?
KOWALSKI: Hazel. Who are you covering for?
HAZEL: Nobody.
KOWALSKI: Your nephew Curtis drives a green Civic with one grey door.
A long beat. A dryer buzzes. She doesn't go to it.
HAZEL: Lots of people drive Civics.
KOWALSKI: With one grey door?
HAZEL: (carefully) I saw a car. In the alley. Green. It was there when I did the traps, and it was gone when the alarm went.
KOWALSKI: Who was in it?
HAZEL: I didn't see anyone get out of it. That's the truth.
KOWALSKI: That's a piece of the truth.
HAZEL: It's the piece I've got, Detective.
She holds out a folded towel to him, squared at the corners. He doesn't take it.
HAZEL: Your number nine's done.
`,
    coach: {
      story:
        "A detective who does his washing at Hazel's laundromat every Sunday comes in at night to ask what she saw in the alley when the pharmacy next door was robbed and its owner hurt. Hazel deflects with jokes about lint traps and steam until he tells her the case will go downtown to detectives who won't be nice, and then names her nephew Curtis and his green car. Cornered, she gives him the car — green, in the alley, gone when the alarm went — but swears she didn't see anyone get out. He calls it a piece of the truth; she says it's the piece she's got, and sends him to his washing.",
      partners: ['KOWALSKI'],
      want: { from: 'KOWALSKI', of: 'HAZEL', ask: 'What did you see in the alley?' },
      obstacle: { by: 'KOWALSKI', says: 'Who are you covering for?' },
      stakes: ['this goes to Robbery downtown', "He's got eleven stitches."],
      turn: 'Your nephew Curtis drives a green Civic with one grey door.',
      relationships: {
        KOWALSKI: {
          named: 'detective',
          callsThem: ['Detective'],
          calledBy: ['Mrs. Brandt', 'Hazel'],
          history: 'Every Sunday for six years',
        },
      },
      momentBefore: {
        note: 'She has known since last night whose car was in the alley, and she has been folding the same towels since he walked in, deciding how much she can give.',
        opening: 'folds towels on the long counter with great precision',
      },
      pronouns: { HAZEL: 'she', KOWALSKI: 'he' },
    },
    arc: {
      pursuer: 'KOWALSKI',
      pursues: 'get Hazel to say who was in the alley',
      objective: "keep Curtis's name out of it while giving Kowalski only what he already has",
      objectiveLine: "It's the piece I've got, Detective.",
      outcome: 'character',
      turn: 'Your nephew Curtis drives a green Civic with one grey door.',
      turnIsAction: false,
    },
  },
  {
    id: 'turkey-multicam',
    label:
      "multi-camera sitcom; three speakers; a sister wants to host Thanksgiving; her husband's slip of the tongue lets out her secret (a baby); both sisters get something; nothing mature",
    family: 'multi-cam',
    character: 'BEV',
    page: `
# 4 INT. BEV AND HECTOR'S APARTMENT - KITCHEN - NIGHT
A tiny kitchen. HECTOR (30s), Bev's husband, hides a box of saltines behind the toaster. He eats one first. BEV (30s) sits at the counter with a notepad that says THANKSGIVING - MY HOUSE. She has underlined it three times. The door bangs open: Bev's older sister JOANIE (40s) sweeps in with a clipboard of her own.
JOANIE: I got your text. "We need to talk about Thanksgiving." Nobody needs to talk about Thanksgiving. Thanksgiving is handled.
BEV: Hi, Joanie. Sit down.
JOANIE: I don't sit. I'm brining.
HECTOR: She's brining.
BEV: I know she's brining, Hector.
JOANIE: (reading the notepad) "My house." Whose house?
BEV: Mine. I want to host this year.
JOANIE: (laughs, then stops) Oh, you're serious.
BEV: I'm serious.
JOANIE: Bev. You don't own a roasting pan.
BEV: I'll buy a roasting pan.
JOANIE: You don't own a table.
HECTOR: We have a table.
JOANIE: You have a card table with a sheet on it.
HECTOR: It's a nice sheet.
BEV: Joanie, please. Just this one year. Let me do it here.
JOANIE: Eleven years I've done Thanksgiving. Eleven years, not one dry bird. Mom calls my gravy a miracle. You want to take that from me for a card table?
BEV: It's not about the table.
JOANIE: Then what's it about?
Bev looks at Hector. Hector looks at the saltines.
HECTOR: It's about nothing! She just wants to host. For once. It's not like she could lift your twenty-pound bird anyway, with the baby —
Silence. Hector freezes.
HECTOR: — back. Baby back. Ribs. We're doing ribs.
JOANIE: (slowly) The baby.
BEV: Hector.
HECTOR: I know.
BEV: We were going to say it at the table. At our table. With a toast.
JOANIE: (sinking onto a stool) I'm going to be an aunt?
BEV: You're going to be an aunt. And you said you don't sit.
JOANIE: I'm sitting! (then, all business, flipping her clipboard) Fine. Your house. I'm bringing the bird, the gravy, and a real table.
BEV: Deal.
HECTOR: (holding out the box) Saltine?
`,
    coach: {
      story:
        "Bev has called her older sister Joanie over to take Thanksgiving off her: after eleven years of Joanie hosting, Bev wants to do it at her own apartment this year. Joanie laughs at the idea — no roasting pan, only a card table — and won't give up her gravy and her bird, and asks what this is really about. Bev's husband Hector covers for her and lets slip that Bev is pregnant, which was the secret she meant to announce at her own table. Joanie, overjoyed to be an aunt, gives Bev the house but keeps the bird and the gravy.",
      partners: ['JOANIE', 'HECTOR'],
      want: { from: 'BEV', of: 'JOANIE', ask: 'Let me do it here.' },
      obstacle: { by: 'JOANIE', says: "You don't own a roasting pan." },
      stakes: ['We were going to say it at the table.', 'You want to take that from me'],
      turn: 'lift your twenty-pound bird anyway, with the baby',
      relationships: {
        JOANIE: { named: 'sister', callsThem: ['Joanie'], calledBy: ['Bev'] },
        HECTOR: { named: 'husband', callsThem: ['Hector'] },
      },
      momentBefore: {
        note: 'She is newly pregnant, has told no one but Hector, and has planned to announce it at her own Thanksgiving table; the notepad is her case, prepared before her sister arrives.',
        opening: 'sits at the counter with a notepad',
      },
      pronouns: { BEV: 'she', JOANIE: 'she', HECTOR: 'he' },
    },
    arc: {
      pursuer: 'BEV',
      pursues: 'get Joanie to hand over Thanksgiving this year',
      objective: 'get Joanie to let her host Thanksgiving without telling her why',
      objectiveLine: 'Let me do it here.',
      outcome: 'both',
      turn: 'lift your twenty-pound bird anyway, with the baby',
      turnIsAction: false,
    },
  },
  {
    id: 'letter-soap',
    label:
      "daytime soap; a sister confronts her brother over their late father's letter he hid; the family timber business named as the stakes mid-scene; ends on her threat; nothing mature",
    family: 'soap',
    character: 'CORA',
    page: `
# INT. HOLLOWAY HOUSE - FATHER'S STUDY - NIGHT
Rain lashes the tall windows. JUSTIN HOLLOWAY (38) pours himself a scotch at his late father's desk. The door flies open. His sister CORA HOLLOWAY (44) stands in the doorway, holding a torn envelope.
CORA: You opened my mail.
JUSTIN: Good evening to you too, Cora.
CORA: This was in your briefcase. My name is on it. In Daddy's handwriting.
JUSTIN: You went through my briefcase?
CORA: Don't. Don't you dare make this about my manners, little brother.
JUSTIN: It came to the office. I handle the office mail.
CORA: It came to the office eleven months ago. The postmark says March. He died in April.
JUSTIN: (setting down the glass) Then you know what it says.
CORA: I know what it says. I want to hear you say it.
JUSTIN: It's a sick man's letter. He was on so much medication he didn't know what he was writing.
CORA: (reading) "My darling Cora. The votes are yours. Justin isn't ready."
JUSTIN: He was confused.
CORA: He signed it. He had Walter witness it.
JUSTIN: Walter would witness a grocery list if Daddy handed it to him.
CORA: Answer me. Why did you hide it?
JUSTIN: Because Holloway Timber is all this family has left, and you'd run it into the ground in a year.
CORA: Four hundred people work at that mill, Justin. You've laid off ninety of them since the funeral.
JUSTIN: To keep the lights on.
CORA: To keep your boat in the water.
JUSTIN: (coming around the desk) Give me the letter, Cora.
CORA: No.
JUSTIN: It's a piece of paper. It won't hold up. Any lawyer in this state would tell you —
CORA: Then you won't mind if I show it to one.
He grabs for it. She steps back; the letter stays in her hand.
JUSTIN: You wouldn't do that to Mother.
CORA: Mother's not the one who hid it.
She folds the letter and slips it inside her jacket.
CORA: The board meets Friday. You will read this letter out loud at that table, every word. Or I read it for you, and then I tell them what else I found in that briefcase.
Justin goes white.
`,
    coach: {
      story:
        "Cora bursts into their late father's study with a letter she found in her brother Justin's briefcase: addressed to her, sent before their father died, and hidden for eleven months. Justin dismisses it as a sick man's confusion until she reads it aloud — the votes are hers — and demands to know why he hid it. He admits it: Holloway Timber is all the family has, and he doesn't trust her with it; she throws back the ninety people he has laid off. When he demands the letter she refuses and threatens to read it to the board herself, along with whatever else was in his briefcase.",
      partners: ['JUSTIN'],
      want: { from: 'CORA', of: 'JUSTIN', ask: 'Why did you hide it?' },
      obstacle: { by: 'JUSTIN', says: "It's a sick man's letter." },
      stakes: ['Holloway Timber is all this family has left', 'Four hundred people work at that mill'],
      turn: "Then you won't mind if I show it to one.",
      relationships: {
        JUSTIN: {
          named: 'brother',
          callsThem: ['Justin'],
          calledBy: ['Cora'],
          history: 'He died in April.',
        },
      },
      momentBefore: {
        note: 'She has just found the letter in his briefcase and read it, and has come straight here with it in her hand; she already knows the answer and wants him to say it.',
        opening: 'holding a torn envelope',
      },
      pronouns: { CORA: 'she', JUSTIN: 'he' },
    },
    arc: {
      pursuer: 'CORA',
      pursues: "make Justin admit he hid their father's letter",
      objective: "make Justin admit he hid the letter and take the company's vote back from him",
      objectiveLine: 'Answer me. Why did you hide it?',
      outcome: 'character',
      turn: "Then you won't mind if I show it to one.",
      turnIsAction: false,
    },
  },
  {
    id: 'stain-commercial',
    label:
      'commercial :30 with ANNCR and SUPER; a mom, her son and a grass-stained picture-day shirt; twelve short lines; the announcer is never a partner; both win; nothing mature',
    family: 'commercial',
    character: 'MOM',
    page: `
# 1 INT. FRONT HALLWAY - MORNING
MOM (30s) holds a backpack by the front door, checking her watch. Her son OLLIE (7) thunders down the stairs in a white shirt with a huge green grass stain across the front.
MOM: Ollie. Picture day.
OLLIE: Mom, I'm ready!
MOM: What is that?
OLLIE: Grass. I scored a goal.
MOM: On your picture-day shirt.
OLLIE: It's my lucky shirt now.
MOM: Arms up, lucky. We have ten minutes.
She whips off the shirt, sprays it with FRESHFIELD STAIN SPRAY, and tosses it in the machine. A quick spin. She pulls it out, bright white.
OLLIE: (holding up the shirt) It's gone! Is my luck gone?
MOM: (buttoning him in) Luck doesn't wash out, bud.
ANNCR (V.O.): Freshfield Stain Spray. Out go the stains. The stories stay.
SUPER: FRESHFIELD. OUT GO THE STAINS.
OLLIE: (at the door) I'm gonna score again at recess.
MOM: (to camera, holding up the bottle) Of course he is.
`,
    coach: {
      story:
        "On picture day, Mom is waiting at the door when her son Ollie comes downstairs proudly wearing a white shirt with a grass stain from scoring a goal. He says it's his lucky shirt now; she gets it off him, sprays it, and washes it clean in minutes. Ollie worries that his luck washed out with the stain, and Mom tells him luck doesn't wash out. He heads out promising to score again, and she shrugs to camera with the bottle.",
      partners: ['OLLIE'],
      want: { from: 'MOM', of: 'OLLIE', ask: 'Arms up, lucky.' },
      obstacle: { by: 'OLLIE', says: "It's my lucky shirt now." },
      stakes: ['Picture day', 'We have ten minutes.'],
      turn: "Luck doesn't wash out, bud.",
      relationships: {
        OLLIE: { named: 'son', callsThem: ['Ollie', 'lucky', 'bud'], calledBy: ['Mom'] },
      },
      momentBefore: {
        note: 'She has got everyone fed and the bag packed and is counting the minutes to the bus; she has ironed that white shirt for today.',
        opening: 'holds a backpack by the front door',
      },
      pronouns: { MOM: 'she', OLLIE: 'he' },
    },
    arc: {
      pursuer: 'MOM',
      pursues: 'get Ollie into a clean shirt in time for picture day',
      objective: 'get Ollie out of the stained shirt without crushing his pride',
      objectiveLine: 'Arms up, lucky. We have ten minutes.',
      outcome: 'both',
      turn: "Luck doesn't wash out, bud.",
      turnIsAction: false,
    },
  },
  {
    id: 'bowls-stage',
    label:
      "stage play; two old friends on the steps of a bowls club; one asks the other to be best man at his marriage to the other's late wife's sister; the turn is a long silence in a stage direction, then one line; nothing mature",
    family: 'stage',
    character: 'LEN',
    page: `
# 2 THE PAVILION STEPS OF THE ELMHURST BOWLS CLUB. EVENING.
Two folding chairs, a flask, a scoreboard nobody has changed since June. LEN (72), in whites, polishes a bowl with great care. GUS (74), his oldest friend, sits beside him with his cap over his eyes.
LEN: You were short all night.
GUS: I was being kind to you.
LEN: You were short because you won't bend your knee.
GUS: My knee doesn't bend. It's retired.
LEN: Gus. I want to ask you something.
GUS: You can't have the flask.
LEN: Not the flask.
GUS: Then ask.
LEN: I'm getting married.
Gus takes the cap off his eyes.
GUS: You're seventy-two.
LEN: I know how old I am.
GUS: Who?
LEN: (polishing) Peggy.
GUS: Peggy Dunmore.
LEN: Yes.
GUS: Ellen's sister. My Ellen's sister.
LEN: She was lonely. I was lonely. We started going to the garden centre.
GUS: Every Thursday. I knew about the garden centre. I thought you were buying bulbs.
LEN: We did buy bulbs.
GUS: Ellen's been gone five years, Len. Five years.
LEN: I wanted you to hear it from me. Before the club heard it from the bar.
GUS: Well. Now I've heard it.
LEN: I want you to stand up with me. Best man. There's nobody else I'd ask.
GUS: You've got a son.
LEN: My son lives in Dubai and rings at Christmas. You've stood next to me on this green for forty-one years.
Gus gets up, slowly, and walks to the edge of the green.
GUS: Ellen used to say Peggy had no taste in men.
LEN: She was right.
A long silence. Gus looks out across the green as the floodlights click off, one by one. Len does not move. Gus picks up the jack from the grass, weighs it in his hand, and rolls it out into the dark. He watches it stop.
GUS: What do I have to wear?
LEN: (a beat) Not whites.
Lights fade.
`,
    coach: {
      story:
        "After a night's bowls, Len tells his oldest friend Gus that he is getting married — to Peggy, the sister of Gus's late wife Ellen, whom he has been quietly seeing at the garden centre every Thursday. Gus is stung: Ellen has been gone five years, and he learns this now. Len asks him to be his best man, because after forty-one years there is nobody else he'd ask. After a long silence on the darkening green, Gus rolls the jack out and asks what he has to wear — he will do it.",
      partners: ['GUS'],
      want: { from: 'LEN', of: 'GUS', ask: 'I want you to stand up with me.' },
      obstacle: { by: 'GUS', says: "My Ellen's sister." },
      stakes: ["There's nobody else I'd ask.", 'forty-one years'],
      turn: 'A long silence.',
      relationships: {
        GUS: {
          named: 'friend',
          callsThem: ['Gus'],
          calledBy: ['Len'],
          history: 'forty-one years',
        },
      },
      momentBefore: {
        note: 'He has carried the news through a whole evening of bowls and polishes the bowl to put off saying it; he knows Gus may never forgive him.',
        opening: 'polishes a bowl with great care',
      },
      pronouns: { LEN: 'he', GUS: 'he' },
    },
    arc: {
      pursuer: 'LEN',
      pursues: 'get Gus to stand up with him as best man',
      objective: "get Gus's blessing, and get him to be best man",
      objectiveLine: 'I want you to stand up with me.',
      outcome: 'character',
      turn: 'A long silence.',
      turnIsAction: true,
    },
  },
  {
    id: 'relatives-uktv',
    label:
      "UK TV hospital drama (British idiom, 4/22 scene number); a staff nurse tells a patient's daughter her father is dying; the daughter won't hear it at first; a dying parent, nothing graphic",
    family: 'uk-tv',
    character: 'ADJOA',
    page: `
# 4/22 INT. ST AIDAN'S HOSPITAL, WARD 9 - RELATIVES' ROOM - NIGHT
A box of tissues, a plastic plant, a kettle nobody uses. KERRY WALSH (34), a patient's daughter, still in her hi-vis from the depot, unpacks a carrier bag onto the table: pyjamas, a crossword book, a pair of reading glasses. STAFF NURSE ADJOA MENSAH (45) comes in and closes the door behind her.
ADJOA: Kerry. Have you got a minute, love?
KERRY: I brought his glasses. He's been squinting at the telly since Sunday, he won't say.
ADJOA: That's kind. Can you sit down with me?
KERRY: I've been sat on a bus forty minutes. I'll stand. Is he awake? He'll want his crossword.
ADJOA: Dr Price has been in to see your dad this evening.
KERRY: Good. Did she say about Tuesday? I've booked the day off to fetch him.
ADJOA: It's not about Tuesday.
KERRY: It is, though. She said Tuesday. I wrote it down. (she finds a receipt in her pocket and holds it out) "Home Tues if bloods OK."
ADJOA: His bloods weren't OK.
KERRY: So Wednesday.
ADJOA: Kerry —
KERRY: I can do Wednesday. I'll swap with Lorna.
ADJOA: Please sit down, love.
KERRY: Don't. Don't say love like that. Everyone in here says love like that.
Adjoa sits anyway, on the low chair, so that she is looking up at her.
ADJOA: His kidneys are failing. The infection's in his blood, and the antibiotics aren't touching it. Dr Price has talked it through with him, and he's decided we stop the drip and keep him comfortable.
KERRY: He's decided.
ADJOA: He asked for you to be told tonight. Not on the phone.
KERRY: He can't decide that. He does the lottery every Saturday. He can't decide that.
ADJOA: He was very clear.
Kerry sits.
KERRY: How long?
ADJOA: Days. Maybe less. I can't promise you more than that.
Kerry folds the pyjamas. Folds them again.
KERRY: He can't do his crossword without his glasses.
ADJOA: Then let's take them in to him.
KERRY: Will you come with me, Adjoa? I don't know what I'm meant to say.
ADJOA: You don't have to say anything. Sit with him. Do seven across.
`,
    coach: {
      story:
        "Staff nurse Adjoa has to tell Kerry, who has come straight from work with her father's glasses and crossword, that he is dying. Kerry won't sit and won't hear it: she talks about Tuesday, when he was meant to come home, then Wednesday. Adjoa sits down anyway and says it plainly — his kidneys are failing, the treatment isn't working, and he has decided to stop it and be kept comfortable. Kerry sits and asks how long; days, maybe less. She asks Adjoa to come in with her, and Adjoa tells her she only has to sit with him.",
      partners: ['KERRY'],
      want: { from: 'ADJOA', of: 'KERRY', ask: 'Can you sit down with me?' },
      obstacle: { by: 'KERRY', says: 'Did she say about Tuesday?' },
      stakes: ['we stop the drip and keep him comfortable', 'Days. Maybe less.'],
      turn: 'How long?',
      relationships: {
        KERRY: {
          named: 'daughter',
          callsThem: ['Kerry', 'love'],
          calledBy: ['Adjoa'],
        },
      },
      momentBefore: {
        note: 'She has just come from the doctor and the father, who asked for Kerry to be told in person tonight; she has done this many times and it is never easy.',
        opening: 'comes in and closes the door behind her',
      },
      pronouns: { ADJOA: 'she', KERRY: 'she' },
    },
    arc: {
      pursuer: 'ADJOA',
      pursues: 'get Kerry to hear that her dad is dying',
      objective: 'get Kerry to stop, sit and hear the news, and go in to her dad',
      objectiveLine: 'Can you sit down with me?',
      outcome: 'character',
      turn: 'How long?',
      turnIsAction: false,
    },
  },
  {
    id: 'locked-audio',
    label:
      "audio drama (SCENE heading, SFX and MUSIC cues, no visual action); a tenant locked out in the snow phones her landlord at his daughter's wedding, and his voice is heard on the phone; comic-warm; brandy mentioned, nothing mature",
    family: 'audio',
    character: 'JUDE',
    page: `
# SCENE 4. OUTSIDE 14 ARGYLE TERRACE. A WINTER NIGHT.
SFX: Wind. Snow squeaking under slippers. A door handle rattled, hard, twice.
JUDE: (close, to herself) No. No, no, no. Come on.
SFX: A phone dialling. Ringing. Ringing. A click, and a wedding band at full blast: a trumpet, people cheering.
PETROSYAN: (on phone, shouting over the music) Hello? Who is this?
JUDE: Mr. Petrosyan, it's Jude Callaghan. Flat two. I'm so sorry.
PETROSYAN: (on phone) Jude! Flat two! I am at my daughter's wedding!
JUDE: I know. I know you are. You're the only landlord I've got. I'm locked out.
PETROSYAN: (on phone) You are what?
JUDE: Locked. Out. The door shut behind me and my keys are on the kitchen table. I can see them through the letterbox.
SFX: The letterbox flap squeaks.
PETROSYAN: (on phone) Call a locksmith.
JUDE: I called three. The nearest one's two hours away and wants two hundred pounds. It's minus six.
PETROSYAN: (on phone) Jude, I have had four glasses of brandy. I cannot drive. (away from phone) Anoush, not now! (back) My daughter is about to cut a cake the size of a car.
MUSIC: The band swings into a fast dance tune, muffled through the phone.
JUDE: I'm not asking you to drive. Is there anyone else? Does anyone else have a key?
PETROSYAN: (on phone) My nephew Aram has a key.
JUDE: Brilliant. Where's Aram?
PETROSYAN: (on phone) Aram is here. Aram is dancing. Aram is the worst dancer in this family.
JUDE: Mr. Petrosyan, please. I can't feel my feet. I'm in my slippers.
SFX: A door closes on the phone. The music drops away, as though he has stepped outside.
PETROSYAN: (on phone, quieter, close) Slippers? In the snow?
JUDE: I only went out to put the bins out.
PETROSYAN: (on phone, a long sigh) Under the pot. The blue pot by the steps. With the dead rosemary.
JUDE: There's a key under the pot?
PETROSYAN: (on phone) Mrs. Okafor's key. Flat one. She is away till March. Go through her flat, it is warm. Her back door goes into the garden, and your kitchen window does not lock. I have told you this for a year.
SFX: A ceramic pot scraped across stone. A key lifted.
JUDE: (breathless, laughing) Got it. I've got it.
PETROSYAN: (on phone) Feed her fish. Do not touch her fish. Feed.
JUDE: I'll feed the fish. Thank you. Go back to your wedding. Congratulations!
PETROSYAN: (on phone, going) And fix your window, Jude! Tomorrow! (away) Anoush! Save me cake!
SFX: The wedding band swells and cuts off as the call ends. Wind. A key turning in a lock.
MUSIC: A warm plucked theme, under.
`,
    coach: {
      story:
        "Jude has locked herself out in the snow in her slippers and phones her landlord, Mr. Petrosyan, who is at his daughter's wedding with a band blaring behind him. He tells her to call a locksmith; she has, and it's two hours and two hundred pounds, and he has had too much brandy to drive. When she says she can't feel her feet and is in her slippers, he steps outside, away from the party, and tells her where the downstairs neighbour's key is hidden and how to get in through her own unlocked kitchen window. She finds the key, promises to feed the neighbour's fish, and sends him back to the cake.",
      partners: ['PETROSYAN'],
      want: { from: 'JUDE', of: 'PETROSYAN', ask: 'Does anyone else have a key?' },
      obstacle: { by: 'PETROSYAN', says: 'Call a locksmith.' },
      stakes: ["I can't feel my feet.", "It's minus six."],
      turn: 'Slippers? In the snow?',
      relationships: {
        PETROSYAN: { named: 'landlord', callsThem: ['Mr. Petrosyan'], calledBy: ['Jude'] },
      },
      momentBefore: {
        note: 'She stepped out for thirty seconds to put the bins out, heard the door click shut behind her, and has already rung three locksmiths; he is her last call.',
        opening: null,
      },
      pronouns: { PETROSYAN: 'he' },
    },
    arc: {
      pursuer: 'JUDE',
      pursues: 'get Mr. Petrosyan to get her back inside tonight',
      objective: 'get Mr. Petrosyan to leave the wedding long enough to get her back inside',
      objectiveLine: 'Does anyone else have a key?',
      outcome: 'character',
      turn: 'Slippers? In the snow?',
      turnIsAction: false,
    },
  },
  {
    id: 'crown-child',
    label:
      "child lead (age 8) with his grandmother; he wants her at his school play; she can't come (an illness hinted by pill bottles and the doctor's orders, never named); the want is met halfway (he plays the king for her now, she will watch on the phone); gentle, nothing mature",
    family: 'screenplay',
    character: 'MATEO',
    page: `
# 9 INT. NONNA'S APARTMENT - LIVING ROOM - AFTERNOON
Sunlight through lace curtains. NONNA (70s), his grandmother, sits in her big armchair under a blanket, a cup of tea going cold beside a row of pill bottles. MATEO (8) bursts in wearing a cardboard crown and waving a folded paper flyer.
MATEO: Nonna! Nonna, look! I'm the king!
NONNA: The king! Come here, let me see.
MATEO: It's The Frog King. I'm not the frog. I'm the king that has the frog.
NONNA: That is the most important king.
MATEO: It's Friday. At six o'clock. In the gym. You can come, right?
NONNA: Friday at six.
MATEO: You can sit in the front row. Mrs. Lowe said grandmas can sit in the front row.
NONNA: (touching the crown) Mateo. Nonna has to stay home for a while.
MATEO: Why?
NONNA: The doctor wants me resting. Resting, resting. I'm very good at resting.
MATEO: You can rest at the play. You just sit. It's only one hour.
NONNA: I know, tesoro.
MATEO: You came to my soccer. You came to my music thing. You always come.
NONNA: I always wanted to.
MATEO: So come!
She holds out her hand. He doesn't take it at first. Then he does.
NONNA: What if the king comes here first?
MATEO: What do you mean?
NONNA: What if you do your king part for me, right now? The whole thing. And on Friday, Mamma holds up her phone, and I watch from this chair. With my tea.
MATEO: On the phone isn't the same.
NONNA: No. It's not the same. But I will clap so loud the neighbors will bang on the wall.
MATEO: (thinking hard) You have to be the frog.
NONNA: I can be a very good frog.
Mateo climbs onto the footstool, straightens his crown, and holds out his arm like a king.
MATEO: Who dares to enter my castle?
NONNA: (a tiny croak) Ribbit.
`,
    coach: {
      story:
        "Mateo runs into his grandmother's apartment in a cardboard crown: he is the king in the school play on Friday, and he wants Nonna in the front row. Nonna tells him the doctor wants her resting at home for a while, and he argues that she can rest at the play, because she always comes. She offers something else: he can do his whole king part for her right now, and on Friday she will watch on Mamma's phone and clap loudly. He says the phone isn't the same, then agrees — if she plays the frog — and performs for her from the footstool.",
      partners: ['NONNA'],
      want: { from: 'MATEO', of: 'NONNA', ask: 'You can come, right?' },
      obstacle: { by: 'NONNA', says: 'Nonna has to stay home for a while.' },
      stakes: ['You always come.'],
      turn: 'What if the king comes here first?',
      relationships: {
        NONNA: {
          named: 'grandmother',
          callsThem: ['Nonna'],
          calledBy: ['Mateo', 'tesoro'],
          history: 'You came to my soccer.',
        },
      },
      momentBefore: {
        note: 'He got the part today and ran straight here, crown still on, sure she will say yes; he has not noticed the pill bottles.',
        opening: 'bursts in wearing a cardboard crown',
      },
      pronouns: { MATEO: 'he', NONNA: 'she' },
    },
    arc: {
      pursuer: 'MATEO',
      pursues: 'get Nonna to come to his school play on Friday',
      objective: 'get Nonna to promise to come and see him be the king',
      objectiveLine: 'You can come, right?',
      outcome: 'both',
      turn: 'What if the king comes here first?',
      turnIsAction: false,
    },
  },
];

/** What the user asks for with each side. */
export const UNSEEN_13_REQUESTS: Record<string, SideRequest> = {
  'ride-film': { productionType: 'film', roleSize: 'lead', genre: 'drama', actorAge: 62, childGuideRequested: false },
  'dayoff-singlecam': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'single-camera comedy',
    actorAge: 27,
    childGuideRequested: false,
  },
  'laundromat-procedural': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'crime procedural',
    actorAge: 66,
    childGuideRequested: false,
  },
  'turkey-multicam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'multi-camera sitcom',
    actorAge: 34,
    childGuideRequested: false,
  },
  'letter-soap': { productionType: 'tv-series', roleSize: 'recurring', genre: 'daytime soap', actorAge: 44, childGuideRequested: false },
  'stain-commercial': { productionType: 'commercial', roleSize: 'lead', genre: 'comedy', actorAge: 36, childGuideRequested: false },
  'bowls-stage': { productionType: 'theater', roleSize: 'lead', genre: 'drama', actorAge: 72, childGuideRequested: false },
  'relatives-uktv': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'medical drama',
    actorAge: 45,
    childGuideRequested: false,
  },
  'locked-audio': { productionType: 'audio-drama', roleSize: 'lead', genre: 'comedy', actorAge: 28, childGuideRequested: false },
  'crown-child': { productionType: 'short-film', roleSize: 'lead', genre: 'family drama', actorAge: 8, childGuideRequested: true },
};
