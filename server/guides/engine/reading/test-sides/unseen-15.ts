/**
 * A fifteenth held-out set, kept unread for an independent read after the fourteenth: nobody has generated or read a
 * guide for these sides yet, and the engine must not be tuned on them before that read is scored. Ten original sides,
 * with the coach's reading and the arc written by hand before any engine ran on them. Shapes: a woman resisting her
 * sister, who has flown in to empty their late mother's freezer of soup, where the turn is an action line (a label found
 * at the bottom of the freezer) and the character keeps what she was defending (film); an office man who needs one
 * word taken off a retirement cake and is met by a decorator who will only add words, ending in a compromise
 * (single-cam); a night pharmacist pressed by a detective for a missing diabetic man's pickup record, who holds to the
 * law and then gives way by turning a screen, an action turn (procedural); three speakers, a husband eleven days
 * retired angling to join his wife's book club, refused, the guest siding with the brie (multi-cam); a stepfather who
 * brings a pen and her mother's wine to get his stepdaughter's shares before a board vote, and loses, the scene ending
 * on his reaction and a FADE OUT (soap); a grandfather pressed by his granddaughter to give up his stained lucky hat for
 * the wash, with an announcer and a SUPER who are never partners (commercial); an understudy angling to go on for a
 * hoarse star, answered by a sung scale that holds, an action turn, and she does not go on (stage, heading written the
 * stage way); a garage owner pressed by a young customer to pass his unsafe car, with her apprentice as a third
 * speaker, who refuses and finds another way (UK TV, 4/12 house style); a mother on a crab boat in a gale getting her
 * son, now the skipper, to turn for home, with SFX and MUSIC cues and a coastguard voice on the radio who is never a
 * partner (audio); a child lead (age 8) who is a finger short of the high-dive line and does not get the high dive
 * (child). Mildly mature, and said so in the label: a missing elderly man and a pharmacist bending privacy rules
 * (procedural), a mother with dementia and a forged proxy implied (soap), a father drowned at sea, told not shown
 * (audio), a mother's death from cancer, told not shown (film); everything else is for a family audience.
 * Its writer never opened the engine's reading code, writers or tests; it saw only side.ts, the fourteenth set's file
 * shape and the tactic vocabulary, so it is as blind to the reading as the fourteenth set.
 */
import type { SideRequest, TestSide } from './side.js';

