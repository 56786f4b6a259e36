/**
 * Development set A: fourteen original short sides, one per scene shape, each with a coach's
 * reading written by hand before any reading ran (the TestSide `coach` fields) and the arc of the
 * scene (whose want drives it, the coached character's own objective, who wins, and where it turns).
 * Exact-words fields are words of the page line they name: speech fields match the spoken words
 * (parenthetical directions left out); an action turn is recorded in `arc.turn` with
 * `turnIsAction: true`, and `coach.turn` then holds the first speech that shows it.
 */
import type { TestSide } from './side.js';

export const ARCS_A: TestSide[] = [
  // 1. The character is pressed (the partner pursues); he evades, then half-tells. Ten-year-old.
  {
    id: 'torn-jumper-child-pressed',
    label: 'TV drama, ten-year-old pressed by his dad, evades then half-tells',
    family: 'screenplay',
    character: 'LEON',
    page: `
# 5 INT. FLAT - KITCHEN - EVENING
LEON (10) slips in the front door and heads straight for the stairs, his school jumper balled in his arms. His dad, FELIX (40s), stirs a pot at the stove.
FELIX: Shoes.
Leon kicks them off. Keeps going.
FELIX: Where's your jumper?
LEON: Here.
FELIX: Why's it in a ball?
LEON: It's hot.
FELIX: It's November. Come here.
Leon comes. Felix takes the jumper and shakes it out. One sleeve is ripped at the shoulder.
FELIX: Who did this?
LEON: Nobody. I caught it on the fence.
FELIX: Which fence?
LEON: What's for tea?
FELIX: Leon. Which fence.
LEON: (to the floor) Do I have to go back tomorrow?
FELIX: Why wouldn't you?
LEON: Just... if Marcus is there. Dad, can I be ill?
Felix turns off the hob. He crouches so they're eye to eye.
FELIX: Tell me about Marcus.
`,
    coach: {
      story:
        "Leon comes home hiding his school jumper in a ball and tries to get upstairs. His dad stops him, shakes it out and finds the sleeve ripped; Leon says he caught it on a fence, won't say which fence, and asks what's for tea. Then he asks whether he has to go back tomorrow, lets slip a name — Marcus — and asks if he can be ill; his dad turns off the hob and asks about Marcus.",
      partners: ['FELIX'],
      want: { from: 'FELIX', of: 'LEON', ask: 'Who did this?' },
      obstacle: { by: 'LEON', says: 'Nobody. I caught it on the fence.' },
      stakes: ['go back tomorrow'],
      turn: 'if Marcus is there',
      relationships: { FELIX: { named: 'dad', callsThem: ['Dad'], calledBy: ['Leon'] } },
      momentBefore: {
        note: 'Something happened at school with Marcus; he has carried the balled-up jumper all the way home so nobody would see the sleeve.',
        opening: 'slips in the front door',
      },
      pronouns: { LEON: 'he', FELIX: 'he' },
    },
    arc: {
      pursuer: 'FELIX',
      pursues: 'get Leon to say who ripped his jumper',
      objective: 'get Dad to let him stay home tomorrow without saying why',
      objectiveLine: 'can I be ill?',
      outcome: 'partner',
      turn: 'if Marcus is there',
      turnIsAction: false,
    },
  },

  // 2. Permission asked by hinting, refused, negotiated, won on terms. Teen and parent.
  {
    id: 'gig-permission-teen',
    label: 'teen drama, permission hinted at, refused, negotiated and won on terms',
    family: 'screenplay',
    character: 'TESS',
    page: `
# 22 INT. BELL HOUSE - KITCHEN - NIGHT
TESS (15) comes in and, unasked, starts unloading the dishwasher. Her mum, NADIA (40s), sorts bills at the table and watches her.
NADIA: What do you want, Tess?
TESS: Nothing. Can't I help?
NADIA: You've never once emptied that.
TESS: Juno's cousin has a band. They're playing the Crossway on Saturday.
NADIA: Good for Juno's cousin.
TESS: It's all ages. Finishes at eleven.
NADIA: No.
TESS: I didn't ask anything.
NADIA: You're stacking plates. You're asking. It's in town and it's at night.
TESS: Everyone in Year Ten's going. I'll be the only one who wasn't there.
NADIA: Then you'll be the only one I don't have to worry about.
TESS: Juno's mum's driving. Both ways. She said she'll stand at the back.
NADIA: Juno's mum said that?
TESS: (holding out her phone) You can ring her, Mum. Her number's already up.
Nadia looks at the phone. She doesn't take it.
NADIA: Home by half eleven. Not eleven thirty-five. And you text me in the interval.
TESS: It's a gig, Mum. There's no interval.
NADIA: Then you text me in the middle.
TESS: Deal.
`,
    coach: {
      story:
        "Tess starts unloading the dishwasher without being asked, and her mum knows at once she wants something. Tess circles it — a friend's cousin's band, Saturday, all ages — and her mum says no before she has asked: it's in town and at night. Tess plays being the only one who wasn't there, then her card: Juno's mum is driving both ways and will stand at the back, and here is her number. Her mum doesn't ring; she sets the terms — home by half eleven, a text in the middle — and Tess takes the deal.",
      partners: ['NADIA'],
      want: { from: 'TESS', of: 'NADIA', ask: "They're playing the Crossway on Saturday." },
      obstacle: { by: 'NADIA', says: "It's in town and it's at night." },
      stakes: ["the only one who wasn't there"],
      turn: "Juno's mum's driving.",
      relationships: { NADIA: { named: 'mum', callsThem: ['Mum'], calledBy: ['Tess'] } },
      momentBefore: {
        note: 'She has rehearsed the pitch upstairs and decided the dishwasher is the opening move.',
        opening: 'starts unloading the dishwasher',
      },
      pronouns: { TESS: 'she', NADIA: 'she' },
    },
    arc: {
      pursuer: 'TESS',
      pursues: 'get Mum to let her go to the gig on Saturday',
      objective: 'get Mum to let her go to the gig on Saturday',
      objectiveLine: "They're playing the Crossway on Saturday.",
      outcome: 'character',
      turn: "Juno's mum's driving.",
      turnIsAction: false,
    },
  },

  // 3. The character comes to confess and is forgiven. Child and grandparent.
  {
    id: 'china-robin-confession-child',
    label: 'family drama, nine-year-old confesses to his grandfather and is forgiven',
    family: 'screenplay',
    character: 'OSKAR',
    page: `
# 9 INT. POP'S GREENHOUSE - DAY
OSKAR (9) hovers in the doorway, hands behind his back. His grandfather, POP (70s), pots seedlings at the bench.
POP: In or out. You're letting the cold in.
Oskar comes in. His hands stay behind him.
OSKAR: Pop. If someone broke something, but by accident, is it still bad?
POP: Depends what the something is.
OSKAR: What if it was old?
POP: Old like me?
OSKAR: Old like Nana's.
Pop stops potting.
POP: Show me.
Oskar brings his hands round. Nana's china robin, in two pieces.
OSKAR: I was only dusting it. For you. It jumped.
POP: Jumped, did it.
OSKAR: You can stop my pocket money. For a year. Two years.
Pop takes the pieces. He fits them together and looks at them a long time.
POP: She dropped this herself once. Nineteen seventy-eight. Glued the wing back on. See the line?
OSKAR: ...So now it's broken twice.
POP: So now it's been mended twice. Fetch the glue, lad. Top drawer.
`,
    coach: {
      story:
        "Oskar comes into the greenhouse with something hidden behind his back and asks his grandfather, as if it were a riddle, whether breaking something by accident is still bad. Pop makes him say what — something old, something of Nana's — and Oskar shows him her china robin in two pieces, with a story about dusting it and an offer of two years' pocket money. Pop fits the pieces together and shows him the old glue line: Nana broke it herself once. It has been mended twice, and he sends Oskar for the glue.",
      partners: ['POP'],
      want: { from: 'OSKAR', of: 'POP', ask: 'is it still bad?' },
      obstacle: { by: 'POP', says: 'Depends what the something is.' },
      stakes: ["Old like Nana's", 'stop my pocket money'],
      turn: 'She dropped this herself once.',
      relationships: { POP: { named: 'grandfather', callsThem: ['Pop'], calledBy: ['lad'] } },
      momentBefore: {
        note: 'The robin broke a few minutes ago; he has been standing outside the greenhouse deciding how to say it.',
        opening: 'hands behind his back',
      },
      pronouns: { OSKAR: 'he', POP: 'he' },
    },
    arc: {
      pursuer: 'OSKAR',
      pursues: "get Pop to forgive him for breaking Nana's robin",
      objective: "get Pop to forgive him for breaking Nana's robin",
      objectiveLine: 'If someone broke something, but by accident, is it still bad?',
      outcome: 'character',
      turn: 'She dropped this herself once.',
      turnIsAction: false,
    },
  },

  // 4. Comic argument over a purchase; the character loses. Multi-camera.
  {
    id: 'massage-chair-multicam',
    label: 'multi-camera sitcom, an argument over a purchase the character loses',
    family: 'multi-cam',
    character: 'WES',
    page: `
# C INT. DUNLEAVY HOUSE - LIVING ROOM - NIGHT (NIGHT 2)
A huge leather massage chair dominates the room, a bow still on it. WES (40s) reclines in it, blissful, remote in hand. His wife, BONNIE (40s), comes in with grocery bags and stops dead.
BONNIE: What is that.
WES: That's a who. Her name is the Serenity Nine Thousand.
BONNIE: How much was she?
WES: You can't put a price on lumbar support.
BONNIE: They did. It's on the tag. (reading the tag) Wes!
WES: It was forty percent off. I basically made money.
BONNIE: We're saving for a roof.
WES: And now my back doesn't hurt. Under a roof, over a roof. Priorities.
BONNIE: It goes back tomorrow.
WES: Just sit in it, Bon. Thirty seconds. If you still want it gone, I'll carry it back myself.
Bonnie sighs and drops the bags. Wes hops out; she sits. He presses a button. The chair hums. Her eyes close.
BONNIE: ...Oh.
WES: Right?
BONNIE: Oh, where has this been my whole life?
WES: Okay. Scoot over.
BONNIE: Get your own chair.
WES: This IS my own chair!
BONNIE: It was. Go start dinner.
`,
    coach: {
      story:
        "Bonnie comes home to find Wes blissed out in a huge new massage chair with a bow on it. She wants the price, then wants it gone — they're saving for a roof — and he argues it was forty percent off and his back has stopped hurting. His last move is to get her to sit in it for thirty seconds; she does, and falls in love with it. She keeps the chair and sends him to make dinner.",
      partners: ['BONNIE'],
      want: { from: 'BONNIE', of: 'WES', ask: 'It goes back tomorrow.' },
      obstacle: { by: 'WES', says: 'It was forty percent off.' },
      stakes: ['saving for a roof'],
      turn: 'where has this been my whole life',
      relationships: { BONNIE: { named: 'wife', callsThem: ['Bon'], calledBy: ['Wes'] } },
      momentBefore: {
        note: 'He has had the chair for an hour and has been rehearsing the defence between massage cycles; he did not expect her home yet.',
        opening: 'reclines in it, blissful',
      },
      pronouns: { WES: 'he', BONNIE: 'she' },
    },
    arc: {
      pursuer: 'BONNIE',
      pursues: 'get Wes to take the chair back',
      objective: 'get Bonnie to let him keep the chair',
      objectiveLine: 'Just sit in it',
      outcome: 'partner',
      turn: 'where has this been my whole life',
      turnIsAction: false,
    },
  },

  // 5. The character asks and is firmly and finally refused. Film drama, adults.
  {
    id: 'comeback-corner-film',
    label: 'film drama, an old fighter asks his trainer to work his corner and is refused',
    family: 'screenplay',
    character: 'CURTIS',
    page: `
# 31 INT. GALLAGHER'S GYM - OFFICE - NIGHT
Beyond the glass, the gym is dark. ROSA (60s), a trainer for forty years, does the books under a desk lamp. A knock. CURTIS (38), a former middleweight, stands in the doorway in a tracksuit, sweating.
CURTIS: Lights were on.
ROSA: Lights are always on. Electric's in the rent.
CURTIS: I ran here. From Denholm Street.
ROSA: That's four miles.
CURTIS: Four and a half. Thirty-one minutes.
ROSA: What do you want, Curtis?
CURTIS: Pike's promoter called. Ten rounds in March. Forty thousand, win or lose.
ROSA: Are you telling me or asking me?
CURTIS: I can't do it without a corner. You're my corner, Rosa.
ROSA: I was. I was in your corner the night they carried you out on a board.
CURTIS: That was five years ago. I'm different now.
ROSA: Your eyes aren't. I saw the scan. I don't forget a scan.
CURTIS: Forty thousand. Leah starts school in September.
Rosa closes the ledger.
ROSA: Then be there for it. The answer's no. Not March. Not ever. Not in my gym.
Curtis doesn't move. She turns off the lamp.
`,
    coach: {
      story:
        "Curtis, five years retired, runs four and a half miles to his old trainer's gym at night to show her he's fit. A promoter has offered him ten rounds in March for forty thousand, and he wants Rosa in his corner. She was in his corner the night he was carried out on a board, and she has seen his scan. He plays his last card — his daughter starting school — and she turns it on him: be there for it. No, not ever, not in her gym; she turns off the lamp.",
      partners: ['ROSA'],
      want: { from: 'CURTIS', of: 'ROSA', ask: "You're my corner" },
      obstacle: { by: 'ROSA', says: "Your eyes aren't." },
      stakes: ['Forty thousand', 'Leah starts school'],
      turn: 'Then be there for it.',
      relationships: {
        ROSA: { named: 'trainer', callsThem: ['Rosa'], calledBy: ['Curtis'], history: 'carried you out on a board' },
      },
      momentBefore: {
        note: 'The promoter called today; he ran here to arrive as proof, and timed himself.',
        opening: 'sweating',
      },
      pronouns: { ROSA: 'she' },
    },
    arc: {
      pursuer: 'CURTIS',
      pursues: 'get Rosa to work his corner for the March fight',
      objective: 'get Rosa to work his corner for the March fight',
      objectiveLine: "You're my corner",
      outcome: 'partner',
      turn: 'Then be there for it.',
      turnIsAction: false,
    },
  },

  // 6. The turn is an action on the page (something laid down). Soap.
  {
    id: 'check-and-test-soap',
    label: 'daytime soap, the turn an action (something laid on the table)',
    family: 'soap',
    character: 'SIENNA',
    page: `
# INT. ASHCROFT ESTATE - SUNROOM - DAY
VIVIAN (50s), immaculate, pours tea for one. SIENNA (20s), still in her waitress uniform, stands by the door. She hasn't been asked to sit.
VIVIAN: Forgive me for not offering you a cup. You won't be staying.
SIENNA: Julian said you wanted to talk.
VIVIAN: Julian says a great many things. He's twenty-six. (sliding a check across the table) This is what I wanted to say.
SIENNA: (not looking at it) I don't want your money, Mrs. Ashcroft.
VIVIAN: Everyone wants my money, dear. It's practically the family hobby. Look at the number.
SIENNA: I love your son.
VIVIAN: Then love him from Phoenix. Your flight is Thursday. It's paid for.
Sienna opens her purse, takes out a pregnancy test and lays it on the check.
VIVIAN: ...What is that.
SIENNA: Two lines. Read it, dear.
Vivian stares. Her teacup rattles against the saucer as she sets it down.
VIVIAN: Does Julian know?
SIENNA: Not yet. I thought his mother should hear it first.
Vivian slides the check out from under the test and tears it in half.
VIVIAN: Sit down. I'll ring for another cup.
`,
    coach: {
      story:
        "Julian's mother summons Sienna, a waitress, and doesn't offer her a seat or a cup: she slides a check across the table and a flight to Phoenix on Thursday. Sienna won't look at it — she loves Julian — and then lays a positive pregnancy test on the check. Vivian's composure goes; she asks if Julian knows, hears that his mother is the first to be told, tears up the check and sends for another cup.",
      partners: ['VIVIAN'],
      want: { from: 'VIVIAN', of: 'SIENNA', ask: 'Then love him from Phoenix.' },
      obstacle: { by: 'SIENNA', says: "I don't want your money" },
      stakes: ['love him from Phoenix', 'Your flight is Thursday'],
      turn: 'What is that.',
      relationships: { VIVIAN: { named: 'mother', callsThem: ['Mrs. Ashcroft'], calledBy: ['dear'] } },
      momentBefore: {
        note: 'She came straight from a shift, the test in her purse since this morning, knowing what this meeting is for.',
        opening: "hasn't been asked to sit",
      },
      pronouns: { SIENNA: 'she', VIVIAN: 'she' },
    },
    arc: {
      pursuer: 'VIVIAN',
      pursues: 'get Sienna to take the money and leave Julian',
      objective: 'make Vivian accept her (and the baby) as family',
      objectiveLine: 'I thought his mother should hear it first.',
      outcome: 'character',
      turn: 'lays it on the check',
      turnIsAction: true,
    },
  },

  // 7. Three people; the character's want is aimed at one of the two. Workplace TV drama.
  {
    id: 'front-page-newsroom-three',
    label: 'TV drama, three-hander in a newsroom, the want aimed at one of two partners',
    family: 'screenplay',
    character: 'ANIKA',
    page: `
# 18 INT. CHRONICLE NEWSROOM - EDITOR'S OFFICE - NIGHT
RUTH (50s), the editor, reads a page proof, pen in her teeth. HOLT (50s), a senior reporter, leans on the filing cabinet, his tie loose. ANIKA (26) comes in out of breath, a memory stick in her fist.
ANIKA: Ruth. I've got the councillor. On video.
HOLT: Got him doing what, kid?
ANIKA: (to Ruth) Taking an envelope. Car park behind the leisure centre, Tuesday night.
RUTH: Who shot it?
ANIKA: A source.
HOLT: A source with a grudge. Ruth, we ran his rival's profile on Sunday. This lands tomorrow, we look bought.
ANIKA: It's him, it's the envelope, it's the date stamp. Watch it. Two minutes.
RUTH: Front page closes in forty.
ANIKA: Then I'll have it past legal in thirty.
HOLT: Legal's gone home.
ANIKA: Then I'll ring Marguerite at home. She likes me.
RUTH: Nobody likes being rung at home.
ANIKA: She'll like this.
Ruth takes the pen out of her teeth.
RUTH: Give it here.
Anika puts the stick in her hand. Ruth plugs it in.
RUTH: Holt, hold the front. Anika, get Marguerite. If she says no, it's page nine.
HOLT: Page nine? Ruth—
RUTH: Go.
`,
    coach: {
      story:
        "Forty minutes before the front page closes, Anika bursts into the editor's office with video of a councillor taking an envelope. The senior reporter, Holt, argues against it: an anonymous source with a grudge, and after Sunday's profile of the rival the paper will look bought. Anika answers every objection — she'll get it past legal, she'll ring the lawyer at home — and Ruth takes the memory stick, holds the front, and gives her one condition: if legal says no, it's page nine.",
      partners: ['RUTH', 'HOLT'],
      want: { from: 'ANIKA', of: 'RUTH', ask: 'Watch it.' },
      obstacle: { by: 'HOLT', says: 'we look bought' },
      stakes: ['Front page closes in forty', "it's page nine"],
      turn: 'Give it here.',
      relationships: {
        RUTH: { named: 'editor', callsThem: ['Ruth'], calledBy: ['Anika'] },
        HOLT: { named: 'senior reporter', calledBy: ['kid'] },
      },
      momentBefore: {
        note: 'The source handed her the stick minutes ago; she ran up from the car park watching the clock.',
        opening: 'out of breath',
      },
      pronouns: { RUTH: 'she', HOLT: 'he', ANIKA: 'she' },
    },
    arc: {
      pursuer: 'ANIKA',
      pursues: 'get Ruth to run the councillor footage on the front page',
      objective: 'get Ruth to run the councillor footage on the front page',
      objectiveLine: 'Watch it.',
      outcome: 'character',
      turn: 'Give it here.',
      turnIsAction: false,
    },
  },

  // 8. Announcement: the character brings news and the partner argues against it. UK TV.
  {
    id: 'rigs-announcement-uk',
    label: 'UK TV drama, a son announces he is leaving and his mother argues against it',
    family: 'uk-tv',
    character: 'JAMIE',
    page: `
# 6 INT. CHIP SHOP - NIGHT
Closing time. JAMIE (24), still in his apron, turns the sign on the door to CLOSED. His mam, MAUREEN (50s), counts the till into bags.
JAMIE: Mam. Leave that a minute.
MAUREEN: I'll lose count.
JAMIE: You never lose count. I got the job. The rigs. Aberdeen.
MAUREEN: What job?
JAMIE: The one I said about at Christmas. Three weeks on, three weeks off. I start on the first.
MAUREEN: You said about a lot of things at Christmas, love. You'd had a drink.
JAMIE: I've signed, Mam. I'm not asking. I'm telling you so you'll come and see me off.
MAUREEN: And who does the fryer? Your dad's back won't take Saturdays.
JAMIE: Get a lad in. He'll cost you less than I do.
MAUREEN: People fall off them things. It's on the news.
JAMIE: People fall off ladders. It's four times what I get here. I'll have the rent on this place paid by summer.
Maureen stops counting. She looks at the bags.
MAUREEN: ...We're behind on the rent?
JAMIE: Since October. Dad told me. He didn't want you knowing.
MAUREEN: (quietly) When's the train?
JAMIE: Sunday. Half six.
MAUREEN: I'll do you a flask.
`,
    coach: {
      story:
        "After closing, Jamie tells his mam he has taken a job on the oil rigs in Aberdeen, three weeks on and three off, and has already signed. She argues: he'd had a drink when he mentioned it at Christmas, who will do the fryer, people fall off those things. He tells her it pays four times what he earns in the shop and he'll clear the rent by summer — and she learns the rent is behind, which his dad kept from her. She asks when the train is and says she'll make him a flask.",
      partners: ['MAUREEN'],
      want: { from: 'JAMIE', of: 'MAUREEN', ask: "so you'll come and see me off" },
      obstacle: { by: 'MAUREEN', says: 'People fall off them things.' },
      stakes: ['four times what I get here', 'rent on this place'],
      turn: "We're behind on the rent?",
      relationships: { MAUREEN: { named: 'mam', callsThem: ['Mam'], calledBy: ['love'], history: 'Christmas' } },
      momentBefore: {
        note: 'He signed this morning and has worked a whole shift beside her without saying it.',
        opening: 'turns the sign on the door to CLOSED',
      },
      pronouns: { JAMIE: 'he', MAUREEN: 'she' },
    },
    arc: {
      pursuer: 'JAMIE',
      pursues: 'get Mam to give her blessing and see him off',
      objective: 'get Mam to give her blessing and see him off',
      objectiveLine: "so you'll come and see me off",
      outcome: 'character',
      turn: "We're behind on the rent?",
      turnIsAction: false,
    },
  },

  // 9. Threat / blackmail with a reversal. Thriller.
  {
    id: 'car-park-blackmail-thriller',
    label: 'thriller, a blackmail turned round on the blackmailer',
    family: 'screenplay',
    character: 'VOSS',
    page: `
# 44 INT. MULTI-STOREY CAR PARK - LEVEL 4 - NIGHT
Sodium light. ELLIS (40s), a hospital porter, leans on a pillar beside a silver Audi. The lift opens: VOSS (50s), a surgeon, walks out with her keys already in her hand.
ELLIS: Evening, Doctor. Long shift?
VOSS: Do I know you?
ELLIS: Ellis. Porter. I wheel your patients about. You never look at the face.
VOSS: What do you want?
ELLIS: I was on nights, fourth of March. Theatre three. I took Mr. Adeyemi down to the mortuary after.
VOSS: (her keys tight in her fist) Patients die.
ELLIS: Not often with that much in their blood. I kept the chart. The first page. Before it got tidied.
VOSS: Say a number.
ELLIS: Twenty thousand. And I forget theatre three.
Voss unlocks her car. Opens the door. Doesn't get in.
VOSS: Mrs. Adeyemi came to see me yesterday. Someone had sent her a letter, no name, offering her "the truth" for five thousand.
Ellis's smile goes. He takes a step back.
VOSS: Same handwriting as the note on my windscreen last week. The police have both. You're selling the same page twice, Mr. Ellis.
ELLIS: You're bluffing.
VOSS: (getting in) Level four has cameras. Smile.
She shuts the door and drives away.
`,
    coach: {
      story:
        "A hospital porter waits by a surgeon's car to tell her he kept the first chart page from a patient who died in her theatre with too much of something in his blood. She gives him nothing — patients die — then invites his price: twenty thousand. Then she turns it: the dead man's widow has had an anonymous letter offering her the truth, in the same hand as the note left on Voss's windscreen, and the police have both. He is selling the same page twice, and the level has cameras.",
      partners: ['ELLIS'],
      want: { from: 'ELLIS', of: 'VOSS', ask: 'Twenty thousand.' },
      obstacle: { by: 'VOSS', says: 'Patients die.' },
      stakes: ['I kept the chart', 'forget theatre three'],
      turn: 'Mrs. Adeyemi came to see me yesterday.',
      relationships: { ELLIS: { named: 'porter', callsThem: ['Mr. Ellis'], calledBy: ['Doctor'] } },
      momentBefore: {
        note: 'She has known this approach was coming since the note on her windscreen, and went to the police before he did anything else.',
        opening: 'keys already in her hand',
      },
      pronouns: { VOSS: 'she', ELLIS: 'he' },
    },
    arc: {
      pursuer: 'ELLIS',
      pursues: 'get Voss to pay twenty thousand for the chart page',
      objective: 'draw Ellis into naming his price, then make him back off',
      objectiveLine: 'Say a number.',
      outcome: 'character',
      turn: 'Mrs. Adeyemi came to see me yesterday.',
      turnIsAction: false,
    },
  },

  // 10. Charm in a :30 commercial; the product is the turn (an action). Family 'screenplay'.
  {
    id: 'shortbread-fence-commercial',
    label: 'commercial (:30) on a screenplay page, a charm scene turned by the product',
    family: 'screenplay',
    character: 'CAMILLE',
    page: `
# :30 TV SPOT "OVER THE FENCE"
EXT. BACK GARDENS - DAY
WALT (70s) clips his roses with great seriousness. Over the fence pops his new neighbour, CAMILLE (30s), all smiles.
CAMILLE: Those are the best roses on the street, Mr. Pruitt.
WALT: They're the only roses on the street.
CAMILLE: Which makes them the best. I'm Camille. Number twelve.
WALT: I know. Your removal van parked on my verge.
CAMILLE: Sorry about that. That's a lovely ladder you've got.
WALT: It's a ladder.
CAMILLE: My son's kite is on our roof. He's five. He's been crying since lunch.
WALT: Kites go on roofs. It's their nature.
Camille lifts a tin over the fence and opens the lid: GOLDEN CROWN SHORTBREAD, all butter.
Walt takes one. Bites. Closes his eyes.
WALT: ...Which side of the roof?
CAMILLE: I'd say I baked them. But you'd know.
SUPER: GOLDEN CROWN. OPENS GATES.
ANNOUNCER (V.O.): Golden Crown Shortbread. Neighbourly since 1921.
`,
    coach: {
      story:
        "Camille, new in the street, leans over the fence to charm her grumpy neighbour: his roses, then his ladder, because her little boy's kite is on the roof. Walt gives nothing — her removal van parked on his verge, and kites belong on roofs. She opens a tin of Golden Crown shortbread over the fence; he takes one, closes his eyes, and asks which side of the roof.",
      partners: ['WALT'],
      want: { from: 'CAMILLE', of: 'WALT', ask: "That's a lovely ladder you've got." },
      obstacle: { by: 'WALT', says: 'Kites go on roofs.' },
      stakes: ["He's been crying since lunch"],
      turn: 'Which side of the roof?',
      relationships: { WALT: { named: 'neighbour', callsThem: ['Mr. Pruitt'] } },
      momentBefore: {
        note: 'She has just left a crying five-year-old indoors and picked up the tin on her way out.',
        opening: 'clips his roses',
      },
      pronouns: { WALT: 'he' },
    },
    arc: {
      pursuer: 'CAMILLE',
      pursues: "get Walt to lend his ladder (and fetch her son's kite)",
      objective: "get Walt to lend his ladder (and fetch her son's kite)",
      objectiveLine: "That's a lovely ladder you've got.",
      outcome: 'character',
      turn: 'lifts a tin over the fence',
      turnIsAction: true,
    },
  },

  // 11. Stage: two siblings over a parent's belongings.
  {
    id: 'button-tin-siblings-stage',
    label: "stage play, a sister and brother clearing their mother's room",
    family: 'stage',
    character: 'FRANCES',
    page: `
# SCENE 3. Their mother's bedroom, half packed. Bin bags, boxes, a bare mattress.
FRANCES (44) stands by the wardrobe holding a biscuit tin full of buttons. She has been holding it for some time. Her younger brother, OWEN (40), labels boxes with a marker.
OWEN: Charity, keep, or tip. Those are the piles.
FRANCES: There ought to be a fourth.
OWEN: There isn't a fourth. The van's at nine.
FRANCES: She kept a button off every coat we ever had. Look. That's off your duffel.
OWEN: Fran. It's buttons.
FRANCES: You wore that duffel till you were twelve. She let the sleeves down twice.
OWEN: I'm not driving a tin of buttons to Leeds because of a duffel coat.
FRANCES: I'm not asking you to drive it anywhere.
OWEN: Then what are you asking?
FRANCES: For you to say I can have it. Without it being a thing.
OWEN: You've had the good china. You've had the clock. You've had the—
FRANCES: You were in Leeds. I was here. Every Sunday for six years, I was here.
Silence. Owen caps his marker.
OWEN: ...I know you were.
He takes the tin from her, opens it and picks out a dull brown toggle. He pockets it.
OWEN: That one's mine. The rest are yours.
FRANCES: (sitting down on the bare mattress) Thank you.
`,
    coach: {
      story:
        "Clearing their dead mother's bedroom before the van comes at nine, Frances has been standing with a tin of buttons — one off every coat they ever had — while her brother sorts everything into charity, keep or tip. She wants it, without a fight about it; he points out she has already had the good china and the clock. She cuts him off: he was in Leeds, she was here every Sunday for six years. He says he knows, takes one toggle from his old duffel coat, and gives her the rest.",
      partners: ['OWEN'],
      want: { from: 'FRANCES', of: 'OWEN', ask: 'For you to say I can have it.' },
      obstacle: { by: 'OWEN', says: "You've had the good china." },
      stakes: ["The van's at nine"],
      turn: 'Every Sunday for six years',
      relationships: { OWEN: { named: 'brother', calledBy: ['Fran'], history: 'duffel' } },
      momentBefore: {
        note: 'She opened the wardrobe, found the tin, and has not been able to put it in any pile.',
        opening: 'holding a biscuit tin full of buttons',
      },
      pronouns: { FRANCES: 'she', OWEN: 'he' },
    },
    arc: {
      pursuer: 'FRANCES',
      pursues: 'get Owen to let her keep the button tin without a fight',
      objective: 'get Owen to let her keep the button tin without a fight',
      objectiveLine: 'For you to say I can have it.',
      outcome: 'character',
      turn: 'Every Sunday for six years',
      turnIsAction: false,
    },
  },

  // 12. Audio drama with SFX cues: a rescue over the radio.
  {
    id: 'kestrel-mayday-audio',
    label: 'audio drama, a coastguard talks a skipper off his sinking boat',
    family: 'audio',
    character: 'BRYNN',
    page: `
# SCENE 9. FALMOUTH COASTGUARD, THE WATCH ROOM. NIGHT.
SFX: Rain against the windows. A radio hisses, then a man's voice through heavy static.
TOMMY: (distort) Falmouth Coastguard, Falmouth Coastguard, this is Kestrel. Taking water. Pump's gone.
BRYNN: (close) Kestrel, Falmouth. Tommy, it's Brynn. How many aboard?
TOMMY: (distort) Just me. And the dog.
BRYNN: Lifeboat's launched, twenty minutes out. I need you in your lifejacket and in the raft.
TOMMY: (distort) She'll stay up. She's stayed up through worse.
BRYNN: Tommy. How high's the water in the wheelhouse?
SFX: A wave booms against the hull. Something metal rolls.
TOMMY: (distort) Knees.
BRYNN: Then she's not staying up. Cut the raft loose. Now.
TOMMY: (distort) My dad built this boat. I'm not leaving her to the gulls.
BRYNN: Your dad taught me a bowline on that deck. He'd have had you in the raft ten minutes ago.
SFX: Static. A long beat.
TOMMY: (distort) ...Dog first.
BRYNN: Dog first. Then you. Tell me when you're in.
SFX: A canister bangs open. A long hiss of air. A dog barks.
TOMMY: (distort, further off) We're in. We're in, Brynn.
BRYNN: (breathing out) Good lad. Stay on sixteen.
`,
    coach: {
      story:
        "A mayday comes in to the coastguard watch room: Tommy's boat, Kestrel, is taking water with the pump gone, and he is alone with his dog. Brynn, who knows him, wants him in the life raft before the lifeboat arrives in twenty minutes; he says the boat will stay up — his dad built her. She gets him to tell her the water is at his knees, then uses his dad, who taught her a bowline on that deck. He gives in — dog first — and they get into the raft.",
      partners: ['TOMMY'],
      want: { from: 'BRYNN', of: 'TOMMY', ask: 'I need you in your lifejacket and in the raft.' },
      obstacle: { by: 'TOMMY', says: "She'll stay up." },
      stakes: ["she's not staying up", "Pump's gone"],
      turn: 'Dog first.',
      relationships: { TOMMY: { callsThem: ['Tommy'], calledBy: ['Brynn'], history: 'bowline' } },
      momentBefore: {
        note: 'A quiet night watch until the radio breaks in; she knows the boat and the voice before he names them.',
        opening: null,
      },
    },
    arc: {
      pursuer: 'BRYNN',
      pursues: 'get Tommy off his sinking boat and into the raft',
      objective: 'get Tommy off his sinking boat and into the raft',
      objectiveLine: 'I need you in your lifejacket and in the raft.',
      outcome: 'character',
      turn: 'Dog first.',
      turnIsAction: false,
    },
  },

  // 13. Co-star: a shop clerk with three lines in someone else's scene.
  {
    id: 'deadbolt-clerk-costar',
    label: "TV drama co-star, a hardware clerk with three lines in a mother and son's scene",
    family: 'screenplay',
    character: 'CLERK',
    page: `
# 33 INT. KESSLER HARDWARE - COUNTER - NIGHT
Closing time. The CLERK (20s) counts keys into a tray. JOANNE (40s) sets a deadbolt on the counter. Her son, LUKE (16), hangs back by the door, his hood up.
CLERK: We close in five, ma'am. Just the lock?
JOANNE: Just the lock.
LUKE: Mom. It's Thursday. Can't it wait till the weekend?
JOANNE: No.
LUKE: Dad said he'd come Saturday. For his stuff. He said he'd talk to you.
JOANNE: He can talk through the door.
CLERK: (scanning it) Forty-two fifty. You'll want a drill for this one.
JOANNE: We have a drill.
LUKE: Dad took the drill.
Joanne's hand stops on her purse. A beat.
JOANNE: (to the Clerk) Where are your drills?
CLERK: Aisle six. I'll keep the till open.
Joanne goes. Luke stays by the door, watching the dark street.
`,
    coach: {
      story:
        "At closing time a woman buys a deadbolt while her teenage son begs her to wait till the weekend, when his dad is coming for his things and wants to talk. She says he can talk through the door. The clerk rings up the lock and says she'll need a drill; she says they have one, and her son tells her his dad took it. She stops, then asks where the drills are, and the clerk keeps the till open for her.",
      partners: ['JOANNE'],
      want: { from: 'LUKE', of: 'JOANNE', ask: "Can't it wait till the weekend?" },
      obstacle: { by: 'JOANNE', says: 'He can talk through the door.' },
      stakes: ["He said he'd talk to you"],
      turn: 'Dad took the drill.',
      relationships: { JOANNE: { callsThem: ["ma'am"] } },
      momentBefore: {
        note: 'The end of a long shift; the clerk is ready to lock up when the last customers walk in.',
        opening: 'counts keys into a tray',
      },
      pronouns: { JOANNE: 'she', LUKE: 'he' },
    },
    arc: {
      pursuer: 'LUKE',
      pursues: 'get Mom to put off changing the lock until Dad comes on Saturday',
      objective: 'get Joanne rung up and out before closing (then to help her)',
      objectiveLine: 'We close in five',
      outcome: 'partner',
      turn: 'Dad took the drill.',
      turnIsAction: false,
    },
  },

  // 14. The child wants only to be left alone; the partner wins her round.
  {
    id: 'treehouse-stepdad-child',
    label: 'family drama, a nine-year-old who wants to be left alone, won round by her stepdad',
    family: 'screenplay',
    character: 'WREN',
    page: `
# 11 EXT. BACK GARDEN - TREEHOUSE - DUSK
WREN (9) sits in the treehouse doorway, knees up, a friendship bracelet in her fist. Her stepdad, AMIR (30s), crosses the lawn with two ice lollies.
AMIR: Delivery for the treehouse.
WREN: It's closed.
AMIR: Closed to everyone, or closed to me?
WREN: Everyone. You're everyone.
Amir sits on the grass at the foot of the ladder and unwraps a lolly.
AMIR: I'll wait here, then. Yours is melting, by the way.
WREN: Mum sent you.
AMIR: Your mum's on the phone to Nana. Nobody sent me.
WREN: I'm not talking about Ellie.
AMIR: Okay, Wrenny.
He eats his lolly. A long pause.
AMIR: When I was ten we moved away from Leicester. I had a best mate, Raj. I wrote to him every week for a year.
WREN: (not looking at him) Did he write back?
AMIR: Twice. Then he got a girlfriend. Aged eleven. Disgraceful.
Wren nearly laughs. She stops herself.
WREN: ...Ellie said she'd ring every Sunday.
AMIR: Then on Sunday we'll sit by the phone. Both of us. Come down. It's dripping on my shoe.
Wren climbs down, takes the lolly and sits next to him.
`,
    coach: {
      story:
        "Wren's best friend Ellie has moved away, and Wren has shut herself in the treehouse with a friendship bracelet. Her stepdad comes with ice lollies; she tells him it's closed — to everyone — and that she won't talk about Ellie. He doesn't push: he sits at the bottom of the ladder and tells her about the best mate he left behind at ten, who wrote back twice. She asks a question, nearly laughs, and says Ellie promised to ring every Sunday; he says they'll sit by the phone together, and she comes down.",
      partners: ['AMIR'],
      want: { from: 'AMIR', of: 'WREN', ask: 'Delivery for the treehouse.' },
      obstacle: { by: 'WREN', says: "It's closed." },
      stakes: ["Ellie said she'd ring every Sunday", "I'm not talking about Ellie"],
      turn: 'Did he write back?',
      relationships: { AMIR: { named: 'stepdad', calledBy: ['Wrenny'] } },
      momentBefore: {
        note: "She watched Ellie's car go this afternoon and climbed straight up with the bracelet.",
        opening: 'a friendship bracelet in her fist',
      },
      pronouns: { WREN: 'she', AMIR: 'he' },
    },
    arc: {
      pursuer: 'AMIR',
      pursues: 'get Wren to come down and let him in',
      objective: 'get Amir to go away and leave her alone',
      objectiveLine: "It's closed.",
      outcome: 'partner',
      turn: 'Did he write back?',
      turnIsAction: false,
    },
  },
];
