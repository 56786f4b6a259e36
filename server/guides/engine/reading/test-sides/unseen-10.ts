/**
 * A tenth held-out set, scored blind in the tenth independent read (decision 053) and tuned on from there: twelve
 * original sides, with the coach's reading and the arc written by hand
 * before any guide was generated. Shapes: a widower whose want (to be asked to Christmas) is never
 * said aloud, refused (film); an absurd want played dead straight, won (single-cam comedy); a witness
 * whose alibi is a lie exposed by a till record (procedural); a question asked five ways and dodged
 * each time (multi-cam); a revelation driven by two off-stage men (soap); a father who changes his mind
 * without ever saying yes (commercial); a three-hander where the character plays a buyer and a sister
 * at once (stage); a DI pressed to sign who wins by refusing (UK police drama); stakes named late, at
 * the turn (audio); a child whose turn is an object spotted in a bin (child); a door that opens on a
 * vape (teen, parent must be told); a two-scene packet where the want changes overnight, second scene
 * read (packet).
 */
import type { SideRequest, TestSide } from './side.js';

export const UNSEEN_10: TestSide[] = [
  {
    id: 'porch-film',
    label:
      "feature film drama; a widower returns a dish to his late wife's sister; his want (to be asked for Christmas) is never said aloud, only implied; she refuses without saying no; nothing mature",
    family: 'screenplay',
    character: 'TOM',
    page: `
# 61 EXT. DIANE'S HOUSE - FRONT PORCH - DUSK
Early December. A string of Christmas lights hangs half-attached along the gutter, a ladder against the porch post. TOM BRENNAN (64) stands on the step holding a clean glass casserole dish with a strip of masking tape on the lid. His sister-in-law DIANE MARSH (61) opens the door in a cardigan. She does not open the storm door all the way.
TOM: Your dish, Di. From the funeral. I kept meaning to.
DIANE: That was March, Tom.
TOM: I washed it in March. I've been meaning to since March.
She takes the dish. He doesn't leave.
TOM: You're doing the lights yourself.
DIANE: Somebody has to.
TOM: I could do the gutter. I've got the afternoon.
DIANE: It's dark in twenty minutes.
TOM: Then tomorrow.
DIANE: (a beat) The kids called me. Both of them. They fly in on the twenty-third.
TOM: They told me.
DIANE: They're staying here this year. Megan thought it would be easier than the house. With everything.
TOM: It would be. Easier. (he looks at the ladder) Is the big table still in the garage? The one with the leaf?
DIANE: Why?
TOM: Just, it seats ten with the leaf in. Marion always said it seated ten.
DIANE: I know what it seats.
TOM: I was only saying.
DIANE: I heard about the woman from the library, Tom.
He takes this in.
TOM: Carol. Her name's Carol. We have coffee.
DIANE: Nine months. My sister's been gone nine months.
TOM: I know how long she's been gone. I count it in Tuesdays. (beat) The coffee's on a Tuesday.
Silence. Half the lights in the gutter are dead.
DIANE: Megan's bringing the grandkids. They'll want the tree done before they get here.
TOM: I've got Marion's ornaments. All of them. In the boxes she labelled.
DIANE: (quietly) Bring them by. Leave them on the porch.
TOM: On the porch.
DIANE: I'll see they go on the tree.
Tom nods. He steps down off the porch. At the bottom he stops, finds the two loose ends of the light string and plugs them together. The whole gutter lights up. Diane watches him walk to his car.
`,
    coach: {
      story:
        "Nine months after his wife Marion died, Tom brings her sister Diane's casserole dish back from the funeral, and won't leave. What he wants, and never says, is to be asked to Christmas: the kids are flying in and staying with Diane this year, and he circles it with the gutter, the lights, the big table that seats ten. Diane knows what he is fishing for and holds the storm door half shut. Then she says what stands between them: she has heard about Carol, the woman from the library. She takes Marion's ornaments, left on the porch, but not him; he lights her gutter on his way to the car.",
      partners: ['DIANE'],
      want: {
        from: 'TOM',
        of: 'DIANE',
        ask: 'Is the big table still in the garage?',
      },
      obstacle: {
        by: 'DIANE',
        says: 'I heard about the woman from the library, Tom.',
      },
      stakes: ['kids', 'grandkids', 'seats ten'],
      turn: 'I heard about the woman from the library, Tom.',
      relationships: {
        DIANE: {
          named: "sister-in-law (his late wife Marion's sister)",
          callsThem: ['Di'],
          calledBy: ['Tom'],
          history: 'From the funeral.',
        },
      },
      momentBefore: {
        note: "His children have told him they are spending Christmas at Diane's; he has carried the dish since March as an excuse and has sat in the car working up to the doorbell.",
        opening: 'stands on the step holding a clean glass casserole dish',
      },
      pronouns: {
        TOM: 'he',
        DIANE: 'she',
      },
    },
    arc: {
      pursuer: 'TOM',
      pursues: 'get Diane to ask him for Christmas without having to ask',
      objective: 'get Diane to ask him for Christmas without having to ask',
      objectiveLine: 'Is the big table still in the garage?',
      outcome: 'partner',
      turn: 'I heard about the woman from the library, Tom.',
      turnIsAction: false,
    },
  },
  {
    id: 'starter-singlecam',
    label:
      'single-camera comedy; an employee asks HR for bereavement leave for her dead sourdough starter; an absurd want played dead straight; the partner turns with a question; she wins (two days); nothing mature',
    family: 'screenplay',
    character: 'BETHANY',
    page: `
# 9 INT. PELHAM MUTUAL INSURANCE - HR OFFICE - DAY
A poster on the wall: a rowing crew and the word TEAMWORK. LORRAINE VOSS (50s), HR, tidy, has a leave form squared on the desk in front of her. Across from her sits BETHANY KROLL (31), dressed head to toe in black, a small glass jar in her lap. Inside the jar, a grey dried crust.
LORRAINE: You asked to see me about leave.
BETHANY: Bereavement leave. Three days. Handbook, section nine.
LORRAINE: I'm so sorry. Who passed?
BETHANY: Clive.
LORRAINE: (writing) And Clive was your...
BETHANY: Sourdough starter. (she lifts the jar an inch) He was fourteen.
Lorraine stops writing.
LORRAINE: Fourteen years.
BETHANY: Older than my marriage. Older than my car. He came from my grandmother's starter, and hers came over from Krakow in a coat pocket in 1951.
LORRAINE: Bethany. Bereavement leave is for immediate family.
BETHANY: Section nine says "or a member of the household." I fed him twice a day. He had his own shelf in the fridge. He came on vacation with me. Twice.
LORRAINE: Clive is flour.
BETHANY: Clive was flour and water and time, Lorraine. If you think about it, so are we.
LORRAINE: I'd rather not think about it.
BETHANY: I left him on the radiator over the long weekend. That's on me. I'm only asking for three days.
LORRAINE: To do what?
BETHANY: There's a service Saturday. My sister's driving up from Erie. We bake one last loaf from what's left of him, and we break it, and we say a few words.
LORRAINE: You're going to eat him.
BETHANY: (evenly) That's what he was for.
LORRAINE: I can't write "sourdough" on a leave form.
BETHANY: Then write "Clive Kroll." That's what it says on his shelf.
Lorraine looks at the jar for a long moment.
LORRAINE: Did you keep a spoonful back? For a new one?
BETHANY: (her composure slipping for the first time) I couldn't. It felt like replacing him.
LORRAINE: My mother kept hers going thirty-one years. You always keep a spoonful back. That's not replacing him. That's the whole point of him.
BETHANY: (very small) Oh.
Lorraine writes. Tears off the form. Slides it across.
LORRAINE: Two days, household member. And on Saturday you keep a spoonful back.
BETHANY: Three days.
LORRAINE: Two days, and I'll come to the service.
BETHANY: (standing, the jar held to her chest) Bring butter.
`,
    coach: {
      story:
        "Bethany, in full mourning black, asks Lorraine in HR for three days' bereavement leave for Clive, her fourteen-year-old sourdough starter, which she killed by leaving it on a radiator. She argues it entirely in earnest, from the handbook: section nine covers a member of the household, and Clive had his own shelf. Lorraine holds to immediate family and to the form (\"Clive is flour\"). When Bethany describes the service, one last loaf from what's left of him, Lorraine asks whether she kept a spoonful back; Bethany couldn't, it felt like replacing him, and for the first time her composure goes. Lorraine, whose mother kept a starter for thirty-one years, grants two days and invites herself to the service.",
      partners: ['LORRAINE'],
      want: {
        from: 'BETHANY',
        of: 'LORRAINE',
        ask: "I'm only asking for three days.",
      },
      obstacle: {
        by: 'LORRAINE',
        says: 'Bereavement leave is for immediate family.',
      },
      stakes: ['one last loaf', "what's left of him"],
      turn: 'Did you keep a spoonful back?',
      relationships: {
        LORRAINE: {
          named: 'HR manager at her company',
          callsThem: ['Lorraine'],
          calledBy: ['Bethany'],
        },
      },
      momentBefore: {
        note: 'She found Clive dead after the long weekend, dressed in black for work, and has rehearsed section nine of the handbook on the way to this meeting.',
        opening: 'dressed head to toe in black, a small glass jar in her lap',
      },
      pronouns: {
        BETHANY: 'she',
        LORRAINE: 'she',
      },
    },
    arc: {
      pursuer: 'BETHANY',
      pursues: 'get Lorraine to grant three days of bereavement leave for Clive',
      objective: 'get Lorraine to grant three days of bereavement leave for Clive',
      objectiveLine: "I'm only asking for three days.",
      outcome: 'character',
      turn: 'Did you keep a spoonful back?',
      turnIsAction: false,
    },
  },
  {
    id: 'register-procedural',
    label:
      'network police procedural; a bartender witness lies about his alibi and a till record exposes it; the pressed one loses and gives a partial plate; a hit-and-run mentioned, nothing graphic; nothing mature',
    family: 'screenplay',
    character: 'GARRETT',
    page: `
# 34 INT. 14TH PRECINCT - INTERVIEW ROOM B - NIGHT
Fluorescent hum. DET. ANITA REYES (40s) sits with a thin folder, closed. GARRETT PIKE (29), a bartender still in his black work shirt, sits across from her with a paper cup of coffee he hasn't touched. He keeps checking the clock above the door.
REYES: Thanks for coming in, Garrett.
GARRETT: Sure. Anything. It's awful, what happened to him.
REYES: Tell me again where you were at eleven-thirty.
GARRETT: Behind the bar. Friday's our busiest night. I didn't leave the bar from nine till close.
REYES: Not for a cigarette?
GARRETT: I quit. Eight months.
REYES: Congratulations. Bathroom?
GARRETT: We've got a bar-back for the runs, so, no. I'm glued to that rail. Ask anybody.
REYES: I did ask anybody. Your bar-back says it was slow.
GARRETT: He's new. Everything's slow to him. (he stands, pulls his jacket off the chair) Look, I told the officer all this at the scene. So are we done? I open at noon.
REYES: Sit down, Garrett.
He sits.
REYES: The Ridgeline Tap has a point-of-sale system. Every drink, every tab, time-stamped. (she opens the folder and turns one page toward him) Your register didn't ring up a single drink between eleven-twenty and eleven-fifty-five.
GARRETT: Then the system's broken.
REYES: It rang up a Miller Lite at eleven-nineteen. And another at eleven-fifty-six. On a Friday. Your busiest night.
Garrett looks at the page. Then at the coffee.
GARRETT: I stepped out.
REYES: For thirty-five minutes.
GARRETT: I was on the phone. In the alley.
REYES: The alley where Mr. Dunleavy was hit.
GARRETT: I didn't touch him. I never touched him.
REYES: I didn't say you did. I said you were there. Which means you saw who did.
GARRETT: (a long beat) If I say a name, I don't work on this street again.
REYES: If you don't, the man in the ICU tonight doesn't get a name at all.
Garrett pushes the coffee away.
GARRETT: It wasn't a name. It was a blue pickup. Contractor plates. I only got the first three.
REYES: That's a start. (she slides a pen across the table) Write them down.
`,
    coach: {
      story:
        "Garrett, a bartender, has come in as a witness to a hit-and-run in the alley behind his bar, and tells Detective Reyes he never left the bar from nine till close. She picks at it (a cigarette, the bathroom, the bar-back), and he tries to leave. She sits him down and lays out the till record: not one drink rung up between eleven-twenty and eleven-fifty-five, on his busiest night. The lie collapses: he stepped out, he was in the alley, and he saw it. He names what he's been protecting (his job on the street) and she names what it costs the man in the ICU; he gives up a blue pickup and three letters of a plate.",
      partners: ['REYES'],
      want: {
        from: 'GARRETT',
        of: 'REYES',
        ask: 'So are we done?',
      },
      obstacle: {
        by: 'REYES',
        says: 'Sit down, Garrett.',
      },
      stakes: ["don't work on this street", 'ICU'],
      turn: "Your register didn't ring up a single drink between eleven-twenty and eleven-fifty-five.",
      relationships: {
        REYES: {
          named: 'detective interviewing him as a witness',
          calledBy: ['Garrett'],
        },
      },
      momentBefore: {
        note: 'He saw the truck hit Mr. Dunleavy and has spent the day deciding to say he was inside; he has been in this room long enough for the coffee to go cold.',
        opening: "sits across from her with a paper cup of coffee he hasn't touched",
      },
      pronouns: {
        GARRETT: 'he',
        REYES: 'she',
      },
    },
    arc: {
      pursuer: 'REYES',
      pursues: 'get Garrett to admit he was in the alley and tell her what he saw',
      objective: 'get Reyes to accept his alibi and let him go',
      objectiveLine: 'So are we done?',
      outcome: 'partner',
      turn: "Your register didn't ring up a single drink between eleven-twenty and eleven-fifty-five.",
      turnIsAction: false,
    },
  },
  {
    id: 'noodles-multicam',
    label:
      'multi-camera sitcom; a roommate asks the same question five ways ("Are you dating my brother?") and it is dodged every time until a lizard gives it away; both win; nothing mature',
    family: 'multi-cam',
    character: 'DENISE',
    page: `
# C INT. DENISE AND LOLA'S APARTMENT - NIGHT (NIGHT 2)
(DENISE IS ON THE COUCH WITH HER LAPTOP. LOLA ENTERS FROM THE FRONT DOOR, HUMMING, CARRYING TWO TAKEOUT BAGS. SHE FREEZES WHEN SHE SEES DENISE.)
LOLA: You're home! You're home early. Hi.
DENISE: I live here.
LOLA: And you're so good at it.
DENISE: (CLOSING THE LAPTOP) Lola. Are you dating my brother?
LOLA: (TOO CASUAL) Which one?
DENISE: I have one brother.
LOLA: Right. Gordon. Big guy. Loves a vest.
DENISE: Are you dating Gordon?
LOLA: Is anybody really dating anybody? In this economy?
DENISE: Why do you have two orders of pad see ew?
LOLA: (LOOKS AT THE BAGS) I'm very hungry. I'm eating for two. (OFF DENISE'S LOOK) Not like that!
DENISE: Gordon's favorite is pad see ew.
LOLA: Gordon doesn't own pad see ew. It belongs to the people of Thailand.
DENISE: (STANDING) Lola. Simple question. Yes or no. Are you and Gordon seeing each other?
LOLA: Define "seeing."
DENISE: Have you seen him. With your eyes. On purpose. More than once.
LOLA: (BEAT) That's four questions.
DENISE: He told me he met someone amazing who loves karaoke and has a lizard.
(THEY BOTH TURN TO THE TERRARIUM ON THE BOOKSHELF.)
LOLA: Lots of people have lizards.
DENISE: Named Gordon Junior?
LOLA: (A LONG BEAT) ...That's a coincidence and I resent it.
DENISE: Why didn't you just tell me?
LOLA: Because you have rules! Rule one: nobody dates the brother. You said it at my birthday. You made a toast.
DENISE: I made a toast because of Janine. Janine broke his heart and took his bike.
LOLA: I would never take his bike. I don't even like bikes.
DENISE: (SOFTER) Do you like him?
LOLA: (QUIETLY, FOR THE FIRST TIME) I like him so much it's embarrassing.
(DENISE CONSIDERS HER. THEN TAKES ONE OF THE TAKEOUT BAGS AND SITS.)
DENISE: Then he can buy his own noodles.
LOLA: So we're okay?
DENISE: We're okay. (THEN) He's going to make you sing duets.
LOLA: We've done eleven.
END OF SCENE
`,
    coach: {
      story:
        "Denise suspects her roommate Lola is secretly dating her brother Gordon, and when Lola comes home with two orders of his favourite noodles she asks her straight out. Lola dodges every version of the question: which brother, in this economy, define \"seeing\", that's four questions. Denise plays her last card, Gordon's description of his new girlfriend, and both of them turn to the lizard on the bookshelf, named Gordon Junior. Lola caves and explains the secret: Denise's rule, toasted at her birthday, that nobody dates the brother, made after Janine broke his heart. Asked whether she likes him, Lola says so much it's embarrassing, and Denise takes the noodles and gives her blessing.",
      partners: ['LOLA'],
      want: {
        from: 'DENISE',
        of: 'LOLA',
        ask: 'Are you dating my brother?',
      },
      obstacle: {
        by: 'LOLA',
        says: 'Is anybody really dating anybody?',
      },
      stakes: ['broke his heart', 'Rule one'],
      turn: 'Named Gordon Junior?',
      relationships: {
        LOLA: {
          named: 'roommate and friend',
          callsThem: ['Lola'],
          history: 'You said it at my birthday. You made a toast.',
        },
      },
      momentBefore: {
        note: 'Gordon has just told her (by phone or text) he has met someone amazing who loves karaoke and has a lizard; she has been sitting on the couch putting it together, waiting for Lola to come home.',
        opening: 'DENISE IS ON THE COUCH WITH HER LAPTOP.',
      },
      pronouns: {
        DENISE: 'she',
        LOLA: 'she',
      },
    },
    arc: {
      pursuer: 'DENISE',
      pursues: 'get Lola to admit she is dating Gordon',
      objective: 'get Lola to admit she is dating Gordon',
      objectiveLine: 'Are you and Gordon seeing each other?',
      outcome: 'both',
      turn: 'Named Gordon Junior?',
      turnIsAction: false,
    },
  },
  {
    id: 'veil-soap',
    label:
      'daytime soap; a mother stops her daughter\'s wedding with a revelation about two off-stage men (the fiance Luca and his father Anton, both "he"); adult theme: a past affair, a near-marriage of half-siblings; not for a child',
    family: 'soap',
    character: 'CELESTE',
    page: `
# INT. THE HARBOR HOUSE - SIENNA'S BEDROOM - DAY
A wedding dress waits on a dress form. SIENNA DUVALL (24), in a robe, pins her veil at the mirror. Her mother, CELESTE DUVALL (52), appears in the doorway, pale, still holding her car keys.
CELESTE: Take it off.
SIENNA: Mother, the veil is fine. Marguerite pinned it twice.
CELESTE: Not the veil. All of it. You can't marry Luca today.
SIENNA: (laughing, then not) What?
CELESTE: Postpone it. A month. A week. Tell him you have a fever.
SIENNA: Three hundred people are at the yacht club.
CELESTE: Let them eat the cake.
SIENNA: You adore Luca. You said he was the best thing to happen to this family since Daddy died.
CELESTE: (beat) I've been wrong about a great many things since Daddy died.
SIENNA: Is this about the Valentes? The marina?
CELESTE: This has nothing to do with the marina.
SIENNA: Then tell me what it is about, or get out so I can finish getting ready.
Celeste closes the door behind her. Locks it.
CELESTE: The summer before you were born, your father was in Boston for the trial. Anton Valente came to the house.
SIENNA: (very still) Luca's father.
CELESTE: He was kind. I was lonely. It was three weeks. I told myself the dates didn't matter.
SIENNA: No.
CELESTE: I had a test done. Last Tuesday. From your hairbrush. (she takes an envelope from her purse) I'm so sorry, baby.
SIENNA: You're lying. You've never liked him. You want me here, you've always...
CELESTE: Luca is your brother.
Sienna staggers back into the dress form. It topples.
SIENNA: Does he know? Does Anton know?
CELESTE: (then) Anton has known for twenty-four years.
SIENNA: (a whisper) And he let us...
CELESTE: He's at the yacht club right now, Sienna. In the front row. Smiling.
Sienna tears the veil from her hair. Hold on Celeste.
FADE OUT.
`,
    coach: {
      story:
        "On Sienna's wedding morning her mother Celeste walks in and tells her she can't marry Luca today. Celeste tries to stop the wedding without saying why (postpone, a fever, let them eat the cake), and Sienna refuses: three hundred guests, and Celeste adores Luca. Sienna's ultimatum, tell me or get out, forces it: Celeste locks the door and confesses a three-week affair with Luca's father, Anton Valente, the summer before Sienna was born. A test from Sienna's hairbrush confirms it: Luca is her brother. The last blow is about the other off-stage man: Anton has known for twenty-four years and is sitting in the front row, smiling.",
      partners: ['SIENNA'],
      want: {
        from: 'CELESTE',
        of: 'SIENNA',
        ask: "You can't marry Luca today.",
      },
      obstacle: {
        by: 'SIENNA',
        says: 'Then tell me what it is about, or get out so I can finish getting ready.',
      },
      stakes: ['your brother', 'Luca'],
      turn: 'Anton Valente came to the house.',
      relationships: {
        SIENNA: {
          named: 'daughter',
          callsThem: ['baby', 'Sienna'],
          calledBy: ['Mother'],
          history: 'The summer before you were born',
        },
      },
      momentBefore: {
        note: 'She has had the test result since last Tuesday and has driven here still deciding whether to speak; the keys in her hand say she came straight from the car.',
        opening: 'appears in the doorway, pale, still holding her car keys',
      },
      pronouns: {
        SIENNA: 'she',
        CELESTE: 'she',
      },
    },
    arc: {
      pursuer: 'CELESTE',
      pursues: 'get Sienna to call off the wedding',
      objective: 'get Sienna to call off the wedding, without telling her why if she can',
      objectiveLine: "You can't marry Luca today.",
      outcome: 'character',
      turn: 'Anton Valente came to the house.',
      turnIsAction: false,
    },
  },
  {
    id: 'basketday-commercial',
    label:
      'commercial :60 with SUPER, SFX, MUSIC and ANNCR; a daughter tries to get her stubborn father to use a grocery app; he refuses to the end and changes his mind quietly, alone, never saying yes; nothing mature',
    family: 'commercial',
    character: 'RENATA',
    page: `
# INT. POP'S KITCHEN - SNOWY MORNING
SUPER: BASKETDAY :60 "SNOW DAY"
MUSIC: Gentle acoustic guitar, under.
Snow piles against the window. POP (78) pulls on a galosh by the back door. His daughter RENATA (44) steps in front of the door with her coffee.
RENATA: Where are you going?
POP: Dinello's. We're out of eggs.
RENATA: Pop. There's a foot of snow.
POP: Forty years I've walked to Dinello's.
RENATA: Forty years ago you had hips. (holding up her phone) Basketday. You tap, they bring it. Eggs, the good rye, those awful sardines.
POP: They're not awful. They're Portuguese.
RENATA: Just try it once.
POP: I don't want some stranger picking my tomatoes.
RENATA: Dinello's is on it. It's the same tomatoes.
POP: Vince Dinello picks my tomatoes.
RENATA: Vince Dinello is seventy-nine. Vince Dinello is home with his feet up. He's on Basketday too.
Pop grunts. Sits. Pulls the galosh back off. Picks up his newspaper.
RENATA: I'll show you. It takes two minutes.
POP: I'm reading.
She sets her tablet on the table next to him, kisses the top of his head and goes.
SFX: Front door closes.
Pop waits. Lowers the paper. Looks at the tablet. Squints. Taps.
POP: (muttering) Eggs. Rye. Sardines. (a beat, tapping more) ...Cannoli.
Later. A Basketday bag on the counter. Pop at the table with a cannoli and the paper.
ANNCR (V.O.): Basketday. Your neighborhood store, at your door.
SUPER: Basketday. Download the app.
RENATA (O.S.): (calling from the hall) Pop? Where'd the cannoli come from?
POP: (mouth full) Dinello's.
`,
    coach: {
      story:
        "On a snowy morning Renata finds her father, Pop, pulling on his galoshes to walk to Dinello's for eggs. She tries to sell him on Basketday, the delivery app, and he refuses every way he can: forty years of walking there, and no stranger picking his tomatoes. Her last argument lands: Vince Dinello himself is home with his feet up and on Basketday too. Pop takes his galosh off but still won't let her show him; she leaves the tablet and goes. Alone, he orders, cannoli included, and when she asks where it came from he says Dinello's.",
      partners: ['POP'],
      want: {
        from: 'RENATA',
        of: 'POP',
        ask: 'Just try it once.',
      },
      obstacle: {
        by: 'POP',
        says: "I don't want some stranger picking my tomatoes.",
      },
      stakes: ['foot of snow', 'hips'],
      turn: "He's on Basketday too.",
      relationships: {
        POP: {
          named: 'father',
          callsThem: ['Pop'],
          history: "Forty years I've walked to Dinello's.",
        },
      },
      momentBefore: {
        note: 'She has come over because of the snow, half expecting to find him heading out; she catches him at the back door.',
        opening: 'steps in front of the door with her coffee',
      },
      pronouns: {
        POP: 'he',
        RENATA: 'she',
      },
    },
    arc: {
      pursuer: 'RENATA',
      pursues: 'get Pop to try the app instead of walking out in the snow',
      objective: 'get Pop to try the app instead of walking out in the snow',
      objectiveLine: 'Just try it once.',
      outcome: 'character',
      turn: "He's on Basketday too.",
      turnIsAction: false,
    },
  },
  {
    id: 'peaches-stage',
    label:
      "stage play with title, cast list and act/scene heading; three speakers; the elder sister plays the buyer for a higher price and her sister for a signature at once; the buyer's honest answer turns it; nothing mature",
    family: 'stage',
    character: 'OLIVE',
    page: `
THE LAST PICKING
CHARACTERS
OLIVE TANNER, forty-six, the elder sister
BEA TANNER, forty-one, the younger
DUANE FISK, sixty, a neighbour with a cheque
ACT ONE
# SCENE 2. THE PORCH OF THE TANNER FARMHOUSE. A HOT EVENING IN AUGUST.
Two rockers, a screen door, a bushel basket of peaches going soft. OLIVE stands at the rail with her back to the road. DUANE FISK sits with his hat on his knee and an envelope on the hat. BEA comes out through the screen door with a pitcher of tea and stops.
BEA: Duane.
DUANE: Bea. You're looking well.
BEA: I look like August. What's in the envelope?
OLIVE: Duane's made an offer on the lower forty. And the house.
BEA: The house isn't the lower forty.
OLIVE: (to Duane) She knows that. She's being precise. It runs in the family. (to Bea) Sit down, Bea. Hear the number.
BEA: I'll stand.
DUANE: Three hundred and ten. Cash. I'd close by first frost.
OLIVE: (to Duane, pleasant) The Pruitt place went for three-forty, and they hadn't pruned in ten years.
DUANE: The Pruitt place has the creek.
OLIVE: We have Mama's trees. Those Elbertas went in in fifty-eight. You don't get fruit like that off a creek.
DUANE: Three-twenty.
OLIVE: (to Bea, softer) Three-twenty, Bea. That's the co-op debt and the roof and your share clear. You could go back to Savannah and finish the degree. Say yes.
BEA: I didn't ask to go back to Savannah.
OLIVE: You didn't have to. You circle the catalogue every spring.
BEA: (to Duane) What would you do with the trees?
DUANE: (a beat, honest) Pull them. Put in soybeans. Peaches are a young man's crop.
Bea sets the pitcher down on the rail, hard. Tea slops over.
OLIVE: (quickly, to Duane) She doesn't need to hear about soybeans tonight.
BEA: Yes, she does. You knew, Olive. You knew he'd pull Mama's trees and you were going to let me sign it in the dark.
OLIVE: I was going to let you leave, Bea. One of us ought to.
Silence. A peach rolls out of the basket and across the boards. Nobody picks it up.
DUANE: (rising, hat on) I'll leave the envelope. Offer's good till Friday.
OLIVE: (to Duane, not taking her eyes off Bea) Three-forty, and you leave the six Elbertas along the road. That's all.
DUANE: (considering) Three-thirty. And the six trees.
OLIVE: (to Bea) Six trees, Bea. Mama's row. They stay.
Bea picks up the fallen peach. She turns it over in her hand.
BEA: ...Friday.
`,
    coach: {
      story:
        "Olive has invited their neighbour Duane to make an offer on the farm and means to close it tonight, with her younger sister Bea's signature. She plays two games at once: to Duane she talks the price up (the Pruitt place, Mama's trees); to Bea she sells the money as freedom (the debt cleared, Savannah, the degree). Bea resists being managed, and then asks Duane the one question Olive was steering round: what he'd do with the trees. His honest answer (pull them, put in soybeans) exposes Olive, and she admits she wanted one of them to get out. She saves what she can: six of Mama's trees by the road in the deal, and Bea, holding a fallen peach, gives her until Friday.",
      partners: ['BEA', 'DUANE'],
      want: {
        from: 'OLIVE',
        of: 'BEA',
        ask: 'Say yes.',
      },
      obstacle: {
        by: 'BEA',
        says: "I didn't ask to go back to Savannah.",
      },
      stakes: ["Mama's trees", 'finish the degree', 'One of us ought to'],
      turn: 'Pull them. Put in soybeans.',
      relationships: {
        BEA: {
          named: 'younger sister',
          callsThem: ['Bea'],
          calledBy: ['Olive'],
          history: 'You circle the catalogue every spring.',
        },
        DUANE: {
          named: 'neighbour buying the land',
        },
      },
      momentBefore: {
        note: 'She has had Duane on the porch before Bea came out, settled the terms she means to push, and decided Bea will sign tonight.',
        opening: 'OLIVE stands at the rail with her back to the road.',
      },
      pronouns: {
        OLIVE: 'she',
        BEA: 'she',
        DUANE: 'he',
      },
    },
    arc: {
      pursuer: 'OLIVE',
      pursues: 'get Bea to agree to sell, and Duane to raise his price',
      objective: 'get Bea to agree to sell while pushing Duane up to a better price',
      objectiveLine: 'Three-twenty, Bea.',
      outcome: 'character',
      turn: 'Pull them. Put in soybeans.',
      turnIsAction: false,
    },
  },
  {
    id: 'towpath-uktv',
    label:
      'UK TV police drama (British idiom, 3/17 scene number); a DI pressed by her superintendent to sign off a teenager\'s death as misadventure; the pressed one wins by refusing; a death and an underage drink mentioned, a mild "bloody"; nothing graphic',
    family: 'uk-tv',
    character: 'MORLEY',
    page: `
# 3/17 INT. CALDER VALLEY POLICE HQ - DSU ASHWORTH'S OFFICE - DAY
Rain on the window. A framed rugby team photo. DSU GRAHAM ASHWORTH (58) signs papers at his desk. DI CATH MORLEY (47) stands; she hasn't been asked to sit. On the desk between them, a file: KELSEY DUNN, 16.
ASHWORTH: Sit down, Cath. You're making the place look untidy.
MORLEY: I'm all right standing, sir.
ASHWORTH: Suit yourself. (he turns the file round to face her) Coroner's happy. Family liaison's happy. Sign it, Cath, and it goes upstairs.
MORLEY: Misadventure.
ASHWORTH: She'd had a drink, she walked home along the canal in the dark and she went in. It's a tragedy. It's not a murder.
MORLEY: Her trainers were dry, sir.
ASHWORTH: Her trainers.
MORLEY: Found on the towpath, side by side. Bone dry. It rained from eleven. You don't take your trainers off and line them up before you fall in a canal.
ASHWORTH: Kids do daft things, Cath. Mine do. Yours did.
MORLEY: Mine never lined their trainers up in their lives.
ASHWORTH: The Chief's got a press conference at four. He wants to stand up and say Calder Valley's had no murders this year. First time since 1998.
MORLEY: Then he'll have to say it next year.
ASHWORTH: Don't be clever. I'm not asking.
MORLEY: No, sir.
ASHWORTH: "No, sir" what?
MORLEY: No, sir, I'm not signing it.
ASHWORTH: I can have DS Pryce sign it by dinner.
MORLEY: You can. And when it comes out, and it will, it'll be Pryce's name on it and yours above his. Not mine.
A long look between them. He puts his pen down.
ASHWORTH: You've got nothing but a pair of bloody trainers.
MORLEY: I've got a pair of trainers and a mother who's been sat in reception since eight this morning asking for me. Not you, sir. Me.
Ashworth looks at the door. Then at the file.
ASHWORTH: Monday. You've got till Monday. And the Chief hears it from me, not from the Examiner.
MORLEY: Thank you, sir.
ASHWORTH: Don't thank me. Shut the door on your way out.
She picks up the file. She leaves the door open.
`,
    coach: {
      story:
        "Detective Superintendent Ashworth calls DI Morley in to sign off the death of sixteen-year-old Kelsey Dunn as misadventure: she'd had a drink, walked home along the canal and went in. Morley won't sit and won't sign; Kelsey's trainers were found side by side on the towpath, bone dry, after a night of rain. Ashworth presses with the Chief's four o'clock press conference and the first murder-free year since 1998, then with rank: he can have DS Pryce sign it by dinner. Morley refuses flatly and turns it back on him: when it comes out, it will be Pryce's name and his above it, not hers. He gives her until Monday; she takes the file and leaves his door open.",
      partners: ['ASHWORTH'],
      want: {
        from: 'ASHWORTH',
        of: 'MORLEY',
        ask: 'Sign it, Cath, and it goes upstairs.',
      },
      obstacle: {
        by: 'ASHWORTH',
        says: 'I can have DS Pryce sign it by dinner.',
      },
      stakes: ["Pryce's name", 'mother', 'no murders'],
      turn: "it'll be Pryce's name on it and yours above his",
      relationships: {
        ASHWORTH: {
          named: 'Detective Superintendent, her boss',
          callsThem: ['sir'],
          calledBy: ['Cath'],
          history: 'Kids do daft things, Cath. Mine do. Yours did.',
        },
      },
      momentBefore: {
        note: 'She has come from the towpath and has already decided she will not sign; she has been summoned and kept standing.',
        opening: "she hasn't been asked to sit",
      },
      pronouns: {
        MORLEY: 'she',
        ASHWORTH: 'he',
      },
    },
    arc: {
      pursuer: 'ASHWORTH',
      pursues: 'get Morley to sign the death off as misadventure before the press conference',
      objective: 'get Ashworth to keep the case open by refusing to sign',
      objectiveLine: "No, sir, I'm not signing it.",
      outcome: 'character',
      turn: "it'll be Pryce's name on it and yours above his",
      turnIsAction: false,
    },
  },
  {
    id: 'sound-audio',
    label:
      'audio drama (SCENE heading, SFX and MUSIC cues, mic directions, no visual action); a stranger begs a ferryman for a night crossing in fog; the stakes are held back and named late, at the turn; nothing mature (a dying parent mentioned)',
    family: 'audio',
    character: 'NESSA',
    page: `
# SCENE 7. THE SLIPWAY AT KILBRANNAN. NIGHT.
SFX: Water slapping against stone. A halyard pinging against a mast. Running footsteps on wet concrete.
NESSA: (off, coming on) Hello? Hello! Is this the ferry?
CALUM: (close) I'm the man who owns the ferry. The ferry's tied up.
NESSA: (on mic, breathless) I need to get across. To Inchmurrin.
CALUM: Last sailing was half five.
NESSA: I know. The bus broke down at Tarbet. I'll pay. Whatever the night rate is.
CALUM: There's no night rate. There's no night sailing. There's fog on the Sound you could stand a spoon in.
SFX: A foghorn, far off.
NESSA: It's twenty minutes across. I looked it up.
CALUM: It's twenty minutes when you can see Inchmurrin. Tonight you can't see your own hand.
NESSA: You've got radar. I can hear it turning on your wheelhouse.
SFX: The soft whirr of a radar scanner.
CALUM: (a dry laugh) You can hear it. Good ears.
NESSA: I'm a sound engineer. I hear everything. Please.
CALUM: First boat's at seven. There's a B and B up the road, Morag'll see you right.
NESSA: Seven's no good.
CALUM: Why? What's on Inchmurrin at midnight that won't be there at seven?
NESSA: (a long pause; close, quiet) My dad. (beat) The nurse rang at four. She said tonight. She said if I wanted to say anything to him I should say it tonight.
SFX: The halyard pings. Water.
CALUM: (quiet) Who's your dad?
NESSA: Alasdair Reid. He kept the light on Inchmurrin.
CALUM: (a long breath) Ally Reid. He pulled my brother out of that Sound in 1979.
SFX: Keys jangling. A rope thrown onto a deck.
CALUM: Life jacket's on the hook. Sit in the wheelhouse and don't talk to me till we're across. I'll need my ears as much as you need yours.
NESSA: Thank you. Thank you.
SFX: A diesel engine coughs, catches, throbs.
MUSIC: A single low cello note, under.
CALUM: (off, over the engine) And hold on to something!
`,
    coach: {
      story:
        "Nessa arrives running at the slipway after the last ferry has gone and asks Calum, who owns it, to take her across to Inchmurrin tonight. He refuses: no night sailing, fog you could stand a spoon in. She pays, argues, points out his radar, pleads, and keeps her reason back. When he asks what's on the island at midnight that won't be there at seven, she finally says it: her dad is dying, and the nurse said tonight. Her father turns out to be Ally Reid, who pulled Calum's brother out of that water in 1979, and Calum takes her across.",
      partners: ['CALUM'],
      want: {
        from: 'NESSA',
        of: 'CALUM',
        ask: 'I need to get across.',
      },
      obstacle: {
        by: 'CALUM',
        says: "There's no night sailing.",
      },
      stakes: ['tonight', 'My dad', 'say it tonight'],
      turn: 'She said if I wanted to say anything to him I should say it tonight.',
      relationships: {
        CALUM: {
          named: 'ferry owner, a stranger (who owes her father)',
          history: 'He pulled my brother out of that Sound in 1979.',
        },
      },
      momentBefore: {
        note: 'The nurse rang at four; the bus broke down at Tarbet and she has run the last stretch in the dark to the slipway, afraid she is already too late.',
        opening: null,
      },
    },
    arc: {
      pursuer: 'NESSA',
      pursues: 'get Calum to take her across the Sound tonight',
      objective: 'get Calum to take her across the Sound tonight',
      objectiveLine: 'I need to get across.',
      outcome: 'character',
      turn: 'She said if I wanted to say anything to him I should say it tonight.',
      turnIsAction: false,
    },
  },
  {
    id: 'fox-child',
    label:
      'child lead (age 9) opposite an adult; a boy at a bus depot lost-property window wants his knitted fox; the clerk goes by her list; the turn is an object spotted in a bin, not a line; nothing mature',
    family: 'screenplay',
    character: 'OSCAR',
    page: `
# 22 INT. CITY BUS DEPOT - LOST PROPERTY WINDOW - DAY
A counter with a bell. Shelves behind it: umbrellas, a trombone case, one roller skate. OSCAR (9), in a raincoat too big for him, rings the bell three times. MRS. FERREIRA (60s), reading glasses on a chain, looks up from her crossword.
MRS. FERREIRA: Once is plenty, sweetheart.
OSCAR: I lost a fox. On the number 12. This morning.
MRS. FERREIRA: A real fox?
OSCAR: No. A knitted one. He's orange, and one ear is longer, and his nose is a green button because the black one came off.
MRS. FERREIRA: (checking a clipboard) Nobody's handed in a fox today.
OSCAR: Can you look anyway? On the shelves?
MRS. FERREIRA: If it's not on the list, it's not on the shelves. That's how the list works.
OSCAR: What if the list is wrong?
MRS. FERREIRA: The list is never wrong. I write the list.
OSCAR: Everybody's wrong sometimes. My teacher says that. She was wrong about Pluto.
MRS. FERREIRA: (hiding a smile) Where's your mom or dad?
OSCAR: Mom's parking the car. She said I could ask by myself because I'm nine.
MRS. FERREIRA: Nine. And what's this fox called?
OSCAR: Mr. Biscuit.
MRS. FERREIRA: Of course he is.
OSCAR: My nana made him before she moved to Portugal. She calls tonight on the computer, and she always asks to see him. Every time. She waves at him.
MRS. FERREIRA: (gently) I'm sorry, sweetheart. Come back tomorrow. Things turn up.
She reaches for the shutter. Oscar goes up on tiptoe. Behind her, in a canvas bin marked TO BE SORTED, between an umbrella and a mitten, something orange is sticking up: one long knitted ear.
OSCAR: That's his ear! That's his long ear!
Mrs. Ferreira turns. She looks at the bin. She looks at her list.
MRS. FERREIRA: The cleaners must have brought it in off the 12.
She pulls out an orange knitted fox with a green button nose. Oscar reaches. She holds it just out of reach.
MRS. FERREIRA: I'll need to see some identification.
OSCAR: (thinking hard) His left ear is longer.
She checks. It is. She hands him the fox across the counter. Oscar hugs it hard.
OSCAR: You should put him on the list.
MRS. FERREIRA: (writing) One fox. Orange. Found.
OSCAR: Mr. Biscuit. Found.
`,
    coach: {
      story:
        "Oscar, who is nine, has come to the bus depot's lost property window by himself to get back Mr. Biscuit, the knitted fox his nana made before she moved to Portugal. Mrs. Ferreira, the clerk, goes by her list, and no fox is on it. Oscar argues (the list could be wrong, his teacher was wrong about Pluto) and tells her why it matters: his nana asks to see the fox every time she calls, and she calls tonight. Mrs. Ferreira is kind but still says come back tomorrow. Then, on tiptoe, Oscar spots one long orange ear sticking out of the TO BE SORTED bin behind her; she asks the fox for identification, he passes, and she writes Mr. Biscuit on the list as found.",
      partners: ['MRS. FERREIRA'],
      want: {
        from: 'OSCAR',
        of: 'MRS. FERREIRA',
        ask: 'Can you look anyway?',
      },
      obstacle: {
        by: 'MRS. FERREIRA',
        says: "If it's not on the list, it's not on the shelves.",
      },
      stakes: ['always asks to see him', 'calls tonight'],
      turn: 'one long knitted ear',
      relationships: {
        'MRS. FERREIRA': {
          named: 'lost property clerk, a stranger',
          calledBy: ['sweetheart'],
        },
      },
      momentBefore: {
        note: 'He noticed the fox was gone after getting off the number 12 this morning, and his mom has let him go to the window alone while she parks; he rings three times because he cannot wait.',
        opening: 'rings the bell three times',
      },
      pronouns: {
        OSCAR: 'he',
        'MRS. FERREIRA': 'she',
      },
    },
    arc: {
      pursuer: 'OSCAR',
      pursues: 'get Mrs. Ferreira to look for Mr. Biscuit even though he is not on her list',
      objective: 'get Mrs. Ferreira to look for Mr. Biscuit even though he is not on her list',
      objectiveLine: 'Can you look anyway?',
      outcome: 'character',
      turn: 'one long knitted ear',
      turnIsAction: true,
    },
  },
  {
    id: 'horsecake-teen',
    label:
      'teen drama, actor 13; a girl finds her best friend vaping in the garage at her own birthday party and wants the vape gone; the friend offers it and she refuses; the turn is a door opening, an action; MATURE: a vape (the friend uses it, a gift from an older brother) - the parent must be told',
    family: 'screenplay',
    character: 'WREN',
    page: `
# 19 INT. MARSH FAMILY GARAGE - NIGHT
Muffled party music through the wall. A ping-pong table buried in wrapping paper. SOPHIE MARSH (13), party hat pushed back, sits on the hood of her dad's car and blows out a cloud that smells like watermelon. WREN (13) slips in from the house and shuts the door behind her fast.
WREN: Your mom's looking for you. It's literally your birthday.
SOPHIE: I know what day it is.
WREN: (sniffing) Why does it smell like a candle store in here?
Sophie holds up a small purple vape. Waggles it.
SOPHIE: Happy birthday to me.
WREN: Where did you even get that?
SOPHIE: Caleb. He said don't tell Mom, obviously.
WREN: Your brother gave you a vape for your thirteenth birthday.
SOPHIE: He gave me a vape and a gift card. He's very thoughtful.
WREN: Give it to me.
SOPHIE: Get your own.
WREN: I don't want my own. I want to throw that one in the trash.
SOPHIE: You're not my mom, Wren.
WREN: No. Your mom's in there cutting a cake shaped like a horse. For you. Because you liked horses when you were eight.
SOPHIE: I still like horses. That's not the point.
WREN: What's the point?
SOPHIE: (a beat) Everybody at Alder does it. Mackenzie does it. If I walk in there in September and I've never even tried it, I'm the horse-cake girl forever.
WREN: You are the horse-cake girl. I'm the horse-cake girl too. We've been the horse-cake girls since second grade.
SOPHIE: (holding it out to her) So try it. Once. Then neither of us is.
WREN: No.
SOPHIE: Wren.
WREN: No. Give it to me, Soph. Please.
SOPHIE: (pulling it back) You're being such a baby.
The door from the house swings open. Light and music spill in. From the kitchen, Mr. Marsh calls "Soph? Candles!" Sophie jumps off the car and shoves the vape into Wren's hand.
SOPHIE: (frantic whisper) Hide it. Hide it!
Wren looks at the vape in her hand. Then at the bucket of rainwater by the door.
WREN: (calling) She's coming, Mr. Marsh! She's fixing her hat!
She drops the vape into the bucket. It sinks.
SOPHIE: (staring at the bucket) That was forty dollars.
WREN: Happy birthday. (she straightens Sophie's party hat) Go blow out your horse.
`,
    coach: {
      story:
        "At Sophie's thirteenth birthday party, her best friend Wren finds her hiding in the garage with a vape her older brother Caleb gave her. Wren wants it gone and asks for it; Sophie refuses (you're not my mom) and gives her real reason: at their new school in September she doesn't want to be the horse-cake girl forever. Wren says they have both been the horse-cake girls since second grade, and when Sophie offers her the vape, Wren refuses and asks again. Then the door from the house swings open, Sophie's dad calls for candles, and Sophie panics and shoves the vape into Wren's hand. Wren covers for her and drops it in the rain bucket.",
      partners: ['SOPHIE'],
      want: {
        from: 'WREN',
        of: 'SOPHIE',
        ask: 'Give it to me.',
      },
      obstacle: {
        by: 'SOPHIE',
        says: "You're not my mom, Wren.",
      },
      stakes: ['horse-cake girl', 'forever'],
      turn: 'The door from the house swings open.',
      relationships: {
        SOPHIE: {
          named: 'best friend',
          callsThem: ['Soph'],
          calledBy: ['Wren'],
          history: 'since second grade',
        },
      },
      momentBefore: {
        note: 'Sophie has been missing from her own party long enough for her mom to ask where she is; Wren has come looking and has a guess what she will find.',
        opening: 'slips in from the house and shuts the door behind her fast',
      },
      pronouns: {
        SOPHIE: 'she',
        WREN: 'she',
      },
    },
    arc: {
      pursuer: 'WREN',
      pursues: 'get Sophie to hand over the vape',
      objective: 'get Sophie to hand over the vape so she can get rid of it',
      objectiveLine: 'Give it to me.',
      outcome: 'character',
      turn: 'The door from the house swings open.',
      turnIsAction: true,
    },
  },
  {
    id: 'dumplings-packet',
    label:
      'two-scene packet (TV workplace drama); a sous chef asks for the new kitchen and is passed over (scene A), then comes back the next morning wanting only her release (scene B, the one read); the want changes overnight; she wins by naming what it would cost him; nothing mature',
    family: 'screenplay',
    character: 'LENA',
    scene: 1,
    page: `
# 31 INT. FIG & ASH - KITCHEN - NIGHT
Service is over. The steel benches gleam. LENA CHO (34), sous chef, wipes down the pass. BRUNO SAVILLE (55), chef-owner, tastes a sauce off a spoon.
LENA: Harbor Street. Have you decided who's running the kitchen?
BRUNO: I have.
LENA: I've run this one every Monday and Tuesday for four years. Your nights off. Nobody's sent a plate back.
BRUNO: I know what you've done.
LENA: Then give me Harbor Street.
BRUNO: (putting the spoon down) I'm bringing Gideon Pryor in from Chicago. He's got a name. The investors want a name.
LENA: I have a name. It's Lena.
BRUNO: (not unkindly) Go home, Lena. We'll talk about a raise.
She takes off her apron and folds it.
# 32 INT. FIG & ASH - BRUNO'S OFFICE - NEXT MORNING
A cramped office, invoices on a spike. Bruno at his desk with coffee. Lena comes in in street clothes with a single typed page and lays it on his desk.
BRUNO: What's this?
LENA: A release from the non-compete. I need your signature.
BRUNO: You're leaving.
LENA: Marisol Vega's opening a place on Fourth. She called me at six this morning. She wants me to run it. My name on the door.
BRUNO: Marisol Vega is a food truck.
LENA: Marisol Vega is two food trucks and a lease. And she wants the dumplings.
BRUNO: The dumplings are on my menu.
LENA: The dumplings are my grandmother's. They're on your menu because I put them there.
BRUNO: (leaning back) Harbor Street, then. Sous under Pryor for a year, then it's yours. I'll put it in writing.
LENA: Last night you'd have put a raise in writing.
BRUNO: Last night you weren't leaving.
LENA: That's why I'm not staying.
Bruno looks at the page. He doesn't pick up a pen.
BRUNO: You signed that non-compete. I could keep you out of every kitchen in this city for a year.
LENA: You could. And every cook on that line would know why. Marco, Deshawn, all of them. Then they'd start asking what's in their contracts.
A long silence. Bruno picks up a pen and signs. He slides the page back across the desk.
BRUNO: The dumplings were the best thing on the menu.
LENA: I know. (folding the page into her pocket) Thank you, Chef.
`,
    coach: {
      story:
        "Late one night Lena, the sous chef who has run Bruno's kitchen on his nights off for four years, asks him for the new Harbor Street kitchen; he gives it to a chef with a name from Chicago and offers her a raise. The next morning she is back in street clothes with one thing she wants now: his signature on a release from her non-compete, so she can run Marisol Vega's new place with her name on the door, and take her grandmother's dumplings. Bruno counters with Harbor Street after a year under Pryor, which he would not offer last night, and she refuses it for exactly that reason. He threatens to keep her out of every kitchen in the city for a year; she answers that every cook on his line would watch him do it and start asking about their own contracts. He signs.",
      partners: ['BRUNO'],
      want: {
        from: 'LENA',
        of: 'BRUNO',
        ask: 'I need your signature.',
      },
      obstacle: {
        by: 'BRUNO',
        says: 'I could keep you out of every kitchen in this city for a year.',
      },
      stakes: ['My name on the door', 'every kitchen'],
      turn: "Then they'd start asking what's in their contracts.",
      relationships: {
        BRUNO: {
          named: 'chef-owner, her boss',
          callsThem: ['Chef'],
          calledBy: ['Lena'],
          history: "I've run this one every Monday and Tuesday for four years.",
        },
      },
      momentBefore: {
        note: 'Passed over last night; Marisol Vega called at six this morning; she has typed the release herself and come in out of her whites, already gone in her head.',
        opening: 'Lena comes in in street clothes with a single typed page and lays it on his desk.',
      },
      pronouns: {
        LENA: 'she',
        BRUNO: 'he',
      },
    },
    arc: {
      pursuer: 'LENA',
      pursues: 'get Bruno to sign her release from the non-compete',
      objective: 'get Bruno to sign her release from the non-compete',
      objectiveLine: 'I need your signature.',
      outcome: 'character',
      turn: "Then they'd start asking what's in their contracts.",
      turnIsAction: false,
    },
  },
];

