/**
 * A fourteenth held-out set, kept unread for an independent read after the thirteenth: nobody has generated or read a
 * guide for these sides yet, and the engine must not be tuned on them before that read is scored. Ten original sides,
 * with the coach's reading and the arc written by hand before any engine ran on them. Shapes: a piano teacher whose want
 * (that her student play the conservatory audition) is only hinted, never asked in words, and who loses; the student has
 * the last spoken line (film); a night-shift worker's plea for quiet met by the upstairs neighbour's counter-offer, ending
 * in a bargain (single-cam); a grandfather pressed by a police officer, lying to cover for his granddaughter, whose turn
 * is an action line (a photograph laid on the table) and who loses (procedural); three speakers, a husband's ask answered
 * with a question, and the turn and the last word given to the daughter (multi-cam); a bride pressed by her fiancé over a
 * plane ticket, keeping her secret, and the fiancé has the last word (soap); a dad pressed by his daughter over a
 * forgotten team snack, with an announcer who is never a partner (commercial); a granddaughter who asks to buy the family
 * barbershop and is set a test (stage, heading written the stage way); a pub landlady getting a grieving regular's car
 * keys (UK TV, 2/17 house style); a late-night radio host who gets a caller to speak to his brother, the caller heard on
 * the phone, with SFX and MUSIC cues (audio); a child lead (age 9) talking his hen into a closed poultry show (child).
 * Mildly mature, and said so in the label: a lie to police about a hit-and-run on a mailbox, nobody hurt (procedural),
 * and drinking, a regular who wants to drive home after six pints (UK TV); everything else is for a family audience.
 * Its writer never opened the engine's reading code, writers or tests; it saw only side.ts, how coach-checks.ts compares
 * these fields (not the engine's code) and the thirteenth set's file shape, so it is as blind to the reading as the
 * thirteenth set.
 */
import type { SideRequest, TestSide } from './side.js';

