/**
 * A twelfth held-out set, kept unread for the next independent read (decision 054): nobody has generated or read a guide for these
 * sides yet, and the engine must not be tuned on them before that read is scored. Twelve original sides, with the
 * coach's reading and the arc written by hand before any guide was generated. Shapes: a want for forgiveness asked
 * as a favour, the favour granted and the forgiveness not (film); a day off won by a trade (single-cam); a witness
 * protecting someone who gives a partial truth under pressure (procedural); a secret out through the partner's slip
 * of the tongue, three speakers (multi-cam); stakes named explicitly mid-scene, ending on a threat (soap); a parent,
 * a child and an announcer who is never a partner, with a turn that is an action (commercial); a turn that is a long
 * silence in a stage direction, then one line (stage); bad news refused a hearing at first (UK TV); a phone call with
 * the partner's voice through the phone, among SFX and MUSIC cues (audio); a want met halfway, illness only hinted
 * (child, age 8); a firm no to a friend's pressure (teen, age 15, a fake ID, skipping school and a parent's bracelet
 * sold without asking, which the parent must be told about); a two-scene packet whose coached second scene is an
 * interrogation in which the character holds a lie to the end (thriller). Nothing mature except in the teen side.
 */
import type { SideRequest, TestSide } from './side.js';

export const UNSEEN_12: TestSide[] = [
  {
    id: 'feedstore-film',
    label:
      'feature film drama; a brother back after three years asks his sister for a ride when he wants forgiveness; she gives the ride, not the forgiveness; nothing mature',
    family: 'screenplay',
    character: 'IVO',
    page: `
# 58 EXT. HALVERSEN FEED & SEED - LOADING DOCK - DUSK
A flatbed pickup is backed up to the dock. MARGIT SOLBERG (53), in work gloves, heaves fifty-pound sacks of layer feed onto the bed. Across the empty lot a Greyhound pulls away. Left on the curb: her brother IVO (46), a canvas duffel, a paper sack from the station vending machine.
He crosses the lot to her. She sees him and keeps lifting.
IVO: Hey, Mags.
MARGIT: We close at six.
IVO: I'm not buying feed.
MARGIT: Then we're closed now.
She drops a sack onto the bed. Dust rises.
IVO: You look good.
MARGIT: I look like I've been lifting feed since five a.m.
IVO: That's what I mean. You look like you.
MARGIT: What do you want, Ivo?
IVO: Nothing. A ride. (beat) Could you run me out to the Lakeview? I've got a room there till Sunday.
MARGIT: The Lakeview's four miles.
IVO: I know how far it is.
MARGIT: Then you know you can walk it.
IVO: In these? (lifts one foot: a dress shoe, split across the toe) I bought them for a job interview in Duluth.
MARGIT: How'd that go?
IVO: I'm here, aren't I.
MARGIT: You could have called. Any time in three years, you could have called.
IVO: Would you have picked up?
MARGIT: No.
Ivo looks at the feed sacks instead of at her.
IVO: I'm going to pay it back. All of it. Nine thousand two hundred.
MARGIT: You counted.
IVO: Every day for three years.
MARGIT: So does Mom. She still opens that coffee can every Sunday. She thinks she spent it and forgot. She thinks it's her mind going.
IVO: I'll tell her.
MARGIT: You will not.
IVO: Mags, I'm trying to make it right. I'm not asking you to say it's fine.
MARGIT: Good.
IVO: I'm asking— (stops) You're the only family I've got that still picks up.
MARGIT: I didn't pick up. You got off a bus.
She pulls off her gloves and slaps them against her leg. She looks at the split shoe. She looks at the sky going dark.
MARGIT: Bag goes in the back. Not on the seat.
IVO: Thank you. I mean it. For all of it, I—
MARGIT: It's a ride, Ivo.
She climbs in and starts the engine. He stands there a second, then throws the duffel up onto the feed sacks.
IVO: (climbing in) Can I at least have the radio?
MARGIT: No.
`,
    coach: {
      story:
        "Three years after Ivo took their mother's savings out of a coffee can and left town, he gets off a bus at the feed store where his sister Margit is loading her truck at closing time. He asks her for a ride out to the motel, but what he is after is her forgiveness: he offers to pay the money back and to tell their mother, and Margit turns down both. When he says she is the only family he has that still picks up, she gives him the ride — and tells him flatly that it is only a ride.",
      partners: ['MARGIT'],
      want: { from: 'IVO', of: 'MARGIT', ask: 'Could you run me out to the Lakeview?' },
      obstacle: { by: 'MARGIT', says: 'Then you know you can walk it.' },
      stakes: ["You're the only family I've got", "it's her mind going"],
      turn: 'Bag goes in the back. Not on the seat.',
      relationships: {
        MARGIT: {
          named: 'sister',
          callsThem: ['Mags'],
          calledBy: ['Ivo'],
          history: 'She still opens that coffee can every Sunday.',
        },
      },
      momentBefore: {
        note: 'He has just stepped off a bus after three years away and crossed an empty lot to a sister who saw him and kept working; he has rehearsed an apology and leads with a favour instead.',
        opening: 'Across the empty lot a Greyhound pulls away.',
      },
      pronouns: { IVO: 'he', MARGIT: 'she' },
    },
    arc: {
      pursuer: 'IVO',
      pursues: "get Margit to forgive him for taking Mom's money",
      objective: "get Margit to forgive him for taking Mom's money, by way of asking for a ride",
      objectiveLine: "Mags, I'm trying to make it right.",
      outcome: 'partner',
      turn: 'Bag goes in the back. Not on the seat.',
      turnIsAction: false,
    },
  },
  {
    id: 'mattress-singlecam',
    label:
      "single-camera workplace comedy; a mattress salesman asks his manager for Saturday off (best man at his ex's wedding to his brother); she counter-offers; it ends in a trade; nothing mature",
    family: 'screenplay',
    character: 'HECTOR',
    page: `
# 12 INT. DREAMWAY MATTRESS OUTLET - SALES FLOOR - DAY
Forty beds, no customers. HECTOR DUARTE (29) lies flat on a floor model, tie loosened, a clipboard on his chest. His manager, PAIGE LINDQVIST (36), works down the aisle with a lint roller, rolling the duvets.
HECTOR: Paige. Quick question. Totally hypothetical.
PAIGE: No.
HECTOR: You haven't heard it.
PAIGE: It's Wednesday. Every hypothetical on a Wednesday is about Saturday.
HECTOR: Okay, it's about Saturday. But it's a good one.
PAIGE: Saturday is the Snooze-a-Thon. We rented a bouncy castle shaped like a pillow.
HECTOR: I know. I inflated it.
PAIGE: Then you know what Saturday means to this store.
HECTOR: I need the day off. I'm the best man at a wedding.
PAIGE: Whose?
HECTOR: (sitting up) Delia's.
PAIGE: Your Delia? The Delia you made us put on the no-sell list?
HECTOR: She's not my Delia. That's sort of the point of the wedding.
PAIGE: And the groom asked you to be best man.
HECTOR: The groom is my brother.
Paige stops rolling.
PAIGE: Hector.
HECTOR: I know.
PAIGE: Hector.
HECTOR: I know, Paige. I've had eight months to know. If I'm not standing up there, everyone at the Elks Lodge is going to think I'm not over it.
PAIGE: Are you over it?
HECTOR: I will be by Saturday, if I get Saturday.
Paige considers him. She runs the lint roller slowly down his tie.
PAIGE: Here's what I can do. You take Saturday. You work Sunday and Monday.
HECTOR: Fine. Done.
PAIGE: In the window.
HECTOR: ...In the window?
PAIGE: Twelve hours a day. Pajamas. Asleep. Live demonstration of the Cloudline Hybrid. Marco did it last spring and we moved nine units.
HECTOR: Marco wore the nightcap.
PAIGE: The nightcap comes with the window.
HECTOR: People tap on the glass, Paige. Children tap on the glass.
PAIGE: Saturday's a big day for you. Monday's a big day for me.
Hector lies back down. He stares at the ceiling tiles.
HECTOR: Can I pick the pajamas?
PAIGE: You can pick between the moons and the sheep.
HECTOR: Moons.
PAIGE: (writing it on his clipboard) Congratulations to your brother.
`,
    coach: {
      story:
        "On a dead afternoon at a mattress outlet, Hector asks his manager Paige for Saturday off, the day of the store's big Snooze-a-Thon. His reason comes out in pieces: he is best man at his ex-girlfriend Delia's wedding, and the groom is his brother, and if he isn't there everyone will think he isn't over her. Paige counter-offers — Saturday off if he spends Sunday and Monday asleep in pajamas in the store window — and he takes the trade and picks the moons.",
      partners: ['PAIGE'],
      want: { from: 'HECTOR', of: 'PAIGE', ask: 'I need the day off.' },
      obstacle: { by: 'PAIGE', says: 'Saturday is the Snooze-a-Thon.' },
      stakes: ["everyone at the Elks Lodge is going to think I'm not over it"],
      turn: "Here's what I can do.",
      relationships: {
        PAIGE: {
          named: 'manager',
          callsThem: ['Paige'],
          calledBy: ['Hector'],
          history: 'The Delia you made us put on the no-sell list?',
        },
      },
      momentBefore: {
        note: 'He has been lying on a display bed working up to the ask, and has decided to dress it up as a hypothetical.',
        opening: 'lies flat on a floor model',
      },
      pronouns: { HECTOR: 'he', PAIGE: 'she' },
    },
    arc: {
      pursuer: 'HECTOR',
      pursues: 'get Paige to give him Saturday off',
      objective: 'get Paige to give him Saturday off',
      objectiveLine: 'I need the day off.',
      outcome: 'both',
      turn: "Here's what I can do.",
      turnIsAction: false,
    },
  },
  {
    id: 'laundromat-procedural',
    label:
      'crime procedural; a laundromat night attendant protects a teenage boy seen on video near an assault; the detective presses; she gives a partial truth but never his name; violence mentioned, not shown',
    family: 'screenplay',
    character: 'AGA',
    page: `
# 23 INT. SUDS CITY LAUNDROMAT - NIGHT
Fluorescent hum. A dryer thumps with somebody's sneakers inside. AGA WOLNY (61), the night attendant, folds a stranger's towels at the counter with great precision. DETECTIVE LEON RAFFERTY (44) sets his phone on the counter and turns it so she can see a frozen frame of security video.
RAFFERTY: Two-oh-six a.m. Back door of the pharmacy next door. Two-oh-nine, that same hoodie comes in your side door.
AGA: Lots of people wear a hoodie.
RAFFERTY: Red. White stripe down the arm.
AGA: Lots of people have arms.
RAFFERTY: Mrs. Wolny.
AGA: I was in the back. The change machine jams. You want to see the change machine?
RAFFERTY: Your side door's alarmed. It didn't go off.
AGA: It's broken since Christmas.
RAFFERTY: I pushed it on my way in. It went off.
She folds a towel into thirds. Then again.
AGA: So they fixed it.
RAFFERTY: Hal Sadowski has a fractured skull. He's seventy-three. He opened that pharmacy before either of us could walk.
AGA: I know Hal. I buy my pressure pills from him.
RAFFERTY: Then help me.
AGA: I am folding. This is what I do. I fold, and I watch the dryers.
RAFFERTY: I don't think the kid in the hoodie hit him. I think the kid saw who did.
She stops folding.
AGA: You say that to frighten me.
RAFFERTY: I say it because it's true. Whoever swung that pipe knows somebody was on the loading dock. If I can find the kid, so can he.
AGA: He's fifteen.
Rafferty goes very still.
RAFFERTY: Who is?
AGA: (too late) Whoever wears a red hoodie. They're always fifteen.
RAFFERTY: Aga. Who is he?
AGA: He came in at ten past two. Shaking. He sat by number nine with his hands in his sleeves and he didn't say one word. I gave him a Fanta from the machine.
RAFFERTY: And then?
AGA: And then I went to fix the change machine. When I came back, he was gone.
RAFFERTY: A name.
AGA: I gave you the Fanta. That's what I have.
RAFFERTY: The Fanta's not going to testify.
AGA: (pushing the stack of towels at him) Neither am I, Detective. Take your phone. You're on my clean counter.
`,
    coach: {
      story:
        "The pharmacist next door has been beaten, and Detective Rafferty shows Aga, the laundromat's night attendant, video of a boy in a red hoodie coming through her side door at 2:09 a.m. She denies everything, down to a broken alarm he has already set off himself. When he tells her the boy probably saw the attacker, and the attacker will be looking for him too, she slips ('He's fifteen') and then gives a partial truth: the boy came in shaking and she gave him a Fanta. She never gives his name.",
      partners: ['RAFFERTY'],
      want: { from: 'RAFFERTY', of: 'AGA', ask: 'Who is he?' },
      obstacle: { by: 'RAFFERTY', says: 'I pushed it on my way in. It went off.' },
      stakes: ['If I can find the kid, so can he.', 'fractured skull'],
      turn: "He's fifteen.",
      relationships: {
        RAFFERTY: { named: 'detective', callsThem: ['Detective'], calledBy: ['Mrs. Wolny', 'Aga'] },
      },
      momentBefore: {
        note: 'The boy sat in her laundromat a few hours ago; she has had the night to settle on her story and keeps her hands busy so they will not give her away.',
        opening: "folds a stranger's towels at the counter with great precision",
      },
      pronouns: { AGA: 'she', RAFFERTY: 'he' },
    },
    arc: {
      pursuer: 'RAFFERTY',
      pursues: 'get Aga to name the boy in the red hoodie',
      objective: 'keep the boy’s name from Rafferty while giving him just enough to keep the boy safe',
      objectiveLine: "I gave you the Fanta. That's what I have.",
      outcome: 'character',
      turn: "He's fifteen.",
      turnIsAction: false,
    },
  },
  {
    id: 'potroast-multicam',
    label:
      "multi-camera sitcom; three speakers in a kitchen; a wife asks her mother-in-law to let her host Thanksgiving; her husband's slip of the tongue gives away the deli pot roast; she gets the holiday; nothing mature",
    family: 'multi-cam',
    character: 'GRETCHEN',
    page: `
# C INT. GRETCHEN AND MILO'S KITCHEN - NIGHT (NIGHT 2)
(GRETCHEN, 38, IN A BRAND-NEW APRON WITH THE FOLD LINES STILL IN IT, FUSSES OVER A POT ROAST ON A PLATTER. HER HUSBAND MILO, 40, STUFFS A WHITE DELI BAG DEEP INTO THE RECYCLING AND PILES NEWSPAPER ON TOP. ESTELLE, 71, MILO'S MOTHER, SWEEPS IN FROM THE DINING ROOM WITH HER EMPTY PLATE.)
ESTELLE: I came for seconds. Don't tell my cardiologist.
GRETCHEN: (TOO FAST) There's plenty! I made plenty. I made all of it. Myself.
MILO: She made all of it.
ESTELLE: (SERVING HERSELF) It falls right off the fork. What did you braise it in?
GRETCHEN: Liquid.
ESTELLE: What kind of liquid?
GRETCHEN: (BEAT) Braising liquid.
MILO: It's a family secret.
ESTELLE: Whose family?
GRETCHEN: Mine. The Brandts. We're very... braisey.
ESTELLE: Well. It's very good, Gretchen.
GRETCHEN: (SEIZING IT) Good enough for Thanksgiving?
ESTELLE: I'm sorry?
GRETCHEN: I was thinking. This year. Maybe I could host Thanksgiving.
ESTELLE: Thanksgiving is at my house.
GRETCHEN: I know.
ESTELLE: It has been at my house since the Carter administration. My name is embroidered on the oven mitt.
MILO: There is a mitt.
GRETCHEN: Estelle, I've been married to your son for six years, and I've never been trusted with anything hotter than the rolls. If I host Thanksgiving, I'm family. If I don't, I'm still the girl who brings rolls.
ESTELLE: (TOUCHED, BUT NOT MOVING) That's a lovely speech, dear.
GRETCHEN: Thank you.
ESTELLE: The answer is no.
MILO: Ma, come on. Look at this roast. She worked all day on it.
ESTELLE: All day?
MILO: All day! She was up at six. Schaller's doesn't even open till nine.
(GRETCHEN CLOSES HER EYES. MILO HEARS IT A FULL SECOND AFTER EVERYONE ELSE.)
MILO: ...Which is a completely unrelated fact about a deli.
ESTELLE: Schaller's.
GRETCHEN: (SMALL) Schaller's.
(ESTELLE SETS DOWN HER PLATE, CROSSES TO THE RECYCLING, LIFTS THE NEWSPAPER AND PULLS OUT THE DELI BAG. SHE READS THE RECEIPT.)
ESTELLE: The pot roast with the carrots. Not the pearl onions?
GRETCHEN: (BEAT) The carrots looked friendlier?
ESTELLE: Hm. I always get the pearl onions.
MILO: You always— Ma. The Thanksgiving turkey?
ESTELLE: Schaller's. Since 1981. (TO GRETCHEN) Order by the tenth. They run out.
GRETCHEN: Does that mean...
ESTELLE: It means you're hosting. And if you tell anyone at church, I'll deny it with my hand on a Bible.
`,
    coach: {
      story:
        'Gretchen has passed off a deli pot roast as her own cooking, with her husband Milo covering for her, so that she can ask her mother-in-law Estelle to let her host Thanksgiving. Estelle, who has hosted since the Carter administration, says no. Milo, trying to help, lets slip the name of the deli, and the lie is out. Estelle digs the bag out of the recycling, reveals she has bought her own Thanksgiving turkey from the same deli since 1981, and hands Gretchen the holiday on condition that nobody at church hears of it.',
      partners: ['ESTELLE', 'MILO'],
      want: { from: 'GRETCHEN', of: 'ESTELLE', ask: 'Maybe I could host Thanksgiving.' },
      obstacle: { by: 'ESTELLE', says: 'The answer is no.' },
      stakes: ["If I host Thanksgiving, I'm family."],
      turn: "Schaller's doesn't even open till nine.",
      relationships: {
        ESTELLE: {
          named: 'mother-in-law',
          callsThem: ['Estelle'],
          calledBy: ['Gretchen', 'dear'],
          history: "I've been married to your son for six years",
        },
        MILO: { named: 'husband', history: 'She made all of it.' },
      },
      momentBefore: {
        note: 'She has plated a store-bought roast, hidden the bag, and sat through dinner waiting for the right moment to ask; the compliment she has been fishing for arrives with the first line.',
        opening: 'FUSSES OVER A POT ROAST ON A PLATTER',
      },
    },
    arc: {
      pursuer: 'GRETCHEN',
      pursues: 'get Estelle to let her host Thanksgiving',
      objective: 'get Estelle to let her host Thanksgiving',
      objectiveLine: 'Maybe I could host Thanksgiving.',
      outcome: 'character',
      turn: "Schaller's doesn't even open till nine.",
      turnIsAction: false,
    },
  },
  {
    id: 'quarry-soap',
    label:
      "daytime soap; a woman confronts her brother-in-law over an old love letter that proves her son's paternity; the family marble business is named as the stake mid-scene; it ends on her threat; an affair in the past, nothing shown",
    family: 'soap',
    character: 'SERAFINA',
    page: `
# INT. CASTELLANE HOUSE - THE STUDY - NIGHT
Rain on the tall windows. PRESTON CASTELLANE (52) sits behind his late father's desk, turning a yellowed envelope over in his fingers. SERAFINA CASTELLANE (47) stands in the doorway in an evening gown, one earring in her hand, as if she stopped halfway through taking them off.
SERAFINA: Pilar says you've been in the safe.
PRESTON: Pilar talks too much. I should have let her go years ago.
SERAFINA: You can't let her go. She's mine. (holding out her hand) Give it to me.
PRESTON: Give you what?
SERAFINA: Don't. Not tonight. Not in his chair.
PRESTON: (reading the envelope) "Aldo. Hotel Excelsior. Room nine." Your handwriting was so much rounder then, Serafina.
SERAFINA: That letter is private.
PRESTON: It was private. Then you married my brother, and it became family business.
SERAFINA: (crossing to the desk) I was twenty-four. I was foolish, and Aldo was gone by the spring.
PRESTON: Not before he left you a little something. (beat) Luca has his eyes. I always wondered.
SERAFINA: (very still) Luca is Vittorio's son.
PRESTON: Luca is Vittorio's heir. That's a different thing.
SERAFINA: What do you want, Preston?
PRESTON: Sit down.
SERAFINA: I'll stand.
PRESTON: Then stand and listen. The board meets Thursday. Papa's will gives a vote to every Castellane by blood. If this letter is read into the minutes, Luca loses his forty percent of Castellane Marble, and the quarry goes to a vote without him.
SERAFINA: And to you.
PRESTON: To the family.
SERAFINA: To you.
PRESTON: Vote with me to sell to Oakridge-Vance, and this goes in the fireplace tonight. You can watch it burn.
SERAFINA: Four generations of Castellanes cut that stone. Your father would rather be buried in it than sell it.
PRESTON: My father is buried in it. (tapping the envelope) And this is what he kept in his safe. Think about that.
She does. Her face changes. The earring closes in her fist.
SERAFINA: He kept it.
PRESTON: Twenty-three years.
SERAFINA: Then he knew. And he left Luca his forty percent anyway.
PRESTON: He was sentimental.
SERAFINA: He was making a choice. (she takes the envelope out of his hand; he lets her) Keep your copy, Preston. I know you made one.
PRESTON: Two.
SERAFINA: Read one into the minutes on Thursday, and I'll read something into them myself. Ask your wife where you were the night the Dorado went down.
She drops the earring on the desk in front of him and walks out.
GO TO BLACK
`,
    coach: {
      story:
        "Late at night Serafina finds her brother-in-law Preston at his dead father's desk holding a letter she wrote twenty-three years ago to a lover — the proof that her son Luca is not a Castellane by blood. She demands it back, and he names his price: read to the board on Thursday, the letter costs Luca his forty percent of the family's marble company, unless she votes with Preston to sell. Learning that the old man kept the letter and left Luca his share anyway turns her; she takes the envelope, hears that Preston has copies, and walks out on a threat of her own.",
      partners: ['PRESTON'],
      want: { from: 'SERAFINA', of: 'PRESTON', ask: 'Give it to me.' },
      obstacle: { by: 'PRESTON', says: 'Vote with me to sell to Oakridge-Vance, and this goes in the fireplace tonight.' },
      stakes: ['Luca loses his forty percent of Castellane Marble', 'the quarry goes to a vote without him'],
      turn: 'Then he knew. And he left Luca his forty percent anyway.',
      relationships: {
        PRESTON: {
          named: 'brother-in-law',
          callsThem: ['Preston'],
          calledBy: ['Serafina'],
          history: 'Then you married my brother, and it became family business.',
        },
      },
      momentBefore: {
        note: 'She was undressing after an evening out when the housekeeper told her Preston had opened the safe; she came straight down with an earring still in her hand, knowing exactly what he found.',
        opening: 'one earring in her hand, as if she stopped halfway through taking them off',
      },
      pronouns: { SERAFINA: 'she', PRESTON: 'he' },
    },
    arc: {
      pursuer: 'SERAFINA',
      pursues: 'get Preston to give up the letter',
      objective: 'get Preston to give up the letter and drop the threat to Luca',
      objectiveLine: 'Give it to me.',
      outcome: 'neither',
      turn: 'Then he knew. And he left Luca his forty percent anyway.',
      turnIsAction: false,
    },
  },
  {
    id: 'picture-day-commercial',
    label:
      'commercial :30 for a laundry stain remover; a mother, her young son and a voice-over announcer (not a partner); the turn is the clean jersey coming out of the wash; a button; nothing mature',
    family: 'commercial',
    character: 'MOM',
    page: `
# INT. LAUNDRY ROOM - MORNING
SUPER: BRIGHTFOLD STAIN LIFTERS :30 "PICTURE DAY"
A laundry room the size of a closet. MOM (40) holds up a white soccer jersey with a grass stain the shape of Florida. Her son MATEO (7) hovers in the doorway. He is wearing one sock.
MOM: Mateo. What is this?
MATEO: Florida.
MOM: It's picture day.
MATEO: Florida was an accident.
MOM: (a deep breath, to camera) Okay.
SFX: The washer door clunks shut. A cheerful beep.
MATEO: Is it gonna come out?
MOM: It's BrightFold. It comes out.
SFX: The washer chimes.
She pulls out the jersey. Spotless. Mateo's mouth falls open.
MATEO: Where did Florida go?
MOM: (handing it to him) On vacation.
ANNCR (V.O.): BrightFold Stain Lifters. For the days that only happen once.
SUPER: BRIGHTFOLD. LIFT THE DAY.
MATEO (O.S.): Mom! There's a Texas now!
`,
    coach: {
      story:
        "On picture day, a mother finds her son's white soccer jersey with a grass stain shaped like Florida. She takes one breath and keeps her cool, and when he asks whether it will come out she puts it through the wash with BrightFold. The jersey comes out spotless, she tells him Florida went on vacation, and the button is his off-screen cry that there is now a Texas.",
      partners: ['MATEO'],
      want: { from: 'MATEO', of: 'MOM', ask: 'Is it gonna come out?' },
      obstacle: null,
      stakes: ["It's picture day."],
      turn: 'She pulls out the jersey. Spotless.',
      relationships: {
        MATEO: { named: 'son', callsThem: ['Mateo'], calledBy: ['Mom'] },
      },
      momentBefore: {
        note: 'She has just found the stained jersey on the one morning it has to be white, with no time to buy another.',
        opening: 'holds up a white soccer jersey with a grass stain the shape of Florida',
      },
      pronouns: { MOM: 'she', MATEO: 'he' },
    },
    arc: {
      pursuer: 'MATEO',
      pursues: 'get Mom to save his picture-day jersey',
      objective: 'reassure Mateo that picture day is saved, without scolding him',
      objectiveLine: "It's BrightFold. It comes out.",
      outcome: 'both',
      turn: 'She pulls out the jersey. Spotless.',
      turnIsAction: true,
    },
  },
  {
    id: 'gooseberry-stage',
    label:
      'stage play drama; two women friends of forty years; a widow asks her oldest friend what is in a letter the friend once wrote to her husband; the turn is a long silence, then one line; a past affair admitted, nothing shown',
    family: 'stage',
    character: 'HESTER',
    page: `
# SCENE 2. LORNA'S KITCHEN GARDEN. A SEPTEMBER AFTERNOON.
Two deckchairs among the runner beans, and a garden table. LORNA, fifty-nine, tops and tails gooseberries into a colander with a little knife. Her oldest friend HESTER, the same age, sits in a deckchair with a cup of tea she has not touched. A shoebox of letters sits at Hester's feet.
LORNA: You've let that go cold.
HESTER: I'm not thirsty.
LORNA: Then why did you let me make it?
HESTER: Because you like making it.
LORNA: That's true. (a gooseberry into the colander) These are sour this year. It's the wet July.
HESTER: I've been clearing out Alastair's desk.
LORNA: Have you. Good. It's time.
HESTER: Fourteen months.
LORNA: I said it's time. I didn't say it was late.
HESTER: He kept everything. Electricity bills from 1991. Every Christmas card. (she nudges the shoebox with her foot) Every letter.
LORNA: He was a magpie, your Alastair.
HESTER: There's one from you.
LORNA: There'd be dozens from me. I wrote to the pair of you every time I moved.
HESTER: This one's addressed to him. At the office.
Lorna's knife stops. Then it goes on.
LORNA: I expect it was about your birthday. I was always organising something.
HESTER: It's dated the fourth of August, 1998. My birthday's in March, Lorna. You've known that for forty years.
LORNA: Forty-one.
HESTER: I haven't opened it.
LORNA: Why not?
HESTER: Because I wanted you to tell me first. I thought I owed you that. (beat) Do I?
LORNA: Hester.
HESTER: Just tell me what's in it. Then I'll know whether to read it or burn it.
LORNA: Burn it.
HESTER: That isn't an answer. That's advice.
LORNA: It's good advice.
HESTER: Forty-one years, Lorna. If you lie to me now, I lose the both of you.
LORNA: Don't.
HESTER: I'm asking. I haven't asked anybody anything for a year. I'm asking you.
A long silence. Lorna puts down her knife and the colander. She stands, as if to go indoors. The sun goes off the garden. Somewhere, a wood pigeon. Neither woman looks at the other. It lasts longer than is comfortable.
LORNA: One summer. You were at your mother's.
Hester looks at her for a long time. Then she picks up the cold tea and drinks it, all of it.
HESTER: Sit down, Lorna.
`,
    coach: {
      story:
        "Fourteen months after her husband Alastair died, Hester brings a shoebox of his letters to her oldest friend Lorna's garden; among them is an unopened letter from Lorna to Alastair at his office, dated one August. Lorna deflects with gooseberries, birthdays and the advice to burn it, until Hester says a lie now would cost her both of them. After a long silence Lorna admits to one summer while Hester was away at her mother's. Hester drinks the cold tea and tells Lorna to sit down: she stays.",
      partners: ['LORNA'],
      want: { from: 'HESTER', of: 'LORNA', ask: "Just tell me what's in it." },
      obstacle: { by: 'LORNA', says: 'Burn it.' },
      stakes: ['I lose the both of you'],
      turn: 'A long silence.',
      relationships: {
        LORNA: {
          named: 'oldest friend',
          callsThem: ['Lorna'],
          calledBy: ['Hester'],
          history: "You've known that for forty years.",
        },
      },
      momentBefore: {
        note: 'She found the letter while clearing her husband’s desk and has carried it here unopened, having decided to ask before she reads; the untouched tea is her waiting.',
        opening: "A shoebox of letters sits at Hester's feet.",
      },
      pronouns: { HESTER: 'she', LORNA: 'she' },
    },
    arc: {
      pursuer: 'HESTER',
      pursues: 'get Lorna to tell her what is in the letter',
      objective: 'get Lorna to tell her the truth about the letter before she reads it',
      objectiveLine: "Just tell me what's in it.",
      outcome: 'character',
      turn: 'A long silence.',
      turnIsAction: true,
    },
  },
  {
    id: 'ward-nine-uktv',
    label:
      "UK TV hospital drama; a staff nurse at the end of a night shift must tell a patient's daughter that her father will not wake up; she refuses to hear it at first; a death coming, not shown",
    family: 'uk-tv',
    character: 'RHYS',
    page: `
# 4/21 INT. CALDERBROOK GENERAL. WARD 9. NURSES' STATION. MORNING.
Handover. Phones, a drugs trolley, a porter with a wheelchair. RHYS PRITCHARD (38), staff nurse, at the end of a night shift, gets up from the desk as ANGELA TWELVETREES (52) comes through the doors at speed with two carrier bags and a parking ticket between her teeth.
ANGELA: (taking the ticket out) Four pound forty for two hours. Four pound forty. Is there a machine on this floor that takes cards, or is it only the one by A and E?
RHYS: Morning, Angela.
ANGELA: I've brought his proper pyjamas, the blue ones, he hates those gowns, and his reading glasses, he's been squinting at the crossword like a mole.
RHYS: Can I have a word before you go in?
ANGELA: And I need to sort his telly card. It ran out Tuesday. He said he missed the snooker.
RHYS: Angela—
ANGELA: He'll want the snooker.
RHYS: Could we go in the family room a minute? Just you and me.
ANGELA: I'm not going in the family room.
RHYS: It's quieter.
ANGELA: I know what the family room is, Rhys. I sat in it when Mum— (she stops) I'm not going in there.
RHYS: All right. We'll stay here.
ANGELA: I'm going to give him his glasses.
She makes for the ward doors. Rhys doesn't block her, but he doesn't move out of the way either.
RHYS: Dennis had a bad night.
ANGELA: He always has a bad night. He says the man in bed four snores like a tractor.
RHYS: About three o'clock he had another bleed. A big one. The registrar came down and we got him scanned.
ANGELA: He was doing his crossword yesterday. He got nine across.
RHYS: I know. I saw.
ANGELA: So he'll be tired.
RHYS: He's not going to wake up, Angela. We've made him comfortable. He's not in any pain.
ANGELA: (gripping the bags) The doctor said Friday. Home Friday. She said it to both of us.
RHYS: That was before last night.
ANGELA: Then I'll wait for the doctor.
RHYS: Dr. Okafor will come and talk to you properly. But I wasn't going to let you walk in there with his pyjamas and not know.
A long beat. Angela looks down at the carrier bags.
ANGELA: How long?
RHYS: I can't tell you that. Hours. Maybe a day. If there's anyone who needs to come, it should be this morning.
ANGELA: My brother's in Aberdeen.
RHYS: Then ring him now. I'll sit with your dad while you do.
Angela holds out the bag with the pyjamas. He takes it. She keeps the glasses.
ANGELA: He'll still want these on.
RHYS: Then he'll have them on.
`,
    coach: {
      story:
        "At the end of a night shift, staff nurse Rhys waits for Angela, whose father Dennis had a major bleed at three in the morning and is not going to wake up. She arrives at speed, full of parking charges, pyjamas and the telly card, and refuses to go into the family room, where she once heard about her mother. Rhys stays in her path and tells her in plain words; she clings to the Friday discharge until she finally asks 'How long?'. He tells her to ring her brother now and offers to sit with her dad; she keeps back the reading glasses for him.",
      partners: ['ANGELA'],
      want: { from: 'RHYS', of: 'ANGELA', ask: 'Can I have a word before you go in?' },
      obstacle: { by: 'ANGELA', says: "I'm not going in the family room." },
      stakes: ["If there's anyone who needs to come, it should be this morning.", "He's not going to wake up"],
      turn: 'How long?',
      relationships: {
        ANGELA: {
          named: "patient's daughter",
          callsThem: ['Angela'],
          calledBy: ['Rhys'],
          history: 'I know. I saw.',
        },
      },
      momentBefore: {
        note: 'He has been up all night with Dennis through the bleed and the scan, and has stayed past handover so that she hears it from him before she walks onto the ward.',
        opening: 'at the end of a night shift',
      },
      pronouns: { RHYS: 'he', ANGELA: 'she' },
    },
    arc: {
      pursuer: 'RHYS',
      pursues: 'get Angela to stop and hear that her father is dying',
      objective: 'get Angela to stop and hear that her father is dying, before she walks in',
      objectiveLine: 'Can I have a word before you go in?',
      outcome: 'character',
      turn: 'How long?',
      turnIsAction: false,
    },
  },
  {
    id: 'moor-audio',
    label:
      'audio drama; a woman lost on a moor at dusk after her dog phones her son-in-law, whose voice is heard through the phone; she wants him to fetch her, he calls Mountain Rescue; SFX and MUSIC cues; nothing mature',
    family: 'audio',
    character: 'PET',
    page: `
# SCENE 6. HIGH MOOR ABOVE EDALE. DUSK.
PET (67) is alone on the moor, calling for her dog. Her son-in-law LEVI (41) is at home, and answers on the phone.
SFX: Wind across open moorland. Grass hissing. A sheep, far off. Boots stop on wet stone, close.
PET: (close, breathless, calling) Barnaby! Barn-a-by! (to herself) Stupid, stupid dog.
SFX: A mobile phone dialling. Ringing. Answered.
LEVI (ON PHONE): (distort) Pet? Everything all right?
PET: Levi, love. Is Carys there?
LEVI (ON PHONE): (distort) She's at Pilates till eight. What's up? You sound windy.
PET: I'm on the tops. Just above the Kinder path. Barnaby's gone after a hare.
LEVI (ON PHONE): (distort) It's gone half seven. It'll be dark in twenty minutes.
PET: That's why I'm ringing you and not Carys. You drive up to the Nag's Head car park and flash your headlights, and I'll walk down to you.
LEVI (ON PHONE): Can you see the car park?
PET: Not as such.
LEVI (ON PHONE): What can you see?
PET: Heather. A great deal of heather. And a wall.
LEVI (ON PHONE): Pet, I'm ringing Mountain Rescue.
PET: You are not. I am not being carried off Kinder Scout on a stretcher like a parcel with the whole village watching on Facebook.
LEVI (ON PHONE): Nobody's watching. Stay where you are.
PET: I am staying where I am. I'm only saying you could come and get me.
SFX: Three short beeps. Low battery.
LEVI (ON PHONE): What was that?
PET: Nothing. My phone's being dramatic.
LEVI (ON PHONE): How much battery have you got?
PET: (a beat) Four percent.
LEVI (ON PHONE): (very calm now) Right. Here's what's happening. I'm going to hang up and ring them. You're going to sit down by that wall and turn your phone off till you hear a whistle.
PET: Levi. It's getting cold.
LEVI (ON PHONE): I know.
PET: (quieter, closer) I can't see my own feet, love.
LEVI (ON PHONE): I know. That's why I'm ringing them. Sit down by the wall. Okay?
PET: Okay.
LEVI (ON PHONE): Say it back to me.
PET: Sit by the wall. Phone off. Wait for the whistle.
SFX: Heavy panting. A wet collar jingling, coming on fast.
PET: (off, then coming on) Barnaby! You absolute— Levi, he's back, he's here, he's soaking—
LEVI (ON PHONE): Good. Sit on him.
PET: (laughing, close) Tell them to bring a biscuit.
SFX: The call ends. Wind.
MUSIC: Closing theme, low.
`,
    coach: {
      story:
        'Out on the moor at dusk after her runaway dog, Pet rings her son-in-law Levi rather than her daughter and asks him to drive up and flash his headlights so she can walk down, because she will not be stretchered off the hill in front of the whole village. Levi works out that she cannot see where she is and says he is ringing Mountain Rescue. When her phone beeps and she admits to four percent battery, he takes charge; she owns up that she cannot see her own feet and agrees to sit by the wall and wait. The dog comes back just before the call ends.',
      partners: ['LEVI'],
      want: {
        from: 'PET',
        of: 'LEVI',
        ask: "You drive up to the Nag's Head car park and flash your headlights",
      },
      obstacle: { by: 'LEVI', says: "Pet, I'm ringing Mountain Rescue." },
      stakes: ["It'll be dark in twenty minutes."],
      turn: 'Four percent.',
      relationships: {
        LEVI: {
          named: 'son-in-law',
          callsThem: ['Levi', 'love'],
          calledBy: ['Pet'],
          history: "That's why I'm ringing you and not Carys.",
        },
      },
      momentBefore: {
        note: 'She has been calling the dog across the tops as the light goes and has only now admitted to herself that she needs help; she rings Levi, not her daughter, to keep it small.',
        opening: 'alone on the moor, calling for her dog',
      },
      pronouns: { PET: 'she' },
    },
    arc: {
      pursuer: 'PET',
      pursues: 'get Levi to drive up and fetch her himself, without calling Mountain Rescue',
      objective: 'get Levi to drive up and fetch her himself, without calling Mountain Rescue',
      objectiveLine: "You drive up to the Nag's Head car park and flash your headlights",
      outcome: 'partner',
      turn: 'Four percent.',
      turnIsAction: false,
    },
  },
  {
    id: 'broccoli-child',
    label:
      "family drama, child lead (age 8); a boy asks his grandfather to come to his school play; the grandfather cannot (illness hinted by pills, a cough and a doctor's order, never named); the want is met halfway with a private show; nothing mature",
    family: 'screenplay',
    character: 'OTIS',
    page: `
# 19 INT. GRAMPS'S APARTMENT - LIVING ROOM - AFTERNOON
A small warm room. The TV is on with the sound off. On the side table, a pill organizer with the days of the week, next to a stack of crossword books. GRAMPS (74) sits in a recliner under a knitted blanket. His grandson OTIS (8) bursts in still wearing his backpack and a green felt hat shaped like the top of a broccoli.
OTIS: Gramps! Guess what I am.
GRAMPS: A tree.
OTIS: No.
GRAMPS: A very small tree.
OTIS: I'm broccoli! Broccoli Number Two. I have four lines and a dance.
GRAMPS: Four lines. That's a lot of lines for a vegetable.
OTIS: Mrs. Hadley said I'm the best broccoli she ever had.
GRAMPS: I bet she did. (he coughs, waves it away) Go on. Let's hear one.
OTIS: Not yet. You have to see it at the real play. It's Thursday. At six o'clock. In the gym.
GRAMPS: Thursday.
OTIS: I saved you a seat. Right in the front. I put your name on it with tape.
Gramps looks at the pill organizer. Then at Otis.
GRAMPS: Otis. Come here a second.
OTIS: You're coming, right?
GRAMPS: Thursday's no good for me, bud.
OTIS: Why?
GRAMPS: Dr. Mehta wants me to stay put for a while. No big rooms. No crowds.
OTIS: It's not a crowd. It's just parents.
GRAMPS: Parents are a crowd. Parents are the worst crowd there is.
OTIS: You can sit by the door. You can leave at the sad part. There's a sad part when the carrots get eaten.
GRAMPS: (smiling) I'm sorry, bud. I can't.
OTIS: (taking off the hat, holding it) You came to Rosalie's play.
GRAMPS: I did. That was a long time ago.
OTIS: It was last year.
GRAMPS: That's a long time, for me.
Otis thinks about this. He puts the hat back on, firmly.
OTIS: Okay. Then I'm doing it now.
GRAMPS: Now?
OTIS: You can be the parents. All of them. You have to clap a lot.
GRAMPS: I can do that.
OTIS: And you can't tell anybody you saw it first.
GRAMPS: Cross my heart.
Otis stands on the rug in front of the recliner. He takes a big breath.
OTIS: "I am Broccoli! I am green! I'm the strongest vegetable you've ever seen!"
Gramps claps. He claps a lot.
`,
    coach: {
      story:
        "Otis, eight, runs into his grandfather's apartment in his broccoli hat to tell Gramps about the school play on Thursday and the front-row seat he has saved him. Gramps, who is not well (the pills, the cough, the doctor who says no crowds), tells him he can't come. Otis bargains — sit by the door, leave at the sad part — and then decides to do the play right now, with Gramps as the whole audience. Gramps claps a lot.",
      partners: ['GRAMPS'],
      want: { from: 'OTIS', of: 'GRAMPS', ask: "You're coming, right?" },
      obstacle: { by: 'GRAMPS', says: "Thursday's no good for me, bud." },
      stakes: ['I saved you a seat.'],
      turn: "Okay. Then I'm doing it now.",
      relationships: {
        GRAMPS: {
          named: 'grandfather',
          callsThem: ['Gramps'],
          calledBy: ['Otis', 'bud'],
          history: "You came to Rosalie's play.",
        },
      },
      momentBefore: {
        note: 'He has come straight from school, still in his costume, bursting to show Gramps his part and to tell him about the seat with his name on it.',
        opening: 'bursts in still wearing his backpack',
      },
      pronouns: { OTIS: 'he', GRAMPS: 'he' },
    },
    arc: {
      pursuer: 'OTIS',
      pursues: 'get Gramps to come to his school play on Thursday',
      objective: 'get Gramps to come to his school play on Thursday',
      objectiveLine: "You're coming, right?",
      outcome: 'both',
      turn: "Okay. Then I'm doing it now.",
      turnIsAction: false,
    },
  },
  {
    id: 'armory-teen',
    label:
      "teen drama (age 15); her best friend presses her to skip school for a concert; she says no and means it; mature content the parent must be told of: a fake ID to get into a concert's bar area, skipping school, and a mother's bracelet sold without asking",
    family: 'screenplay',
    character: 'TALIA',
    page: `
# 8 EXT. WESTBROOK HIGH - BEHIND THE BLEACHERS - MORNING
Fog over the football field. First bell in six minutes. TALIA RENGIFO (15) eats a granola bar with a chemistry textbook open on her knees. KENZIE DUBOIS (15), her best friend since fourth grade, slides in beside her holding two concert tickets fanned out like a winning hand.
KENZIE: Don't freak out.
TALIA: I'm not freaking out. I'm studying.
KENZIE: Hollow Saints. Thursday. The Armory. (waving them) Floor.
TALIA: Kenz. How?
KENZIE: My cousin's roommate works the merch table. We take the 10:40 train, we're in the city by one, we're at the doors by three.
TALIA: Thursday's a school day.
KENZIE: Thursday is a Hollow Saints day.
TALIA: I have the chem final Thursday.
KENZIE: You'll ace the makeup. You ace everything.
TALIA: There's no makeup. Mr. Ferraro said. Miss it, it's a zero.
KENZIE: So you get a B in chem. People live.
TALIA: I'm on the attendance list, Kenz. One more unexcused and I'm off robotics. No State.
KENZIE: Okay, but listen. It's covered. (pulling a laminated card from her jacket) I got us these.
TALIA: (taking it) Is that my yearbook picture?
KENZIE: It says you're twenty-two. You're from Ohio. Your name's Brianna.
TALIA: Kenzie, this is a fake ID.
KENZIE: It's for the bar side. That's where the good view is. Jaylen got one from the same guy and nobody even looked.
TALIA: Where did you get the money for this?
KENZIE: Does it matter?
TALIA: Yeah. It kind of does.
Kenzie looks away at the field.
KENZIE: I sold my mom's old bracelet. The one from her sister. She never wears it.
TALIA: Kenz.
KENZIE: Don't. I did it for us. We said in seventh grade we'd see them live. We pinky swore. In your garage.
TALIA: I know what we said.
KENZIE: So come.
Talia holds the card for a long moment. Then she hands it back.
TALIA: No. I'm not going, and I'm not taking the train, and I'm not being Brianna from Ohio. I'm sorry.
KENZIE: You used to be fun, Talia.
TALIA: I'm still fun. I'm just not getting kicked off robotics for a band that's going to tour again next year.
KENZIE: Fine. I'll take Dani.
TALIA: Okay.
KENZIE: (standing) She'll actually go.
TALIA: Kenz. (Kenzie stops) Tell your mom about the bracelet before she finds out.
Kenzie walks off. The first bell rings. Talia looks down at the textbook and doesn't read it.
`,
    coach: {
      story:
        "Before first bell, Talia's best friend Kenzie turns up with floor tickets to a Thursday concert in the city and a plan to skip school and take the train. Talia has a chemistry final she cannot make up, and one more absence will get her off the robotics team; Kenzie brushes both aside and produces a fake ID with Talia's yearbook photo on it, paid for by selling her mother's bracelet. Talia hands the card back and says no, and means it; when Kenzie says she'll take someone else, Talia doesn't give in but tells her to own up to her mother about the bracelet.",
      partners: ['KENZIE'],
      want: { from: 'KENZIE', of: 'TALIA', ask: 'So come.' },
      obstacle: { by: 'KENZIE', says: 'So you get a B in chem. People live.' },
      stakes: ["One more unexcused and I'm off robotics."],
      turn: "I'm not going, and I'm not taking the train",
      relationships: {
        KENZIE: {
          named: 'best friend',
          callsThem: ['Kenz', 'Kenzie'],
          calledBy: ['Talia'],
          history: "We said in seventh grade we'd see them live.",
        },
      },
      momentBefore: {
        note: "She is cramming for Thursday's chemistry final before first bell; the thing she cannot miss is already open on her knees when the tickets arrive.",
        opening: 'eats a granola bar with a chemistry textbook open on her knees',
      },
      pronouns: { TALIA: 'she', KENZIE: 'she' },
    },
    arc: {
      pursuer: 'KENZIE',
      pursues: 'get Talia to skip school on Thursday and come to the concert',
      objective: 'turn Kenzie down for good without losing her',
      objectiveLine: "I'm not going, and I'm not taking the train",
      outcome: 'character',
      turn: "I'm not going, and I'm not taking the train",
      turnIsAction: false,
    },
  },
  {
    id: 'almandine-thriller',
    label:
      'thriller packet, two scenes for the same character: first (context) a hotel night manager walks a frightened guest down the service elevator; second (coached) she is interrogated by a federal agent and holds her lie to the end; crime talk, no violence',
    family: 'screenplay',
    character: 'IRIS',
    scene: 1,
    page: `
# 31 INT. HOTEL ALMANDINE - SERVICE CORRIDOR - NIGHT
Steam pipes, stacked laundry carts. IRIS KALNINA (34), the night manager, walks fast beside DMITRI RENNICK (56), a guest, who wears a hotel bathrobe over his trousers and carries his shoes.
RENNICK: You didn't have to do this.
IRIS: You tipped me four hundred dollars on Tuesday. Nobody does that for towels.
RENNICK: I'm a generous man.
IRIS: You're a frightened man. The elevator at the end goes down to the loading dock.
She swipes her key card. A green light. The service elevator opens.
RENNICK: The cameras—
IRIS: The dock camera's been pointing at a wall since March. I filed the ticket myself.
RENNICK: If anyone asks you—
IRIS: Nobody asks me anything. I'm the night manager. I'm furniture.
He steps in. The doors begin to close.
RENNICK: Thank you, Iris.
IRIS: Put your shoes on before you get to the street.
# 44 INT. FIELD OFFICE - INTERVIEW ROOM 3 - DAY
A table, two chairs, a box of tissues nobody has used. IRIS sits with her coat still on and a paper cup of water she hasn't touched. SPECIAL AGENT MAURA TRUAX (48) lays three printouts across the table, one at a time.
TRUAX: You know why you're here.
IRIS: Somebody checked out without paying for his minibar.
TRUAX: Dmitri Rennick left the Almandine sometime between midnight and six a.m. on the ninth. Not through the lobby. Not by the guest elevators. He left a briefcase behind with eleven passports in it.
IRIS: We keep lost property for ninety days.
TRUAX: Where did he go, Iris?
IRIS: I don't know. I never saw Mr. Rennick after about eleven. He called down for ice.
TRUAX: Did you take it up?
IRIS: Room service took it up.
TRUAX: (sliding a printout across) Key card log. Service elevator, three-twelve a.m. Card zero-zero-four. Whose card is zero-zero-four?
IRIS: Mine.
TRUAX: So you were in the service elevator at three-twelve.
IRIS: My card was in the service elevator at three-twelve. I keep it in the top drawer at the desk. Housekeeping borrow it when theirs don't work, which is always.
TRUAX: Housekeeping clocked out at two.
IRIS: Then somebody who wasn't housekeeping borrowed it.
TRUAX: You leave a master key in an unlocked drawer.
IRIS: Yes. Write me up. My general manager will be thrilled.
TRUAX: This isn't a write-up. Accessory after the fact is up to five years. Obstruction on top. You're thirty-four. You'd be out before forty, if the judge likes you.
IRIS: (a sip of water, her first) Is there a question in that?
TRUAX: The camera on the loading dock was pointed at a wall.
IRIS: Since March. There's a maintenance ticket. You can pull it.
TRUAX: We did. You filed it.
IRIS: I file all of them. That's the job. Ice, towels, tickets.
TRUAX: (sitting back) We picked Rennick up at the border this morning, Iris. He says the night manager walked him down to the dock.
Iris holds her gaze. A long moment.
IRIS: Then he's lying. Or you are.
TRUAX: Why would I lie?
IRIS: Because if he'd said that, I'd be in handcuffs, not holding a paper cup. (beat) He hasn't said anything. Has he.
Truax doesn't answer. She gathers the printouts, slowly, giving Iris one more chance.
TRUAX: Help me find him, and I'll make sure a drawer is all anybody remembers.
IRIS: I'd like to help you. I never saw him after eleven.
TRUAX: That's your answer.
IRIS: That's what happened.
Iris buttons her coat.
TRUAX: Don't leave the city, Ms. Kalnina.
IRIS: I work nights, Agent Truax. Where would I go?
`,
    coach: {
      story:
        "A few nights after she walked a frightened guest, Rennick, down the service elevator to the loading dock (the first scene, context), Iris, the hotel's night manager, is questioned by Special Agent Truax. Truax has the key card log with Iris's card in the service elevator at 3:12 a.m., the housekeeping shift times and the camera ticket Iris filed; Iris meets every point with the same lie — she never saw him after eleven — and a careless drawer. Truax bluffs that Rennick is in custody and has named her; Iris calls the bluff, Truax cannot answer, and Iris leaves with the lie intact.",
      partners: ['TRUAX'],
      want: { from: 'TRUAX', of: 'IRIS', ask: 'Where did he go, Iris?' },
      obstacle: { by: 'TRUAX', says: 'Housekeeping clocked out at two.' },
      stakes: ['Accessory after the fact is up to five years.', "You'd be out before forty"],
      turn: "He hasn't said anything. Has he.",
      relationships: {
        TRUAX: { named: 'special agent', callsThem: ['Agent Truax'], calledBy: ['Iris', 'Ms. Kalnina'] },
      },
      momentBefore: {
        note: 'Days after she got Rennick out by the service elevator herself, she has been brought in and left to wait; her story is ready, and she keeps her coat on so as to look like someone who will be leaving.',
        opening: 'sits with her coat still on',
      },
      pronouns: { IRIS: 'she', TRUAX: 'she' },
    },
    arc: {
      pursuer: 'TRUAX',
      pursues: 'get Iris to admit she helped Rennick out and say where he went',
      objective: 'convince Truax she never saw Rennick after eleven and walk out uncharged',
      objectiveLine: 'I never saw Mr. Rennick after about eleven.',
      outcome: 'character',
      turn: "He hasn't said anything. Has he.",
      turnIsAction: false,
    },
  },
];

