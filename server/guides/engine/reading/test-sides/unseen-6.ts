/**
 * A sixth held-out set: the twelve original sides of the sixth independent rubric read (/tmp/rubric6),
 * with the coach's reading and the arc written by hand before any guide was generated. Shapes: a
 * confession (film), a witness pressed and evasive who trades a name (procedural), a comic argument the
 * character loses (single-cam), an announcement argued with whose turn is an action (multi-cam, child),
 * a flat refusal against news (soap), an apology made good on a product moment (commercial), a flat
 * refusal that hides an ask (stage, child, mature: tell the parent), excuses as refusals and an action
 * turn (audio), a negotiation won on terms after an action (UK TV, child), a co-star who gives way on
 * what he sees, an announcement in a two-scene packet, and a child pressed whose denial confesses.
 * Render-only lines of the PDFs (slate, act headers) are dropped; the cast list is a line. Scored, not
 * asserted.
 */
import type { TestSide } from './side.js';

export const UNSEEN_6: TestSide[] = [
  {
    id: 'keys-film',
    label: 'feature film drama; a confession; the keys put on the desk',
    family: 'screenplay',
    character: 'EMRYS',
    page: `
# 44 INT. CARREG QUARRY - WEIGHBRIDGE OFFICE - NIGHT
A portacabin. Rain drums on the roof. Through the window, the empty scales under a sodium light. HEDDA VOSS (60s), the quarry's owner, sits at the desk with the day's dockets and a cold mug of tea. The door opens. EMRYS PRYCE (late 50s), her weighbridge man for thirty years, stands on the step in a wet coat, one hand shut tight in his pocket.
HEDDA: You're off shift, Emrys.
EMRYS: I know what time it is.
HEDDA: Then go home to Carys. I've got the Tarmac dockets to do.
EMRYS: It'll keep five minutes.
HEDDA: (not looking up) Nothing keeps with me any more. Shut the door, you're letting the wet in.
He shuts it. He doesn't sit.
EMRYS: I saw Owen's headstone's gone up.
HEDDA: Eleven months. The mason said the ground had to settle.
EMRYS: It's a good stone.
HEDDA: If you've come to talk about stone, I sell stone all day.
EMRYS: The night of the Christmas do. You asked everybody who gave him the keys to the Land Rover.
Hedda's pen stops.
HEDDA: And everybody said they didn't know.
EMRYS: I said I didn't know.
HEDDA: Emrys. Go home.
EMRYS: He came to the cabin at ten. He said you'd told him he could take it. He said he'd only had the one. I knew he hadn't. I gave him the keys off the hook because I didn't want a row with the boss's son at Christmas.
He takes his hand out of his pocket and puts a set of keys on the desk between them. An old Land Rover fob on a CARREG QUARRY ring.
EMRYS: They've been in my coat eleven months.
A long silence. Hedda looks at the keys, not at him.
HEDDA: Why now?
EMRYS: Because you keep asking the new lads. I hear you through the wall. I can't keep letting you ask.
HEDDA: (quiet) You held him at the christening.
EMRYS: I know.
She picks up the keys. Closes her hand on them.
HEDDA: Sit down.
He doesn't move.
HEDDA: I said sit down, Emrys. I'm not doing this with you stood in the door.
He sits.
`,
    coach: {
      story:
        "Eleven months after Hedda's son Owen died, his headstone just up, Emrys — her weighbridge man for thirty years — comes back to the office after his shift with the Land Rover keys shut in his fist. She tries to send him home twice; he circles (the headstone, the Christmas do) and then confesses that he gave the drunk boy the keys off the hook that night and said he didn't know. He puts the keys on her desk. She doesn't forgive him and doesn't throw him out: she takes the keys and makes him sit down.",
      partners: ['HEDDA'],
      want: {
        from: 'EMRYS',
        of: 'HEDDA',
        ask: "It'll keep five minutes.",
      },
      obstacle: {
        by: 'HEDDA',
        says: 'Go home.',
      },
      stakes: ['eleven months', "I can't keep letting you ask"],
      turn: 'I gave him the keys off the hook',
      relationships: {
        HEDDA: {
          named: 'owner',
          calledBy: ['Emrys'],
          history: 'christening',
        },
      },
      momentBefore: {
        note: "He has seen Owen's headstone go up and has carried the keys in his coat for eleven months; he has heard her asking the new lads.",
        opening: 'one hand shut tight in his pocket',
      },
      pronouns: {
        EMRYS: 'he',
        HEDDA: 'she',
      },
    },
    arc: {
      pursuer: 'EMRYS',
      pursues: 'make Hedda hear, from him, who gave Owen the keys',
      objective: 'make Hedda hear the truth about the keys from him',
      objectiveLine: "It'll keep five minutes.",
      outcome: 'character',
      turn: 'I gave him the keys off the hook',
      turnIsAction: false,
    },
  },
  {
    id: 'register-procedural',
    label: 'TV procedural; the character pressed and evasive; a name given for a deal',
    family: 'screenplay',
    character: 'ROSALIND',
    page: `
# 12 INT. HALDANE STREET STATION - INTERVIEW ROOM 2 - DAY
DS KEMAL ARSLAN (40s) sets down a plastic cup of water and a printout. Across the table ROSALIND FINCH (40s), still in her pharmacist's tunic, holds her car keys as if she might leave at any second.
ARSLAN: You're not under arrest, Mrs. Finch. You can put the keys down.
ROSALIND: I've left a locum on his own. On a Saturday.
ARSLAN: Then we'll be quick. Your controlled drugs register. Forty tablets of oxycodone signed out on the ninth. No prescription to match.
ROSALIND: Then it's a clerical error. We do four hundred items a day.
ARSLAN: Signed out in your initials.
ROSALIND: Anyone can write "R.F."
ARSLAN: At eleven at night? You shut at six.
ROSALIND: I do the stock check after close. Ask anyone.
ARSLAN: I asked your locum. He says you've never once stayed late.
Rosalind puts the keys on the table.
ROSALIND: Is this about the girl at the skatepark? The one on the local news?
ARSLAN: Why would it be about her?
ROSALIND: You tell me. You brought me in.
ARSLAN: She's in intensive care at St. Aldhelm's. No phone, no purse. Just a paper bag from your pharmacy in her coat.
ROSALIND: (a beat) Half the town has our bags.
ARSLAN: With your label on it. Made out to nobody.
Rosalind looks at the water. She doesn't drink it.
ROSALIND: Is she going to wake up?
ARSLAN: Who is she, Rosalind?
ROSALIND: I want to see her.
ARSLAN: Give me her name and I'll walk you up there myself.
ROSALIND: (barely) Posy. She's my daughter. She's sixteen.
`,
    coach: {
      story:
        "DS Arslan has a pharmacist, Rosalind Finch, in an interview room over forty oxycodone tablets signed out in her initials at eleven at night with no prescription. She stonewalls — the locum alone, a clerical error, anyone can write R.F., the stock check — until, caught in the lie about staying late, she puts her keys down and raises the girl at the skatepark herself. The girl is in intensive care with one of her pharmacy's bags; Rosalind asks if she will wake up, and trades the name for being walked up to see her: Posy, her daughter, sixteen.",
      partners: ['ARSLAN'],
      want: {
        from: 'ARSLAN',
        of: 'ROSALIND',
        ask: 'Who is she',
      },
      obstacle: {
        by: 'ROSALIND',
        says: "Then it's a clerical error.",
      },
      stakes: ['intensive care', 'wake up'],
      turn: 'Is she going to wake up?',
      relationships: {
        ARSLAN: {
          calledBy: ['Mrs. Finch', 'Rosalind'],
        },
      },
      momentBefore: {
        note: 'Pulled in from a Saturday at the pharmacy, still in the tunic; she has seen the news about the girl.',
        opening: 'holds her car keys',
      },
      pronouns: {
        ROSALIND: 'she',
      },
    },
    arc: {
      pursuer: 'ARSLAN',
      pursues: 'get Rosalind to say who the girl is and where the tablets went',
      objective: 'find out from Arslan whether the girl will live without giving herself away',
      objectiveLine: 'Is she going to wake up?',
      outcome: 'both',
      turn: 'Is she going to wake up?',
      turnIsAction: false,
    },
  },
  {
    id: 'fern-singlecam',
    label: 'single-camera comedy; a comic argument the character loses',
    family: 'screenplay',
    character: 'PHILIPPA',
    page: `
# 7 INT. BRACKLEY & SONS INSURANCE - OPEN-PLAN OFFICE - DAY
Moving day. Everything in boxes. PHILIPPA (30s) heads for the lift with a huge, glossy fern in her arms. CLIVE (50s), the office manager, steps into her path with a clipboard.
CLIVE: Where's that going?
PHILIPPA: Home. With me. Where it's loved.
CLIVE: It's on the inventory. Item forty-one. "Fern, large."
PHILIPPA: It was "fern, small" when I got here. I made it large. I water it. I talk to it. I've turned it every Monday for three years so it doesn't lean.
CLIVE: That's very moving. It's still company property.
PHILIPPA: Says who?
CLIVE: Says the receipt.
He holds up a faded receipt. She squints at it.
PHILIPPA: That could be any fern.
CLIVE: (reading) "Boston fern, one. Blue pot, chip on rim."
Philippa turns the pot in her arms. There's the chip.
PHILIPPA: Every pot's got a chip. That's how you know it's been loved.
CLIVE: It's signed by you, Philippa. You bought it on the company card. You put it through expenses as "team morale."
PHILIPPA: (beat) And has morale been good?
CLIVE: Morale has been adequate.
PHILIPPA: Because of the fern.
CLIVE: Item forty-one. In the crate.
She lowers the fern into a crate stencilled FRAGILE. She leans in close to it.
PHILIPPA: (to the fern) I'll visit.
CLIVE: It's going to the Slough office.
PHILIPPA: Then I'll transfer.
`,
    coach: {
      story:
        "On moving day Philippa heads for the lift with the office fern. Clive, the office manager, stops her: it's item forty-one on the inventory, company property. She argues she raised it from small; he produces the receipt — chipped blue pot — signed by her, bought on the company card as 'team morale'. Beaten, she puts it in the crate, says she'll visit; it's going to Slough; she'll transfer.",
      partners: ['CLIVE'],
      want: {
        from: 'PHILIPPA',
        of: 'CLIVE',
        ask: 'Home. With me.',
      },
      obstacle: {
        by: 'CLIVE',
        says: "It's still company property.",
      },
      stakes: ['every Monday for three years', 'Slough'],
      turn: "It's signed by you",
      relationships: {
        CLIVE: {
          named: 'office manager',
          calledBy: ['Philippa'],
        },
      },
      momentBefore: {
        note: 'She has decided to smuggle the fern out while everything is in boxes.',
        opening: 'heads for the lift',
      },
      pronouns: {
        PHILIPPA: 'she',
        CLIVE: 'he',
      },
    },
    arc: {
      pursuer: 'PHILIPPA',
      pursues: 'get Clive to let her take the fern home',
      objective: 'get Clive to let her take the fern home',
      objectiveLine: "Home. With me. Where it's loved.",
      outcome: 'partner',
      turn: "It's signed by you",
      turnIsAction: false,
    },
  },
  {
    id: 'taco-multicam-child',
    label: 'multi-camera sitcom; child (9); an announcement argued with; the turn an action',
    family: 'multi-cam',
    character: 'CLEMENTINE',
    page: `
# A INT. PELLETIER KITCHEN - NIGHT
IT'S TACO NIGHT. GRANT PELLETIER (40s), IN AN APRON THAT SAYS "SENOR TACO", SETS DOWN A SIZZLING PAN OF BEEF. CLEMENTINE (9) MARCHES IN, CLIMBS ONTO HER CHAIR AND TAPS HER GLASS WITH A FORK.
CLEMENTINE: Attention, please. I have an announcement.
GRANT: You cleaned your room.
CLEMENTINE: Bigger. (BEAT) I'm a vegetarian now.
GRANT: Since when?
CLEMENTINE: Since fourth period. We watched a film about a pig called Dolores.
GRANT: Sweetheart, it's taco night. I've been browning this since five o'clock.
CLEMENTINE: Dolores had a family, Dad.
GRANT: You had a hot dog at lunch.
CLEMENTINE: That was before fourth period. I was a different person.
GRANT: Okay. What's the different person going to eat?
CLEMENTINE: The shells. The cheese. And the lettuce, for my health.
GRANT: Cheese comes from a cow.
CLEMENTINE: (BEAT) Does the cow mind?
GRANT: I'll call her.
HE PILES BEEF ONTO HIS OWN TACO AND WAFTS IT UNDER HER NOSE. CLEMENTINE'S HAND CREEPS TOWARD THE PAN. WITH HER OTHER HAND SHE GRABS HER OWN WRIST AND PUTS IT BACK IN HER LAP.
CLEMENTINE: (THROUGH HER TEETH) For Dolores.
GRANT LOOKS AT HER A LONG MOMENT. THEN HE GETS UP, OPENS A CUPBOARD AND TAKES DOWN A CAN OF BEANS.
GRANT: One vegetarian taco. Nobody tells Dolores about the cheese.
CLEMENTINE: Dolores would want me to have cheese.
END OF SCENE A
`,
    coach: {
      story:
        "On taco night Clementine stands on her chair and announces she's a vegetarian since a film about a pig called Dolores in fourth period. Her dad argues — he's browned beef since five, she had a hot dog at lunch, cheese comes from a cow — and wafts a taco under her nose. Her hand creeps to the pan; she grabs her own wrist and puts it back: 'For Dolores.' He looks at her, gets a can of beans and makes her a vegetarian taco.",
      partners: ['GRANT'],
      want: {
        from: 'CLEMENTINE',
        of: 'GRANT',
        ask: "I'm a vegetarian now.",
      },
      obstacle: {
        by: 'GRANT',
        says: 'You had a hot dog at lunch.',
      },
      stakes: ['Dolores had a family', 'taco night'],
      turn: 'For Dolores.',
      relationships: {
        GRANT: {
          callsThem: ['Dad'],
          calledBy: ['Sweetheart'],
        },
      },
      momentBefore: {
        note: 'She has come home from school with the film in her head and rehearsed the announcement.',
        opening: 'TAPS HER GLASS WITH A FORK',
      },
      pronouns: {
        CLEMENTINE: 'she',
        GRANT: 'he',
      },
    },
    arc: {
      pursuer: 'CLEMENTINE',
      pursues: "get Dad to accept she's a vegetarian",
      objective: "get Dad to accept she's a vegetarian",
      objectiveLine: "I'm a vegetarian now.",
      outcome: 'character',
      turn: 'SHE GRABS HER OWN WRIST',
      turnIsAction: true,
    },
  },
  {
    id: 'vineyard-soap',
    label: 'daytime soap; a flat refusal; news that lands; the folder burned',
    family: 'soap',
    character: 'CELESTINE',
    page: `
# INT. ASHGROVE ESTATE - LIBRARY - NIGHT
Thunder. CELESTINE ASHGROVE pours herself a brandy. Her son SEBASTIAN lets himself in through the terrace doors, soaked, a folder under his arm.
SEBASTIAN: You changed the locks.
CELESTINE: (not turning) I changed the locks.
SEBASTIAN: I need your signature. Just here. The bank closes the Harcourt deal at nine tomorrow.
CELESTINE: No.
SEBASTIAN: You haven't even read it.
CELESTINE: I don't need to read it. The answer is all over your face. (beat) No.
SEBASTIAN: It's forty per cent of the vineyard, Mother. It's a loan. I'll have it back by harvest.
CELESTINE: You said that about the yacht. And the restaurant. And your father's watch.
SEBASTIAN: If it isn't signed by nine, Vance Harcourt owns my half anyway. Is that what you want? A Harcourt on this estate?
CELESTINE: (turning at last) I want my son to stop gambling with his grandfather's vines.
SEBASTIAN: Then do it for Lucy. Do it for your granddaughter.
CELESTINE: Don't you dare hold that child up in front of you like a shield.
SEBASTIAN: (beat) Lucy's mother is a Harcourt. Did you know that? Did you ever once ask?
Celestine's glass stops halfway to her lips.
CELESTINE: Get out.
SEBASTIAN: Sign it and I'm gone.
She takes the folder from him, crosses to the fire and drops it in. The pages catch.
CELESTINE: The answer is still no.
Sebastian stares at her. Then he walks out into the rain. Celestine alone. Thunder. Hold on her face.
GO TO BLACK.
END OF ACT TWO
`,
    coach: {
      story:
        "Celestine has changed the locks; her son Sebastian comes in through the terrace doors in the storm with a loan for forty per cent of the vineyard that must be signed before the bank closes the Harcourt deal at nine. She refuses flat. He presses — back by harvest, a Harcourt will own his half anyway, do it for Lucy — then plays his card: Lucy's mother is a Harcourt. Her glass stops; she orders him out, burns the folder and says the answer is still no. He goes; hold on her face.",
      partners: ['SEBASTIAN'],
      want: {
        from: 'SEBASTIAN',
        of: 'CELESTINE',
        ask: 'I need your signature.',
      },
      obstacle: {
        by: 'CELESTINE',
        says: 'No.',
      },
      stakes: ['forty per cent of the vineyard', 'owns my half'],
      turn: "Lucy's mother is a Harcourt.",
      relationships: {
        SEBASTIAN: {
          named: 'son',
          calledBy: ['Mother'],
          history: 'yacht',
        },
      },
      momentBefore: {
        note: 'She changed the locks and pours a brandy alone: she expected him.',
        opening: 'pours herself a brandy',
      },
      pronouns: {
        CELESTINE: 'she',
        SEBASTIAN: 'he',
      },
    },
    arc: {
      pursuer: 'SEBASTIAN',
      pursues: 'get his mother to sign over forty per cent of the vineyard',
      objective: 'make Sebastian stop gambling with the family vines and go',
      objectiveLine: 'I want my son to stop gambling',
      outcome: 'character',
      turn: "Lucy's mother is a Harcourt.",
      turnIsAction: false,
    },
  },
  {
    id: 'gnome-commercial',
    label: 'commercial :30; an apology made good; the product moment is the turn',
    family: 'commercial',
    character: 'MONICA',
    page: `
# :30 TV SPOT "REGINALD"
OPEN ON — A neat cul-de-sac. Early morning.
SFX: A slow, sickening CRUNCH.
MED — MONICA (40s) in her car, frozen, eyes on the rear-view mirror.
Behind her bumper, a garden gnome in three pieces. Over the low hedge, MR. PENHALIGON (70s) lowers his watering can.
MR. PENHALIGON: That was Reginald.
MONICA: (scrambling out) I am so sorry. Was he... old?
MR. PENHALIGON: Nineteen seventy-one. My wife painted his hat.
Monica winces. She pulls out her phone and taps.
CU — The Harbour Mutual app. "Claim started. We'll call you in 2 minutes."
MONICA: There. Harbour Mutual. They sort it the same day.
MR. PENHALIGON: Will they sort Reginald?
MONICA: They'll get you a new Reginald.
MR. PENHALIGON: (beat) He'll need a hat.
MONICA: He can have two hats.
ANNCR (V.O.): Harbour Mutual. Little accidents, sorted the same day.
SUPER: Harbour Mutual. Sorted.
Mr. Penhaligon picks the little red hat out of the gravel and presses it into Monica's hand.
`,
    coach: {
      story:
        "Monica reverses over her elderly neighbour's garden gnome, Reginald, whose hat his late wife painted in 1971. Mortified, she starts a Harbour Mutual claim on her phone on the spot and promises a new Reginald — with two hats. He picks the old red hat out of the gravel and presses it into her hand: forgiven.",
      partners: ['MR. PENHALIGON'],
      want: {
        from: 'MONICA',
        of: 'MR. PENHALIGON',
        ask: "They'll get you a new Reginald.",
      },
      obstacle: {
        by: 'MR. PENHALIGON',
        says: 'My wife painted his hat.',
      },
      stakes: ['My wife painted his hat'],
      turn: 'There. Harbour Mutual.',
      relationships: {
        'MR. PENHALIGON': {},
      },
      momentBefore: {
        note: 'The crunch: she is frozen in the car, looking in the mirror.',
        opening: 'frozen, eyes on the rear-view mirror',
      },
      pronouns: {
        MONICA: 'she',
        'MR. PENHALIGON': 'he',
      },
    },
    arc: {
      pursuer: 'MONICA',
      pursues: 'make it right with Mr. Penhaligon',
      objective: "win Mr. Penhaligon's forgiveness",
      objectiveLine: "They'll get you a new Reginald.",
      outcome: 'character',
      turn: 'She pulls out her phone and taps.',
      turnIsAction: true,
    },
  },
  {
    id: 'socks-stage-child',
    label: 'stage play; child (11); a flat refusal; mature content for the parent (separation, a new partner, a mild swear)',
    family: 'stage',
    character: 'MAISIE',
    page: `
Characters — MAISIE, eleven; ROLAND, her father; JACQUI, who lives upstairs.
# SCENE 3. A bench outside a block of flats. Evening.
A bench outside a block of flats. Evening. MAISIE sits on her wheelie suitcase with her coat zipped to the chin. ROLAND comes out of the entrance in his socks.
ROLAND: You've been out here forty minutes.
MAISIE: I like it out here.
ROLAND: It's freezing. Come up. I've done fish fingers.
MAISIE: I'm not hungry.
ROLAND: You said you were starving in the car.
MAISIE: That was in the car.
ROLAND: (sitting beside her) Maisie. It's my weekend. Your mum and I agreed.
MAISIE: I'm not going in.
ROLAND: It's just a flat, love. You've got your own room. I painted it.
MAISIE: Is she up there?
A pause.
ROLAND: Jacqui lives upstairs. She's not in the flat.
MAISIE: Her coat was on your hook. The green one. Same as at Christmas when you said she was from work.
ROLAND: (rubbing his face) Bloody hell.
MAISIE: You said a swear.
ROLAND: I did. I'm sorry. (beat) Your mum knows about Jacqui. We said we'd tell you together.
MAISIE: You didn't, though.
ROLAND: No. We didn't.
He takes off his scarf and wraps it round her neck, over the coat.
ROLAND: I'm not going in without you. So I'm sitting here in my socks until you're ready.
MAISIE: (beat) Your feet'll go blue.
ROLAND: Probably.
A long pause. Maisie shifts along the suitcase to make room for him.
MAISIE: Fish fingers are a Friday thing.
ROLAND: It is Friday.
MAISIE: (beat) I know.
`,
    coach: {
      story:
        "On her dad's weekend Maisie has sat on her suitcase outside his flats for forty minutes and won't go in. Roland comes down in his socks with fish fingers and her own painted room; she asks if 'she' is up there — she saw the green coat on his hook, like at Christmas when he said the woman was from work. He swears, says sorry, and admits her mum knows about Jacqui and that they broke their promise to tell her together. He wraps his scarf round her and says he'll sit in his socks until she's ready; she makes room for him on the suitcase. (Mature: separation, a father's new partner kept secret, 'Bloody hell' — tell the parent.)",
      partners: ['ROLAND'],
      want: {
        from: 'ROLAND',
        of: 'MAISIE',
        ask: 'Come up.',
      },
      obstacle: {
        by: 'MAISIE',
        says: "I'm not going in.",
      },
      stakes: ['my weekend'],
      turn: 'Your mum knows about Jacqui.',
      relationships: {
        ROLAND: {
          named: 'father',
          calledBy: ['Maisie', 'love'],
          history: 'at Christmas',
        },
      },
      momentBefore: {
        note: 'She saw the green coat on his hook and came back down to sit on her case.',
        opening: 'sits on her wheelie suitcase',
      },
      pronouns: {
        MAISIE: 'she',
        ROLAND: 'he',
      },
    },
    arc: {
      pursuer: 'ROLAND',
      pursues: 'get Maisie to come up to the flat',
      objective: 'make her dad tell her the truth about Jacqui',
      objectiveLine: 'Is she up there?',
      outcome: 'character',
      turn: 'Your mum knows about Jacqui.',
      turnIsAction: false,
    },
  },
  {
    id: 'tin-audio',
    label: 'audio drama; excuses as refusals; the turn is an action (the tin opened, the door)',
    family: 'audio',
    character: 'NUALA',
    page: `
# SCENE 6. A CAMPER VAN IN A CLIFFTOP CAR PARK. DAWN.
SFX: WIND BUFFETING THE VAN. GULLS. RAIN TICKING ON THE ROOF. A FLASK LID UNSCREWED.
NUALA: (close) That's the rain stopping.
WALLACE: (close) That's the rain thinking about it.
NUALA: Horace said sunrise, Wallace. It's sunrise.
WALLACE: Horace said a lot of things. He said he'd give up the pipe.
NUALA: He's on the dashboard in a biscuit tin. He's not giving anything up now.
SFX: WALLACE POURS TEA. A LONG SLURP.
WALLACE: Wind's the wrong way. We'll get him all over the windscreen.
NUALA: Then we'll stand the other side of the bench.
WALLACE: My knee won't take the path. Not in the wet.
NUALA: Your knee took the path to the pub last night.
WALLACE: (beat) That was a flat pub.
SFX: A GUST ROCKS THE VAN. THE TIN RATTLES ON THE DASHBOARD.
NUALA: (quiet) You're not ready to let him go.
WALLACE: I'm not ready to get wet.
NUALA: Forty years you two walked that path every Sunday, and I kept his dinner warm. I never once got asked.
WALLACE: (beat) You'd have hated it. He talked about drainage.
SFX: THE TIN LID PRISED OFF. A SOFT METAL POP.
WALLACE: What are you doing? Nuala. Put the lid back on.
NUALA: (moving off) I'm going up on my own, then. I'll tell him you were busy with your tea.
SFX: THE VAN DOOR SLIDES OPEN. THE WIND ROARS IN.
WALLACE: (calling after her) Wait. Wait! Give him here. He'd want me to carry him. He always said I had the steady hands.
SFX: THE DOOR SLAMS. FOOTSTEPS ON GRAVEL, TWO PAIRS, GOING AWAY.
MUSIC: A LONE CONCERTINA, UNDER, THEN UP.
`,
    coach: {
      story:
        "At dawn in a camper van on a clifftop Nuala has brought her husband Horace's ashes, in a biscuit tin, to scatter at sunrise with Wallace, who walked the cliff path with Horace every Sunday for forty years. Wallace won't get out — the rain, the wind, his knee. She teases, names it ('You're not ready to let him go'), says she was never once asked; then she prises the lid off and goes to do it alone. He calls after her, takes the tin — 'He'd want me to carry him' — and they go up together.",
      partners: ['WALLACE'],
      want: {
        from: 'NUALA',
        of: 'WALLACE',
        ask: 'Horace said sunrise',
      },
      obstacle: {
        by: 'WALLACE',
        says: "My knee won't take the path.",
      },
      stakes: ['let him go', 'sunrise'],
      turn: "I'm going up on my own, then.",
      relationships: {
        WALLACE: {
          callsThem: ['Wallace'],
          calledBy: ['Nuala'],
          history: 'Forty years',
        },
      },
      momentBefore: {
        note: 'They have sat in the van with a flask waiting for the rain; the sunrise has come.',
        opening: null,
      },
      pronouns: {},
    },
    arc: {
      pursuer: 'NUALA',
      pursues: 'get Wallace out of the van to scatter Horace at sunrise',
      objective: 'get Wallace out of the van to scatter Horace with her',
      objectiveLine: "Horace said sunrise, Wallace. It's sunrise.",
      outcome: 'character',
      turn: 'THE TIN LID PRISED OFF',
      turnIsAction: true,
    },
  },
  {
    id: 'market-uktv-child',
    label: 'UK TV; child (12); a negotiation won on terms; the turn an action (she serves a customer)',
    family: 'uk-tv',
    character: 'KAYLEIGH',
    page: `
# 4/21 EXT. KELHAM MARKET. FRUIT AND VEG STALL. DAY
Saturday crowds. LEWIS (20s) stacks oranges into a pyramid. His cousin KAYLEIGH (12) appears at the end of the stall in a too-big body-warmer, a money belt already round her waist.
KAYLEIGH: You're short-staffed.
LEWIS: I'm not staffed. I'm me.
KAYLEIGH: Exactly. Where's Dale?
LEWIS: Dale's at his nan's.
KAYLEIGH: So you need someone on the stall. I can do the stall.
LEWIS: You're twelve.
KAYLEIGH: I got a hundred percent in mental maths. Two pound forty from a fiver.
LEWIS: (not looking up) Two sixty.
KAYLEIGH: I know. I was testing you.
He laughs despite himself.
LEWIS: Your mum'll kill me.
KAYLEIGH: Mum said if I'm out of the house she doesn't care where.
LEWIS: She did not say that.
KAYLEIGH: She said it with her face.
A woman holds up a cauliflower. Lewis is busy with the oranges. Kayleigh takes it, bags it, takes the coin and hands back the change.
KAYLEIGH: One twenty, lovely, and eighty's your change. (to Lewis) See?
LEWIS: (beat) Ten till two. You do the bags. I do the money. You so much as touch the float, you're on the bus home.
KAYLEIGH: And a fiver.
LEWIS: Three quid.
KAYLEIGH: Four. And I get a go on the shout.
LEWIS: (beat) Four. And you shout what I tell you.
KAYLEIGH: (to the crowd, enormous) CAULIS A POUND! CAULIS A POUND!
`,
    coach: {
      story:
        "On a busy Saturday Kayleigh turns up at her cousin Lewis's fruit-and-veg stall with a money belt on to talk her way into a job, since Dale is at his nan's. He says she's twelve and her mum will kill him; she shows off her maths (covering a wrong sum as a test) and stretches what her mum said. Then she serves a customer herself — 'See?' He gives in on his terms: ten till two, bags not money, touch the float and she's on the bus home. They haggle to four quid and a go on the shout, which she takes at once.",
      partners: ['LEWIS'],
      want: {
        from: 'KAYLEIGH',
        of: 'LEWIS',
        ask: 'I can do the stall.',
      },
      obstacle: {
        by: 'LEWIS',
        says: "You're twelve.",
      },
      stakes: ['bus home'],
      turn: 'One twenty, lovely',
      relationships: {
        LEWIS: {
          named: 'cousin',
        },
      },
      momentBefore: {
        note: 'She has put on the money belt and body-warmer before arriving: she came ready to work.',
        opening: 'a money belt already round her waist',
      },
      pronouns: {
        KAYLEIGH: 'she',
        LEWIS: 'he',
      },
    },
    arc: {
      pursuer: 'KAYLEIGH',
      pursues: 'talk Lewis into letting her work the stall',
      objective: 'talk Lewis into letting her work the stall',
      objectiveLine: 'I can do the stall.',
      outcome: 'character',
      turn: 'Kayleigh takes it, bags it',
      turnIsAction: true,
    },
  },
  {
    id: 'motel-costar',
    label: 'co-star (three speeches); a refusal that gives way on an action (he sees the pickup)',
    family: 'screenplay',
    character: 'NIGHT MANAGER',
    page: `
# 38 INT. STARLITE MOTOR INN - FRONT OFFICE - NIGHT
A buzzing ice machine. The NIGHT MANAGER (50s), cardigan, crossword, sits behind scratched plexiglass. DET. INES MARQUARDT (40s) presses her badge to the glass.
MARQUARDT: Woman, late twenties, red raincoat. She'd have paid cash.
NIGHT MANAGER: Everybody pays cash. It's that kind of place.
MARQUARDT: She had a little boy with her. About six. Dinosaur backpack.
The Night Manager's pen stops on the crossword.
NIGHT MANAGER: I don't give out room numbers.
MARQUARDT: She's not in trouble. He is. The boy's father has been parked across the road since eight.
The Night Manager looks past her, through the window, at a dark pickup under the streetlight. He slides a key across the counter.
NIGHT MANAGER: Fourteen. Round the back. (beat) Knock twice. I told her nobody would come that didn't knock twice.
Marquardt takes the key and goes. The Night Manager picks up the phone and dials, watching the pickup.
`,
    coach: {
      story:
        "Detective Marquardt asks the motel night manager about a woman in a red raincoat who'd have paid cash. He brushes her off; when she mentions the little boy with the dinosaur backpack his pen stops and he refuses — he doesn't give out room numbers. She says the boy's father has been parked across the road since eight; he looks out at the dark pickup, slides her the key to fourteen with the knock he promised the woman, and phones someone, watching the pickup.",
      partners: ['MARQUARDT'],
      want: {
        from: 'MARQUARDT',
        of: 'NIGHT MANAGER',
        ask: 'Woman, late twenties, red raincoat.',
      },
      obstacle: {
        by: 'NIGHT MANAGER',
        says: "I don't give out room numbers.",
      },
      stakes: ['parked across the road since eight'],
      turn: 'Fourteen. Round the back.',
      relationships: {
        MARQUARDT: {},
      },
      momentBefore: {
        note: 'A slow night with a crossword; he checked the woman and her boy in himself and made her a promise.',
        opening: 'cardigan, crossword',
      },
      pronouns: {
        'NIGHT MANAGER': 'he',
        MARQUARDT: 'she',
      },
    },
    arc: {
      pursuer: 'MARQUARDT',
      pursues: 'get the room number of the woman and her boy',
      objective: 'keep the woman and her boy hidden from whoever comes asking',
      objectiveLine: "I don't give out room numbers.",
      outcome: 'both',
      turn: 'at a dark pickup under the streetlight',
      turnIsAction: true,
    },
  },
  {
    id: 'camino-packet',
    label: 'two-scene packet; an announcement argued with, accepted on terms, then in full',
    family: 'screenplay',
    character: 'WINIFRED',
    page: `
# 22 INT. BRAMBLE GARDEN CENTRE - CAFE - DAY
Scones, pots of tea. WINIFRED (70s), in a new waterproof that still has the fold creases, stirs her tea. Her son MALCOLM (40s) checks his phone.
MALCOLM: I've got forty minutes, Mum. What's the big summons?
WINIFRED: I'm walking the Camino. Eight hundred kilometres. I fly to Biarritz on the fourth.
MALCOLM: (laughs) Right.
WINIFRED: I've booked the first three nights. After that you just turn up.
MALCOLM: You're serious.
WINIFRED: I've been walking to Tesco and back with a rucksack full of tins since March.
MALCOLM: You had a hip done eighteen months ago.
WINIFRED: And it's a very good hip. The surgeon said so.
MALCOLM: Who's going with you?
WINIFRED: Nobody's going with me. That's rather the point.
MALCOLM: Mum. You got lost in Debenhams.
WINIFRED: Once. And Debenhams closed.
MALCOLM: What would Dad say?
WINIFRED: Your dad said "next year" for thirty-one years, Malcolm. Then there wasn't one.
Malcolm puts his phone face down on the table.
MALCOLM: At least let me put the tracking thing on your phone.
WINIFRED: You can put it on. I'll decide if I look at it.
# 24 INT. DURHAM COACH STATION - DAWN
Winifred, rucksack on, waits at Stand 9. Malcolm hurries in, out of breath, holding a pair of new walking poles with a bow on them.
MALCOLM: You'd have gone with the old ones.
WINIFRED: The old ones were your dad's.
MALCOLM: I know. (beat) These fold. (holding them out) Text me from Biarritz.
WINIFRED: I'll text you from Santiago.
She takes the poles, kisses his cheek and gets on the coach.
`,
    coach: {
      story:
        "(Scene 22, with 24 after it.) Winifred summons her son Malcolm to the garden-centre café to tell him she is walking the Camino — eight hundred kilometres, alone, flying to Biarritz on the fourth. He laughs, then argues: her new hip, nobody going with her, she got lost in Debenhams, what would Dad say. His dad said 'next year' for thirty-one years, she answers, then there wasn't one. He puts his phone face down and asks only to put a tracker on her phone; she lets him, on her terms. (At the coach station at dawn he brings her folding poles; she takes them, kisses him and goes.)",
      partners: ['MALCOLM'],
      want: {
        from: 'WINIFRED',
        of: 'MALCOLM',
        ask: "I'm walking the Camino.",
      },
      obstacle: {
        by: 'MALCOLM',
        says: "Who's going with you?",
      },
      stakes: ["Then there wasn't one"],
      turn: "Then there wasn't one.",
      relationships: {
        MALCOLM: {
          named: 'son',
          callsThem: ['Malcolm'],
          calledBy: ['Mum'],
        },
      },
      momentBefore: {
        note: 'She has trained since March and bought the waterproof; she chose a public café to tell him.',
        opening: 'new waterproof',
      },
      pronouns: {
        WINIFRED: 'she',
        MALCOLM: 'he',
      },
    },
    arc: {
      pursuer: 'WINIFRED',
      pursues: 'get Malcolm to accept she is walking the Camino alone',
      objective: 'get Malcolm to accept she is walking the Camino alone',
      objectiveLine: "I'm walking the Camino.",
      outcome: 'character',
      turn: "Then there wasn't one.",
      turnIsAction: false,
    },
  },
  {
    id: 'fringe-drama-child',
    label: 'family drama; child (8); pressed and evasive; a denial that confesses; the turn an action (the hat off)',
    family: 'screenplay',
    character: 'MIRABEL',
    page: `
# 9 INT. ODUYA HOUSE - KITCHEN - MORNING
Toast burning somewhere. AUGUST (15), in his school blazer, is packing two lunches. MIRABEL (8) comes in wearing a bobble hat pulled down to her eyebrows and sits at the table very straight.
AUGUST: Mira. Why are you wearing a hat?
MIRABEL: I'm cold.
AUGUST: The heating's on. You're sat by the radiator.
MIRABEL: It's a fashion.
AUGUST: It's Dad's football hat. It smells of Dad's football.
MIRABEL: That's the fashion.
August stops buttering.
AUGUST: Mum stuck your school photo letter on the fridge. It's today. Hats off, it says. In capitals.
MIRABEL: I'll be ill today.
AUGUST: You were fine a minute ago.
MIRABEL: I'm going to be ill at nine.
AUGUST: Mira. What did you do?
MIRABEL: Nothing. I didn't touch Mum's sewing scissors.
August looks at her. She looks at the toast.
AUGUST: I won't laugh.
MIRABEL: You will.
AUGUST: I won't. Cross my heart.
Slowly, Mirabel pulls off the hat. Her fringe is hacked almost to the hairline, in a zigzag. August's mouth twitches. He holds it.
MIRABEL: Saffron Dacre said I look like a sheepdog. So I cut it off. Now I look like a sheepdog that had an accident.
AUGUST: (beat) C'mere.
He gets the kitchen scissors from the drawer and tilts her chin up.
AUGUST: Hold still. I do mine. Nobody ever knows.
MIRABEL: Everybody knows, August.
AUGUST: Hold still.
`,
    coach: {
      story:
        "On school-photo day Mirabel comes to breakfast in Dad's football hat pulled to her eyebrows. Her big brother August, packing their lunches, keeps asking why; she dodges — cold, a fashion, she'll be ill at nine — and gives herself away ('I didn't touch Mum's sewing scissors'). He promises not to laugh; she pulls the hat off: her fringe hacked to the hairline, because Saffron Dacre said she looked like a sheepdog. He holds in the laugh and gets the kitchen scissors to fix it.",
      partners: ['AUGUST'],
      want: {
        from: 'AUGUST',
        of: 'MIRABEL',
        ask: 'What did you do?',
      },
      obstacle: {
        by: 'MIRABEL',
        says: "It's a fashion.",
      },
      stakes: ['school photo', 'Hats off'],
      turn: 'Saffron Dacre said I look like a sheepdog.',
      relationships: {
        AUGUST: {
          callsThem: ['August'],
          calledBy: ['Mira'],
        },
      },
      momentBefore: {
        note: "She cut her fringe with Mum's sewing scissors, saw it, and put on Dad's hat.",
        opening: 'bobble hat pulled down to her eyebrows',
      },
      pronouns: {
        MIRABEL: 'she',
        AUGUST: 'he',
      },
    },
    arc: {
      pursuer: 'AUGUST',
      pursues: "get Mira to say why she's wearing the hat",
      objective: 'keep August from finding out what she did to her hair',
      objectiveLine: "It's a fashion.",
      outcome: 'both',
      turn: 'Mirabel pulls off the hat',
      turnIsAction: true,
    },
  },
];