export const UNSEEN_14: TestSide[] = [
  {
    id: 'chopin-film',
    label:
      'feature film drama; a piano teacher wants her student of twelve years to play the conservatory audition but only hints, never asks; the student has taken a full-time job for the rent; the teacher loses and the student has the last spoken line; nothing mature',
    family: 'screenplay',
    character: 'MARGIT',
    page: `
# 41 INT. MARGIT'S APARTMENT - MUSIC ROOM - LATE AFTERNOON
A grand piano takes up most of the room. Sheet music is stacked on every chair. MARGIT SZABO (74), a piano teacher, sets out two teacups as if nothing is wrong. ROSA VEGA (18), her student since she was six, stands in the doorway in a supermarket uniform, a canvas bag of music books in her arms.
ROSA: I can't stay. My shift's at five.
MARGIT: Then sit for four minutes, Rosa. The tea is already poured.
ROSA: I brought your books back. The Bach. The Chopin. The Schumann you lent me in ninth grade.
MARGIT: Put them on the piano.
ROSA: (setting them down) I wrote my name in the Schumann. Sorry. I was fourteen.
MARGIT: You wrote it in pen. I noticed the same week. I said nothing.
ROSA: You said a lot of nothing.
MARGIT: (pouring milk) The conservatory list closes Friday at noon. Mr. Adler telephoned. He asked after you.
ROSA: Margit.
MARGIT: He remembers the Chopin from the spring recital. He says nobody your age plays the left hand like that.
ROSA: I know what you're doing.
MARGIT: I am pouring tea.
ROSA: Mom's hours got cut again. I took full-time at the store. I start Monday.
MARGIT: The audition is Saturday. Saturday is not Monday.
ROSA: And if I get in? Who pays the rent while I'm in a practice room?
Margit has no answer. She puts the lid back on the sugar bowl, very carefully.
MARGIT: The Chopin is still on the stand.
ROSA: Then it can stay there.
She takes the practice-room key from her pocket and lays it on the keys. One low note sounds.
ROSA: Thank you. For twelve years. I mean it.
MARGIT: (not turning) Drink your tea before you go.
ROSA: I'll be late.
She goes. The door closes. Margit sits at the piano and looks at the key lying on the keys. She does not touch it.
`,
    coach: {
      story:
        "Rosa, Margit's piano student since she was six, comes by on her way to a supermarket shift to return the music books she borrowed over the years. Margit pours tea and, without ever asking, lets drop that the conservatory list closes Friday, that Mr. Adler asked after her, and that nobody her age plays the left hand like she does. Rosa sees what she is doing and tells her that her mother's hours were cut and she has taken the job full-time; when Margit points out that the audition is Saturday, Rosa asks who would pay the rent if she got in. Margit has no answer. Rosa leaves the practice-room key on the piano, thanks her for twelve years, and goes.",
      partners: ['ROSA'],
      want: { from: 'MARGIT', of: 'ROSA', ask: 'The conservatory list closes Friday at noon.' },
      obstacle: { by: 'ROSA', says: 'I took full-time at the store.' },
      stakes: ['nobody your age plays the left hand like that', 'Who pays the rent'],
      turn: "Who pays the rent while I'm in a practice room?",
      relationships: {
        ROSA: {
          named: 'student',
          callsThem: ['Rosa'],
          calledBy: ['Margit'],
          history: 'The Schumann you lent me in ninth grade',
        },
      },
      momentBefore: {
        note: "She has set out tea as a reason to keep Rosa a few minutes longer and has Mr. Adler's call ready to mention; the uniform and the bag of books tell her at once why Rosa has come.",
        opening: 'sets out two teacups as if nothing is wrong',
      },
      pronouns: { MARGIT: 'she', ROSA: 'she' },
    },
    arc: {
      pursuer: 'MARGIT',
      pursues: 'get Rosa to play the conservatory audition on Saturday, without ever asking',
      objective: 'get Rosa to change her mind and play the audition',
      objectiveLine: 'The audition is Saturday. Saturday is not Monday.',
      outcome: 'partner',
      turn: "Who pays the rent while I'm in a practice room?",
      turnIsAction: false,
    },
  },
  {
    id: 'sousaphone-singlecam',
    label:
      'single-camera comedy; a night-shift proofreader asks his upstairs neighbour to stop practising the sousaphone at six in the morning; she counter-offers (afternoons in the laundry room, if he carries the bass drum in the parade); it ends in a bargain; nothing mature',
    family: 'screenplay',
    character: 'THEO',
    page: `
# 7 INT. MAPLE COURT APARTMENTS - THIRD-FLOOR HALLWAY - EARLY MORNING
A deep, wobbling note comes through the door of 3C and rattles a framed print of a lighthouse. THEO NAKAMURA (33), in pajamas and one sock, his eyes barely open, holds a plate of muffins and knocks. The note stops. The door opens on WINNIE ADEBAYO (67), the upstairs neighbor, wearing a sousaphone like a life preserver.
WINNIE: Yes?
THEO: Hi. Good morning. Theo. From 2C. Right under you.
WINNIE: I know 2C. My low notes go there.
THEO: They do. They really do. I brought muffins.
WINNIE: (taking one) Blueberry. Somebody raised you right.
THEO: My mom. And she'd want me to ask you very nicely: could you not play at six in the morning?
WINNIE: Harbor Days is in nine days, Theo. I'm the only low brass in the Harbor Days Marching Band. If I'm flat on Front Street, the whole band is flat.
THEO: I respect that. I do. But I work nights. I get in at four. By six I've been asleep for ninety minutes.
WINNIE: What do you do nights?
THEO: I proofread the weather for a website.
WINNIE: Somebody proofreads the weather?
THEO: Somebody has to. Could you start at ten? Just until the parade.
WINNIE: Ten's water aerobics.
THEO: Noon?
WINNIE: Noon's my stories.
She looks at him. She looks at the muffins. She takes a second one.
WINNIE: Here's my offer. I practice at four in the afternoon, down in the laundry room. The concrete eats the sound.
THEO: Winnie, that's perfect. That's —
WINNIE: And you march with us.
THEO: I don't play anything.
WINNIE: Larry threw his back out. Somebody has to carry the bass drum.
THEO: I could hand out programs. I'm great with programs.
WINNIE: Drum. Or I'm back at six tomorrow.
THEO: (a long breath) Fine. I'll carry the drum.
WINNIE: Wonderful. Rehearsal's tonight. Bring muffins.
`,
    coach: {
      story:
        "Theo, who proofreads weather forecasts on the night shift, is woken again at six by the sousaphone upstairs and goes up with muffins to ask his neighbour Winnie, very nicely, to stop playing so early. Winnie is the only low brass in the town's marching band and the parade is in nine days; every later hour he offers is taken. She makes her own offer: she'll practise in the afternoons in the concrete laundry room, if he marches in the parade carrying the bass drum. He tries to get off with handing out programs, she threatens to go back to six, and he agrees to carry the drum.",
      partners: ['WINNIE'],
      want: { from: 'THEO', of: 'WINNIE', ask: 'could you not play at six in the morning?' },
      obstacle: { by: 'WINNIE', says: "I'm the only low brass in the Harbor Days Marching Band." },
      stakes: ["By six I've been asleep for ninety minutes.", 'the whole band is flat'],
      turn: "Here's my offer.",
      relationships: {
        WINNIE: { named: 'neighbor', callsThem: ['Winnie'], calledBy: ['Theo'] },
      },
      momentBefore: {
        note: 'He got in at four, fell asleep at half past, and was blasted awake again at six; the muffins are a peace offering he picked up on the way home, before he had decided to knock.',
        opening: 'holds a plate of muffins and knocks',
      },
      pronouns: { THEO: 'he', WINNIE: 'she' },
    },
    arc: {
      pursuer: 'THEO',
      pursues: 'get Winnie to stop playing at six in the morning',
      objective: 'get Winnie to move her practice without making an enemy upstairs',
      objectiveLine: 'could you not play at six in the morning?',
      outcome: 'both',
      turn: "Here's my offer.",
      turnIsAction: false,
    },
  },
  {
    id: 'seat-procedural',
    label:
      'police procedural; a grandfather tells an officer he was driving when the family car hit a mailbox and a parked truck and drove off, covering for his sixteen-year-old granddaughter; the officer presses; the turn is a photograph laid on the table (an action line); he loses. Mildly mature: a lie to police about a hit-and-run (nobody hurt) — tell a parent',
    family: 'screenplay',
    character: 'WENDELL',
    page: `
# 31 INT. CEDAR FALLS POLICE STATION - INTERVIEW ROOM B - DAY
A metal table, two chairs, a vending-machine coffee going cold. WENDELL HOLT (71), tall and stooped, in his church suit, sits with his hat on his knee. TASHA DUNN (38), a patrol officer, comes in with a thin folder under her arm and sits across from him.
DUNN: Mr. Holt. Thanks for coming in on a Sunday.
WENDELL: I'd rather get it done, Officer. I've told it twice already.
DUNN: Tell it once more for me. Friday night. Elm and Fifth.
WENDELL: I was driving home from the Elks. I took the corner wide. I hit the Garzas' mailbox and the side of their truck.
DUNN: And you kept going.
WENDELL: I panicked. I went home and sat in the kitchen. I'll pay for all of it. The truck, the mailbox, the flowerbed.
DUNN: Who else was in the car?
WENDELL: Nobody.
DUNN: Your granddaughter Kayla was staying with you this weekend.
WENDELL: She was asleep. She's sixteen. She sleeps till noon.
DUNN: She got her license in August.
WENDELL: (a beat) Lots of kids get licenses.
DUNN: Mr. Holt, leaving the scene is a misdemeanor. If you say you did it, you'll lose your license. At your age, you may not get it back.
WENDELL: Then I won't get it back. I did it.
Dunn opens the folder and sets a photograph on the table: the inside of his sedan, the driver's seat pushed all the way forward against the wheel.
DUNN: How tall are you, Mr. Holt?
WENDELL: (looking at the photo a long time) Six-three.
DUNN: You couldn't get your knees under that wheel.
WENDELL: She's a good driver. She's careful. A cat ran out.
DUNN: I believe you. Nobody was hurt. But she has to come in and say it herself.
WENDELL: Her mother will ground her till she's thirty.
DUNN: Her mother's going to find out either way. Better from Kayla than from me.
He turns his hat around in his hands.
WENDELL: Can I be the one to bring her in?
DUNN: Tomorrow. Nine o'clock. And Mr. Holt, lying to me was the worst part of your week. Don't make it the worst part of hers.
`,
    coach: {
      story:
        "Wendell comes to the station on a Sunday to tell, for the third time, the story that he was driving on Friday night when his car hit the neighbours' mailbox and truck and drove on. Officer Dunn asks who else was in the car and names his sixteen-year-old granddaughter Kayla, newly licensed; Wendell insists he did it even when she warns him he may lose his licence for good. She lays down a photograph of the driver's seat pushed right up to the wheel, where a man of six foot three could never sit. He gives up the lie, defends Kayla as a careful driver, and asks to be the one to bring her in.",
      partners: ['DUNN'],
      want: { from: 'DUNN', of: 'WENDELL', ask: 'Who else was in the car?' },
      obstacle: { by: 'DUNN', says: 'She got her license in August.' },
      stakes: ["you'll lose your license", 'you may not get it back'],
      turn: 'sets a photograph on the table',
      relationships: {
        DUNN: { named: 'officer', callsThem: ['Officer'], calledBy: ['Mr. Holt'] },
      },
      momentBefore: {
        note: 'Kayla came home shaking on Friday night and he decided at the kitchen table to take it on himself; he has told the story twice and put on his church suit to tell it a third time.',
        opening: 'sits with his hat on his knee',
      },
      pronouns: { WENDELL: 'he', DUNN: 'she' },
    },
    arc: {
      pursuer: 'DUNN',
      pursues: 'get Mr. Holt to admit that his granddaughter was driving',
      objective: 'take the blame for Kayla and keep her out of it',
      objectiveLine: "Then I won't get it back. I did it.",
      outcome: 'partner',
      turn: 'sets a photograph on the table',
      turnIsAction: true,
    },
  },
  {
    id: 'karaoke-multicam',
    label:
      'multi-camera sitcom (scene letter, action in caps); three speakers; a husband asks to keep the karaoke machine he bought without asking, and his wife answers with a question; the daughter carries the turn (it plays their wedding song) and has the last word; nothing mature',
    family: 'multi-cam',
    character: 'GLENN',
    page: `
# SCENE C - INT. DORSEY KITCHEN - NIGHT
GLENN DORSEY (50s) WHEELS IN A KARAOKE MACHINE THE SIZE OF A MINI-FRIDGE, WITH A BOW ON IT. HIS WIFE LORRAINE (50s) PAYS BILLS AT THE TABLE. SHE DOES NOT LOOK UP. THEIR DAUGHTER SKYLER (16) EATS CEREAL ON THE COUNTER.
GLENN: Ladies. My beautiful wife. My brilliant daughter. Prepare to be amazed.
SKYLER: I'm prepared to be something.
LORRAINE: If that's another air fryer, it goes back.
GLENN: It's not an air fryer. It's the Starmaker Nine Thousand. Lights, fog, two wireless microphones and a harmony button.
SKYLER: A harmony button?
GLENN: You sing. It harmonizes. You never sing alone again.
LORRAINE: (LOOKING UP NOW) Glenn. Where did that come from?
GLENN: The warehouse store. Honey, can we keep it?
LORRAINE: How much did it cost?
GLENN: Can I answer with a song?
LORRAINE: How much, Glenn?
GLENN: (BEAT) Less than a boat.
SKYLER: That's not a number, Dad.
GLENN: Eight hundred dollars.
LORRAINE: Eight hundred dollars. We said the roof this year. We said it in this kitchen.
GLENN: The roof can't do harmonies.
LORRAINE: It goes back, Glenn.
SKYLER LEANS OVER AND PRESSES A BUTTON WITH HER SPOON. FOG POURS OUT. LIGHTS SPIN. A SLOW COUNTRY INTRO STARTS.
SKYLER: Mom. It plays "Moonlight on the Turnpike."
LORRAINE: (FROZEN) ...That's our wedding song.
GLENN: (PICKING UP ONE MICROPHONE, HOLDING OUT THE OTHER) I know it's our wedding song, Lorraine.
LORRAINE: (BEAT, THEN TAKING THE MICROPHONE) One song. Then we talk about the roof.
GLENN: One song.
SKYLER: (TO HERSELF, FILMING ON HER PHONE) It's not going back.
`,
    coach: {
      story:
        "Glenn wheels in an eight-hundred-dollar karaoke machine he bought without telling anyone and asks his wife Lorraine if they can keep it. She answers with a question — how much did it cost — and once she hears the price she reminds him they agreed the money was for the roof, and says it goes back. Their daughter Skyler presses a button and the machine plays their wedding song. Lorraine freezes, takes the microphone Glenn holds out, and agrees to one song before they talk about the roof; Skyler, filming, says it isn't going back.",
      partners: ['LORRAINE', 'SKYLER'],
      want: { from: 'GLENN', of: 'LORRAINE', ask: 'Honey, can we keep it?' },
      obstacle: { by: 'LORRAINE', says: 'It goes back, Glenn.' },
      stakes: ['We said the roof this year.', 'Eight hundred dollars.'],
      turn: 'It plays "Moonlight on the Turnpike."',
      relationships: {
        LORRAINE: {
          named: 'wife',
          callsThem: ['Honey', 'Lorraine'],
          calledBy: ['Glenn'],
          history: 'our wedding song',
        },
        SKYLER: { named: 'daughter', calledBy: ['Dad'] },
      },
      momentBefore: {
        note: 'He bought it on impulse on the way home, knows exactly what Lorraine will say about the roof, and put a bow on it to make it a present instead of a purchase.',
        opening: 'WHEELS IN A KARAOKE MACHINE THE SIZE OF A MINI-FRIDGE',
      },
      pronouns: { GLENN: 'he', LORRAINE: 'she', SKYLER: 'she' },
    },
    arc: {
      pursuer: 'GLENN',
      pursues: 'get Lorraine to let him keep the karaoke machine',
      objective: 'charm Lorraine into keeping the Starmaker',
      objectiveLine: 'Honey, can we keep it?',
      outcome: 'character',
      turn: 'It plays "Moonlight on the Turnpike."',
      turnIsAction: false,
    },
  },
  {
    id: 'montreal-soap',
    label:
      'daytime soap; on the night before their wedding a bride is pressed by her fiancé over a boarding pass to Montreal for the wedding morning; she keeps her secret (a daughter, only hinted); the fiancé has the last word; nothing mature',
    family: 'soap',
    character: 'DELPHINE',
    page: `
# INT. CRESTWOOD MANOR - BRIDAL SUITE - NIGHT
Garment bags hang along the wall. DELPHINE MARCHETTI (42) stands at the window in a silk robe, a glass of sparkling water in her hand. The door opens. Her fiancé REID CALLOWAY (45) comes in holding her handbag in one hand and a boarding pass in the other.
REID: You left this in the car.
DELPHINE: (turning, smiling) You're not supposed to see the bride tonight. It's bad luck.
REID: So is this. Flight 212 to Montreal. Saturday. Eleven a.m.
DELPHINE: (beat) You went through my bag.
REID: It fell on the floor of the car. This fell out. Our wedding is Saturday at noon, Delphine.
DELPHINE: I know when our wedding is.
REID: Then tell me why you'll be thirty thousand feet over Vermont when it starts.
DELPHINE: It's not what you think.
REID: I don't think anything. I'm asking. Who's in Montreal?
DELPHINE: (setting down the glass) Nobody you know.
REID: That's not an answer.
DELPHINE: It's the only one I can give you tonight.
REID: Is there someone else? Just say it. I'd rather hear it from you than from my mother at the reception.
DELPHINE: There's no one else, Reid. I swear to you.
REID: Then come to Montreal with me. Both of us. After the wedding.
DELPHINE: (then) It can't wait.
REID: Four hundred guests, Delphine. Your father flew in from Naples. A few days can't wait?
DELPHINE: (a long beat; then, barely) She turns twenty-five on Saturday.
REID: Who does?
Delphine takes the boarding pass from his hand and holds it against her chest. She doesn't answer.
REID: (quietly, going to the door) Then I'll tell the minister there's no hurry.
GO TO BLACK.
`,
    coach: {
      story:
        "The night before her wedding, Delphine's fiancé Reid walks into the bridal suite with a boarding pass that fell out of her bag: a flight to Montreal at eleven on the morning they are to be married. He presses her for who is in Montreal and whether there is someone else; she swears there isn't, but won't say more, and when he offers to go together after the wedding she says it can't wait. Finally she lets slip that someone — a she — turns twenty-five on Saturday, and will not say who. She takes back the boarding pass, and Reid, leaving, says he'll tell the minister there's no hurry.",
      partners: ['REID'],
      want: { from: 'REID', of: 'DELPHINE', ask: "Who's in Montreal?" },
      obstacle: { by: 'REID', says: "That's not an answer." },
      stakes: ['Our wedding is Saturday at noon', 'Four hundred guests'],
      turn: 'She turns twenty-five on Saturday.',
      relationships: {
        REID: { named: 'fiancé', callsThem: ['Reid'], calledBy: ['Delphine'] },
      },
      momentBefore: {
        note: 'She has been standing at the window deciding whether to tell him before the morning; she booked the flight in secret and had meant to leave a note.',
        opening: 'stands at the window in a silk robe',
      },
      pronouns: { DELPHINE: 'she', REID: 'he' },
    },
    arc: {
      pursuer: 'REID',
      pursues: 'get Delphine to tell him who is in Montreal',
      objective: 'keep her secret from Reid without losing him',
      objectiveLine: "It's the only one I can give you tonight.",
      outcome: 'character',
      turn: 'She turns twenty-five on Saturday.',
      turnIsAction: false,
    },
  },
  {
    id: 'snack-commercial',
    label:
      'commercial :30 with ANNCR and SUPER; a dad on the sideline is pressed by his nine-year-old daughter over the team snack he forgot; her question answered with a question; the announcer is never a partner; both win; nothing mature',
    family: 'commercial',
    character: 'DAD',
    page: `
# 1 EXT. YOUTH SOCCER FIELD - SIDELINE - DAY
A whistle blows for halftime. DAD (40s) sits in a folding chair on the sideline, scrolling his phone. His daughter JUNE (9), in shin guards and a muddy jersey, marches up with her hands on her hips.
JUNE: Dad. Whose turn is it for snack?
DAD: (not looking up) The Hendersons'.
JUNE: The Hendersons did last week.
DAD: Then the Parks.
JUNE: It's you, Dad. It's on the fridge. In my handwriting.
He looks up. Behind her, eleven muddy kids stare at him.
JUNE: Everybody's looking at me.
DAD: Okay. How long is halftime?
JUNE: Five minutes.
DAD: Give me two, June. There's a gas station on Route 4.
JUNE: Are you going to tell them you forgot?
DAD: Do I have to tell them I forgot?
JUNE: (sighing) Mom said if this happened, check the trunk.
He pops the trunk of the minivan. Under a beach umbrella: a box of HARVEST HILL FRUIT & OAT BARS.
DAD: (lifting the box high, to the team) Snack has arrived!
JUNE: You didn't know they were there.
DAD: A good dad is always prepared.
JUNE: Mom is always prepared.
DAD: A good dad marries someone who's always prepared.
ANNCR (V.O.): Harvest Hill Fruit & Oat Bars. Real fruit, whole oats, right where you need them.
SUPER: HARVEST HILL. HALFTIME, HANDLED.
JUNE: (mouth full, to the team) My dad's the best!
DAD: (to camera, whispering) Thank you, Denise.
`,
    coach: {
      story:
        "At halftime June marches up to her dad on the sideline and asks whose turn it is for the team snack. He guesses other families until she tells him it's him — it's on the fridge in her handwriting — and the whole team is staring at her. He tries to buy two minutes for a run to the gas station and asks whether he has to admit he forgot; June sighs that Mom said to check the trunk. There is a box of Harvest Hill bars under the beach umbrella. Dad holds it up like a hero and tries to take the credit; June won't let him, but tells the team he's the best, and he thanks his wife to camera.",
      partners: ['JUNE'],
      want: { from: 'JUNE', of: 'DAD', ask: 'Whose turn is it for snack?' },
      obstacle: { by: 'JUNE', says: "It's you, Dad." },
      stakes: ["Everybody's looking at me."],
      turn: 'Mom said if this happened, check the trunk.',
      relationships: {
        JUNE: { named: 'daughter', callsThem: ['June'], calledBy: ['Dad'] },
      },
      momentBefore: {
        note: 'An easy Saturday: he has no idea it is his week for snack and is half-watching the game on his phone.',
        opening: 'sits in a folding chair on the sideline, scrolling his phone',
      },
      pronouns: { DAD: 'he', JUNE: 'she' },
    },
    arc: {
      pursuer: 'JUNE',
      pursues: 'get Dad to come up with the team snack before halftime ends',
      objective: 'get June off the hook with her team, and come out of it a hero',
      objectiveLine: 'Give me two, June.',
      outcome: 'both',
      turn: 'Mom said if this happened, check the trunk.',
      turnIsAction: false,
    },
  },
  {
    id: 'barbershop-stage',
    label:
      'stage play (heading in the stage way); a young barber asks her grandfather to sell her his shop instead of selling to developers; he sets her a test (give him a flat-top); she wins the chance; nothing mature',
    family: 'stage',
    character: 'NELL',
    page: `
# 3 A BARBERSHOP ON MILLER STREET. CLOSING TIME, LATE AUTUMN.
One barber chair, a radio, a striped pole that no longer turns. AUGUST BELL (79) sweeps the floor. A FOR SALE sign leans against the mirror. NELL (24), his granddaughter, comes in with a folder held against her chest.
NELL: You're sweeping a clean floor, Grandpa.
AUGUST: It's never clean. Hair gets into the walls.
NELL: The Cormack brothers came by the salon today. They said you'd agreed.
AUGUST: I said I'd think.
NELL: They said Friday.
AUGUST: Then I'll think until Friday.
NELL: (opening the folder) I went to the bank. I've got a loan for the down payment. Not what the Cormacks offered. But close. And the rest over five years.
AUGUST: (he stops sweeping) You went to the bank.
NELL: Sell me the shop.
AUGUST: You cut hair in a place with a juice bar.
NELL: I cut hair in a place where nobody knows my name. Here, everybody on Miller Street knows my name. They knew it before I could walk.
AUGUST: They'll turn it into condos, Nell. That's what the street wants now. Not a shave and a hot towel.
NELL: The street wants Mr. Ruiz to have somewhere to sit on Tuesdays. The street wants Sammy's first haircut in the same chair his father had his.
AUGUST: Sentiment doesn't pay the rent on this place.
NELL: Then I'll pay it. I've done the numbers. Three times.
He looks at her a long time. Then he leans the broom against the wall and sits down heavily in the barber chair.
AUGUST: Flat-top. The way I gave your father.
NELL: Now?
AUGUST: You want my shop, you give me a flat-top. If it's crooked, I call the Cormacks.
She takes the clippers from the drawer and drapes the cape around her grandfather's shoulders.
NELL: Hold still, old man.
AUGUST: I taught you on a balloon. Don't cut me like a balloon.
The clippers buzz. The lights narrow to the chair.
`,
    coach: {
      story:
        "Nell, who cuts hair at a salon across town, has heard from the developers that her grandfather August has agreed to sell them his barbershop by Friday. She comes in with a bank loan and asks him to sell it to her instead. He pushes her away with the juice-bar salon, the condos the street wants now, and the rent that sentiment won't pay; she answers with the regulars, the first haircuts, and numbers she has done three times. He sits down in the barber chair and sets her a test: give him a flat-top, and if it's crooked he calls the developers. She picks up the clippers.",
      partners: ['AUGUST'],
      want: { from: 'NELL', of: 'AUGUST', ask: 'Sell me the shop.' },
      obstacle: { by: 'AUGUST', says: "Sentiment doesn't pay the rent on this place." },
      stakes: ["They'll turn it into condos", 'everybody on Miller Street knows my name'],
      turn: "Then I'll pay it.",
      relationships: {
        AUGUST: {
          named: 'grandfather',
          callsThem: ['Grandpa', 'old man'],
          calledBy: ['Nell'],
          history: 'I taught you on a balloon.',
        },
      },
      momentBefore: {
        note: 'She heard it from the Cormacks at work before she heard it from him, went straight to the bank, and has the loan papers in the folder; she is hurt as much as she is determined.',
        opening: 'comes in with a folder held against her chest',
      },
      pronouns: { AUGUST: 'he', NELL: 'she' },
    },
    arc: {
      pursuer: 'NELL',
      pursues: 'get Grandpa to sell her the shop instead of the developers',
      objective: 'get Grandpa to trust her with the shop',
      objectiveLine: 'Sell me the shop.',
      outcome: 'character',
      turn: "Then I'll pay it.",
      turnIsAction: false,
    },
  },
  {
    id: 'keys-uktv',
    label:
      'UK TV drama (British idiom, 2/17 scene number); a pub landlady after hours gets a grieving regular to hand over his car keys on what would have been his thirtieth wedding anniversary. Mildly mature: drinking (he has had six pints and means to drive home) — tell a parent',
    family: 'uk-tv',
    character: 'SHONA',
    page: `
# 2/17 INT. THE FERRYMAN - PUBLIC BAR - NIGHT
Chairs up on the tables. The telly on mute. SHONA McRAE (52), the landlady, wipes down the bar. DES HOLLIS (63), a regular, sits alone at the far end with an empty pint glass, turning his car keys over and over on a beer mat.
DES: Same again, Shona.
SHONA: Bar's shut, Des. Been shut forty minutes.
DES: One for the road.
SHONA: You've had six for the road. The road's full.
DES: I'll settle up Friday. I'm good for it.
SHONA: I know you're good for it. Give us your keys.
DES: (pocketing them) I'm fine to drive.
SHONA: You're fine to sit. That's as far as fine goes tonight.
DES: It's two miles. I've driven it with my eyes shut.
SHONA: That's what worries me. Two miles and the bend at Hob Lane.
DES: Don't mother me. You're not Maureen.
She stops wiping.
SHONA: No. I'm not.
DES: (quieter) It'd have been thirty years today. I had a table booked at the Anchor. Forgot to cancel it. They rang me at seven asking where we were.
SHONA: Oh, Des.
She comes round the bar, takes a chair down next to his and sits.
SHONA: Maureen sat on that stool every Friday for twenty years and told me my crisps were stale.
DES: They were stale.
SHONA: She'd skin you alive if you drove home like this. You know she would.
DES: (a long beat) She would.
SHONA: Keys. And I'll ring Kev for a taxi. On the house.
He slides the keys along the bar to her.
DES: Stale crisps. Every Friday.
SHONA: Every Friday.
`,
    coach: {
      story:
        "Long after closing, Shona the landlady refuses Des, a regular, another pint and asks for his car keys; he has had six and insists he's fine to drive the two miles home. When she keeps on, he snaps that she isn't Maureen — and then tells her it would have been his and Maureen's thirtieth anniversary today, and the restaurant rang to ask where they were. Shona comes round the bar and sits with him, remembers Maureen on her stool every Friday complaining about the crisps, and tells him Maureen would skin him alive for driving like this. He agrees, and slides her the keys; she rings for a taxi.",
      partners: ['DES'],
      want: { from: 'SHONA', of: 'DES', ask: 'Give us your keys.' },
      obstacle: { by: 'DES', says: "I'm fine to drive." },
      stakes: ['the bend at Hob Lane', 'if you drove home like this'],
      turn: "She'd skin you alive if you drove home like this.",
      relationships: {
        DES: {
          named: 'regular',
          callsThem: ['Des'],
          calledBy: ['Shona'],
          history: 'every Friday for twenty years',
        },
      },
      momentBefore: {
        note: 'She has watched him nurse his empties and turn his keys over for the last hour, and has been wiping the same bar while she decides how to get them off him.',
        opening: 'wipes down the bar',
      },
      pronouns: { SHONA: 'she', DES: 'he' },
    },
    arc: {
      pursuer: 'SHONA',
      pursues: 'get Des to hand over his car keys',
      objective: 'get Des to give up his keys and go home safe',
      objectiveLine: 'Give us your keys.',
      outcome: 'character',
      turn: "She'd skin you alive if you drove home like this.",
      turnIsAction: false,
    },
  },
  {
    id: 'dedication-audio',
    label:
      "audio drama (SCENE heading, SFX and MUSIC cues, no visual action); a late-night radio host turns a caller's song dedication into a push to ring his estranged brother; the caller is heard on the phone; nothing mature",
    family: 'audio',
    character: 'CLEO',
    page: `
# SCENE 6. STUDIO TWO, RIVERBEND FM. ONE IN THE MORNING.
MUSIC: The last bars of a slow ballad, fading.
SFX: A fader pushed up. The studio's quiet hum. A chair creaks.
CLEO: (close, warm) That was for Danny in Millbrook, from the night crew at the bakery. You're listening to Riverbend Late. Line three, caller, you're on the air.
SFX: A click. The faint hiss of a phone line. Traffic somewhere behind it.
HOWARD: (on phone) Oh. Hello? Am I on? It's Howard. From out by the quarry. I listen every night, Cleo.
CLEO: Hello, Howard. What can I play for you?
HOWARD: (on phone) "Two Lanterns," by the Tuckers. For my brother Carl. Tell him Howard says happy birthday.
CLEO: I can do that. Does Carl listen?
HOWARD: (on phone) Every night. He drives a milk lorry. Nights.
CLEO: When did you last say happy birthday to his face?
HOWARD: (on phone, a pause) Does it matter?
CLEO: It does to me. I've got four minutes of song and nobody else on the lines.
HOWARD: (on phone) Nine years. We fell out over our dad's house. We both said things.
SFX: A lorry horn, distant, on Howard's end.
CLEO: Howard, I'll play your song. But I want you to do something for me first.
HOWARD: (on phone) What?
CLEO: Ring him. Not me. Him. Tonight, while the song's on.
HOWARD: (on phone) He won't pick up. Not for me.
CLEO: Then let him hear it from me. Carl, if you're out there on the road, your brother's on line three and he's got something to say.
SFX: A long hiss on the line.
HOWARD: (on phone, barely) You can't do that.
CLEO: I just did. Phones are open, Carl.
SFX: The switchboard. Line four lights with a soft double beep.
CLEO: (off-mic, to the producer) Who's on four? (close again) Howard. Stay on the line.
MUSIC: "Two Lanterns" begins, a lone guitar.
HOWARD: (on phone, close, shaking) Is it him?
CLEO: (quietly) Say happy birthday yourself.
`,
    coach: {
      story:
        "At one in the morning Cleo takes a call from Howard, a regular listener, who wants her to play a song for his brother Carl's birthday. She asks when he last said happy birthday to Carl's face; Howard dodges, then admits they haven't spoken in nine years, since a fight over their father's house. Cleo tells him she'll play the song if he rings Carl himself; he says Carl won't pick up for him. So she speaks to Carl on air — his brother is on line three with something to say — and opens the phones. Line four lights up as the song starts, and she tells Howard to say happy birthday himself.",
      partners: ['HOWARD'],
      want: { from: 'CLEO', of: 'HOWARD', ask: 'Ring him.' },
      obstacle: { by: 'HOWARD', says: "He won't pick up. Not for me." },
      stakes: ['Nine years.'],
      turn: "your brother's on line three and he's got something to say",
      relationships: {
        HOWARD: { named: 'caller', callsThem: ['Howard'], calledBy: ['Cleo'] },
      },
      momentBefore: {
        note: 'Hours into a quiet night shift of dedications; she has heard a hundred messages sent through her instead of said, and something in this one catches her.',
        opening: null,
      },
      pronouns: { HOWARD: 'he' },
    },
    arc: {
      pursuer: 'CLEO',
      pursues: 'get Howard to speak to his brother himself instead of through a song',
      objective: 'get Howard to ring his brother tonight',
      objectiveLine: 'Ring him. Not me. Him.',
      outcome: 'character',
      turn: "your brother's on line three and he's got something to say",
      turnIsAction: false,
    },
  },
  {
    id: 'hen-child',
    label:
      'child lead (age 9); a boy arrives ten minutes late with his hen and talks the poultry judge into letting her into the closed show; she gives way after he tells her what his grandpa taught him; gentle, nothing mature',
    family: 'screenplay',
    character: 'RAFI',
    page: `
# 14 EXT. COUNTY FAIRGROUNDS - POULTRY BARN - DAY
Rows of wire cages. Somewhere a rooster crows. RAFI OKONJO (9), in a cowboy hat two sizes too big, hurries up to the entry table hugging a speckled hen. Behind the table MRS. DELACROIX (60s), the poultry judge, stacks the last entry forms and caps her pen.
RAFI: Wait! Wait, please, ma'am. Am I too late?
DELACROIX: Entries closed at ten, sweetheart. It's ten after.
RAFI: The bus was late. And Dolly got out of her box on the bus. Twice.
DELACROIX: Dolly.
RAFI: She's a Speckled Sussex. She's my hen. I raised her from an egg.
DELACROIX: (gently) I'm sorry. If I let one in late, I have to let everybody in late.
RAFI: There isn't anybody else. Just me. Please can Dolly be in the show?
She looks down the empty aisle. He's right.
DELACROIX: Rules are rules. The fair board is very strict.
RAFI: Can you just look at her? You don't have to put her in. Just look.
DELACROIX: (a sigh) Hold her up.
He holds Dolly up. Dolly looks at the judge. The judge looks at Dolly.
DELACROIX: Clean feet. Comb's a nice color. Who taught you to wash her feet?
RAFI: My grandpa. He had forty chickens in Lagos. He says a hen with dirty feet is a hen nobody loves.
DELACROIX: (uncapping her pen) Your grandpa sounds like a poultry man. What's your name, young man?
RAFI: Rafi Okonjo. R-A-F-I.
DELACROIX: Rafi, the clock on this wall is eleven minutes fast. Everybody knows that.
RAFI: It says ten-ten.
DELACROIX: (writing) Then it's nine fifty-nine. Cage forty-two.
RAFI: (hugging the hen) Dolly, we're in!
DELACROIX: Don't thank me yet. There's a Rhode Island Red in cage six who's never lost.
`,
    coach: {
      story:
        "Rafi runs into the poultry barn with his hen Dolly, ten minutes after entries closed, because the bus was late and Dolly escaped twice. The judge, Mrs. Delacroix, is kind but firm: if she lets one in late, she has to let everyone in. Rafi points out there is nobody else and asks her just to look at Dolly. She does, notices the clean feet, and asks who taught him to wash them; when he tells her about his grandpa's forty chickens and his saying that a hen with dirty feet is a hen nobody loves, she picks up her pen, decides the wall clock is fast, and writes Dolly into cage forty-two — with a warning about the champion in cage six.",
      partners: ['DELACROIX'],
      want: { from: 'RAFI', of: 'DELACROIX', ask: 'Please can Dolly be in the show?' },
      obstacle: { by: 'DELACROIX', says: 'If I let one in late, I have to let everybody in late.' },
      stakes: ['I raised her from an egg.'],
      turn: 'a hen with dirty feet is a hen nobody loves',
      relationships: {
        DELACROIX: {
          named: 'judge',
          callsThem: ["ma'am"],
          calledBy: ['sweetheart', 'young man', 'Rafi'],
        },
      },
      momentBefore: {
        note: 'He has been chasing Dolly round a bus and then running across the whole fairground with her in his arms, sure they have missed it.',
        opening: 'hurries up to the entry table hugging a speckled hen',
      },
      pronouns: { RAFI: 'he', DELACROIX: 'she' },
    },
    arc: {
      pursuer: 'RAFI',
      pursues: 'get Mrs. Delacroix to let Dolly into the show',
      objective: 'get the judge to let Dolly into the show',
      objectiveLine: 'Please can Dolly be in the show?',
      outcome: 'character',
      turn: 'a hen with dirty feet is a hen nobody loves',
      turnIsAction: false,
    },
  },
];

