/**
 * An eleventh held-out set, kept for the next independent read (decision 053): nobody has generated or read a guide
 * for these sides yet, and the engine must not be tuned on them before that read is scored. Ten original sides, with
 * the coach's reading and the arc written by hand before any guide was generated. Shapes: a want never said aloud
 * (film); an absurd want played straight (single-cam); a lie exposed (procedural); a partner who changes mind without
 * saying yes (multi-cam); stakes named late (soap); three speakers plus an announcer (commercial); a character pressed
 * who wins by refusing (stage); an off-stage named person who matters (UK TV); a turn that is an action (child, age
 * 9); a question that keeps being dodged (teen, age 14, underage drinking at a party the parent must be told about).
 * Nothing mature except in the teen side.
 */
import type { SideRequest, TestSide } from './side.js';

export const UNSEEN_11: TestSide[] = [
  {
    id: 'farmhouse-film',
    label:
      "feature film drama; a sister after their mother's funeral; a want never said aloud (to move home and keep the house); the brother bends; nothing mature",
    family: 'screenplay',
    character: 'JUNE',
    page: `
# 41 INT. BECKETT FARMHOUSE - KITCHEN - NIGHT
Funeral casseroles crowd the counter under foil. JUNE BECKETT (38), still in her black dress, washes a dish that is already clean. Her brother CAL (33) sits at the table with a stack of bills and a calculator.
CAL: You don't have to do that.
JUNE: Somebody does.
CAL: Nobody's going to eat off it. I'm taking them all to the church Tuesday.
JUNE: What about the house?
CAL: Realtor comes Thursday. Dale Pruitt. He says spring's better but I can't carry it till spring.
JUNE: And the cows?
CAL: Sold the cows in August. You'd know that if you called.
She sets the plate in the rack. Picks it up again. Dries it.
JUNE: My lease is up at the end of the month.
CAL: Okay.
JUNE: Just saying. It's up.
CAL: So renew it. Or don't. You've got that job.
JUNE: I had that job.
Cal stops punching numbers.
CAL: Since when?
JUNE: June. (beat) It's funny, right? June in June.
CAL: You were here for Mom's birthday in July. You didn't say anything.
JUNE: She had enough to worry about.
CAL: So what, you want a loan? I've got eleven hundred dollars and a tractor payment.
JUNE: I don't want your money, Cal.
CAL: Then what do you want?
June looks around the kitchen: the calendar still on September, Mom's reading glasses on the windowsill.
JUNE: Dale Pruitt's going to paint everything white. That's what they do. So it sells.
CAL: Probably.
JUNE: She'd hate that.
Cal takes the glasses from the windowsill and folds them. He puts them in his shirt pocket.
CAL: I can't carry it by myself, Junie. I tried. That's the truth.
JUNE: I know.
CAL: (not looking at her) Thursday's not set in stone. I could call Dale.
June puts the towel down.
JUNE: Don't paint it white.
CAL: I'm not promising anything. (beat) The back bedroom leaks.
JUNE: I know where the bucket is.
`,
    coach: {
      story:
        "The night of their mother's funeral, June hangs around the farmhouse kitchen washing clean dishes while her brother Cal does the bills; he is selling the house on Thursday. June wants to come home and keep the house, but never says so: she mentions her lease is up, then admits she lost her job months ago and told no one. Cal, who has carried the farm alone and resents that she never called, assumes she wants money. When he asks straight out what she wants, she only says the realtor will paint everything white and Mom would hate it. Cal admits he can't carry the place by himself and offers to call off Thursday; she tells him not to paint it white, and he tells her the back bedroom leaks — she is moving home.",
      partners: ['CAL'],
      want: { from: 'JUNE', of: 'CAL', ask: 'My lease is up at the end of the month.' },
      obstacle: { by: 'CAL', says: 'So renew it.' },
      stakes: ['Realtor comes Thursday', 'paint everything white', 'I had that job'],
      turn: "Thursday's not set in stone. I could call Dale.",
      relationships: {
        CAL: {
          named: 'brother',
          callsThem: ['Cal'],
          calledBy: ['Junie'],
          history: "You were here for Mom's birthday in July.",
        },
      },
      momentBefore: {
        note: "She has just buried her mother and has nowhere to go back to; she is keeping her hands busy so she doesn't have to leave the kitchen or say why.",
        opening: 'washes a dish that is already clean',
      },
      pronouns: { JUNE: 'she', CAL: 'he' },
    },
    arc: {
      pursuer: 'JUNE',
      pursues: 'get Cal to keep the house and let her move home, without having to ask',
      objective: 'get Cal to keep the house and let her move home, without having to ask',
      objectiveLine: 'My lease is up at the end of the month.',
      outcome: 'character',
      turn: "Thursday's not set in stone. I could call Dale.",
      turnIsAction: false,
    },
  },
  {
    id: 'goat-singlecam',
    label:
      'single-camera comedy; a lonely zoo sponsor and a membership clerk; an absurd want (a goat on her family membership) played straight; stakes named late; she wins; nothing mature',
    family: 'screenplay',
    character: 'NORA',
    page: `
# 7 INT. GRANBY COUNTY ZOO - MEMBERSHIP OFFICE - DAY
A tiny office behind the gift shop. Plush penguins in a wire bin. ELLIOT (24), membership coordinator, lanyard full of pins, faces NORA FINCH (45), who sits very upright with a laminated folder on her knees.
ELLIOT: Okay. So the Family Plus membership covers two adults and up to four children.
NORA: Yes. I read the brochure.
ELLIOT: And you're... one adult.
NORA: I'm one adult. And I'd like to add Bartholomew.
ELLIOT: Great. Is Bartholomew a child or an adult?
NORA: He's a Nigerian Dwarf goat. He's in your Barnyard Experience. Pen three.
ELLIOT: (typing, then stopping) Right.
NORA: I've sponsored him for six years. There's a plaque. It has my name on it. It's slightly crooked.
ELLIOT: I think the membership is for people who come to the zoo.
NORA: He's at the zoo every day. He has perfect attendance. Which is more than I can say for my sister, who was on this membership until March.
ELLIOT: What happened in March?
NORA: She married a man who owns a boat. (beat) Now she goes on the boat.
ELLIOT: I'm so sorry.
NORA: The form says household member. Bartholomew and I have spent more Saturdays together than most households.
ELLIOT: Ma'am, the system needs a date of birth.
NORA: April fourth, 2018. (opening the folder) I have his records.
She slides a laminated page across: a photo of a goat, a vaccine chart, a gold star sticker.
ELLIOT: He's very well documented.
NORA: Put him on the card, Elliot. If the card says Nora Finch and Guest, I'm a woman alone at the petting zoo. If it says Nora Finch and Bartholomew, I'm visiting family.
Elliot looks at the photo. Looks at Nora. Looks at the screen.
ELLIOT: It's going to print with him as a child.
NORA: He'll be fine with that.
`,
    coach: {
      story:
        "Nora Finch sits down at the zoo's membership desk and asks, with complete seriousness, to add Bartholomew — a goat she has sponsored for six years — to her Family Plus membership. Elliot, the young coordinator, tries politely to explain that memberships are for people. Nora answers every objection with evidence: his perfect attendance, his date of birth, a laminated folder of records. Underneath, her sister has left the membership (and her Saturdays) for a man with a boat. Only at the end does she say what is at stake — on the card she is either a woman alone at the petting zoo or visiting family — and Elliot types the goat in as a child.",
      partners: ['ELLIOT'],
      want: { from: 'NORA', of: 'ELLIOT', ask: "I'd like to add Bartholomew." },
      obstacle: { by: 'ELLIOT', says: 'I think the membership is for people who come to the zoo.' },
      stakes: ['a woman alone at the petting zoo', 'visiting family'],
      turn: 'Put him on the card, Elliot.',
      relationships: {
        ELLIOT: {
          named: 'membership coordinator',
          callsThem: ['Elliot'],
          calledBy: ["Ma'am"],
        },
      },
      momentBefore: {
        note: 'She has rehearsed this and brought the paperwork; she has come prepared for a fight she intends to win politely.',
        opening: 'who sits very upright with a laminated folder on her knees',
      },
      pronouns: { NORA: 'she' },
    },
    arc: {
      pursuer: 'NORA',
      pursues: 'get Elliot to put Bartholomew the goat on her family membership card',
      objective: 'get Elliot to put Bartholomew the goat on her family membership card',
      objectiveLine: 'Put him on the card, Elliot.',
      outcome: 'character',
      turn: 'Put him on the card, Elliot.',
      turnIsAction: false,
    },
  },
  {
    id: 'valet-procedural',
    label:
      'network procedural; a detective and a valet; a lie exposed by a photo and a name tag; stakes named late (a trial); she wins; nothing mature beyond a crime reference',
    family: 'screenplay',
    character: 'RUIZ',
    page: `
# 22 INT. 14TH PRECINCT - INTERVIEW ROOM B - NIGHT
Fluorescent hum. KYLE BRENNAN (23), valet jacket still on, picks at the label of a water bottle. DET. ANA RUIZ (40s) enters with a thin folder and a coffee she doesn't drink. She sits. Lets the silence work.
KYLE: Am I under arrest?
RUIZ: You're helping. That's what you told the officer. That you wanted to help.
KYLE: I do.
RUIZ: Good. Walk me through Friday again. From when you clocked in.
KYLE: Six. I clocked in at six. Parked cars till the dinner rush ended, maybe ten. Then it's dead. I sat in the booth.
RUIZ: The whole time.
KYLE: The whole time. I told the other guy all this.
RUIZ: And the silver Audi. Mr. Halloran's car.
KYLE: I parked it around seven. Level two. He tipped twenty. Then I gave it back to him around eleven-thirty.
RUIZ: You gave it back to him. Personally.
KYLE: That's the job.
RUIZ: Mr. Halloran says he never came down for his car. He says he took a cab home because he'd had four martinis.
KYLE: Then he's confused. He'd had four martinis.
Ruiz opens the folder. Slides out a still from a gas station camera: the silver Audi at a pump, 12:14 a.m., a young man in a valet jacket at the wheel.
RUIZ: Lakeshore Shell. Forty minutes from your booth.
Kyle looks at it. He doesn't touch it.
KYLE: That could be anybody.
RUIZ: Wearing your jacket. With your name tag. (she taps the photo) Your name tag says Kyle.
KYLE: (quiet) I brought it back. Full tank. I filled it up. Nobody was supposed to...
RUIZ: The car came back. The laptop in the trunk didn't. That laptop has the Deluca trial on it, and if it's gone, a man who shot two people walks out of court on Monday.
KYLE: I didn't open the trunk. I swear to God. I just drove. I just wanted to drive it.
RUIZ: Then who else knew it was there?
Kyle stares at the photo. A long beat.
KYLE: My cousin Danny picked me up at the Shell. He put his gym bag in the back.
`,
    coach: {
      story:
        "Detective Ruiz sits down across from Kyle, a valet who says he sat in his booth all Friday night and handed Mr. Halloran's silver Audi back to him at eleven-thirty. She lets him tell it again, then tells him Halloran never came down for his car. Kyle blames the martinis, so she lays down a gas station still of the Audi forty minutes away, a valet at the wheel, and points to the name tag. Kyle admits he took the car for a drive, but swears he never opened the trunk. Only now does Ruiz say why it matters — the laptop in the trunk holds the Deluca trial, and without it a shooter walks on Monday — and Kyle gives up his cousin Danny.",
      partners: ['KYLE'],
      want: { from: 'RUIZ', of: 'KYLE', ask: 'Then who else knew it was there?' },
      obstacle: { by: 'KYLE', says: "Then he's confused." },
      stakes: ['walks out of court on Monday', 'the Deluca trial'],
      turn: 'Your name tag says Kyle.',
      relationships: {
        KYLE: {
          named: 'witness',
          callsThem: [],
          calledBy: [],
          history: 'I told the other guy all this.',
        },
      },
      momentBefore: {
        note: 'She already has the gas station photo in the folder; she comes in knowing he is lying and lets him lie again so the lie is on the record.',
        opening: "enters with a thin folder and a coffee she doesn't drink",
      },
      pronouns: { RUIZ: 'she', KYLE: 'he' },
    },
    arc: {
      pursuer: 'RUIZ',
      pursues: 'get Kyle to admit he took the Audi and give up who took the laptop',
      objective: 'get Kyle to admit he took the Audi and give up who took the laptop',
      objectiveLine: 'Then who else knew it was there?',
      outcome: 'character',
      turn: 'Your name tag says Kyle.',
      turnIsAction: false,
    },
  },
  {
    id: 'meatball-multicam',
    label:
      'multi-camera sitcom; roommates and a foster dog; the partner changes his mind without ever saying yes (he names the dog); she wins; nothing mature',
    family: 'multi-cam',
    character: 'DANA',
    page: `
# 12 INT. MARCUS AND DANA'S APARTMENT - LIVING ROOM - NIGHT
MARCUS (30s), in a bathrobe over a work shirt and tie, is building a bookshelf from an instruction sheet he is holding upside down. The front door opens. DANA (30s) enters with a suspiciously large tote bag, which she holds very still.
DANA: Hi! Hi. You're home. Great. That's great.
MARCUS: I live here.
DANA: And you're so good at it.
MARCUS: What's in the bag?
DANA: What bag?
MARCUS: The bag you're holding like it's a soufflé.
DANA: Okay. Before I show you, I want you to remember that you once said, and I quote, I'm open to things.
MARCUS: I said that about sushi.
DANA: Sushi is a thing.
The bag whimpers.
MARCUS: No.
DANA: You haven't even seen her.
MARCUS: Dana, the lease says no pets. Mrs. Kowalczyk lives right below us and she can hear me change my mind.
DANA: It's two weeks. Just until the shelter finds her a family. She was going to be in a cage, Marcus. Over a long weekend. Alone.
MARCUS: Take her back.
DANA: I can't take her back, I signed a form. Pretty sure I'm her mother now.
Dana sets the bag down. A small, deeply ugly dog pokes its head out: one ear up, one ear flat, tongue hanging out the side.
MARCUS: What is wrong with its face?
DANA: Nothing is wrong with her face. This is just her face.
MARCUS: Two weeks?
DANA: Two weeks. Tops. You won't even know she's here.
The dog trots straight to the bookshelf and sits on the instructions.
MARCUS: She's sitting on step four.
DANA: She's helping.
Marcus looks at the dog. The dog looks at Marcus. Long beat.
MARCUS: If she's staying two weeks she can't just be the dog. She needs a name.
DANA: (carefully) Do you want to name her?
MARCUS: I'm not naming her. (beat) Meatball.
DANA: Meatball.
MARCUS: I'm going to bed. Meatball, you're on step four.
`,
    coach: {
      story:
        "Dana comes home with a shelter dog hidden in a tote bag and has to get her roommate Marcus to let it stay. She stalls, reminds him he once said he was open to things, and when the bag whimpers he says no flat out: the lease says no pets and the downstairs neighbour hears everything. She pleads the dog's case — a cage, a long weekend, alone — and shrinks the ask to two weeks. The dog is ugly, then sits on his bookshelf instructions, and Marcus, without ever saying yes, decides she needs a name. He names her Meatball and goes to bed.",
      partners: ['MARCUS'],
      want: { from: 'DANA', of: 'MARCUS', ask: "It's two weeks. Just until the shelter finds her a family." },
      obstacle: { by: 'MARCUS', says: 'the lease says no pets' },
      stakes: ['She was going to be in a cage', 'the lease says no pets'],
      turn: 'She needs a name.',
      relationships: {
        MARCUS: {
          named: 'roommate',
          callsThem: ['Marcus'],
          calledBy: ['Dana'],
          history: 'I said that about sushi.',
        },
      },
      momentBefore: {
        note: 'She has just signed the shelter form and carried the dog home; she has rehearsed her pitch on the stairs and knows the answer is no.',
        opening: 'enters with a suspiciously large tote bag',
      },
      pronouns: { DANA: 'she', MARCUS: 'he' },
    },
    arc: {
      pursuer: 'DANA',
      pursues: 'get Marcus to let the dog stay',
      objective: 'get Marcus to let the dog stay',
      objectiveLine: "It's two weeks. Just until the shelter finds her a family.",
      outcome: 'character',
      turn: 'She needs a name.',
      turnIsAction: false,
    },
  },
  {
    id: 'geneva-soap',
    label:
      'daytime soap; a stepmother caught with a secret account and her stepson; stakes named late (his father is dying); she wins and the scene ends on his reaction; nothing mature',
    family: 'screenplay',
    character: 'CELESTE',
    page: `
# 31 INT. ARDMORE MANOR - LIBRARY - NIGHT
A fire. A decanter. CELESTE ARDMORE (50s), in an evening gown, pours two brandies. GRANT ARDMORE (30), her stepson, stands in the doorway with a manila envelope.
GRANT: You're up late.
CELESTE: So are you. Brandy?
GRANT: I didn't come for brandy.
CELESTE: No one ever does. (she holds out the glass) And yet.
He doesn't take it. He holds up the envelope.
GRANT: Do you know what this is?
CELESTE: It looks like an envelope, darling. I'm told they hold letters.
GRANT: It's a bank statement. A Geneva account. In your maiden name.
CELESTE: (beat) Where did you get that?
GRANT: Does it matter?
CELESTE: It matters to me. Someone went through my desk.
GRANT: Two million dollars, Celeste. Moved out of the foundation in four months. Dad's foundation.
CELESTE: Your father's foundation has more money than God and less oversight. I moved it somewhere safe.
GRANT: Safe from who?
CELESTE: From your uncle.
GRANT: That's insane.
CELESTE: Is it? Sit down, Grant.
GRANT: I'm taking this to Dad at breakfast.
CELESTE: Then take this with you. (she lifts a folder from the desk) Your father's cardiologist. Dr. Weil. He gives Harrison six months. Harrison hasn't told you, because Harrison doesn't tell anyone anything.
Grant goes still.
CELESTE: And when he goes, his brother Victor has the proxy votes to take everything. The house. The foundation. Your mother's hospital wing with her name on it. Gone by spring. That account is the only thing Victor can't touch.
GRANT: Why should I believe one word you say?
CELESTE: Because I'm the only one in this house who's told you the truth tonight. (she holds out the brandy again) Breakfast is at eight. Decide what you're taking to it.
Grant looks at the envelope. Then he takes the glass.
`,
    coach: {
      story:
        "Late at night in the manor library, Grant confronts his stepmother Celeste with a bank statement: two million dollars moved out of his father's foundation into a Geneva account in her maiden name. Celeste parries with charm, then claims she moved it to keep it safe from his uncle; Grant calls that insane and says he's taking it to his father at breakfast. Only then does she name the stakes: Harrison's cardiologist gives him six months, and when he dies, Victor has the votes to take everything, including Grant's mother's hospital wing. She tells Grant to decide what he's taking to breakfast. He takes the brandy he refused at the start.",
      partners: ['GRANT'],
      want: { from: 'CELESTE', of: 'GRANT', ask: "Decide what you're taking to it." },
      obstacle: { by: 'GRANT', says: "I'm taking this to Dad at breakfast." },
      stakes: ['He gives Harrison six months', 'Gone by spring', "Your mother's hospital wing"],
      turn: 'He gives Harrison six months.',
      relationships: {
        GRANT: {
          named: 'stepson',
          callsThem: ['darling', 'Grant'],
          calledBy: ['Celeste'],
          history: "Your mother's hospital wing with her name on it.",
        },
      },
      momentBefore: {
        note: 'She knows someone has been through her desk and she is expecting him: she pours two glasses before he appears.',
        opening: 'pours two brandies',
      },
      pronouns: { CELESTE: 'she', GRANT: 'he' },
    },
    arc: {
      pursuer: 'CELESTE',
      pursues: 'keep Grant from taking the statement to his father and bring him onto her side',
      objective: 'keep Grant from taking the statement to his father and bring him onto her side',
      objectiveLine: "Decide what you're taking to it.",
      outcome: 'character',
      turn: 'He gives Harrison six months.',
      turnIsAction: false,
    },
  },
  {
    id: 'canyon-commercial',
    label:
      'commercial :30 with SUPER and ANNCR; a dad and two kids in a minivan at the Grand Canyon; three speakers; the kids win (the coverage is too good); nothing mature',
    family: 'commercial',
    character: 'DAD',
    page: `
# 1 INT. FAMILY MINIVAN - MOVING - DAY
Snack wrappers everywhere. DAD (40s) drives. In the back, MAYA (12) and LEO (8) each stare at a tablet. Outside, red desert and the rim of the Grand Canyon.
DAD: Okay, team. Look left.
MAYA: (not looking) Nice.
DAD: You didn't look.
MAYA: I looked in my heart.
LEO: My show froze.
DAD: That's a sign. Look at the canyon, buddy.
LEO: It's buffering.
DAD: The canyon?
LEO: My show.
Dad pulls over at a scenic overlook. Kills the engine. He turns around in his seat.
DAD: New rule. Nobody gets their show back until somebody says one nice thing about this canyon.
MAYA: It's... big.
DAD: Good! Leo?
LEO: (looking up at the canyon for the first time) Whoa. (beat) Dad, it's not buffering.
DAD: That's the point, buddy.
LEO: No, my show. It's not buffering anymore. Out here.
Maya holds up her tablet: full bars.
MAYA: Dad. We have five bars at the Grand Canyon.
DAD: (defeated, and a little proud) That's our plan.
ANNCR (V.O.): Pathfinder Wireless. Coverage so good, you'll have to find other reasons to make them look up.
SUPER: PATHFINDER WIRELESS. FAMILY PLANS FROM $25 A LINE.
Dad looks out at the canyon alone. Behind him, Maya quietly lifts her tablet and takes his picture.
`,
    coach: {
      story:
        "On a family road trip, Dad tries to get his two kids to look up from their tablets at the Grand Canyon. Maya deadpans, Leo only cares that his show is buffering. Dad pulls over and lays down a rule: no shows until somebody says one nice thing about the canyon. Leo finally looks up — and discovers his show has stopped buffering: they have five bars at the Grand Canyon. Dad, beaten by his own phone plan, admits it's their plan; the button is Maya taking his picture.",
      partners: ['MAYA', 'LEO'],
      want: { from: 'DAD', of: 'LEO', ask: 'Look at the canyon, buddy.' },
      obstacle: { by: 'LEO', says: 'My show froze.' },
      stakes: ['Nobody gets their show back'],
      turn: "Dad, it's not buffering.",
      relationships: {
        MAYA: { named: 'daughter', callsThem: [], calledBy: ['Dad'] },
        LEO: { named: 'son', callsThem: ['buddy', 'Leo'], calledBy: ['Dad'] },
      },
      momentBefore: {
        note: 'He has driven all day to get here and this is the view he planned the trip around; the kids have not looked up once.',
        opening: 'each stare at a tablet',
      },
      pronouns: { DAD: 'he', MAYA: 'she' },
    },
    arc: {
      pursuer: 'DAD',
      pursues: 'get the kids to look up from their tablets at the canyon',
      objective: 'get the kids to look up from their tablets at the canyon',
      objectiveLine: 'Nobody gets their show back until somebody says one nice thing about this canyon.',
      outcome: 'both',
      turn: "Dad, it's not buffering.",
      turnIsAction: false,
    },
  },
  {
    id: 'piano-stage',
    label:
      'stage play; an old piano teacher pressed by her nephew to sign into a care home; she wins by refusing (never signs, gets him to the piano); nothing mature',
    family: 'stage',
    character: 'HELEN',
    page: `
# 3 THE FRONT ROOM OF HELEN VOSS'S HOUSE - LATE AFTERNOON
An upright piano, lid closed, piled with unopened post. HELEN VOSS (78) sits in a wing chair facing it. Her nephew PETER (45) stands over her with a pen and a brochure for Larkfield Court, open at the form.
PETER: It's got a garden. You'd like the garden.
HELEN: I have a garden.
PETER: You have a yard with a bin in it.
HELEN: The bin is in the garden.
PETER: Aunt Helen. You fell on the stairs. You were there two hours before Mrs. Amin heard you.
HELEN: I was resting.
PETER: On the stairs.
HELEN: They're very restful stairs.
PETER: (kneeling by her chair, the form on his knee) They hold a room for ten days. I've paid the deposit. All you have to do is sign.
HELEN: Do they have a piano?
PETER: There's a piano in the lounge.
HELEN: Whose piano?
PETER: Everyone's.
HELEN: Then it's no one's. (she does not take the pen) Open the lid.
PETER: What?
HELEN: The lid, Peter. You used to open it yourself. You'd stand on the pedal and I'd say, not with your shoes.
PETER: I'm not here to play.
HELEN: No. You're here to carry me out in a brochure.
He stands. He opens the lid. The keys are yellow; one is missing.
PETER: I don't remember any of it.
HELEN: Your hands will. Sit.
He sits. He plays three notes of something, badly. Stops.
PETER: I can't do this every week, Auntie. I live in Bristol.
HELEN: Then come every other week. And I'll use the handrail. I'll wear the button thing round my neck.
A long moment. Peter folds the form and puts it in his jacket.
PETER: The button thing. Every day.
HELEN: Every day. Now. Again, from the top.
`,
    coach: {
      story:
        "Peter has come with a brochure and a paid deposit to get his aunt Helen, who lay two hours on the stairs after a fall, to sign into a care home. Helen deflects every argument with a joke and never takes the pen. She asks whether the home has a piano, and when it's everyone's she tells him to open the lid of hers — the piano he learned on as a boy. When he says he isn't here to play, she names what he is doing: carrying her out in a brochure. He opens the lid and sits; he can't come every week, so she bargains — every other week, the handrail, the alarm button. He folds the form away unsigned.",
      partners: ['PETER'],
      want: { from: 'PETER', of: 'HELEN', ask: 'All you have to do is sign.' },
      obstacle: { by: 'PETER', says: "I've paid the deposit." },
      stakes: ['You fell on the stairs', 'two hours', 'They hold a room for ten days'],
      turn: "You're here to carry me out in a brochure.",
      relationships: {
        PETER: {
          named: 'nephew',
          callsThem: ['Peter'],
          calledBy: ['Aunt Helen', 'Auntie'],
          history: 'You used to open it yourself.',
        },
      },
      momentBefore: {
        note: 'She has let the post pile up on the closed piano since the fall; she knows what the brochure is before he opens it and has decided not to sign.',
        opening: 'sits in a wing chair facing it',
      },
      pronouns: { HELEN: 'she', PETER: 'he' },
    },
    arc: {
      pursuer: 'PETER',
      pursues: 'get Aunt Helen to sign the Larkfield Court form',
      objective: 'get Peter back to the piano and keep her home on her own terms',
      objectiveLine: 'Open the lid.',
      outcome: 'character',
      turn: "You're here to carry me out in a brochure.",
      turnIsAction: false,
    },
  },
  {
    id: 'promenade-uktv',
    label:
      "UK TV drama; a mother and her missing son's best mate in a seaside café; an off-stage named person who matters (Jamie, and the dealer Tully); she wins; a drug-running reference, no drugs shown",
    family: 'screenplay',
    character: 'LORRAINE',
    page: `
# 17 INT. CAFE, MORECAMBE PROMENADE - DAY
Rain on the glass. Two mugs of tea. LORRAINE (50s), a care-home tabard under her coat, sits opposite DARREN (28), her son's best mate, who keeps his hood up.
LORRAINE: You've not touched your tea.
DARREN: Not thirsty.
LORRAINE: I got you a bacon barm as well. It's coming.
DARREN: What's this about, Lorraine?
LORRAINE: Can't I buy my lad's best mate a brew?
DARREN: You've not bought me a brew since Year Nine.
LORRAINE: Well. I'm making up for it.
A WAITRESS puts down a bacon barm. Neither of them looks at it.
LORRAINE: He rang me Sunday. Jamie.
DARREN: Yeah?
LORRAINE: First time in four months. From a number I didn't know. He sounded like he'd been crying, Darren, and Jamie doesn't cry. He didn't cry when his dad left.
DARREN: He's all right. He's working.
LORRAINE: Where?
DARREN: Doing some driving.
LORRAINE: Driving what?
DARREN: Just stuff. For a bloke.
LORRAINE: What bloke?
DARREN: I don't know his name.
LORRAINE: You don't know his name. (beat) Is it Tully?
Darren pulls his hood tighter.
DARREN: I never said Tully.
LORRAINE: You didn't have to. Tully's lads drive up to Glasgow and come back with the boot riding low, everyone on this front knows it. Where is he, Darren?
DARREN: If I tell you, you'll go there. And if you go there, he'll know it was me.
LORRAINE: He's my son.
DARREN: He's my mate. That's why I'm not telling you.
Lorraine takes out her purse. Counts forty pounds onto the table. Then she takes off her wedding ring and puts it on top.
LORRAINE: That's what I've got. Put petrol in your car and take me to him.
Darren looks at the ring for a long time.
DARREN: I'll drive. You stay in the car.
`,
    coach: {
      story:
        "Lorraine has asked her son Jamie's best mate Darren to a seafront café, and buys him tea and a bacon barm he doesn't want. Jamie rang her on Sunday from a strange number, crying, for the first time in four months. Darren says Jamie is fine, doing some driving for a bloke whose name he doesn't know; Lorraine names him — Tully, whose lads run the boot-heavy trips to Glasgow. Darren won't say where Jamie is, because Tully would know who told, and because Jamie is his mate. Lorraine puts forty pounds and her wedding ring on the table and asks him to drive her to Jamie; he agrees, if she stays in the car.",
      partners: ['DARREN'],
      want: { from: 'LORRAINE', of: 'DARREN', ask: 'Where is he, Darren?' },
      obstacle: { by: 'DARREN', says: "That's why I'm not telling you." },
      stakes: ["he'll know it was me", "He sounded like he'd been crying"],
      turn: 'Is it Tully?',
      relationships: {
        DARREN: {
          named: "her son's best mate",
          callsThem: ['Darren'],
          calledBy: ['Lorraine'],
          history: "You've not bought me a brew since Year Nine.",
        },
      },
      momentBefore: {
        note: 'She has come straight from a shift at the care home, three days after the call; she has guessed where Jamie is and needs Darren to confirm it and take her.',
        opening: 'a care-home tabard under her coat',
      },
      pronouns: { LORRAINE: 'she', DARREN: 'he' },
    },
    arc: {
      pursuer: 'LORRAINE',
      pursues: 'get Darren to tell her where Jamie is and take her to him',
      objective: 'get Darren to tell her where Jamie is and take her to him',
      objectiveLine: 'Put petrol in your car and take me to him.',
      outcome: 'character',
      turn: 'Is it Tully?',
      turnIsAction: false,
    },
  },
  {
    id: 'toad-child',
    label:
      'child lead (age 9) with her grandfather; she wants to keep a toad; the turn an action (she lets it go); both win; nothing mature',
    family: 'screenplay',
    character: 'NELL',
    page: `
# 5 EXT. POP'S BACK PORCH - EVENING
Fireflies over the yard. NELL (9) sits on the top step with a shoebox in her lap, holes poked in the lid. Her grandfather POP (70s) comes out with two bowls of ice cream.
POP: Peach or peach?
NELL: Peach.
POP: Good choice. (he sits, knees cracking) What's in the box?
NELL: Nothing.
POP: Nothing's scratching.
NELL: It's a toad. His name is Gerald. Pop, can he live here?
POP: In the box?
NELL: In my room. In a tank. I'd feed him. I'd do everything. You wouldn't even know he was there.
POP: Toads like it outside, Nellie. They like the mud and the bugs.
NELL: I could bring him bugs.
POP: And your mom's coming back Sunday. She'll open that car door and see a toad and say, Pop, what were you thinking?
NELL: She won't see him. He's very quiet. (beat) When I go home Sunday, he could come too. Then I'd have somebody from here.
Pop puts down his bowl.
POP: Somebody from here.
NELL: It's quiet at our apartment. There's no porch.
POP: Well. There's a phone. You call me, I'll tell you how Gerald's doing.
NELL: You don't know which toad he is.
POP: I'll learn.
Nell looks at the box a long time. Then she walks down the steps to the garden, kneels by the tomato plants, and opens the lid. Gerald sits there. Then he hops under the leaves.
NELL: Bye, Gerald.
POP: (coming to stand beside her) That was a big thing you just did.
NELL: You have to call me every Sunday. About Gerald.
POP: Every Sunday.
NELL: Even if he's boring.
POP: Especially if he's boring.
`,
    coach: {
      story:
        "Nell is staying with her grandfather Pop, and she has caught a toad called Gerald in a shoebox. She asks Pop if Gerald can live in her room, and then if he can come home with her on Sunday. Pop gently says toads like it outside, and her mom won't want one in the car. Then Nell says why: she'd have somebody from here, because it's quiet at home. Pop offers to phone her with news of Gerald; Nell lets Gerald go under the tomato plants herself, and makes Pop promise to call every Sunday.",
      partners: ['POP'],
      want: { from: 'NELL', of: 'POP', ask: 'can he live here?' },
      obstacle: { by: 'POP', says: 'Toads like it outside, Nellie.' },
      stakes: ["Then I'd have somebody from here."],
      turn: 'and opens the lid',
      relationships: {
        POP: {
          named: 'grandfather',
          callsThem: ['Pop'],
          calledBy: ['Nellie'],
          history: 'When I go home Sunday',
        },
      },
      momentBefore: {
        note: 'She caught Gerald in the garden and has been hiding him in the box, knowing she goes home on Sunday.',
        opening: 'sits on the top step with a shoebox in her lap',
      },
      pronouns: { NELL: 'she', POP: 'he' },
    },
    arc: {
      pursuer: 'NELL',
      pursues: 'get Pop to let her keep Gerald so she has somebody from here',
      objective: 'get Pop to let her keep Gerald so she has somebody from here',
      objectiveLine: 'can he live here?',
      outcome: 'both',
      turn: 'and opens the lid',
      turnIsAction: true,
    },
  },
  {
    id: 'locker-teen',
    label:
      'teen drama (age 14); best friends in a locker room; a question that keeps being dodged (did you send the video); MATURE: underage drinking at a party (vodka), a video of it posted online — tell the parent',
    family: 'screenplay',
    character: 'ZOE',
    page: `
# 9 INT. WESTBROOK HIGH - GIRLS' LOCKER ROOM - DAY
ZOE (14) stands at an open locker, phone in hand. Her best friend AVA (14) comes in pulling her hair into a ponytail, sees Zoe, and slows down.
AVA: Hey. You weren't at lunch.
ZOE: Did you send it?
AVA: Send what?
ZOE: The video. From Marisol's. Me on the trampoline.
AVA: Oh my God, that. Everybody's seen that. It's funny. You look funny.
ZOE: I'm holding a bottle, Ava. I'm holding a bottle of her brother's vodka and I can't stand up.
AVA: You were fine.
ZOE: Did you send it?
AVA: Do you know how many people were filming? Like half the party.
ZOE: Half the party didn't repost it at eleven fifty-two. It says who reposted it. It says a.v.a.xo.
AVA: Okay, I reposted. Which I shouldn't have, I said I was sorry in the chat.
ZOE: You didn't say you were sorry. You sent a skull emoji.
AVA: That means sorry.
ZOE: Coach Reyes saw it. She called me into her office. If my mom sees it I'm off the team, Ava. And she's going to see it, because Coach is calling her tonight.
AVA: (quiet) Tonight?
ZOE: Did you send it to Jordan?
Ava opens her own locker. She takes a long time finding something.
AVA: You said you liked Jordan. I thought he should see you being fun.
ZOE: So you did.
AVA: I took it down. This morning. I took it down, Zoe.
ZOE: It was up for eleven hours.
AVA: I'll tell Coach it was me. That I gave you the bottle. I'll tell your mom.
ZOE: It wasn't you. It was me.
AVA: Then I'll tell her it was both of us.
Zoe looks at her. Closes her locker.
ZOE: Sit with me at lunch tomorrow. So everybody sees.
`,
    coach: {
      story:
        "Zoe has missed lunch because a video from Marisol's party is going round: her on a trampoline with a bottle of vodka, unable to stand. She asks her best friend Ava whether she sent it, and Ava dodges — it's funny, half the party was filming, she only reposted, she said sorry with a skull emoji. Zoe says the coach has seen it and is calling her mom tonight, which will cost her the team, and asks the real question: did Ava send it to Jordan, the boy Zoe likes? Ava finally admits it, says she took it down and offers to take the blame. Zoe won't let her lie for her, but asks Ava to sit with her at lunch tomorrow so everyone sees they're still friends.",
      partners: ['AVA'],
      want: { from: 'ZOE', of: 'AVA', ask: 'Did you send it?' },
      obstacle: { by: 'AVA', says: 'Do you know how many people were filming?' },
      stakes: ["I'm off the team", 'Coach is calling her tonight'],
      turn: 'I thought he should see you being fun.',
      relationships: {
        AVA: {
          named: 'best friend',
          callsThem: ['Ava'],
          calledBy: ['Zoe'],
          history: "From Marisol's.",
        },
      },
      momentBefore: {
        note: "She has just come out of Coach Reyes's office and has spent lunch alone with the repost on her phone, working out who sent it.",
        opening: 'stands at an open locker, phone in hand',
      },
      pronouns: { ZOE: 'she', AVA: 'she' },
    },
    arc: {
      pursuer: 'ZOE',
      pursues: 'get Ava to admit she sent the video to Jordan',
      objective: 'get Ava to admit she sent the video to Jordan',
      objectiveLine: 'Did you send it to Jordan?',
      outcome: 'character',
      turn: 'I thought he should see you being fun.',
      turnIsAction: false,
    },
  },
];

