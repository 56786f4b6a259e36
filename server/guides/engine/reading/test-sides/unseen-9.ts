/**
 * A ninth held-out set: twelve original sides, with the coach's reading and the arc written by hand
 * before any guide was generated. Shapes: two climbers who both want to turn back and each hide why,
 * the turn an action (film); an absurd want played dead straight, won on an action (single-cam
 * comedy); a resident whose lie is found in a log, the pressed one loses (medical); a character
 * pressed by a comic campaign who gives in on the real reason (multi-cam); a refusal that is a test
 * (soap); a one-sided phone call to an unheard partner, no obstacle line (commercial); a character
 * pressed who wins by saying nothing useful, objective line null (stage); a want hidden under small
 * talk and asked late, refused (UK TV); a three-hander on the radio where the partner played to
 * changes mid-scene, no opening action (audio); a child with her teenage brother, a beer and a mild
 * swear the parent must be told about (child); a co-star whose small observation turns the leads
 * (co-star); a two-scene packet, the second scene read, where the partner already knew (packet).
 * Nothing mature in the film, single-cam, medical, multi-cam, commercial, audio, co-star or packet.
 */
import type { TestSide } from './side.js';

export const UNSEEN_9: TestSide[] = [
  {
    id: 'col-film',
    label: 'feature film; climbing partners; both want to turn back for different reasons and each hides it; the turn an action; both win',
    family: 'screenplay',
    character: 'INGRID',
    page: `
# 88 INT. TENT - CAMP FOUR, SOUTH COL - NIGHT
Wind hammers the nylon. A headlamp swings from the tent pole. INGRID HALVORSEN (34) sits in her sleeping bag with her boots on, melting snow on a hissing stove. Her climbing partner DEV MALHOTRA (41) checks the gauge on an oxygen bottle, his back to her.
INGRID: How's the bottle?
DEV: Full. Two-fifty bar. Same as the last time you asked.
INGRID: Base camp called. The jet stream's coming in at noon, not four.
DEV: Noon's fine. We leave at eleven tonight, we're on top by seven.
INGRID: If nothing goes wrong.
DEV: Nothing's going to go wrong.
INGRID: Dev. We could go down in the morning. Come back next season. The mountain's not going anywhere.
DEV: (turning) Next season? Do you know what it cost to get here? The sponsors paid for you, Ingrid. They want you on top. In the red jacket. With the flag.
INGRID: The sponsors aren't up here.
DEV: Your whole life is up here. You told me that in Kathmandu.
She pours the melted snow into a bottle, carefully, not looking at him.
INGRID: I'm telling you something else now. I think we should turn around.
DEV: Why?
INGRID: The wind.
DEV: The wind's been like this for three days.
INGRID: Then I'm tired.
DEV: You've never been tired in your life. (beat) What aren't you saying?
Ingrid doesn't answer. Dev looks at her boots. She has kept them on all evening.
DEV: Take off your boots.
INGRID: They're warmer on.
DEV: Take them off, Ingrid.
A long moment. Then Dev unzips his own down suit and takes out his oxygen regulator. A crack runs right through the housing, frost in the crack.
DEV: It's been hissing since Camp Three. I didn't want to be the one who made you turn around.
INGRID: (staring at it) You'd have gone up on that?
DEV: You'd have gone up on whatever's in those boots.
Ingrid unlaces one boot. She peels off the sock. Two of her toes are grey-white. She looks at them. So does he.
INGRID: Morning, then.
DEV: First light. (he hands her the bottle of melted snow) Drink that. We go down together.
`,
    coach: {
      story:
        "At the last camp below the summit, the night before their push, Ingrid tries to talk her partner Dev into turning back. She gives him the forecast, next season, the wind, tiredness — everything but the reason. Dev holds the line for her sake: the sponsors paid for her, it's her whole life. He notices she has kept her boots on all evening and tells her to take them off; then he shows her his own secret, a regulator cracked and hissing since Camp Three. He'd have gone up on it rather than be the one who made her turn around. She shows him her frostbitten toes. They both wanted to go down, each for a reason they hid; they go down together at first light.",
      partners: ['DEV'],
      want: {
        from: 'INGRID',
        of: 'DEV',
        ask: 'I think we should turn around.',
      },
      obstacle: {
        by: 'DEV',
        says: 'Do you know what it cost to get here?',
      },
      stakes: ['sponsors paid', 'whole life', 'Next season'],
      turn: 'A crack runs right through the housing',
      relationships: {
        DEV: {
          named: 'climbing partner',
          callsThem: ['Dev'],
          calledBy: ['Ingrid'],
          history: 'You told me that in Kathmandu.',
        },
      },
      momentBefore: {
        note: 'Her toes went numb on the climb up and she has kept her boots on all evening so he will not see; base camp has just called with a worse forecast, which gives her a reason to say out loud.',
        opening: 'sits in her sleeping bag with her boots on',
      },
      pronouns: {
        INGRID: 'she',
        DEV: 'he',
      },
    },
    arc: {
      pursuer: 'INGRID',
      pursues: 'get Dev to agree to turn back without telling him about her feet',
      objective: 'get Dev to agree to turn back without telling him about her feet',
      objectiveLine: 'I think we should turn around.',
      outcome: 'both',
      turn: 'A crack runs right through the housing',
      turnIsAction: true,
    },
  },
  {
    id: 'parrot-singlecam',
    label: 'single-camera comedy; a grieving son and a funeral director; an absurd want played seriously; the turn an action; he wins',
    family: 'screenplay',
    character: 'GIL',
    page: `
# 14 INT. HALVERSON & DAUGHTERS FUNERAL HOME - ARRANGEMENT ROOM - DAY
Beige carpet, a box of tissues on every surface, a casket brochure open on the table. PRUDENCE HALVERSON (50s), the funeral director, kind and immovable, holds her pen over a form. Across from her sits GIL TURCOTTE (40s) in a borrowed black tie. On the chair beside him is a birdcage under a tea towel. He keeps one hand on it.
PRUDENCE: And the eulogy, Mr. Turcotte. Will that be you?
GIL: No. I'd like Admiral to give the eulogy.
PRUDENCE: (writing) Admiral. Is that a family friend?
GIL: He's a parrot. (he lifts a corner of the towel) African grey. Fifty-one years old. He was Dad's.
A grey parrot regards Prudence with one eye. Gil lowers the towel.
PRUDENCE: I see. We don't allow animals in the chapel.
GIL: He's not an animal. He's a bird.
PRUDENCE: Birds are animals, Mr. Turcotte.
GIL: I've prepared a few remarks on that. (unfolding a sheet of paper) Point one. Admiral has been to church more times than I have.
PRUDENCE: That isn't a high bar.
GIL: Point two. He knows four hymns and the Red Sox batting order from 1986.
PRUDENCE: We have an organist.
GIL: Point three. He's the only one who was in the room for all of it. Fifty-one years. He was there when Mom left. He watched Dad teach me to drive from the kitchen window. He was there Tuesday.
PRUDENCE: (gently, putting down her pen) Mr. Turcotte. There are insurance rules. There's a Mrs. Albescu in the chapel at two. A funeral is not a performance.
GIL: I know it isn't. I tried to write one. A eulogy. I wrote "My dad was" and I sat there for four hours.
From under the tea towel, in a man's warm, gravelly voice, the parrot says "Gilly. Put the kettle on, Gilly."
Prudence goes very still. Gil doesn't look at the cage.
GIL: He says that every morning at seven. In Dad's voice. Exactly Dad's voice. I can't make him stop, and I don't want him to.
Prudence looks at the cage for a long moment. She picks up her pen.
PRUDENCE: Cage on the side table. Towel on until the eulogy. And if he says one word about the Red Sox, I'm carrying him out myself.
GIL: (standing, shaking her hand) He won't. He only does that in baseball season.
PRUDENCE: It's April.
GIL: (a beat) I'll have a word with him.
`,
    coach: {
      story:
        "Gil is arranging his father's funeral, and when the director, Prudence, asks who will give the eulogy, he says the parrot: Admiral, fifty-one years old, his dad's. She says no animals in the chapel; he has prepared points, read off a sheet, entirely in earnest. She holds to the rules and tells him a funeral is not a performance. He admits he tried to write the eulogy and got no further than \"My dad was\" in four hours. Then the bird, under its towel, speaks in his father's voice. Prudence gives in, with conditions, and the scene ends on the Red Sox.",
      partners: ['PRUDENCE'],
      want: {
        from: 'GIL',
        of: 'PRUDENCE',
        ask: "I'd like Admiral to give the eulogy.",
      },
      obstacle: {
        by: 'PRUDENCE',
        says: "We don't allow animals in the chapel.",
      },
      stakes: ["Dad's voice", 'only one who was in the room', 'four hours'],
      turn: "in a man's warm, gravelly voice, the parrot says",
      relationships: {
        PRUDENCE: {
          named: 'funeral director',
          calledBy: ['Mr. Turcotte'],
        },
      },
      momentBefore: {
        note: 'His father died on Tuesday; he sat four hours over a eulogy he could not write, and brought the bird in its cage as his answer, with a sheet of prepared points in his pocket.',
        opening: 'On the chair beside him is a birdcage under a tea towel.',
      },
      pronouns: {
        GIL: 'he',
        PRUDENCE: 'she',
      },
    },
    arc: {
      pursuer: 'GIL',
      pursues: "get Prudence to let his father's parrot give the eulogy",
      objective: "get Prudence to let his father's parrot give the eulogy",
      objectiveLine: "I'd like Admiral to give the eulogy.",
      outcome: 'character',
      turn: "in a man's warm, gravelly voice, the parrot says",
      turnIsAction: true,
    },
  },
  {
    id: 'stickynote-medical',
    label: 'medical drama; attending and resident; the turn a lie discovered in a log; the pressed one loses',
    family: 'screenplay',
    character: 'THEO',
    page: `
# 27 INT. ST. CATHERINE'S MEDICAL CENTER - SIXTH FLOOR - NURSES' STATION - NIGHT
3:40 a.m. Monitors chirp down the corridor. DR. THEO MARCHETTI (28), a second-year resident, twenty-six hours into his shift, sits at a workstation with his head in his hands. DR. CONSTANCE IBEKWE (50s), the attending, arrives in a cardigan over scrubs, car keys still in her hand. She pulls up the chair next to his.
CONSTANCE: How is he?
THEO: Stable. The epi worked. Airway's fine. He's asking for ice chips.
CONSTANCE: Good. Then tell me what happened.
THEO: Mr. Dwyer had an anaphylactic reaction to the amoxicillin. I pushed epinephrine and steroids and called a rapid response. It was textbook.
CONSTANCE: The reaction was textbook. I'm asking about the order.
THEO: He denied allergies. I asked him at the admission history. It's in my note. Eleven-thirty.
CONSTANCE: He denied them.
THEO: Flat out. No known drug allergies. Sometimes people forget, or they don't think a rash counts.
CONSTANCE: Sometimes they do. (she pulls the keyboard over) Risk management will want this tonight. The family's already asking.
THEO: I'll write it up. Patient-reported history was incomplete.
She types. Scrolls. Her face doesn't change.
CONSTANCE: Your note says you examined him at eleven-thirty.
THEO: About then.
CONSTANCE: He was in CT from eleven-ten to twelve-fifteen. The scanner logs him in and out.
Theo says nothing.
CONSTANCE: And his daughter called the floor at nine to say he's allergic to penicillin. The unit clerk wrote it on a sticky note. (she peels a yellow note off the edge of his monitor and holds it up) It was on your screen, Theo.
THEO: (barely) I didn't see it.
CONSTANCE: You didn't see him either.
A long pause. Down the hall, a monitor alarms and stops.
THEO: I copied the history from his last admission. I was going to go back. I had four admits and a code and I was going to go back.
CONSTANCE: I know.
THEO: Am I done? Is this... am I done?
CONSTANCE: (putting the note in his hand) You're going to walk down there and tell his daughter what happened. The true version. Then you're going to write it up the same way. That's what decides whether you're done.
`,
    coach: {
      story:
        "At 3:40 a.m., after a patient went into anaphylaxis on an antibiotic Theo ordered, his attending, Dr. Ibekwe, comes in from home and asks him what happened. Theo gives her the clean version: the patient denied allergies when Theo took his history at eleven-thirty; patients forget. She pulls up the chart while he offers to write it up as an incomplete patient history. The scanner log shows the patient was in CT at eleven-thirty; Theo never saw him. Then she peels the daughter's allergy message off his own monitor. He admits he copied an old history and meant to go back; he asks if he's finished. She sends him to tell the daughter the truth and write it up the same way.",
      partners: ['CONSTANCE'],
      want: {
        from: 'CONSTANCE',
        of: 'THEO',
        ask: 'Then tell me what happened.',
      },
      obstacle: {
        by: 'THEO',
        says: 'He denied allergies.',
      },
      stakes: ['Risk management', 'am I done', "whether you're done"],
      turn: 'He was in CT from eleven-ten to twelve-fifteen.',
      relationships: {
        CONSTANCE: {
          named: 'attending',
          calledBy: ['Theo'],
        },
      },
      momentBefore: {
        note: 'He has just run the rapid response and saved the patient, and has had a few minutes alone to work out the version he will tell; he knows she is driving in.',
        opening: 'twenty-six hours into his shift, sits at a workstation with his head in his hands',
      },
      pronouns: {
        THEO: 'he',
        CONSTANCE: 'she',
      },
    },
    arc: {
      pursuer: 'CONSTANCE',
      pursues: 'get Theo to tell her the truth about the penicillin order',
      objective: 'get Dr. Ibekwe to accept that the patient hid his allergy',
      objectiveLine: 'I asked him at the admission history.',
      outcome: 'partner',
      turn: 'He was in CT from eleven-ten to twelve-fifteen.',
      turnIsAction: false,
    },
  },
  {
    id: 'disco-multicam',
    label:
      'multi-camera sitcom; activities director and a resident; she is pressed by a comic campaign and gives in on the real reason; nothing mature',
    family: 'multi-cam',
    character: 'TAMMY',
    page: `
# D INT. GOLDEN OAKS SENIOR LIVING - ACTIVITIES ROOM - DAY
A BINGO CAGE, A PIANO NOBODY PLAYS, A BULLETIN BOARD READING "TUESDAY IS CHAIR YOGA." TAMMY (36), THE ACTIVITIES DIRECTOR, STACKS HYMNALS. HOWARD (80s), IN A SPORT COAT AND BOLO TIE, ROLLS IN BEHIND HIS WALKER. A CLIPBOARD IS TAPED TO THE FRONT OF IT.
HOWARD: Tammy. Tammy, Tammy, Tammy.
TAMMY: No.
HOWARD: I haven't said anything.
TAMMY: You said my name four times. The last time you said my name four times, we ended up with a hot tub.
HOWARD: And the hot tub has been very popular.
TAMMY: It's in the parking lot, Howard.
HOWARD: (UNHOOKING THE CLIPBOARD) I'm here on behalf of the residents' council.
TAMMY: You are the residents' council.
HOWARD: And we have voted, unanimously, to bring back Disco Night.
TAMMY: Disco Night is banned.
HOWARD: Suspended.
TAMMY: Banned. By the fire marshal. He wrote your name on the form, Howard. He underlined it.
HOWARD: That smoke machine was faulty.
TAMMY: That smoke machine set off the sprinklers in all three wings. Mrs. Pakulski's wig still smells like a swamp.
HOWARD: (HOLDING OUT THE CLIPBOARD) Forty-two signatures.
TAMMY: (READING) "Elvis Presley." "Elvis Presley." Howard, Elvis signed this six times.
HOWARD: He's very passionate.
TAMMY: The answer is no. Chair yoga. Tuesday. Wear something stretchy.
HOWARD PUTS THE CLIPBOARD DOWN. THE SALESMAN GOES OUT OF HIM.
HOWARD: Dolores turns a hundred on Friday.
TAMMY: (STOPS STACKING) I know. We're doing a cake.
HOWARD: In nineteen seventy-eight I asked her to dance at the Starlight Ballroom in Dayton, and she said no, because she was married to my best friend. He's been gone nineteen years. She's a hundred on Friday. I'd like to ask her again before one of us stops being able to.
TAMMY LOOKS AT HIM. THEN SHE LOOKS UP AT THE SPRINKLERS.
TAMMY: (A LONG BEAT) One hour. Seven to eight. In here.
HOWARD: (LIGHTING UP) Disco Night!
TAMMY: No smoke machine.
HOWARD: No smoke machine.
HE TAKES A SMALL PLASTIC GADGET OUT OF HIS COAT POCKET.
HOWARD: (INNOCENTLY) Bubble machine?
TAMMY: Howard.
`,
    coach: {
      story:
        "Howard, eighty-something and the whole of the residents' council, rolls in to lobby Tammy, the activities director, to bring back Disco Night — banned by the fire marshal after his smoke machine set off the sprinklers in all three wings. She is a step ahead of every pitch: the hot tub, the council, the petition signed six times by Elvis. She says no and sends him to chair yoga. Then he drops the act: Dolores turns a hundred on Friday, she turned him down for a dance in 1978 because she was married to his best friend, and he would like to ask again while they both can. Tammy gives him one hour, no smoke machine. He produces a bubble machine.",
      partners: ['HOWARD'],
      want: {
        from: 'HOWARD',
        of: 'TAMMY',
        ask: 'to bring back Disco Night',
      },
      obstacle: {
        by: 'TAMMY',
        says: 'Disco Night is banned.',
      },
      stakes: ['a hundred on Friday', 'stops being able to', 'fire marshal'],
      turn: 'Dolores turns a hundred on Friday.',
      relationships: {
        HOWARD: {
          named: 'resident',
          callsThem: ['Howard'],
          calledBy: ['Tammy'],
          history: 'we ended up with a hot tub',
        },
      },
      momentBefore: {
        note: 'An ordinary day of hymnals and chair yoga; she has been through this with him before (the hot tub) and hears the campaign coming before he says a word.',
        opening: 'STACKS HYMNALS',
      },
      pronouns: {
        TAMMY: 'she',
        HOWARD: 'he',
      },
    },
    arc: {
      pursuer: 'HOWARD',
      pursues: 'get Tammy to bring back Disco Night',
      objective: "shut down Howard's Disco Night campaign before it gets going",
      objectiveLine: 'The answer is no.',
      outcome: 'partner',
      turn: 'Dolores turns a hundred on Friday.',
      turnIsAction: false,
    },
  },
  {
    id: 'giraffe-soap',
    label: 'daytime soap; a proposal; her refusal is a test to get the truth out of him; both win; adult (champagne, a kiss)',
    family: 'soap',
    character: 'CELESTE',
    page: `
# INT. THE HARCOURT INN - BALLROOM TERRACE - NIGHT
String lights. The party inside is muffled behind French doors. CELESTE BEAUMONT, in emerald silk, stands at the balustrade with her back to the doors. ANDRE SALAZAR comes out with two glasses of champagne, sets them on the ledge, and goes down on one knee. He opens a ring box.
ANDRE: Celeste Beaumont. Marry me.
CELESTE: (beat) No.
ANDRE: (a stunned laugh) That's... you're joking.
CELESTE: I'm not joking. Get up, Andre. Your trousers.
ANDRE: (getting up) A week ago you said you'd follow me anywhere.
CELESTE: A week ago I hadn't seen you at St. Agnes's.
He goes still.
ANDRE: (then) I was visiting a patient. A friend of the family.
CELESTE: In the pediatric wing. Every Tuesday and Thursday for six weeks. You bring a stuffed giraffe.
ANDRE: You followed me.
CELESTE: I followed the giraffe. (turning to face him) I'm going to ask you once. Who is she?
ANDRE: Celeste, I'm asking you to marry me. Isn't that enough?
CELESTE: A man who proposes with a secret in his pocket is asking me to marry the secret. So, no.
She picks up her champagne. She doesn't drink it.
CELESTE: The ring box is still open, Andre. And I haven't gone inside.
Andre looks at the ring. Then at the French doors. Then at her.
ANDRE: Her name is Lucia. She's seven. Her mother was Valeria.
CELESTE: Valeria. (the name lands) Your brother's wife.
ANDRE: My brother doesn't know. Valeria's gone, and Lucia's sick, and she needs a marrow donor, and I'm the only match. If my brother finds out, it destroys him. If I stop going, it destroys her.
A long beat. Celeste sets the champagne down. She holds out her left hand.
CELESTE: Ask me again.
ANDRE: (not daring to believe it) Celeste...
CELESTE: Ask me again, Andre. And next Tuesday, I'm bringing the giraffe.
He slides the ring onto her finger. She pulls him in and kisses him.
GO TO BLACK.
`,
    coach: {
      story:
        "At a party at the Harcourt Inn, Andre follows Celeste out to the terrace and proposes. She says no — not because she doesn't want him, but because for six weeks she has watched him visit the children's wing at St. Agnes's with a stuffed giraffe, and he has never said why. Her no is a test. He lies (a friend of the family), she names the giraffe, and asks him once: who is she? He asks whether his proposal isn't enough; she tells him he is asking her to marry his secret, and that the box is still open. He tells her: Lucia, seven, his late sister-in-law's child — his — sick and needing his marrow, and his brother must never know. Celeste holds out her hand, has him ask again, and promises to bring the giraffe next Tuesday.",
      partners: ['ANDRE'],
      want: {
        from: 'CELESTE',
        of: 'ANDRE',
        ask: 'Who is she?',
      },
      obstacle: {
        by: 'ANDRE',
        says: "Isn't that enough?",
      },
      stakes: ['marry the secret', 'destroys him', 'destroys her'],
      turn: 'Her name is Lucia.',
      relationships: {
        ANDRE: {
          callsThem: ['Andre'],
          calledBy: ['Celeste Beaumont', 'Celeste'],
          history: "A week ago you said you'd follow me anywhere.",
        },
      },
      momentBefore: {
        note: "She has known about St. Agnes's for days and guessed the ring was coming tonight; she came out to the terrace alone to decide her answer, and has decided to say no until he tells her.",
        opening: 'stands at the balustrade with her back to the doors',
      },
      pronouns: {
        CELESTE: 'she',
        ANDRE: 'he',
      },
    },
    arc: {
      pursuer: 'CELESTE',
      pursues: "get Andre to tell her who he visits at St. Agnes's",
      objective: 'make Andre tell her the truth before she will say yes',
      objectiveLine: "I'm going to ask you once. Who is she?",
      outcome: 'both',
      turn: 'Her name is Lucia.',
      turnIsAction: false,
    },
  },
  {
    id: 'longway-commercial',
    label: 'commercial :30; a one-sided phone call, the partner unheard; she stalls her mother-in-law; no obstacle line; she wins',
    family: 'commercial',
    character: 'DANA',
    page: `
# :30 TV SPOT "THE LONG WAY" - PANTRYPORT GROCERY DELIVERY
OPEN ON - A kitchen at six p.m. An open fridge holding one lemon and a jar of pickles. DANA (30s), still in her work blazer with one shoe off, has her phone to her ear. We hear only her side. On the line is her mother-in-law, JUNE, on her way over for dinner.
DANA: June! Hi! You're... on your way. Now. Wonderful.
She looks into the fridge. The lemon looks back at her.
DANA: Twenty minutes. No, that's perfect. I've got everything ready.
CU - Dana's other thumb on the Pantryport app. Salmon, asparagus, a lemon tart. ORDER PLACED. ARRIVING IN 18 MIN.
DANA: June, you know what you should do? Take the coast road. The views! (listening) No, it is longer. That's what makes it scenic.
SFX: A KETTLE STARTS TO BOIL.
DANA: (listening) The bakery on Fern Street? Yes! Stop there. Get a croissant. Get two. Take your time choosing.
She sweeps a pile of laundry off a kitchen chair and shoves it in the oven.
DANA: (listening; her face falls) You're... already on Fern Street. (beat) Outside the bakery. (beat) Which is at the end of our road.
CU - The app. ARRIVING IN 2 MIN.
DANA: June, have you ever noticed the ducks? On the pond by the bakery? Count them for me. Out loud.
SFX: BACK DOORBELL.
Dana flings open the back door. A PANTRYPORT DRIVER hands her three bags. She mouths "thank you" and unloads at speed, phone clamped to her shoulder.
DANA: (into the phone) Eleven ducks? Count again. Slower.
ANNCR (V.O.): Pantryport. Groceries in minutes, for guests who won't take the long way.
SUPER: PANTRYPORT. GROCERIES IN MINUTES.
PACKSHOT - Salmon on a platter, asparagus, the tart. The front doorbell rings. Dana, calm as anything, opens the door to JUNE (60s), who holds up a bakery bag. She is beaming.
DANA: June! You're early.
`,
    coach: {
      story:
        "Dana gets home to an empty fridge just as her mother-in-law June rings to say she's twenty minutes away for dinner. We hear only Dana. She tells June everything's ready while ordering the whole dinner on the Pantryport app with her other thumb, then steers June the long way — the coast road, the bakery on Fern Street. June is already outside the bakery, at the end of their road. Dana stalls harder (count the ducks) until the delivery arrives at the back door, unloads it at speed with the phone on her shoulder, and opens the front door to June with dinner on the platter.",
      partners: ['JUNE'],
      want: {
        from: 'DANA',
        of: 'JUNE',
        ask: 'Take the coast road.',
      },
      obstacle: null,
      stakes: ['everything ready', 'end of our road'],
      turn: 'already on Fern Street',
      relationships: {
        JUNE: {
          named: 'mother-in-law',
          callsThem: ['June'],
        },
      },
      momentBefore: {
        note: 'She has just walked in from work, forgotten the dinner entirely, and opened the fridge as the phone rang.',
        opening: 'An open fridge holding one lemon and a jar of pickles.',
      },
      pronouns: {
        DANA: 'she',
        JUNE: 'she',
      },
    },
    arc: {
      pursuer: 'DANA',
      pursues: 'keep June on the road long enough for the groceries to arrive',
      objective: 'keep June on the road long enough for the groceries to arrive',
      objectiveLine: 'Take the coast road.',
      outcome: 'character',
      turn: 'already on Fern Street',
      turnIsAction: false,
    },
  },
  {
    id: 'wig-stage',
    label:
      'stage play; an old actress and her biographer; she is pressed and wins by saying nothing useful; no objective line; nothing mature',
    family: 'stage',
    character: 'HONORIA',
    page: `
# SCENE 2. Honoria's dressing room at the Theatre Royal, Bath. The second interval.
CHARACTERS — DAME HONORIA VALE, eighty, an actress; SIMON KETT, thirty-four, her biographer.
HONORIA sits at her mirror in a silk dressing gown and a half-pinned grey wig, powdering. SIMON perches on the edge of a hard chair with a notebook on his knee; his little recorder sits on the dressing table among her pots.
SIMON: We've got twelve minutes. I'll be quick.
HONORIA: Nobody who says that ever is.
SIMON: September 1971. The night Leo Ashdown drove into the river at Henley.
HONORIA: Henley. Is it still there? The river?
SIMON: The inquest says he was alone in the car.
HONORIA: Then he was alone in the car. Inquests are very thorough. They have a man with a pencil.
SIMON: A boatman saw two people come out of the water. A man and a woman. The woman walked off up the towpath in one shoe.
HONORIA: (examining an eyebrow) One shoe. How careless.
SIMON: Were you in the car, Dame Honoria?
HONORIA: Toffee? (She holds out a tin.) From Harrogate. A gentleman sends them. He's ninety-one and he has never once missed my birthday.
SIMON: No. Thank you.
HONORIA: You should. You've a very pinched look. Is your mother living?
SIMON: (patiently) She is. In Leeds. You were in Henley that week. You were playing Millamant at the Kenton.
HONORIA: I played Millamant for most of the seventies. One rather lost count.
SIMON: I've found the hotel register. You checked out at six the next morning. Alone. Without your luggage.
A pause. She puts down the powder puff.
HONORIA: (pleasantly) Simon. Do you know what a wig like this weighs?
SIMON: I'm sorry?
HONORIA: Two pounds. Real hair. Two pounds on one's head for three hours, and one must still be funny about a handbag. That's the job. One carries the weight, and one never, ever lets the audience see it.
SIMON: (quietly) Is that a yes?
HONORIA: It's a wig.
(The tannoy crackles. "Act Three beginners, please. Dame Honoria, this is your call.")
She rises and pins the last curl into place. Simon looks at the recorder. He switches it off. He closes his notebook.
SIMON: Break a leg.
HONORIA: (at the door) One shoe at a time, darling.
`,
    coach: {
      story:
        'Between the acts of a revival, the biographer Simon has twelve minutes with Dame Honoria and one question: was she in the car the night the director Leo Ashdown drove into the river in 1971? She answers everything except that — whether the river\'s still there, the man with a pencil, toffees, his mother in Leeds. He lays down what he has: a woman seen walking away in one shoe, and the hotel register showing she left at six the next morning without her luggage. She tells him what a wig weighs and that one never lets the audience see the weight. "Is that a yes?" "It\'s a wig." Her call comes; he switches off the recorder. She leaves on a joke about one shoe, and he has nothing he can print.',
      partners: ['SIMON'],
      want: {
        from: 'SIMON',
        of: 'HONORIA',
        ask: 'Were you in the car, Dame Honoria?',
      },
      obstacle: {
        by: 'HONORIA',
        says: 'Then he was alone in the car.',
      },
      stakes: ['lets the audience see', 'hotel register', 'alone in the car'],
      turn: "I've found the hotel register.",
      relationships: {
        SIMON: {
          named: 'biographer',
          callsThem: ['Simon', 'darling'],
          calledBy: ['Dame Honoria'],
        },
      },
      momentBefore: {
        note: 'Two acts played, one to go; she agreed to the interview knowing exactly which night he would ask about, and has been powdering her face for it.',
        opening: 'sits at her mirror in a silk dressing gown and a half-pinned grey wig, powdering',
      },
      pronouns: {
        HONORIA: 'she',
        SIMON: 'he',
      },
    },
    arc: {
      pursuer: 'SIMON',
      pursues: 'get Honoria to admit she was in the car the night Leo Ashdown drowned',
      objective: 'send Simon away with nothing he can print',
      objectiveLine: null,
      outcome: 'character',
      turn: "I've found the hotel register.",
      turnIsAction: false,
    },
  },
  {
    id: 'lollipop-uktv',
    label: "UK TV drama; a grandmother and her son's ex; the want hidden under small talk and asked late; refused; nothing mature",
    family: 'uk-tv',
    character: 'BRENDA',
    page: `
# 6/22 INT. GLAM HANDS NAIL BAR, STOCKTON HIGH STREET. DAY.
A Tuesday lull. Pink chairs, a UV lamp, local radio. KAYLEIGH BRIGGS (24) files a set of acrylics at the front table. BRENDA HOLT (62), in her school dinner-lady tabard under a good coat, sits down opposite her without booking.
KAYLEIGH: We're not doing walk-ins.
BRENDA: There's nobody in.
KAYLEIGH: There's someone at half two.
BRENDA: Then I'll be done by half two. Just a file and a polish. Nothing fancy.
Kayleigh looks at her. Then she pulls the bowl of warm water across.
KAYLEIGH: Soak.
Brenda puts her fingers in the water.
BRENDA: Quiet for a Tuesday.
KAYLEIGH: It's always quiet on a Tuesday.
BRENDA: They've put a Costa where the Woolworths was. Did you see? Four pound for a coffee. I said to Maureen, in my day four pound got you a coffee and the bus home.
KAYLEIGH: (filing) Colour?
BRENDA: Something bright. That one. What's that one called?
KAYLEIGH: Lollipop.
BRENDA: Lollipop. He'd like that. He likes anything named after sweets.
Kayleigh stops filing.
KAYLEIGH: You didn't come in for your nails, Brenda.
BRENDA: I did. Look at them. Twenty years of mashed potato.
KAYLEIGH: Darren sent you.
BRENDA: Darren doesn't know I'm here. Darren doesn't know what day it is. (beat) I saw you both. At the bus stop by the Co-op, Saturday. Alfie had dinosaurs on his wellies.
KAYLEIGH: He won't take them off.
BRENDA: He's got Darren's ears.
KAYLEIGH: He's got my ears.
BRENDA: He's got your ears. (a breath) Could I see him, Kayleigh? Once. An hour. The park, with you there. I won't say a word about his dad. I'll bring a ball.
Kayleigh puts the file down.
KAYLEIGH: Last time he was meant to see his dad, his dad didn't come. Alfie sat at that window in his coat for two hours. I'm not having him wait at a window for anybody else.
BRENDA: I'm not Darren.
KAYLEIGH: You're his mam. You'd tell him where we'll be, and he'd say he's coming, and then he wouldn't.
BRENDA: I wouldn't tell him.
KAYLEIGH: You told him about the Co-op. He was stood outside it Sunday morning.
Brenda says nothing. She takes her hands out of the water and dries them on her tabard.
KAYLEIGH: (quietly) No, Brenda.
Brenda nods. She stands and puts a five-pound note on the table.
KAYLEIGH: I didn't do them.
BRENDA: You did the soak.
She goes. Kayleigh looks at the bottle of Lollipop. She puts it in her pocket.
`,
    coach: {
      story:
        "Brenda, still in her dinner-lady tabard, walks into the nail bar where her son Darren's ex, Kayleigh, works and sits down without booking. She talks about the quiet Tuesday, the Costa, the price of coffee, and picks a polish called Lollipop because \"he\" would like it. Kayleigh calls it: she didn't come in for her nails. Brenda says she saw Kayleigh and her grandson Alfie at the bus stop on Saturday, and at last asks: could she see him, once, an hour, in the park? Kayleigh refuses — Alfie waited two hours at a window for his dad once, and Brenda would tell Darren. Brenda says she wouldn't; Kayleigh tells her Darren was outside the Co-op on Sunday morning. Brenda has no answer. She pays for the soak and goes; Kayleigh pockets the Lollipop.",
      partners: ['KAYLEIGH'],
      want: {
        from: 'BRENDA',
        of: 'KAYLEIGH',
        ask: 'Could I see him, Kayleigh?',
      },
      obstacle: {
        by: 'KAYLEIGH',
        says: "I'm not having him wait at a window for anybody else.",
      },
      stakes: ['wait at a window', 'Once. An hour.'],
      turn: 'You told him about the Co-op.',
      relationships: {
        KAYLEIGH: {
          callsThem: ['Kayleigh'],
          calledBy: ['Brenda'],
          history: "He's got Darren's ears.",
        },
      },
      momentBefore: {
        note: 'She saw Alfie at the bus stop on Saturday and has come straight from her shift at the school kitchen, working up to the ask; she has already let it slip to Darren.',
        opening: 'in her school dinner-lady tabard under a good coat, sits down opposite her without booking',
      },
      pronouns: {
        BRENDA: 'she',
        KAYLEIGH: 'she',
      },
    },
    arc: {
      pursuer: 'BRENDA',
      pursues: 'get Kayleigh to let her see her grandson Alfie',
      objective: 'get Kayleigh to let her see her grandson Alfie',
      objectiveLine: 'Could I see him, Kayleigh?',
      outcome: 'partner',
      turn: 'You told him about the Co-op.',
      turnIsAction: false,
    },
  },
  {
    id: 'phonein-audio',
    label:
      'audio drama; a late-night radio host and two callers; three-handed, the partner she plays to changes mid-scene; no opening action; she wins; nothing mature',
    family: 'audio',
    character: 'LOU',
    page: `
# SCENE 11. STUDIO B, HARBOUR FM, FALMOUTH. TWO IN THE MORNING.
SFX: THE HUSH OF A SMALL STUDIO. A FADER SLIDES. THE TAIL OF A SLOW SONG FADES OUT.
LOU: (close, soft, on air) That one was for the night shift at the creamery. It's seven minutes past two, this is The Small Hours on Harbour FM, and I'm Lou. Line one, you're on the air.
KEITH: (distort, on the phone) Lou? Am I... is this on?
LOU: You're on, my love. Who've I got?
KEITH: (distort) Keith. From Penryn. I've rung every night this week.
LOU: (a smile in it) I know you have, Keith. Reggie on the switchboard calls you the regular.
KEITH: (distort) I want to play a song for my wife. For Shona. She left in March, she's at her sister's in Truro, and I know she listens. She can't sleep either.
LOU: What's the song?
KEITH: (distort) "Moon River." We danced to it at the Flying Boat in ninety-four.
SFX: A KEYBOARD. A CLICK.
LOU: (off mic, to herself) Line two. Truro. (back on air, carefully) Keith, stay with me a second, love. I've got someone on line two.
SFX: A SECOND LINE OPENS. A DIFFERENT ROOM: A TICKING CLOCK, A KETTLE.
SHONA: (distort, quiet) It's me. It's Shona.
KEITH: (distort) Shona?
LOU: (to Shona, gently) Hello, Shona. You're on the air, and so is he. You can hang up. Nobody would blame you.
SHONA: (distort) He's rung you five nights running. My sister makes me listen.
LOU: Then you've heard everything he's got to say. What have you got to say?
SHONA: (distort) I don't want "Moon River."
KEITH: (distort) Shona, it's our—
LOU: Keith. Let her talk. (to Shona) What do you want instead, Shona?
SHONA: (distort, a long pause) I want him to ring me. Not you. Not the whole of Cornwall. Me. He's never once rung me. He rings the radio.
SFX: THE CLOCK ON SHONA'S LINE. A BREATH ON KEITH'S.
KEITH: (distort, small) I didn't think you'd pick up.
SHONA: (distort) Try.
SFX: A CLICK. SHONA'S LINE GOES DEAD.
LOU: (close, a beat) Keith. Put the phone down, my love. Ring Truro.
KEITH: (distort) ...Thanks, Lou.
SFX: KEITH'S LINE CLICKS OFF. SILENCE ON AIR, ONE SECOND TOO LONG.
LOU: (close, back in her on-air voice, nearly) That was Harbour FM. It's ten past two. Here's "Moon River," for nobody in particular.
MUSIC: "MOON RIVER" BEGINS.
`,
    coach: {
      story:
        "At two in the morning, Lou, host of a late-night phone-in, takes her regular, Keith, who has rung every night this week to play a song for his wife Shona, who left him in March and is at her sister's, listening. Lou sees a second line from Truro and puts it through: it is Shona. Lou turns from Keith to her, tells her she can hang up, and asks what she has to say. Shona doesn't want the song; pressed once more, she says what she does want — for Keith to ring her, not the radio; he never has. Keith says he didn't think she'd pick up; she says \"Try\" and hangs up. Lou sends Keith off the air to ring Truro and plays the song for nobody.",
      partners: ['KEITH', 'SHONA'],
      want: {
        from: 'LOU',
        of: 'SHONA',
        ask: 'What have you got to say?',
      },
      obstacle: {
        by: 'SHONA',
        says: 'My sister makes me listen.',
      },
      stakes: ['She left in March', 'never once rung me'],
      turn: 'I want him to ring me.',
      relationships: {
        KEITH: {
          callsThem: ['Keith', 'my love', 'love'],
          calledBy: ['Lou'],
          history: "I've rung every night this week.",
        },
        SHONA: {
          callsThem: ['Shona'],
        },
      },
      momentBefore: {
        note: 'Two in the morning, alone in the studio; she knows Keith is on line one again, the fifth night running, and has been wondering how to help him without letting him humiliate himself on air.',
        opening: null,
      },
      pronouns: {
        LOU: 'she',
        KEITH: 'he',
        SHONA: 'she',
      },
    },
    arc: {
      pursuer: 'LOU',
      pursues: 'get Shona to tell Keith herself what she wants from him',
      objective: 'get Shona to tell Keith herself what she wants from him',
      objectiveLine: 'What have you got to say?',
      outcome: 'character',
      turn: 'I want him to ring me.',
      turnIsAction: false,
    },
  },
  {
    id: 'pretzel-child',
    label:
      'short film; child (9) and her teenage brother, no parent in the scene; she talks him down to the dog\'s burial; mature for the parent: he has a beer and says "crap"',
    family: 'screenplay',
    character: 'POPPY',
    page: `
# 5 EXT. LINDQVIST HOUSE - GARAGE ROOF - DUSK
Below, in the backyard, Mom and Dad dig a small hole under the apple tree. A boot box waits on the grass. Up on the flat garage roof, FINN (17) sits against the satellite dish with his hood up and a can of beer from the garage fridge beside him. The ladder creaks. His sister POPPY (9) climbs up, holding a dog collar with a bone-shaped tag.
POPPY: Mom says you have to come down.
FINN: Mom can say it herself.
POPPY: She did. Four times. You had your headphones in.
FINN: I still do.
POPPY: You don't. They're not plugged into anything.
He looks at the loose cord. He stuffs the headphones in his pocket. Poppy sits down next to him, carefully. She looks at the can.
POPPY: Is that beer?
FINN: Root beer.
POPPY: It says beer. Just beer.
FINN: Then it's beer. Don't tell.
POPPY: I won't tell. (beat) Dad's going to say some stuff, and then it's our turn. Come down and say something about him, Finn.
FINN: I'm not doing a speech for a dog, Pops.
POPPY: It's not a speech. It's just saying stuff.
FINN: Pretzel doesn't know what we say. He's in a shoebox.
POPPY: A boot box. He didn't fit in a shoebox.
Finn almost laughs. Then he doesn't.
FINN: This is crap. The whole thing is crap.
POPPY: You're not allowed to say crap.
FINN: I'm seventeen.
POPPY: You're not allowed to say it to me.
She turns the collar over in her hands.
POPPY: I don't know what to say. I was three when we got him. I don't remember before Pretzel. You do. So you have to tell the part I don't know. Or it's only half of him.
Finn looks down into the yard. Dad is leaning on the shovel, waiting.
FINN: (quietly) He was called Pretzel because he slept all twisty. His head went one way and his bum went the other way.
POPPY: (delighted) His bum?
FINN: His whole bum. Nearly over his head.
POPPY: Say that. Say that part down there.
Finn picks up the can. Poppy watches him. He tips it out into the gutter.
FINN: You go down first. Both hands on the ladder.
POPPY: (holding out the collar) You carry this. You knew him the longest.
He takes the collar.
`,
    coach: {
      story:
        "Their dog Pretzel has died, and Mom and Dad are digging a grave under the apple tree. Finn, seventeen, won't come down off the garage roof, where he's sitting with a beer. Mom has sent nine-year-old Poppy up to get him. She catches him out on the unplugged headphones, promises not to tell about the beer, and asks him to come and say something. He won't do a speech for a dog and calls it all crap. Then she tells him the real reason: she was three when they got Pretzel and doesn't remember before him, so Finn has to tell that part or it's only half of him. He tells her how Pretzel got his name, she makes him promise to say it down there, he pours the beer away and carries the collar. (Mature, for the parent: a teenager drinking a can of beer, and the word \"crap\" twice.)",
      partners: ['FINN'],
      want: {
        from: 'POPPY',
        of: 'FINN',
        ask: 'Come down and say something about him, Finn.',
      },
      obstacle: {
        by: 'FINN',
        says: "I'm not doing a speech for a dog, Pops.",
      },
      stakes: ['only half of him'],
      turn: "So you have to tell the part I don't know.",
      relationships: {
        FINN: {
          named: 'brother',
          callsThem: ['Finn'],
          calledBy: ['Pops'],
        },
      },
      momentBefore: {
        note: 'Her dog died today; Mom has called Finn four times and now sent her up the ladder with the collar, which she has been holding since they took it off him.',
        opening: 'holding a dog collar with a bone-shaped tag',
      },
      pronouns: {
        POPPY: 'she',
        FINN: 'he',
      },
    },
    arc: {
      pursuer: 'POPPY',
      pursues: "get Finn to come down and speak at Pretzel's burial",
      objective: "get Finn to come down and speak at Pretzel's burial",
      objectiveLine: 'Come down and say something about him, Finn.',
      outcome: 'character',
      turn: "So you have to tell the part I don't know.",
      turnIsAction: false,
    },
  },
  {
    id: 'dogbowl-costar',
    label:
      'co-star (six short speeches); a rookie officer and two detectives; her one observation turns them; she serves their scene; nothing mature',
    family: 'screenplay',
    character: 'BELL',
    page: `
# 3 INT. MARSH HOUSE - KITCHEN - MORNING
A tidy kitchen, one chair knocked over. A tech photographs the back door. DETECTIVE ANGELA SAMPSON (40s) and her partner DETECTIVE RAY KWAN (50s), his coffee still in his hand, step around an evidence marker. OFFICER PRIYA BELL (20s), first on scene and two months out of the academy, stands by the fridge with her notebook out, waiting to be asked.
KWAN: Who called it in?
BELL: The neighbor, sir. Mrs. Oduya. The dog was barking from five, and it didn't stop.
SAMPSON: And the owner?
BELL: Gordon Marsh, sixty-eight, lives alone. Car's in the drive, wallet and phone on the counter. The back door was open when I got here, ma'am.
KWAN: (to Sampson) Walked out back in the dark, went in the creek. Third one this year.
SAMPSON: Could be.
KWAN: (to Bell) Get the dive team on standby.
BELL: Yes, sir. (she doesn't move) Sir? The dog bowl.
KWAN: Animal control has the dog.
BELL: Not the dog. The bowl. (pointing) Full to the top, fresh water. Mrs. Oduya says he feeds him at six every morning, you could set your watch by it.
Sampson crouches by the bowl. She touches the water.
SAMPSON: Still cold.
KWAN: So he fed it before he went out.
BELL: It was barking from five, sir. It only stopped at six. She said so.
Kwan and Sampson look at each other.
SAMPSON: (standing) So at six o'clock somebody was in this kitchen feeding the dog.
KWAN: (to Bell) What time did you get here, Officer?
BELL: Six-twenty, sir.
KWAN: Twenty minutes. (to Sampson) Cancel the divers. I want every doorbell camera on this street. (to Bell) You. Stay with that bowl. Nobody touches it.
`,
    coach: {
      story:
        "Two detectives arrive at the kitchen of a man who has gone missing from his house; Officer Bell, first on scene, briefs them: the neighbor heard the dog barking from five, and the owner's car, wallet and phone are all here. Kwan has it as a man who walked out in the dark and fell in the creek, and sends her for the dive team. She doesn't go: she points them at the dog's bowl, full and fresh, and at what the neighbor said — he feeds the dog at six, and the barking stopped at six. So someone was in the kitchen at six, twenty minutes before Bell arrived. Kwan cancels the divers, orders the cameras, and puts her in charge of the bowl.",
      partners: ['KWAN', 'SAMPSON'],
      want: {
        from: 'BELL',
        of: 'KWAN',
        ask: 'Sir? The dog bowl.',
      },
      obstacle: {
        by: 'KWAN',
        says: 'Animal control has the dog.',
      },
      stakes: ['dive team', 'Twenty minutes', 'in the creek'],
      turn: 'It only stopped at six.',
      relationships: {
        KWAN: {
          named: 'detective',
          callsThem: ['sir'],
          calledBy: ['Officer'],
        },
        SAMPSON: {
          named: 'detective',
          callsThem: ["ma'am"],
        },
      },
      momentBefore: {
        note: "She has held the scene alone since six-twenty, noticed the bowl and checked the neighbor's story, and has been waiting to be asked, unsure whether a rookie should speak up.",
        opening: 'stands by the fridge with her notebook out, waiting to be asked',
      },
      pronouns: {
        BELL: 'she',
        SAMPSON: 'she',
        KWAN: 'he',
      },
    },
    arc: {
      pursuer: 'BELL',
      pursues: 'get the detectives to look at the dog bowl before they call it a drowning',
      objective: 'get the detectives to look at the dog bowl before they call it a drowning',
      objectiveLine: 'Sir? The dog bowl.',
      outcome: 'character',
      turn: 'It only stopped at six.',
      turnIsAction: false,
    },
  },
  {
    id: 'garage-packet',
    label:
      'two-scene packet, the second scene read; a husband hiding a lost job and his wife, who already knew; the pressed one loses and is relieved; nothing mature',
    family: 'screenplay',
    character: 'JONAH',
    scene: 1,
    page: `
# 21 INT. JONAH'S CAR - EASTGATE MALL PARKING GARAGE, LEVEL 4 - DAY
Noon. The car faces a concrete wall. JONAH PELLETIER (44), in a pressed suit and tie, eats a sandwich out of its wrapper. On the passenger seat his laptop shows a job site and a counter that reads APPLICATIONS SENT 61.
His phone buzzes. The screen says HANNA. He swallows, straightens his tie, and answers.
JONAH: Hey, you. (listening) No, it's crazy here. Back-to-back all afternoon. (listening) Lisbon? Sure. Book it. We deserve it.
He hangs up. Knuckles rap on the window. A SECURITY GUARD (60s) with a kind face leans down.
SECURITY GUARD: Four hours max on this level, sir. You know that.
JONAH: I'm just finishing lunch.
SECURITY GUARD: Same lunch as yesterday?
Jonah doesn't answer. The guard taps the roof twice, not unkindly, and walks on.
# 24 INT. PELLETIER HOUSE - KITCHEN - NIGHT
His wife, HANNA PELLETIER (40s), sits at the kitchen table in her reading glasses with a printout of flight times. Jonah comes in, still in the suit, and sets his briefcase down by the door very carefully, as if it might wake someone.
HANNA: There he is. Long day?
JONAH: Long day.
HANNA: I found flights. Lisbon, the ninth. Three hundred and twelve each if we go on a Tuesday.
JONAH: That's great. That's... (he loosens his tie) Han, I was thinking. Maybe not Lisbon this year.
HANNA: You said book it.
JONAH: I know. Work's a lot right now. The Brandt account. I can't really take ten days.
HANNA: Then five.
JONAH: Maybe not five.
HANNA: (taking off her glasses) What's happening with the Brandt account?
JONAH: It's complicated. They're restructuring. Everybody's on edge.
HANNA: Sit down, Jonah.
He sits. She doesn't say anything. He fills the silence.
JONAH: It'll settle down by the fall. We'll go then. Lisbon and Porto. The whole thing.
HANNA: Carol called here. On the fourth.
Jonah goes still.
HANNA: She wanted to know how you were doing. She thought I knew. She said she was sorry about the layoffs, and she'd write you a reference any time.
JONAH: (barely) The fourth.
HANNA: Twenty-three days ago. I've made you twenty-three lunches, Jonah.
JONAH: Why didn't you say anything?
HANNA: Because I wanted you to. I wanted to see how long it would take you to come home and tell me.
A long breath. He takes off the tie.
JONAH: I lost my job, Han.
HANNA: I know, sweetheart.
JONAH: I didn't know how to tell you. Your dad always said—
HANNA: My dad's not here. (she puts the printout back on top of the pile) The flights are refundable. We'll decide together. Now eat something. You look like you've been living on sandwiches.
`,
    coach: {
      story:
        "(Scene 24, after scene 21.) Jonah lost his job weeks ago and still leaves every morning in a suit to sit in a mall parking garage, applying for jobs; at noon he told his wife Hanna to book Lisbon. Tonight he comes home to find her with the flight times and tries to call the trip off without saying why: work is a lot, the Brandt account, restructuring. She keeps asking, then sits him down and says nothing. Into the silence he promises the fall. She tells him his old colleague Carol rang on the fourth, sorry about the layoffs: Hanna has known for twenty-three days and twenty-three packed lunches, and was waiting for him to tell her. He says it — he lost his job. She knew; the flights are refundable; they'll decide together.",
      partners: ['HANNA'],
      want: {
        from: 'HANNA',
        of: 'JONAH',
        ask: "What's happening with the Brandt account?",
      },
      obstacle: {
        by: 'JONAH',
        says: "It's complicated.",
      },
      stakes: ['lost my job', 'twenty-three lunches', 'Lisbon'],
      turn: 'Carol called here.',
      relationships: {
        HANNA: {
          named: 'wife',
          callsThem: ['Han'],
          calledBy: ['Jonah', 'sweetheart'],
          history: 'Your dad always said',
        },
      },
      momentBefore: {
        note: 'Another day in the parking garage, moved on by the guard who has started to recognise him; at noon he told her to book Lisbon, and he has driven home knowing he must now unbook it.',
        opening: 'still in the suit',
      },
      pronouns: {
        JONAH: 'he',
        HANNA: 'she',
      },
    },
    arc: {
      pursuer: 'HANNA',
      pursues: 'get Jonah to tell her himself that he has lost his job',
      objective: 'get Hanna to drop Lisbon without asking why',
      objectiveLine: 'Maybe not Lisbon this year.',
      outcome: 'partner',
      turn: 'Carol called here.',
      turnIsAction: false,
    },
  },
];