/** What the user asks for with each side. */
export const UNSEEN_14_REQUESTS: Record<string, SideRequest> = {
  'chopin-film': { productionType: 'film', roleSize: 'supporting', genre: 'drama', actorAge: 74, childGuideRequested: false },
  'sousaphone-singlecam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'single-camera comedy',
    actorAge: 33,
    childGuideRequested: false,
  },
  'seat-procedural': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'crime procedural',
    actorAge: 71,
    childGuideRequested: false,
  },
  'karaoke-multicam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'multi-camera sitcom',
    actorAge: 54,
    childGuideRequested: false,
  },
  'montreal-soap': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'daytime soap',
    actorAge: 42,
    childGuideRequested: false,
  },
  'snack-commercial': { productionType: 'commercial', roleSize: 'lead', genre: 'comedy', actorAge: 42, childGuideRequested: false },
  'barbershop-stage': { productionType: 'theater', roleSize: 'lead', genre: 'drama', actorAge: 24, childGuideRequested: false },
  'keys-uktv': { productionType: 'tv-series', roleSize: 'guest-star', genre: 'drama', actorAge: 52, childGuideRequested: false },
  'dedication-audio': { productionType: 'audio-drama', roleSize: 'lead', genre: 'drama', actorAge: 45, childGuideRequested: false },
  'hen-child': { productionType: 'short-film', roleSize: 'lead', genre: 'family comedy', actorAge: 9, childGuideRequested: true },
};