export const UNSEEN_15: TestSide[] = [
  {
    id: 'freezer-film',
    label:
      "feature film drama; the night before the family house closes, a younger sister who flew in presses her older sister to let her empty their late mother's freezer of labelled soups; the older sister resists; the turn is an action line (a tub labelled for the younger sister, found at the bottom) and the older sister keeps the soup. Mildly mature: a mother's death from cancer, told not shown",
    family: 'screenplay',
    character: 'LORNA',
    page: `
# 52 INT. PELLETIER HOUSE - BASEMENT - NIGHT
A bare bulb. Cardboard boxes marked DONATE and KEEP, mostly DONATE. A chest freezer hums against the cinderblock wall. LORNA PELLETIER (48) sits on the bottom stair with a roll of packing tape in her lap. Her younger sister JOLENE (44), still in the blazer she flew in wearing, shakes open a black trash bag.
JOLENE: The Dawsons want the freezer. It conveys with the house. Empty.
LORNA: I was there when they said it.
JOLENE: So I'll do it. You don't have to watch.
She lifts the lid. Cold smoke rolls out. Yogurt tubs and margarine tubs, stacked like bricks, each with a strip of masking tape written on in blue ballpoint.
JOLENE: (reading) "Split pea. March." "Beef barley. March." Lorna, there must be forty of these.
LORNA: Forty-three.
JOLENE: You counted them.
LORNA: She made one every Sunday after the diagnosis. She said the chemo made everything taste like pennies except soup.
JOLENE: (a pause) You could have told me that on the phone.
LORNA: You could have asked on the phone.
Jolene drops two tubs into the bag. They land like stones.
LORNA: Don't.
JOLENE: It's frozen soup, Lorna. It isn't her.
LORNA: It's her handwriting.
JOLENE: Then peel off the tape and keep the tape. The Dawsons close at nine a.m. I have a flight at two.
LORNA: You always have a flight at two, Jo.
JOLENE: That's not fair.
LORNA: Neither is the trash bag.
Jolene digs faster, tub after tub into the bag, her breath fogging. Then she stops. At the very bottom, furred with frost, one tub has a longer label: JO. CHICKEN AND STARS. FOR WHEN SHE COMES.
Jolene holds it in both hands. She doesn't move.
LORNA: (quietly) That one's from October.
JOLENE: I was supposed to come in October.
LORNA: I know.
Jolene sets the tub on the dryer. She reaches into the trash bag and takes the two tubs back out.
JOLENE: Is the stove still hooked up?
LORNA: Till nine a.m.
JOLENE: Then get two bowls.
`,
    coach: {
      story:
        "The night before their late mother's house passes to the buyers, Jolene, who flew in for the closing, comes down to the basement to empty the chest freezer, which goes with the house. It is full of soups their mother made every Sunday after her diagnosis, each labelled in her handwriting; Lorna, who stayed and looked after her, has counted them. Lorna tells her not to, and the old grievance comes up — Jolene never asked, Jolene always has a flight at two. Jolene keeps throwing tubs in until, at the bottom, she finds one labelled for her: chicken and stars, for when she comes, from the October she was supposed to visit. She takes the tubs back out of the bag and asks whether the stove still works; the sisters will eat the soup together.",
      partners: ['JOLENE'],
      want: { from: 'JOLENE', of: 'LORNA', ask: 'Then peel off the tape and keep the tape.' },
      obstacle: { by: 'JOLENE', says: "It's frozen soup, Lorna. It isn't her." },
      stakes: ["It's her handwriting.", 'The Dawsons close at nine a.m.'],
      turn: 'CHICKEN AND STARS. FOR WHEN SHE COMES.',
      relationships: {
        JOLENE: {
          named: 'sister',
          callsThem: ['Jo'],
          calledBy: ['Lorna'],
          history: 'I was supposed to come in October.',
        },
      },
      momentBefore: {
        note: "She has spent the evening taping up boxes of her mother's things alone, and has been sitting on the stair not opening the freezer; Jolene's trash bag is the thing she has been dreading all day.",
        opening: 'sits on the bottom stair with a roll of packing tape',
      },
      pronouns: { LORNA: 'she', JOLENE: 'she' },
    },
    arc: {
      pursuer: 'JOLENE',
      pursues: 'get Lorna to let her empty the freezer before the house closes',
      objective: "stop Jolene throwing out their mother's soup, and make her see what she missed",
      objectiveLine: "It's her handwriting.",
      outcome: 'character',
      turn: 'CHICKEN AND STARS. FOR WHEN SHE COMES.',
      turnIsAction: true,
    },
  },
  {
    id: 'icing-singlecam',
    label:
      "single-camera comedy; an office man picking up a retirement cake for a colleague who was let go this week needs the word 'retirement' gone; the decorator won't scrape icing but adds a word ('early'); a compromise both accept; nothing mature",
    family: 'screenplay',
    character: 'OWEN',
    page: `
# 9 INT. BELLWETHER MARKET - BAKERY COUNTER - MORNING
OWEN PRZYBYLSKI (36), in a tie with an office lanyard around his neck, holds open a sheet-cake box on the counter. Inside, in blue icing around a little frosting golf cart: HAPPY RETIREMENT GARY! 32 GREAT YEARS! Behind the counter MAVIS TOOLE (58), name tag MAVIS, pipes rosettes onto a tray of cupcakes without looking up.
OWEN: Hi. Morning. This is the Gary cake.
MAVIS: I know it's the Gary cake. I wrote Gary on it.
OWEN: It's beautiful. Honestly. The little golf cart.
MAVIS: Forty minutes, that golf cart.
OWEN: So. Funny thing. Gary isn't retiring.
MAVIS: (still piping) Order form says he is.
OWEN: He was. Tuesday. Then on Wednesday corporate restructured his role.
MAVIS: They fired Gary.
OWEN: They released Gary. The party's still at noon because the balloons are non-refundable, and I'm the guy who carries this past his desk.
MAVIS: Sounds like a you problem.
OWEN: Is there any world where the word "retirement" just... isn't there?
MAVIS: (finally looking up) You want me to take icing off a cake.
OWEN: One word. A little scrape-scrape.
MAVIS: Honey, I don't scrape. You scrape buttercream, you get a ditch. You want a ditch through Gary's golf cart?
OWEN: Cover it? A rosette? A big one?
MAVIS: A rosette the size of "retirement" is a hat.
OWEN: Mavis, I have eleven minutes, and he did thirty-two years in accounts payable.
She sets down the piping bag. She studies the cake. She picks up a smaller bag of red icing.
MAVIS: I can't take words off. I can put words on.
She pipes one tiny, perfect word above RETIREMENT: EARLY.
OWEN: (reading) "Happy early retirement, Gary."
MAVIS: Thirty-two years. It's early for somebody.
OWEN: That's... actually kind of nice.
MAVIS: It's two dollars a word.
`,
    coach: {
      story:
        "Owen comes to the supermarket bakery to collect the retirement cake his office ordered for Gary — but Gary was let go on Wednesday, and the party is going ahead anyway because the balloons can't be returned. After buttering up Mavis, the decorator, about her golf cart, he asks whether the word 'retirement' could somehow not be there. Mavis won't scrape icing (it leaves a ditch) and a rosette big enough would be a hat. When he tells her he has eleven minutes and Gary gave thirty-two years to accounts payable, she studies the cake and says she can't take words off, only put them on: she pipes EARLY above RETIREMENT. Owen finds it kind of nice; she charges him two dollars for the word.",
      partners: ['MAVIS'],
      want: { from: 'OWEN', of: 'MAVIS', ask: `Is there any world where the word "retirement" just... isn't there?` },
      obstacle: { by: 'MAVIS', says: "Honey, I don't scrape." },
      stakes: ["I'm the guy who carries this past his desk", 'he did thirty-two years in accounts payable'],
      turn: "I can't take words off. I can put words on.",
      relationships: {
        MAVIS: { named: 'cake decorator', callsThem: ['Mavis'], calledBy: ['Honey'] },
      },
      momentBefore: {
        note: 'He was handed the cake pickup in the meeting where the layoff was announced, because nobody else would do it; he has been rehearsing how to ask in the car.',
        opening: 'holds open a sheet-cake box on the counter',
      },
      pronouns: { OWEN: 'he', MAVIS: 'she' },
    },
    arc: {
      pursuer: 'OWEN',
      pursues: "get Mavis to take the word 'retirement' off Gary's cake",
      objective: 'get Mavis to fix the cake before noon without putting her back up',
      objectiveLine: `Is there any world where the word "retirement" just... isn't there?`,
      outcome: 'both',
      turn: "I can't take words off. I can put words on.",
      turnIsAction: false,
    },
  },
  {
    id: 'insulin-procedural',
    label:
      "crime procedural, guest star; a night pharmacist is pressed by a detective for who picked up a missing eighty-one-year-old diabetic's prescription; she holds to the law (a form, the county attorney at eight), then gives way without saying so by turning the pickup screen to him and leaving the room, an action turn; the detective gets the name. Mildly mature: a missing elderly man, a pharmacist bending privacy rules",
    family: 'screenplay',
    character: 'GWEN',
    page: `
# 18 INT. HALVERSON DRUG - PHARMACY COUNTER - NIGHT
Fluorescent light, soft rock on the radio, the store otherwise empty. GWEN ABERNATHY (56), the night pharmacist, counts pills on a tray with a spatula, five at a time. DET. SILAS KRUEGER (44) steps up to the pickup window and lays his badge on the counter beside the cup of pens.
KRUEGER: Gwen Abernathy?
GWEN: If you're picking up, I need a date of birth.
KRUEGER: Detective Krueger, Rockport P.D. I'm here about Albert Fenn.
GWEN: (still counting) Then I can't help you, Detective. I don't discuss anybody's prescriptions.
KRUEGER: I haven't asked you anything yet.
GWEN: You were about to.
KRUEGER: Mr. Fenn's been missing since Thursday. He's eighty-one. His daughter says he's diabetic.
GWEN: Then his daughter can tell you what he takes.
KRUEGER: His daughter says he picked something up here Thursday. Your camera shows somebody at this window at six-forty with a white bag. It doesn't show me a face.
GWEN: There's a form for that. The county attorney's office opens at eight.
KRUEGER: That's ten hours.
GWEN: I know what time it is.
KRUEGER: Insulin goes in the fridge, right? How long is it good outside one?
GWEN: (a beat) It depends.
KRUEGER: On what?
GWEN: On the heat. On whether it's sitting in a car.
KRUEGER: It hit ninety-one on Thursday.
She puts the spatula down.
GWEN: Albert comes in every other Thursday. He brings me tomatoes from his yard in a bread bag, every time, even after I told him I live alone.
KRUEGER: Who carried out the white bag, Gwen?
GWEN: Twenty-six years I've done this job. I've never had a complaint on my license.
She swivels the pickup monitor on its arm until the screen faces him: a signature box, a scrawled name, a date. Then she takes a clipboard off its hook.
GWEN: I have to check the temperature log in the back. It takes me about a minute.
She goes through the swinging door. Krueger leans in to the screen and writes fast in his notebook.
GWEN: (O.S.) Thirty-eight degrees. Same as always.
`,
    coach: {
      story:
        "Late at night Detective Krueger comes to Gwen's pharmacy window about Albert Fenn, an eighty-one-year-old diabetic missing since Thursday. Before he asks anything she tells him she doesn't discuss prescriptions, and when he says the camera shows someone leaving with a white bag on Thursday she points him to the form and the county attorney, who opens at eight. He asks how long insulin keeps out of the fridge; she admits it depends on the heat and on whether it's in a car, and he tells her it was ninety-one degrees. She puts her work down and talks about Albert's tomatoes. Asked straight out who carried out the bag, she only says she has never had a complaint on her license — then turns the pickup screen toward him, says she has to check the temperature log, and leaves him alone with the signature.",
      partners: ['KRUEGER'],
      want: { from: 'KRUEGER', of: 'GWEN', ask: 'Who carried out the white bag, Gwen?' },
      obstacle: { by: 'KRUEGER', says: "That's ten hours." },
      stakes: ["He's eighty-one.", 'It hit ninety-one on Thursday.', "I've never had a complaint on my license."],
      turn: 'She swivels the pickup monitor on its arm',
      relationships: {
        KRUEGER: { named: 'detective', callsThem: ['Detective'], calledBy: ['Gwen Abernathy', 'Gwen'] },
      },
      momentBefore: {
        note: "Alone on a dead night shift, counting pills; she has heard Albert is missing, and she knows whose name is on Thursday's signature before the detective reaches the window.",
        opening: 'counts pills on a tray with a spatula, five at a time',
      },
      pronouns: { GWEN: 'she', KRUEGER: 'he' },
    },
    arc: {
      pursuer: 'KRUEGER',
      pursues: "get Gwen to tell him who picked up Albert Fenn's prescription",
      objective: "keep Albert's record closed to the detective until he comes back with the paperwork",
      objectiveLine: "There's a form for that.",
      outcome: 'partner',
      turn: 'She swivels the pickup monitor on its arm',
      turnIsAction: true,
    },
  },
  {
    id: 'bookclub-multicam',
    label:
      'multi-camera sitcom (scene letter, action in caps); three speakers; a husband eleven days retired tries to get his wife to let him join her Thursday book club; the guest sides with his brie; the wife refuses and he goes upstairs; nothing mature',
    family: 'multi-cam',
    character: 'MARV',
    page: `
# SCENE D - INT. KOVAC LIVING ROOM - NIGHT
NADINE KOVAC (60s) SETS OUT SIX WINE GLASSES ON THE COFFEE TABLE. THE DOORBELL RINGS. SHE OPENS THE DOOR TO PHYLLIS (60s), WHO CARRIES A HARDCOVER NOVEL FULL OF STICKY NOTES. BEHIND NADINE, HER HUSBAND MARV (60s), RETIRED ELEVEN DAYS, APPEARS IN A CARDIGAN, HOLDING A CHEESE BOARD.
MARV: Phyllis! Welcome. Brie? It's been breathing since four.
PHYLLIS: (TO NADINE) Why is Marv holding a cheese board?
NADINE: Marv is just passing through.
MARV: To the couch. Where the discussion is.
NADINE: Marv. We talked about this.
MARV: We talked about it Tuesday. Since Tuesday I've read the book. Twice.
PHYLLIS: Nobody reads the book. I'm on page forty.
MARV: (HOLDING UP HIS COPY, BRISTLING WITH TABS) The lighthouse keeper is the brother.
PHYLLIS: Marv!
NADINE: (TAKING THE CHEESE BOARD FROM HIM) Thank you for the cheese. Goodnight, Marv.
MARV: Nadine, I've been home eleven days. I alphabetized the spices. Then I alphabetized them by region.
NADINE: And they look wonderful. Go watch your boat show.
MARV: It's a rerun. They sink the same boat every week.
PHYLLIS: (SITTING, HELPING HERSELF TO A CRACKER) He did bring brie.
NADINE: Phyllis. Whose side are you on?
PHYLLIS: The side with the brie.
NADINE: Thursday is the one night a week I'm not somebody's wife, Marv. Thirty-eight years. One night.
MARV STOPS. HE LOOKS AT HER FOR A LONG MOMENT. THEN HE LIFTS THE WHEEL OF BRIE OFF THE BOARD AND TUCKS HIS BOOK UNDER HIS ARM.
MARV: (BEAT) ...Right. One night.
HE CROSSES TO THE STAIRS. ON THE THIRD STEP HE TURNS.
MARV: Page two-twelve. The letter in the bread box. Don't let Phyllis skip it.
NADINE: (SOFTENING) Marv.
MARV: (HOPEFUL) Yeah?
NADINE: Leave the brie.
`,
    coach: {
      story:
        "It's Nadine's Thursday book club, and Marv, eleven days retired, is waiting with a cheese board when the first guest, Phyllis, arrives. Nadine says he is just passing through; he says he is passing through to the couch, reminds her he has read the book twice since they talked about it on Tuesday, and spoils the ending to prove it. Nadine takes the cheese and says goodnight; he pleads that he has alphabetized the spices twice over and the boat show is a rerun, and Phyllis, eating a cracker, sides with the brie. Then Nadine tells him Thursday is the one night a week in thirty-eight years she isn't somebody's wife. He stops, takes the brie and his book, and goes upstairs — leaving her a tip about page two-twelve — and when she calls him back, it's only for the brie.",
      partners: ['NADINE', 'PHYLLIS'],
      want: { from: 'MARV', of: 'NADINE', ask: 'To the couch. Where the discussion is.' },
      obstacle: { by: 'NADINE', says: 'Thank you for the cheese. Goodnight, Marv.' },
      stakes: ["I'm not somebody's wife", "I've been home eleven days"],
      turn: "Thursday is the one night a week I'm not somebody's wife, Marv.",
      relationships: {
        NADINE: {
          named: 'wife',
          callsThem: ['Nadine'],
          calledBy: ['Marv'],
          history: 'Thirty-eight years.',
        },
        PHYLLIS: { callsThem: ['Phyllis'], calledBy: ['Marv'] },
      },
      momentBefore: {
        note: 'He has spent the afternoon getting the brie to room temperature and tabbing the novel, telling himself that if he is already in the room with cheese she can hardly send him away.',
        opening: 'APPEARS IN A CARDIGAN, HOLDING A CHEESE BOARD',
      },
      pronouns: { MARV: 'he', NADINE: 'she', PHYLLIS: 'she' },
    },
    arc: {
      pursuer: 'MARV',
      pursues: 'get Nadine to let him sit in on her book club',
      objective: 'get Nadine to let him into book club night',
      objectiveLine: 'To the couch. Where the discussion is.',
      outcome: 'partner',
      turn: "Thursday is the one night a week I'm not somebody's wife, Marv.",
      turnIsAction: false,
    },
  },
  {
    id: 'barrelroom-soap',
    label:
      "daytime soap; the night before a board vote a stepfather lures his stepdaughter to the barrel room with a bottle her late mother laid down and a pen for her shares; she has the doctor's notes from the week her mother signed her proxy to him, and votes against him; he loses; ends on his reaction and FADE OUT. Mildly mature: a mother with dementia and a proxy taken from her, implied",
    family: 'soap',
    character: 'ROMAN',
    page: `
# INT. HARGRAVE VINEYARD - BARREL ROOM - NIGHT
Candles along a row of oak barrels. ROMAN HARGRAVE (58), immaculate in a dark suit, draws the cork from a dusty bottle. A leather folder and a fountain pen wait on a barrel head. His stepdaughter AURORA VANCE (28) comes down the stone steps in a wet raincoat.
AURORA: Your text said it was about Mom.
ROMAN: (pouring) It is. Nineteen ninety-six. She laid this down the week you were born. There were four left. Now there are three.
AURORA: You opened one of hers.
ROMAN: I thought we'd drink it together. Tonight. Before the meeting.
AURORA: (eyeing the folder) You brought a pen to a wine tasting.
ROMAN: (smiling) I brought a pen because the board sits at nine, and your ten percent decides whether Hargrave stays Hargrave or becomes a bottling plant for Castellane Foods.
AURORA: Mom's ten percent.
ROMAN: Yours now. She'd want it where it could do some good.
AURORA: You don't get to tell me what she'd want.
ROMAN: (a beat) I was married to your mother for fifteen years, Aurora.
AURORA: Sixteen. You always forget the last one. You spent most of it in Monaco.
ROMAN: (setting the glass down) That's beneath you.
She takes a folded letter from her raincoat and lays it on the folder, on top of his pen.
ROMAN: (not touching it) What is that?
AURORA: Dr. Mirza's notes. From the week she signed her proxy over to you. She didn't know what year it was, Roman. She asked the nurse for me. I was holding her hand.
ROMAN: (then) Grief is making you cruel.
AURORA: No. Grief made me read. (beat) I'm voting with Castellane.
She corks the bottle with the heel of her hand and tucks it under her arm.
AURORA: This one's mine. It has my birthday on it.
She climbs the steps. Above, a heavy door closes. Roman stands alone with the candles, the empty glass and the pen.
ROMAN: (to himself) Fifteen years.
His hand closes around the pen until it snaps. Ink runs over his fingers. Hold on Roman.
FADE OUT.
`,
    coach: {
      story:
        "The night before the board meets, Roman texts his stepdaughter Aurora that it's about her late mother and waits in the barrel room with a 1996 bottle her mother laid down the week Aurora was born — and a folder and a pen. He tells her that her ten percent decides whether Hargrave stays Hargrave or goes to Castellane Foods, and that her mother would want it where it could do some good. Aurora tells him he doesn't get to say what her mother would want and needles him about the year he spent in Monaco. Then she lays a doctor's notes on his pen: the week her mother signed her proxy to him, she didn't know what year it was and didn't know her own daughter. He calls it grief making her cruel; she says she is voting with Castellane, corks the bottle, takes it, and leaves him alone with the pen, which snaps in his hand.",
      partners: ['AURORA'],
      want: { from: 'ROMAN', of: 'AURORA', ask: 'I brought a pen because the board sits at nine' },
      obstacle: { by: 'AURORA', says: "You don't get to tell me what she'd want." },
      stakes: ['whether Hargrave stays Hargrave', "I'm voting with Castellane."],
      turn: "She didn't know what year it was, Roman.",
      relationships: {
        AURORA: {
          named: 'stepdaughter',
          callsThem: ['Aurora'],
          calledBy: ['Roman'],
          history: 'I was married to your mother for fifteen years',
        },
      },
      momentBefore: {
        note: 'He has counted the votes and hers is the one he lacks; he chose the room, the candles and the bottle, and opened one of only four left, as a calculated gift.',
        opening: 'draws the cork from a dusty bottle',
      },
      pronouns: { ROMAN: 'he', AURORA: 'she' },
    },
    arc: {
      pursuer: 'ROMAN',
      pursues: 'get Aurora to sign her ten percent over to him before the board meets',
      objective: 'get Aurora to sign her shares over to him tonight',
      objectiveLine: 'your ten percent decides whether Hargrave stays Hargrave',
      outcome: 'partner',
      turn: "She didn't know what year it was, Roman.",
      turnIsAction: false,
    },
  },
  {
    id: 'luckyhat-commercial',
    label:
      "commercial :30 with OPEN ON, ANNCR and SUPER; a granddaughter presses her grandfather at dawn before a fishing derby to give up his stained lucky hat for the wash; he refuses ('You don't wash luck') and gives in; the hat comes out clean and still lucky; the announcer is never a partner; nothing mature",
    family: 'commercial',
    character: 'POP',
    page: `
# :30 TV - FRESHWELL DEEP CLEAN PODS - "LUCKY HAT"
OPEN ON: INT. GARAGE - DAWN. Fishing rods along the wall, a cooler by the door. POP (70s) packs a tackle box by the light of a headlamp. On his head: a canvas bucket hat so stained it has become a color with no name. His granddaughter KIRA (16), in pajama pants and a hoodie, holds out a thermos to him at arm's length.
KIRA: Coffee. Don't come any closer.
POP: Good morning to you too.
KIRA: Pop. What is on your head.
POP: My hat.
KIRA: I know it's your hat. Mom says it's why the cat won't come in the garage.
POP: This hat was on Lake Tawanee the day I landed the nine-pound walleye. Nineteen eighty-seven.
KIRA: And nobody has washed it since nineteen eighty-seven.
POP: You don't wash luck, Kira.
KIRA: The derby's at six. You're sharing a boat with Mr. Osterberg for eight hours.
POP: Osterberg's got no sense of smell. That's why we get along.
KIRA: (holding out her hand) Give it here. Ten minutes.
POP: (stepping back, a hand on the brim) Over my dead body.
KIRA: Wear that in a boat all day and it'll be over somebody's.
He hesitates. She keeps her hand out. Slowly he takes the hat off and hands it over, folded, like a flag.
CUT TO: the washer. Kira drops the hat in with one FRESHWELL DEEP CLEAN POD and shuts the lid.
ANNCR (V.O.): Freshwell Deep Clean Pods. Tough on forty years of stains. Gentle on the things that matter.
CU: the hat comes out of the dryer, clean, a faded green nobody has seen since 1987.
POP: (putting it on, sniffing the brim) It smells like a hat.
KIRA: That's what hats smell like.
POP: What if the luck came out in the wash?
KIRA: Then you blame the fish. Like always.
SUPER: FRESHWELL. KEEP THE LUCK. LOSE THE SMELL.
POP: (to camera, tapping the brim) Nine pounds.
`,
    coach: {
      story:
        "At dawn before a fishing derby, Kira brings her grandfather coffee at arm's length and asks what is on his head: the bucket hat he wore the day he landed a nine-pound walleye in 1987, and that nobody has washed since. He tells her you don't wash luck; she reminds him he will be sharing a boat with Mr. Osterberg for eight hours, and holds out her hand. He refuses over his dead body; she says wear it all day and it will be over somebody's. He hands the hat over like a folded flag. It comes out of the wash clean, the same old green; he worries the luck came out with the smell, she says he can blame the fish like always, and he tells the camera: nine pounds.",
      partners: ['KIRA'],
      want: { from: 'KIRA', of: 'POP', ask: 'Give it here. Ten minutes.' },
      obstacle: { by: 'KIRA', says: 'And nobody has washed it since nineteen eighty-seven.' },
      stakes: ['the nine-pound walleye', "You're sharing a boat with Mr. Osterberg for eight hours."],
      turn: "Wear that in a boat all day and it'll be over somebody's.",
      relationships: {
        KIRA: { named: 'granddaughter', callsThem: ['Kira'], calledBy: ['Pop'] },
      },
      momentBefore: {
        note: 'Derby morning: he has been up since four, happy and alone in the garage, sorting lures by headlamp with the hat already on, as it has been on every derby morning for decades.',
        opening: 'packs a tackle box by the light of a headlamp',
      },
      pronouns: { POP: 'he', KIRA: 'she' },
    },
    arc: {
      pursuer: 'KIRA',
      pursues: 'get Pop to hand over his hat to be washed before the derby',
      objective: "keep the luck in his lucky hat, and keep it out of Kira's wash",
      objectiveLine: "You don't wash luck, Kira.",
      outcome: 'both',
      turn: "Wear that in a boat all day and it'll be over somebody's.",
      turnIsAction: false,
    },
  },
  {
    id: 'understudy-stage',
    label:
      'stage play (act and scene heading, no INT/EXT); twenty minutes to curtain, an understudy who has never gone on angles to go on for the hoarse star, her own mother in row G; the star answers by singing a scale until it holds (an action turn); the understudy gives way and does not go on; nothing mature',
    family: 'stage',
    character: 'PIPPA',
    page: `
# ACT TWO, SCENE 1. A DRESSING ROOM UNDER THE STAGE OF THE ORPHEUM. TWENTY MINUTES TO CURTAIN.
A mirror ringed with bulbs, three of them dead. VERA LANGTRY (67) sits before it in a dressing gown, a wool scarf wound around her throat, a mug of honey and lemon at her elbow. On the rack behind her hangs a black mourning gown. In the doorway stands PIPPA MARLOWE (31), her understudy, in the very same black gown, in full makeup.
PIPPA: Sorrel sent me down.
VERA: (a rasp) Sorrel sends everybody down. Sorrel would send down the fire brigade.
PIPPA: She says you've been steaming since four.
VERA: I steam every night. Nobody sends a search party.
PIPPA: (holding out a paper bag) The black lozenges. From the drugstore on Hale Street. The ones you like.
VERA: Put them by the lemons.
PIPPA: I ran the second act at three. With Marcus. In the empty house.
VERA: And the hat?
PIPPA: I had it off on "widow." Every time.
VERA: (to the mirror) I take it off on "salt."
PIPPA: I know. I watch from the wings. Every night. Fourteen months.
VERA: And you're very good in the wings.
PIPPA: My mother drove in from Scranton. She's in row G. She thinks I'm going on. I may have let her think it.
VERA: Then you'll have something to tell her at the intermission.
PIPPA: Vera, you can hardly say my name.
VERA: Pippa. (It cracks in the middle.) There. Said it.
PIPPA: You've got nothing left for the letter scene. You know you haven't.
Vera unwinds the scarf. She stands, faces the mirror, and sings a scale up from the bottom of her chest. It cracks at the top. She goes back down and sings it again. This time it holds, raw and enormous, filling the little room.
Silence. Pippa lowers the paper bag to her side.
VERA: Four hundred and nine performances. Not one missed. We close on Sunday. I'll miss one when they bury me.
PIPPA: (a long beat) Two lozenges before the letter scene. Not three. Three make you lisp.
VERA: Who told you that?
PIPPA: You did. In the wings. In March.
VERA: (turning back to the mirror) Tell your mother row G is the best seat in the house.
Pippa goes. Down the corridor, a voice calls fifteen minutes.
`,
    coach: {
      story:
        "Twenty minutes to curtain, Pippa, the understudy, comes down to the star's dressing room already in the same black gown, sent (she says) by Sorrel, who has heard Vera has been steaming since four. She brings the lozenges Vera likes, mentions she ran the second act that afternoon, that she gets the hat off on cue, that she has watched from the wings for fourteen months — and that her mother is in row G tonight, thinking she is going on. Vera keeps her in the wings. When Pippa tells her she has nothing left for the letter scene, Vera unwinds her scarf and sings a scale until it holds and fills the room. She has not missed one of four hundred and nine performances and the show closes Sunday. Pippa gives up, hands her the lozenges with advice Vera once gave her, and goes; Vera sends word that row G is the best seat in the house.",
      partners: ['VERA'],
      want: { from: 'PIPPA', of: 'VERA', ask: "You've got nothing left for the letter scene." },
      obstacle: { by: 'VERA', says: "And you're very good in the wings." },
      stakes: ['Fourteen months', "She's in row G", 'We close on Sunday.'],
      turn: 'This time it holds, raw and enormous, filling the little room.',
      relationships: {
        VERA: {
          named: 'the star she understudies',
          callsThem: ['Vera'],
          calledBy: ['Pippa'],
          history: 'In the wings. In March.',
        },
      },
      momentBefore: {
        note: 'She heard on the stairs that Vera is hoarse and got into the gown and full makeup before anyone told her to; her mother is already in row G, and she has come down ready to go on.',
        opening: 'in the very same black gown, in full makeup',
      },
      pronouns: { VERA: 'she', PIPPA: 'she' },
    },
    arc: {
      pursuer: 'PIPPA',
      pursues: 'get Vera to stand down tonight and let her go on',
      objective: 'get Vera to give up the part tonight and let her go on',
      objectiveLine: "She thinks I'm going on.",
      outcome: 'partner',
      turn: 'This time it holds, raw and enormous, filling the little room.',
      turnIsAction: true,
    },
  },
  {
    id: 'mot-uktv',
    label:
      "UK TV drama (British idiom, 4/12 scene number); three speakers; a young man about to start night shifts presses a garage owner to pass his car's MOT despite rotten brake pipes; she refuses, sends the apprentice out, invokes his granddad, and offers a repair at cost and a lift to work; nothing mature",
    family: 'uk-tv',
    character: 'PAULINE',
    page: `
# 4/12 INT. DRISCOLL'S GARAGE - OFFICE - DAY
A portakabin office: a kettle, a 2009 tyre calendar, a tin of biscuits. Through the window a red Corsa sits up on the ramp. PAULINE DRISCOLL (58), in overalls, types up a test result with two fingers. CALLUM BRENNAN (22), in a hi-vis vest with a brand-new lanyard, can't keep still. Her apprentice JAYDEN (17) hovers in the doorway with an oily rag.
CALLUM: So is she done?
PAULINE: She's done, love. That's the trouble. Your rear brake pipes are more rust than pipe.
JAYDEN: I put my thumb through one. Didn't mean to.
CALLUM: She drove here all right.
PAULINE: She'll go anywhere all right. It's the stopping.
CALLUM: How much?
PAULINE: Pipes, fitting, bleed the system. Two-eighty. Call it two-fifty.
CALLUM: I've got ninety quid till the twenty-eighth. I start at the warehouse in Daventry on Monday. Nights. There's no bus after half nine.
PAULINE: I'm sorry, love.
CALLUM: Pauline, could you not just print it? Say you missed it. Nobody checks.
Jayden looks at Pauline.
PAULINE: Jayden, go and put the kettle on.
JAYDEN: The kettle's in here.
PAULINE: Then go and find another one.
He goes.
CALLUM: You passed my mum's Micra with a bald tyre. She told me.
PAULINE: Your mum's Micra had two millimetres on that tyre. Legal's one point six. Thirty years I've had this garage, Callum. I don't miss things and I don't say I did.
CALLUM: So I lose the job, then.
PAULINE: (a beat) Your granddad used to bring his Cortina in here when my dad had the place. Same ramp.
CALLUM: I know. Everybody knows.
PAULINE: He'd have clipped your ear for asking me that.
Callum sits down hard on the plastic chair. He puts his face in his hands.
PAULINE: Leave her here. Jayden does the pipes Saturday morning, cost price, and you pay me out of your first two wages.
CALLUM: (through his hands) And Monday?
PAULINE: I'll run you in Monday. And Tuesday. If you can stand Radio 2.
CALLUM: You live in Towcester. Daventry's nowhere near your way.
PAULINE: Have a biscuit, Callum.
`,
    coach: {
      story:
        "Callum, twenty-two and starting night shifts at a warehouse in Daventry on Monday, waits while Pauline finishes his car's MOT: it has failed, the rear brake pipes are more rust than pipe. The repair is two hundred and fifty pounds and he has ninety until the end of the month, and no bus runs late enough. He asks her just to print the pass and say she missed it. She sends her apprentice Jayden out of the room, and when Callum throws his mum's Micra at her she tells him she doesn't miss things and doesn't say she did. He asks if he loses the job, then; she reminds him his granddad brought his car to this garage when her dad had it, and would have clipped his ear for asking. He sits down with his face in his hands. She tells him to leave the car: Jayden will fit the pipes at cost on Saturday, he can pay her out of his wages, and she will drive him to work herself.",
      partners: ['CALLUM', 'JAYDEN'],
      want: { from: 'CALLUM', of: 'PAULINE', ask: 'could you not just print it?' },
      obstacle: { by: 'CALLUM', says: "You passed my mum's Micra with a bald tyre." },
      stakes: ["It's the stopping.", 'I start at the warehouse in Daventry on Monday'],
      turn: "He'd have clipped your ear for asking me that.",
      relationships: {
        CALLUM: {
          named: 'customer',
          callsThem: ['love', 'Callum'],
          calledBy: ['Pauline'],
          history: 'Your granddad used to bring his Cortina in here',
        },
        JAYDEN: { named: 'apprentice', callsThem: ['Jayden'] },
      },
      momentBefore: {
        note: 'She found the pipes herself an hour ago, has seen the new lanyard and knows what Monday means to him, and is typing up the fail as slowly as she can.',
        opening: 'types up a test result with two fingers',
      },
      pronouns: { PAULINE: 'she', CALLUM: 'he', JAYDEN: 'he' },
    },
    arc: {
      pursuer: 'CALLUM',
      pursues: 'get Pauline to pass his car without the brake repair',
      objective: 'keep Callum out of an unsafe car without costing him the job',
      objectiveLine: 'Leave her here.',
      outcome: 'character',
      turn: "He'd have clipped your ear for asking me that.",
      turnIsAction: false,
    },
  },
  {
    id: 'pots-audio',
    label:
      "audio drama (SCENE heading, SFX and MUSIC cues, no visual action); in a gale a mother gets her son, now the boat's skipper, to leave forty crab pots and turn for home by telling him, for the first time, what his father said on the night he drowned; a coastguard voice on the radio is never a partner. Mildly mature: a father lost at sea, told not shown",
    family: 'audio',
    character: 'ELSPETH',
    page: `
# SCENE 4. THE WHEELHOUSE OF THE MARY BETH, A CRAB BOAT OFF HOLM POINT. NIGHT.
SFX: A diesel engine labouring. Rain hammering on glass. A wiper squeaking back and forth. Waves slapping the hull.
IAIN: (close, tight) Forty pots left on the Skerry line. Twenty minutes, Mam.
ELSPETH: (beside him) Listen to the wipers, Iain.
IAIN: I can hear the wipers.
ELSPETH: They're not keeping up.
SFX: A wave slams the bow. Mugs slide off a shelf and smash.
IAIN: That's four thousand pounds of gear on the bottom. If we don't lift it tonight, the storm drags it halfway to Norway.
ELSPETH: I know what a pot costs. I built half of them on the kitchen table.
IAIN: Then you know. Dad would've gone for them. You know he would.
ELSPETH: (a pause) Aye. He would.
SFX: The VHF crackles into life.
COASTGUARD: (distorted, over the radio) All stations, all stations, this is Shetland Coastguard. Gale warning. Southeast, severe gale nine, imminent.
SFX: A click. The radio drops to a mutter.
ELSPETH: You turned it down.
IAIN: I heard it. I'm skipper now, Mam. You gave me the boat. You signed the paper.
ELSPETH: I did.
SFX: The engine. The rain. The wiper, losing.
ELSPETH: (quiet, close) He turned it down as well. Your dad. The last night. He rang me from the wheelhouse of the Sheila Anne and said, twenty more minutes, hen.
IAIN: (a long pause) You said it was a freak wave. You said nobody could have —
ELSPETH: Nobody could. Not after twenty minutes.
SFX: A long groan from the rudder. The engine note climbs and changes as the boat heels round.
IAIN: (shouting over it) Hold on to something!
ELSPETH: (close) I'm holding on.
IAIN: (breathing hard) Forty pots, Mam.
ELSPETH: Then we'll build forty more. Kitchen table.
MUSIC: A single fiddle, low, under the storm.
`,
    coach: {
      story:
        "At night in a rising gale, Iain, who took over his family's crab boat from his mother, wants twenty more minutes to lift forty pots — four thousand pounds of gear — before the storm drags them away. Elspeth tells him to listen to the wipers, which can't keep up. He says his dad would have gone for them, and she agrees he would. The coastguard broadcasts a severe gale warning and Iain turns the radio down; when she calls him on it he reminds her that he is skipper now and she signed the boat over. Then she tells him what she never has: his father turned the radio down too, on his last night, and rang her from the wheelhouse of the Sheila Anne to say twenty more minutes. It wasn't a freak wave nobody could have survived — not after twenty minutes. Iain brings the boat round for home; she tells him they will build forty more pots at the kitchen table.",
      partners: ['IAIN'],
      want: { from: 'ELSPETH', of: 'IAIN', ask: 'Listen to the wipers, Iain.' },
      obstacle: { by: 'IAIN', says: "I'm skipper now, Mam." },
      stakes: ['Not after twenty minutes.', 'four thousand pounds of gear'],
      turn: 'He rang me from the wheelhouse of the Sheila Anne',
      relationships: {
        IAIN: {
          named: 'son',
          callsThem: ['Iain'],
          calledBy: ['Mam'],
          history: 'You gave me the boat. You signed the paper.',
        },
      },
      momentBefore: {
        note: 'She has been watching the glass and the wipers for an hour, biting back an order she no longer has the right to give, and has heard the forecast on the radio before the coastguard calls it.',
        opening: null,
      },
      pronouns: { IAIN: 'he' },
    },
    arc: {
      pursuer: 'ELSPETH',
      pursues: 'get Iain to leave the pots and turn the boat for home',
      objective: 'get Iain to turn for home before the gale hits',
      objectiveLine: 'Listen to the wipers, Iain.',
      outcome: 'character',
      turn: 'He rang me from the wheelhouse of the Sheila Anne',
      turnIsAction: false,
    },
  },
  {
    id: 'highdive-child',
    label:
      'child lead (age 8); a girl a finger short of the height line tries every way to get the lifeguard to let her off the high dive while her grandmother, visiting from Manila, watches; he keeps the rule and gives her the low board with the whole pool stopped to watch; she does not get the high dive; gentle, nothing mature',
    family: 'screenplay',
    character: 'ESPIE',
    page: `
# 22 EXT. MAPLEWOOD TOWN POOL - BY THE HIGH DIVE - DAY
Shrieks, splashes, a radio playing somewhere. On the fence beside the high-dive ladder, a painted seahorse smiles next to a red line: YOU MUST BE THIS TALL. ESPIE REYES (8), goggles pushed up on her forehead, stands with her back to the seahorse, stretching her neck as far as it goes. Above her on the guard chair sits TYLER BOONE (17), the lifeguard, a whistle in his teeth and a stripe of sunscreen on his nose.
ESPIE: Tyler. Tyler. Look. I grew.
TYLER: (taking out the whistle) Since Tuesday?
ESPIE: I drank two milks at lunch. Chocolate ones.
TYLER: Feet flat, Espie.
ESPIE: They are flat.
TYLER: Your heels are in the air.
She drops onto her heels. The top of her head sinks below the red line.
ESPIE: That's the goggles. The goggles squish me down.
TYLER: Goggles don't squish people.
ESPIE: Mine do. They're from the dollar store.
TYLER: Rule's the rule. If the seahorse says no, I say no.
ESPIE: The seahorse can't even talk. It's paint.
TYLER: Then I'm the seahorse.
ESPIE: (looking over at the bleachers) My lola came all the way from Manila. She goes home on Sunday.
Tyler looks. In the top row of the bleachers, a tiny woman in a straw sun hat waves with both arms.
TYLER: That's her?
ESPIE: She brought a fan and a cooler and a folding cushion. She's been here since it opened.
Tyler climbs down from the chair.
TYLER: Okay. Here's what I can do. Low board. And I blow the whistle so the whole pool stops and watches.
ESPIE: The whole pool?
TYLER: Every single person. Like the Olympics.
ESPIE: (thinking hard) And a cannonball? A really big one?
TYLER: Biggest one you've got.
She runs for the low board, then runs back.
ESPIE: Next summer I'm going to be this tall. You'll see.
TYLER: I'll be right here.
He blows the whistle. The whole pool goes quiet. Espie climbs the low board and waves to the bleachers with both arms.
`,
    coach: {
      story:
        "Espie, eight, stands against the painted seahorse by the high dive, stretching her neck, and tells Tyler the lifeguard she grew. She is a finger short of the red line. She tries chocolate milk, tiptoes, and goggles that squish her down; he holds to the rule — if the seahorse says no, he says no. Then she looks at the bleachers: her lola came all the way from Manila, goes home on Sunday, and has been sitting there since the pool opened. Tyler climbs down and offers what he can: the low board, with the whistle blown so the whole pool stops and watches. She bargains for a really big cannonball, promises she'll be tall enough next summer, and climbs the low board waving to her grandmother.",
      partners: ['TYLER'],
      want: { from: 'ESPIE', of: 'TYLER', ask: 'Tyler. Tyler. Look. I grew.' },
      obstacle: { by: 'TYLER', says: "Rule's the rule. If the seahorse says no, I say no." },
      stakes: ['She goes home on Sunday.'],
      turn: 'My lola came all the way from Manila.',
      relationships: {
        TYLER: { named: 'lifeguard', callsThem: ['Tyler'], calledBy: ['Espie'] },
      },
      momentBefore: {
        note: 'She has been watching the big kids go off the high dive all morning, with her lola watching her from the bleachers, and has just measured herself against the seahorse and come up short.',
        opening: 'stretching her neck as far as it goes',
      },
      pronouns: { ESPIE: 'she', TYLER: 'he' },
    },
    arc: {
      pursuer: 'ESPIE',
      pursues: 'get Tyler to let her go off the high dive',
      objective: 'get Tyler to let her go off the high dive while her lola is watching',
      objectiveLine: 'Look. I grew.',
      outcome: 'partner',
      turn: 'My lola came all the way from Manila.',
      turnIsAction: false,
    },
  },
];