/** What the user asks for each side (production type, role size, age), by side id. */
export const UNSEEN_10_REQUESTS: Record<string, SideRequest> = {
  'porch-film': { productionType: 'film', roleSize: 'lead', genre: 'family drama', actorAge: 64, childGuideRequested: false },
  'starter-singlecam': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'single-camera comedy',
    actorAge: 31,
    childGuideRequested: false,
  },
  'register-procedural': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'network police procedural',
    actorAge: 29,
    childGuideRequested: false,
  },
  'noodles-multicam': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'multi-camera sitcom',
    actorAge: 32,
    childGuideRequested: false,
  },
  'veil-soap': { productionType: 'tv-series', roleSize: 'recurring', genre: 'daytime soap', actorAge: 52, childGuideRequested: false },
  'basketday-commercial': {
    productionType: 'commercial',
    roleSize: 'lead',
    genre: 'commercial :60',
    actorAge: 44,
    childGuideRequested: false,
  },
  'peaches-stage': {
    productionType: 'theater',
    roleSize: 'lead',
    genre: 'stage play (family drama)',
    actorAge: 46,
    childGuideRequested: false,
  },
  'towpath-uktv': {
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'British police drama',
    actorAge: 47,
    childGuideRequested: false,
  },
  'sound-audio': { productionType: 'audio-drama', roleSize: 'lead', genre: 'audio drama', actorAge: 34, childGuideRequested: false },
  'fox-child': { productionType: 'short-film', roleSize: 'lead', genre: 'family short film', actorAge: 9, childGuideRequested: true },
  'horsecake-teen': { productionType: 'tv-series', roleSize: 'recurring', genre: 'teen drama', actorAge: 13, childGuideRequested: true },
  'dumplings-packet': {
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'TV drama (restaurant workplace)',
    actorAge: 34,
    childGuideRequested: false,
  },
};