/** What the user asks for each side (production type, role size, age), by side id. */
export const UNSEEN_11_REQUESTS: Record<string, SideRequest> = {
  'farmhouse-film': { productionType: 'film', roleSize: 'lead', genre: 'drama', actorAge: 38, childGuideRequested: false },
  'goat-singlecam': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'single-camera comedy',
    actorAge: 45,
    childGuideRequested: false,
  },
  'valet-procedural': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'crime procedural',
    actorAge: 42,
    childGuideRequested: false,
  },
  'meatball-multicam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'multi-camera sitcom',
    actorAge: 32,
    childGuideRequested: false,
  },
  'geneva-soap': { productionType: 'tv-series', roleSize: 'recurring', genre: 'daytime soap', actorAge: 54, childGuideRequested: false },
  'canyon-commercial': { productionType: 'commercial', roleSize: 'lead', genre: 'comedy', actorAge: 42, childGuideRequested: false },
  'piano-stage': { productionType: 'theater', roleSize: 'lead', genre: 'drama', actorAge: 76, childGuideRequested: false },
  'promenade-uktv': { productionType: 'tv-series', roleSize: 'guest-star', genre: 'drama', actorAge: 55, childGuideRequested: false },
  'toad-child': { productionType: 'film', roleSize: 'lead', genre: 'family drama', actorAge: 9, childGuideRequested: true },
  'locker-teen': { productionType: 'tv-series', roleSize: 'series-regular', genre: 'teen drama', actorAge: 14, childGuideRequested: false },
};