/** What the user asks for with each side. */
export const UNSEEN_15_REQUESTS: Record<string, SideRequest> = {
  'freezer-film': { productionType: 'film', roleSize: 'lead', genre: 'drama', actorAge: 48, childGuideRequested: false },
  'icing-singlecam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'single-camera comedy',
    actorAge: 36,
    childGuideRequested: false,
  },
  'insulin-procedural': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'crime procedural',
    actorAge: 56,
    childGuideRequested: false,
  },
  'bookclub-multicam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'multi-camera sitcom',
    actorAge: 64,
    childGuideRequested: false,
  },
  'barrelroom-soap': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'daytime soap',
    actorAge: 58,
    childGuideRequested: false,
  },
  'luckyhat-commercial': { productionType: 'commercial', roleSize: 'lead', genre: 'comedy', actorAge: 72, childGuideRequested: false },
  'understudy-stage': { productionType: 'theater', roleSize: 'supporting', genre: 'drama', actorAge: 31, childGuideRequested: false },
  'mot-uktv': { productionType: 'tv-series', roleSize: 'recurring', genre: 'drama', actorAge: 58, childGuideRequested: false },
  'pots-audio': { productionType: 'audio-drama', roleSize: 'lead', genre: 'drama', actorAge: 55, childGuideRequested: false },
  'highdive-child': { productionType: 'short-film', roleSize: 'lead', genre: 'family comedy', actorAge: 8, childGuideRequested: true },
};