export const UNSEEN_12_REQUESTS: Record<string, SideRequest> = {
  'feedstore-film': { productionType: 'film', roleSize: 'lead', genre: 'drama', actorAge: 46, childGuideRequested: false },
  'mattress-singlecam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'single-camera comedy',
    actorAge: 29,
    childGuideRequested: false,
  },
  'laundromat-procedural': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'crime procedural',
    actorAge: 61,
    childGuideRequested: false,
  },
  'potroast-multicam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'multi-camera sitcom',
    actorAge: 38,
    childGuideRequested: false,
  },
  'quarry-soap': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'daytime soap',
    actorAge: 47,
    childGuideRequested: false,
  },
  'picture-day-commercial': { productionType: 'commercial', roleSize: 'lead', genre: 'comedy', actorAge: 40, childGuideRequested: false },
  'gooseberry-stage': { productionType: 'theater', roleSize: 'lead', genre: 'drama', actorAge: 59, childGuideRequested: false },
  'ward-nine-uktv': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'medical drama',
    actorAge: 38,
    childGuideRequested: false,
  },
  'moor-audio': { productionType: 'audio-drama', roleSize: 'lead', genre: 'drama', actorAge: 67, childGuideRequested: false },
  'broccoli-child': { productionType: 'short-film', roleSize: 'lead', genre: 'family drama', actorAge: 8, childGuideRequested: true },
  'armory-teen': { productionType: 'tv-series', roleSize: 'recurring', genre: 'teen drama', actorAge: 15, childGuideRequested: false },
  'almandine-thriller': { productionType: 'film', roleSize: 'supporting', genre: 'thriller', actorAge: 34, childGuideRequested: false },
};
