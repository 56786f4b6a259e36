/**
 * Development set B: fourteen original sides, one per shape in the brief, each with the coach's
 * reading written by hand before any engine run, plus the arc (who presses, who gets what).
 *
 * Convention note: `coach.obstacle` follows side.ts — the partner's line that stands in the coached
 * character's way. Where the partner is the pursuer (interrogation-suspect, landlord-dog-multicam),
 * that is the pursuer's pressure, not the pressed person's own resistance (see the report).
 * The commercial uses family 'screenplay' ('av' is not a ScriptFamily).
 */
import type { TestSide } from './side.js';

export const ARCS_B: TestSide[] = [
  // 1. Interrogation, the character is the suspect; he gives a name.
  {
    id: 'blue-van-interrogation',
    label: 'TV procedural, the character is the suspect pressed until he gives a name',
    family: 'screenplay',
    character: 'WES',
    page: `
# 22 INT. FOURTH PRECINCT - INTERVIEW ROOM 2 - NIGHT
WES (24), in a hoodie, one knee bouncing, sits across from the detective, OKAFOR (40s). A vending-machine coffee sits untouched in front of him. She lays a photo of a blue van on the table.
OKAFOR: Recognize it?
WES: Vans all look the same.
OKAFOR: This one's registered to your mother.
WES: Then ask my mother.
OKAFOR: She says you borrow it Thursdays. The pharmacy on Grell Street got hit Thursday.
WES: Lots of people drive on Thursdays.
OKAFOR: Not with a pharmacist's blood on the bumper.
Wes stops bouncing his knee.
WES: Nobody was supposed to get hurt.
OKAFOR: He's in surgery. Sixty-one years old. If he doesn't wake up, this is murder, Wes, and you're the only name I've got.
WES: I drove. That's all I did. I sat in the van.
OKAFOR: Who went in?
WES: (looking at the door) You don't know these people.
OKAFOR: I know you're twenty-four. I know you've got a little girl. Give me a name and you see her grow up.
A long moment. Wes pushes the coffee away.
WES: Danny. Danny Hale. He had the bat.
OKAFOR: Thank you.
`,
    coach: {
      story:
        "Detective Okafor puts a photo of Wes's mother's van in front of him: the pharmacy on Grell Street was robbed on a Thursday, the day he borrows it. Wes shrugs it off until she tells him the pharmacist's blood is on the bumper; then he admits nobody was supposed to get hurt, and that he only drove. She wants the man who went in; he says she doesn't know these people, and she trades his daughter's childhood for a name. He gives her Danny Hale.",
      partners: ['OKAFOR'],
      want: { from: 'OKAFOR', of: 'WES', ask: 'Give me a name' },
      obstacle: { by: 'OKAFOR', says: "Not with a pharmacist's blood on the bumper." },
      stakes: ['see her grow up', 'this is murder'],
      turn: 'Nobody was supposed to get hurt.',
      relationships: { OKAFOR: { named: 'detective', calledBy: ['Wes'] } },
      momentBefore: {
        note: 'Hours alone in the room with the coffee, deciding how little he can say.',
        opening: 'one knee bouncing',
      },
      pronouns: { WES: 'he', OKAFOR: 'she' },
    },
    arc: {
      pursuer: 'OKAFOR',
      pursues: 'get Wes to name the man who went into the pharmacy',
      objective: 'get Okafor to believe he only drove, without giving her the man who went in',
      objectiveLine: "I drove. That's all I did.",
      outcome: 'partner',
      turn: 'Nobody was supposed to get hurt.',
      turnIsAction: false,
    },
  },

  // 2. Break-up; the character is the one being left, tries to make him stay, fails.
  {
    id: 'denver-suitcase-breakup',
    label: 'single-camera drama, the character is being left and fails to make him stay',
    family: 'screenplay',
    character: 'NELL',
    page: `
# 9 INT. NELL AND ARLO'S APARTMENT - BEDROOM - EARLY MORNING
Grey light. NELL (34) wakes to find her boyfriend ARLO (35), already dressed, folding shirts into a suitcase on his side of the bed.
NELL: You're up early.
ARLO: I didn't want to do this at night.
NELL: Do what? Laundry?
ARLO: Nell.
NELL: There's coffee. I'll make eggs. We can talk about whatever this is over eggs.
ARLO: I took the job in Denver.
NELL: The one you turned down.
ARLO: I didn't turn it down. I told you I turned it down.
Nell sits up, pulling the blanket around her.
NELL: Okay. So we go. I can work from anywhere. I'll learn to ski. I'll be terrible at it.
ARLO: I'm not asking you to come.
NELL: (beat) You're not asking.
ARLO: I've been not asking for a year. You just didn't hear it.
NELL: Stay till Sunday. It's my mother's birthday. Don't make me explain this at my mother's birthday.
ARLO: The car's coming at nine.
He zips the suitcase. Nell watches him carry it to the door.
NELL: You left your good shirt in the dryer.
ARLO: Keep it.
`,
    coach: {
      story:
        "Nell wakes to find Arlo packing. She plays it light — laundry, eggs — until he tells her he took the job in Denver he said he'd turned down. She offers to go with him, and he says he isn't asking her to come, and hasn't been for a year. She asks him to stay till Sunday, for her mother's birthday; the car is coming at nine, and he carries the suitcase to the door.",
      partners: ['ARLO'],
      want: { from: 'NELL', of: 'ARLO', ask: 'Stay till Sunday.' },
      obstacle: { by: 'ARLO', says: "The car's coming at nine." },
      stakes: ['the job in Denver', 'coming at nine'],
      turn: "I'm not asking you to come.",
      relationships: { ARLO: { named: 'boyfriend', calledBy: ['Nell'] } },
      momentBefore: {
        note: 'Half asleep, then awake all at once: the suitcase on his side of the bed.',
        opening: 'wakes to find her boyfriend',
      },
      pronouns: { NELL: 'she', ARLO: 'he' },
    },
    arc: {
      pursuer: 'NELL',
      pursues: 'get Arlo to stay',
      objective: 'get Arlo to stay',
      objectiveLine: 'Stay till Sunday.',
      outcome: 'partner',
      turn: "I'm not asking you to come.",
      turnIsAction: false,
    },
  },

  // 3. Child (9) wants her mother at the school play; the phone goes down (action turn).
  {
    id: 'cardboard-crown-child',
    label: 'family drama, nine-year-old lead, won by an action (the phone put away)',
    family: 'screenplay',
    character: 'RUBY',
    page: `
# 5 INT. PATEL HOUSE - KITCHEN - EVENING
RUBY (9), in a cardboard crown painted gold, stands by the table. Her mother, DEEPA (40s), types on her phone with one hand and stirs a pot with the other.
RUBY: Mom, guess who I am.
DEEPA: (not looking up) Mm. A princess.
RUBY: A king. The king. Mrs. Abara said I'm the only one loud enough.
DEEPA: That's great, sweetie.
RUBY: It's Thursday. At six. The king has the most lines.
DEEPA: Thursday I've got the Morrison thing. Dad can film it.
RUBY: Dad films everything sideways.
Deepa's phone buzzes. She reads it, frowning.
RUBY: I have to say "Who dares wake the king?" and everybody gets scared. Even Leo gets scared, and he's in fifth grade.
DEEPA: Hang on, baby, this is work.
Ruby takes off the crown and puts it on the table.
RUBY: It's okay. Lots of kings don't have their moms there.
Deepa stops typing. She looks at the crown. She puts the phone face down on the counter.
DEEPA: Say it for me. The line.
RUBY: (climbing onto the chair) Who dares wake the king?
DEEPA: Thursday. Six. Front row.
`,
    coach: {
      story:
        "Ruby shows her mother the gold crown: she's the king in the school play, on Thursday at six. Her mother, busy with a pot and a work phone, has a meeting that night and says Dad can film it. Ruby takes the crown off and says lots of kings don't have their moms there. Her mother puts the phone face down, asks to hear the line, and promises the front row.",
      partners: ['DEEPA'],
      want: { from: 'RUBY', of: 'DEEPA', ask: "It's Thursday. At six." },
      obstacle: { by: 'DEEPA', says: "Thursday I've got the Morrison thing." },
      stakes: ["don't have their moms there", 'the most lines'],
      turn: 'Say it for me.',
      relationships: { DEEPA: { named: 'mother', callsThem: ['Mom'], calledBy: ['sweetie', 'baby'] } },
      momentBefore: {
        note: 'She made the crown after school and has been waiting for the right moment to show it.',
        opening: 'in a cardboard crown painted gold',
      },
      pronouns: { RUBY: 'she', DEEPA: 'she' },
    },
    arc: {
      pursuer: 'RUBY',
      pursues: 'get Mom to come to the play on Thursday',
      objective: 'get Mom to come to the play on Thursday',
      objectiveLine: "It's Thursday. At six.",
      outcome: 'character',
      turn: 'She puts the phone face down on the counter.',
      turnIsAction: true,
    },
  },

  // 4. Job interview comedy; the interviewer tests a nervous candidate who surprises her.
  {
    id: 'goose-claim-interview',
    label: 'single-camera comedy, the interviewer tests a nervous candidate and is surprised',
    family: 'screenplay',
    character: 'GRETA',
    page: `
# 14 INT. BRIGHTWATER INSURANCE - CONFERENCE ROOM - DAY
GRETA (50s), head of claims, reads a résumé with a red pen. Across from her, TEDDY (23) grips a water bottle with both hands.
GRETA: Mr. Park. Tell me about a time you failed.
TEDDY: Now? Out loud?
GRETA: That's how interviews work.
TEDDY: Right. Okay. I once failed... to prepare for this question.
GRETA: (writing) Charming. My last three hires were charming. They lasted a combined eleven weeks.
TEDDY: That's under four weeks each.
GRETA: I can divide, Mr. Park. Why claims?
TEDDY: Honestly? The ad said dental.
Greta drops a thick file on the table in front of him.
GRETA: A man says a goose broke his windshield. No witness, no feathers. You have one minute. Pay it or deny it?
Teddy doesn't open the file.
TEDDY: Deny it. He replaced that windshield four days before the goose. The invoice is on page nineteen.
GRETA: You haven't opened it.
TEDDY: You left it on the chair in the waiting room. I was out there forty minutes. When I get nervous, I read.
Greta takes off her glasses.
GRETA: Nobody reads page nineteen.
TEDDY: Was that... a failure? Because I have a better one now.
GRETA: Can you start Monday?
`,
    coach: {
      story:
        'Greta, head of claims, has lost three charming hires in eleven weeks and interviews Teddy like a cross-examination. He answers with nervous jokes, and admits he came for the dental. She drops a claim file on him and gives him a minute; without opening it he denies the claim — the windshield was replaced before the goose, page nineteen — because he read the file she left in the waiting room. She asks if he can start Monday.',
      partners: ['TEDDY'],
      want: { from: 'GRETA', of: 'TEDDY', ask: 'Pay it or deny it?' },
      obstacle: { by: 'TEDDY', says: 'to prepare for this question' },
      stakes: ['a combined eleven weeks', 'start Monday'],
      turn: 'He replaced that windshield four days before the goose.',
      relationships: { TEDDY: { callsThem: ['Mr. Park'] } },
      momentBefore: {
        note: "Her fourth interview of the day, the last hire's empty desk outside the glass.",
        opening: 'reads a résumé with a red pen',
      },
      pronouns: { GRETA: 'she', TEDDY: 'he' },
    },
    arc: {
      pursuer: 'GRETA',
      pursues: 'catch Teddy out, or make him prove he can do the job',
      objective: 'catch Teddy out, or make him prove he can do the job',
      objectiveLine: 'Pay it or deny it?',
      outcome: 'both',
      turn: 'He replaced that windshield four days before the goose.',
      turnIsAction: false,
    },
  },

  // 5. Daytime soap: she accuses her sister; the sister confesses; ends on her reaction.
  {
    id: 'cufflink-soap',
    label: "daytime soap, an accusation, a confession, ends on the character's reaction",
    family: 'soap',
    character: 'VIVIENNE',
    page: `
# INT. DELACROIX ESTATE - SOLARIUM - DAY
VIVIENNE (40s) stands at the window, a man's silver cufflink in her palm. Her younger sister, SABINE (30s), breezes in with shopping bags.
SABINE: Viv! You have to see what I found at Marchetti's—
VIVIENNE: I found something too.
She opens her hand. The cufflink.
SABINE: Cute. Is it Julian's?
VIVIENNE: It was in your guest room. Under the pillow. The maid brought it to me. Not to you. To me.
SABINE: Then the maid should mind her own—
VIVIENNE: Julian had these engraved for our tenth anniversary. J and V. There's only one pair in the world.
SABINE: Vivienne, you're being dramatic.
VIVIENNE: Look me in the eye and tell me my husband has never been in your bed.
Sabine sets down her bags. A long silence.
SABINE: It was one time. Then it was every Tuesday. Since Christmas.
VIVIENNE: (a whisper) Since Christmas.
SABINE: He said you wouldn't care. He said you two were finished.
VIVIENNE: We renewed our vows at Christmas, Sabine. You held my bouquet.
Sabine reaches for her. Vivienne steps back and closes her fist around the cufflink.
VIVIENNE: Get out of my house.
`,
    coach: {
      story:
        "Vivienne waits with her husband's engraved cufflink, found under the pillow in her sister's guest room. Sabine breezes in, plays innocent, blames the maid, calls her dramatic. Vivienne dares her to swear Julian has never been in her bed, and Sabine confesses: every Tuesday since Christmas — the Christmas Vivienne renewed her vows, with Sabine holding the bouquet. Vivienne steps away from her touch and orders her out.",
      partners: ['SABINE'],
      want: { from: 'VIVIENNE', of: 'SABINE', ask: 'Look me in the eye and tell me my husband has never been in your bed.' },
      obstacle: { by: 'SABINE', says: "you're being dramatic" },
      stakes: ['renewed our vows', 'our tenth anniversary'],
      turn: 'It was one time.',
      relationships: { SABINE: { named: 'sister', callsThem: ['Sabine'], calledBy: ['Viv', 'Vivienne'] } },
      momentBefore: {
        note: 'The maid has just handed her the cufflink; she has been standing at the window with it since.',
        opening: "a man's silver cufflink in her palm",
      },
      pronouns: { VIVIENNE: 'she', SABINE: 'she' },
    },
    arc: {
      pursuer: 'VIVIENNE',
      pursues: 'get Sabine to admit the affair with Julian',
      objective: 'get Sabine to admit the affair with Julian',
      objectiveLine: 'Look me in the eye',
      outcome: 'character',
      turn: 'It was one time.',
      turnIsAction: false,
    },
  },

  // 6. Reunion after years; she wants an apology and gets an explanation.
  {
    id: 'bus-station-reunion-film',
    label: 'feature film, a reunion: the character wants an apology and gets an explanation',
    family: 'screenplay',
    character: 'CORA',
    page: `
# 31 EXT. LAKESIDE DINER - PARKING LOT - NIGHT
A neon sign buzzes. CORA (40s) leans against her rental car. A pickup pulls in. Her father, HANK (70s), climbs down slowly with his cane.
HANK: You cut your hair.
CORA: It's been twenty-two years. It grew. I cut it a few times.
HANK: Your aunt said you flew in for the funeral.
CORA: I flew in for you. The funeral was an excuse.
HANK: That's honest.
CORA: I've been honest since I was eighteen. You're the one who owes.
HANK: Owes what?
CORA: You drove me to the bus station and you didn't get out of the truck. You didn't even turn off the engine.
HANK: I remember.
CORA: So say it.
Hank leans on the cane, looking out at the lake.
HANK: Your mother said if I got out of that truck, I'd beg you to stay. And if you stayed, you'd end up like her. Waiting tables at this diner till her knees gave out.
CORA: That's not sorry.
HANK: No. It's why.
CORA: I waited a long time for sorry, Dad.
HANK: I know, kid. I kept the engine running so I couldn't hear you crying.
Cora looks at him. She opens the passenger door of the rental.
CORA: Get in. It's cold.
`,
    coach: {
      story:
        "Twenty-two years after her father left her at the bus station without getting out of the truck, Cora meets him in a diner car park, in town for a funeral she calls an excuse. She tells him he owes her and asks him to say it. He gives her the reason instead: her mother made him promise not to beg her to stay, so she wouldn't end up waiting tables like her. It isn't sorry, and he says so; when he admits he kept the engine running so he couldn't hear her cry, she opens the car door for him.",
      partners: ['HANK'],
      want: { from: 'CORA', of: 'HANK', ask: 'So say it.' },
      obstacle: { by: 'HANK', says: "No. It's why." },
      stakes: ['twenty-two years', 'waited a long time for sorry'],
      turn: 'Your mother said if I got out of that truck',
      relationships: { HANK: { named: 'father', callsThem: ['Dad'], calledBy: ['kid'], history: 'bus station' } },
      momentBefore: {
        note: 'She chose the meeting place and got there early; she has rehearsed the first line for years.',
        opening: 'leans against her rental car',
      },
      pronouns: { CORA: 'she', HANK: 'he' },
    },
    arc: {
      pursuer: 'CORA',
      pursues: 'get her father to apologise for leaving her at the bus station',
      objective: 'get her father to apologise for leaving her at the bus station',
      objectiveLine: "You're the one who owes.",
      outcome: 'partner',
      turn: 'Your mother said if I got out of that truck',
      turnIsAction: false,
    },
  },

  // 7. Multi-cam: hiding a dog from the landlord; caught.
  {
    id: 'barky-cough-multicam',
    label: 'multi-camera sitcom, hiding a dog from the landlord, caught at the end',
    family: 'multi-cam',
    character: 'OSCAR',
    page: `
# C INT. OSCAR'S APARTMENT - NIGHT (NIGHT 2)
OSCAR (30s) shoves a dog bed under the couch. A knock. He opens the door a crack: his landlord, MRS. FENWICK (70s), with a clipboard.
MRS. FENWICK: Smoke detector inspection.
OSCAR: Mrs. Fenwick! Tonight? It's so late. For you. At your age. Not that you're old.
MRS. FENWICK: I'm seventy-eight, Oscar. I know what I am. Let me in.
She pushes past him. From the bedroom: a single deep WOOF.
MRS. FENWICK: What was that?
OSCAR: Me. I have a cough. (coughing) Woof. It's a barky cough. Very contagious. You should go.
MRS. FENWICK: You said "bark."
OSCAR: I said "barky." Big difference. Legally.
MRS. FENWICK: (peering at the carpet) Is this hair?
OSCAR: Mine. I'm going through a lot.
MRS. FENWICK: It's orange.
OSCAR: I'm going through a lot.
Mrs. Fenwick opens the bedroom door. On the bed sits a huge orange dog in Oscar's reading glasses.
OSCAR: ...That's my cousin.
MRS. FENWICK: The lease says no pets, Oscar.
OSCAR: He's not a pet. He's a roommate. He pays in love.
MRS. FENWICK: (writing on the clipboard) Then he can help you pack.
`,
    coach: {
      story:
        "Oscar hides the dog bed just before his landlord arrives for a late smoke-detector inspection. She pushes in; a bark from the bedroom becomes his 'barky cough', the orange hair on the carpet his own. She opens the bedroom door on a huge orange dog in his reading glasses. He calls it his cousin, then his roommate; the lease says no pets, and she tells him the dog can help him pack.",
      partners: ['MRS. FENWICK'],
      want: { from: 'MRS. FENWICK', of: 'OSCAR', ask: 'Smoke detector inspection.' },
      obstacle: { by: 'MRS. FENWICK', says: 'Let me in.' },
      stakes: ['The lease says no pets'],
      turn: "That's my cousin.",
      relationships: { 'MRS. FENWICK': { named: 'landlord', callsThem: ['Mrs. Fenwick'], calledBy: ['Oscar'] } },
      momentBefore: {
        note: 'He heard her on the stairs and is hiding the evidence at speed.',
        opening: 'shoves a dog bed under the couch',
      },
      pronouns: { OSCAR: 'he', 'MRS. FENWICK': 'she' },
    },
    arc: {
      pursuer: 'MRS. FENWICK',
      pursues: 'get into the apartment and find out what Oscar is hiding',
      objective: 'get Mrs. Fenwick out of the apartment before she finds the dog',
      objectiveLine: 'You should go.',
      outcome: 'partner',
      turn: 'opens the bedroom door',
      turnIsAction: true,
    },
  },

  // 8. UK TV, a pub: a loan granted at a cost.
  {
    id: 'red-lion-loan-uk',
    label: 'UK TV drama, a pub: the loan granted on a condition he did not expect',
    family: 'uk-tv',
    character: 'DEAN',
    page: `
# 12 INT. THE RED LION - SNUG - NIGHT
A quiet Tuesday. DEAN (40s) carries two pints to a corner table, where his oldest mate, PHIL (40s), is doing the crossword.
DEAN: Got you a Guinness.
PHIL: Your round? Since when is it your round?
DEAN: Since now. How's Bev?
PHIL: Bev's Bev. How's the van?
DEAN: Funny you should say. Gearbox went Friday. No van, no jobs. No jobs, no rent.
PHIL: (not looking up) Seven letters. "To ask with your hat in your hand."
DEAN: Don't.
PHIL: How much?
DEAN: Two grand. I'll have it back to you by Easter. Hand on heart.
Phil fills in his answer. Puts down the pen.
PHIL: You can have it.
DEAN: Yeah? Phil, mate—
PHIL: On one condition.
DEAN: Here we go.
PHIL: You tell our Karen why you didn't come to her wedding.
Dean puts his pint down.
DEAN: That was eight years ago.
PHIL: She still sets a place for you at Christmas. Two grand, and you tell her. To her face.
DEAN: ...When?
PHIL: Sunday dinner. Bev's doing a roast.
`,
    coach: {
      story:
        "Dean buys his oldest mate a rare pint and works round to it: the van's gearbox has gone, so no jobs and no rent. Phil makes him squirm with the crossword, then asks how much — two grand, back by Easter. Phil says yes, on one condition: Dean tells Phil's sister Karen why he didn't come to her wedding eight years ago. Dean asks when, and it's Sunday dinner.",
      partners: ['PHIL'],
      want: { from: 'DEAN', of: 'PHIL', ask: 'Two grand.' },
      obstacle: { by: 'PHIL', says: 'On one condition.' },
      stakes: ['no rent', 'No van, no jobs'],
      turn: "You tell our Karen why you didn't come to her wedding.",
      relationships: { PHIL: { named: 'mate', callsThem: ['Phil', 'mate'], history: 'eight years ago' } },
      momentBefore: {
        note: 'A week of no work and a rent reminder in his pocket; he has rehearsed the ask at the bar.',
        opening: 'carries two pints to a corner table',
      },
      pronouns: { DEAN: 'he', PHIL: 'he' },
    },
    arc: {
      pursuer: 'DEAN',
      pursues: 'get Phil to lend him two grand',
      objective: 'get Phil to lend him two grand',
      objectiveLine: "I'll have it back to you by Easter.",
      outcome: 'both',
      turn: "You tell our Karen why you didn't come to her wedding.",
      turnIsAction: false,
    },
  },

  // 9. Audio drama: talking a man back from the edge by phone.
  {
    id: 'car-park-roof-audio',
    label: 'audio drama, the character talks a caller back from a roof edge by phone',
    family: 'audio',
    character: 'MARGO',
    page: `
# SCENE 11. A CRISIS LINE BOOTH AND A CAR PARK ROOF, NIGHT.
SFX: Wind across a high roof. Distant traffic. A phone line, open.
MUSIC: A low cello note, held under.
MARGO: (on phone, calm) This is Margo. I'm still here. Are you still there, Ellis?
ELLIS: (distort, wind) Where else would I be.
MARGO: Tell me what you can see.
ELLIS: (distort) The whole town. The Co-op sign's got a letter out. It just says "CO-P."
MARGO: Someone should fix that.
ELLIS: (distort) Not my job anymore. They let me go on Friday.
MARGO: From the Co-op?
ELLIS: (distort) Eleven years. They gave me a card. Everyone signed it the same.
MARGO: I'd like you to take one step back from the edge. Just one. You don't have to come down. Just back.
ELLIS: (distort) Why? What's it to you?
MARGO: Because my brother stood where you're standing. And nobody was on the phone.
SFX: A long gust. Silence on the line.
ELLIS: (distort, close) ...Did he—
MARGO: Take the step, Ellis. Then I'll tell you about him.
SFX: Gravel crunching. A breath.
ELLIS: (distort) I'm back. I'm sat down.
MARGO: (breathing out) Good. Good man. There's someone at the stairwell door. They'll come out slow.
MUSIC: The cello resolves.
`,
    coach: {
      story:
        'Margo, on a crisis line, keeps Ellis talking as he stands on the edge of a car park roof. She gets him describing the town; the broken Co-op sign leads to the job he lost on Friday after eleven years. She asks for one step back; he asks what it is to her, and she tells him her brother stood where he is with nobody on the phone. He asks about her brother, she trades the story for the step, and he steps back and sits down.',
      partners: ['ELLIS'],
      want: { from: 'MARGO', of: 'ELLIS', ask: 'take one step back from the edge' },
      obstacle: { by: 'ELLIS', says: "What's it to you?" },
      stakes: ["my brother stood where you're standing", 'back from the edge'],
      turn: "Because my brother stood where you're standing.",
      relationships: { ELLIS: { callsThem: ['Ellis'] } },
      momentBefore: { note: 'Twenty minutes on the line already; she has just heard the wind get louder.', opening: null },
      pronouns: {},
    },
    arc: {
      pursuer: 'MARGO',
      pursues: 'get Ellis to step back from the edge',
      objective: 'get Ellis to step back from the edge',
      objectiveLine: 'take one step back from the edge',
      outcome: 'character',
      turn: "Because my brother stood where you're standing.",
      turnIsAction: false,
    },
  },

  // 10. Stage: two old friends, a boat, neither wins.
  {
    id: 'boatshed-stage',
    label: 'stage play, two old friends argue over selling a boat, neither wins',
    family: 'stage',
    character: 'BERNIE',
    page: `
# SCENE 3. A boatshed on the estuary. Late afternoon.
An old wooden sailing boat on trestles, half sanded. BERNIE, a retired schoolteacher of sixty-eight, sits on a crate with a letter in her lap. SOL, seventy, her friend of fifty years, sands the hull with his bandaged hands and does not look up.
BERNIE: The man from Falmouth came back. He's offered nine thousand.
SOL: She's worth twelve.
BERNIE: She's worth nine to a man from Falmouth and nothing to us. When did we last take her out?
SOL: The regatta.
BERNIE: The regatta was four summers ago, Sol. You were sick over the side.
SOL: That was the prawns.
BERNIE: My knees won't do the mooring. Your hands won't do the sheets. We sit in this shed and we sand her and we call it sailing.
SOL: (sanding) Then we'll sand her.
BERNIE: Sign it. Half each. You could fix your roof.
SOL: Your sister named her. I was there. I broke the bottle on her.
Bernie puts the letter down on the trestle.
BERNIE: Ellen's been gone six years. She'd have sold her the first winter.
SOL: (stopping at last) Then she'd have had to sell her to me.
Silence. Bernie picks up a sanding block.
BERNIE: He wants an answer by Friday.
SOL: He'll have one.
BERNIE: Which one?
Sol doesn't answer. They sand, side by side, not looking at each other.
`,
    coach: {
      story:
        "Bernie brings Sol an offer of nine thousand for the boat they have kept for decades and no longer sail: her knees, his hands, a regatta four summers ago. Sol says she's worth twelve and goes on sanding. Bernie asks him to sign; he answers that her late sister Ellen named the boat and he broke the bottle on her. When Bernie says Ellen would have sold, Sol says Ellen would have had to sell to him — and Bernie stops pushing, picks up a block and sands beside him, the Friday answer still unsaid.",
      partners: ['SOL'],
      want: { from: 'BERNIE', of: 'SOL', ask: 'Sign it.' },
      obstacle: { by: 'SOL', says: 'Your sister named her.' },
      stakes: ['nine thousand', 'fix your roof'],
      turn: "Then she'd have had to sell her to me.",
      relationships: { SOL: { named: 'friend', callsThem: ['Sol'], history: 'regatta' } },
      momentBefore: {
        note: 'She has had the letter since the morning post and has walked down to the shed to settle it.',
        opening: 'with a letter in her lap',
      },
      pronouns: { BERNIE: 'she', SOL: 'he' },
    },
    arc: {
      pursuer: 'BERNIE',
      pursues: 'get Sol to sign the boat over to the buyer',
      objective: 'get Sol to sign the boat over to the buyer',
      objectiveLine: 'Sign it. Half each.',
      outcome: 'neither',
      turn: "Then she'd have had to sell her to me.",
      turnIsAction: false,
    },
  },

  // 11. Commercial: a kid (8) gets Dad to try the cereal.
  {
    id: 'kaboom-oats-commercial',
    label: 'commercial (:30), eight-year-old lead, product and SUPER, won by an action',
    family: 'screenplay',
    character: 'MAX',
    page: `
# INT. KITCHEN - MORNING
DAD (40s), in a work shirt, eats dry toast over the sink. His son, MAX (8), sits at the table behind a bright box of KABOOM OATS, one full bowl in front of him and another by the empty chair.
MAX: Dad. Dad. Your toast looks sad.
DAD: My toast is fine, bud.
MAX: It's gray. You're eating gray.
DAD: Toast is a grown-up food. It's not supposed to be fun.
MAX: (sliding the second bowl across) Scientists say one bite.
DAD: Which scientists?
MAX: Me. I'm the scientists.
DAD: I've got a meeting at eight.
MAX: It takes one bite. I timed it.
Dad sighs, sits down and takes one bite. CRUNCH. He stops chewing. He takes another.
MAX: Well?
DAD: (mouth full) ...Meeting can wait.
Max grins and pulls his bowl closer.
SUPER: KABOOM OATS. ONE BITE AND YOU'RE IN.
ANNCR (V.O.): Kaboom Oats. One bite and you're in.
MAX: (to camera) Told you. Scientists.
`,
    coach: {
      story:
        "Max has poured two bowls of Kaboom Oats and wants his dad, eating dry toast over the sink, to try one. He teases the toast, slides the bowl over and cites 'scientists' — himself. Dad pleads a meeting at eight; Max says one bite takes no time, he timed it. Dad takes one bite, then another, and decides the meeting can wait.",
      partners: ['DAD'],
      want: { from: 'MAX', of: 'DAD', ask: 'Scientists say one bite.' },
      obstacle: { by: 'DAD', says: "I've got a meeting at eight." },
      stakes: [],
      turn: 'Meeting can wait.',
      relationships: { DAD: { callsThem: ['Dad'], calledBy: ['bud'] } },
      momentBefore: {
        note: 'He set the table and poured the second bowl before Dad came down.',
        opening: 'eats dry toast over the sink',
      },
      pronouns: { MAX: 'he', DAD: 'he' },
    },
    arc: {
      pursuer: 'MAX',
      pursues: 'get Dad to try one bite of Kaboom Oats',
      objective: 'get Dad to try one bite of Kaboom Oats',
      objectiveLine: 'Scientists say one bite.',
      outcome: 'character',
      turn: 'takes one bite',
      turnIsAction: true,
    },
  },

  // 12. Co-star nurse, three lines, in a doctor-patient scene.
  {
    id: 'potassium-nurse-costar',
    label: 'TV medical drama, co-star nurse with three lines in a doctor-patient scene',
    family: 'screenplay',
    character: 'NURSE',
    page: `
# 27 INT. ST. AIDAN'S HOSPITAL - ROOM 412 - NIGHT
MR. GRADY (70s), in a gown, sits on the edge of the bed pulling at the tape on his IV. DR. SHAH (30s) stands in the doorway with her tablet. A NURSE (40s) checks the monitor.
MR. GRADY: I'm going home. To Elm Street. My dog's been alone since Tuesday.
DR. SHAH: Mr. Grady, your potassium is dangerously low. If you leave tonight, your heart could stop.
MR. GRADY: My heart's been stopping since 1981. Get this thing out of my arm.
NURSE: (steadying the IV) Leave the tape, Mr. Grady. You'll bleed on your good pajamas.
MR. GRADY: They're not my good ones.
DR. SHAH: Give me one more night. One bag of fluids.
MR. GRADY: Who feeds Pickles? You?
DR. SHAH: I'll call animal control, they can—
MR. GRADY: Animal control! She's fourteen. She'd die of fright.
The nurse looks at the doctor.
NURSE: My shift ends at seven. I live two streets over from Elm.
DR. SHAH: ...Is that allowed?
NURSE: I won't tell if you won't.
Mr. Grady looks from one to the other. He lets go of the tape.
MR. GRADY: She only eats the wet food. The key's under the frog.
DR. SHAH: One night, Mr. Grady.
`,
    coach: {
      story:
        'Mr. Grady wants to go home to his old dog, alone since Tuesday, and is pulling at his IV. Dr. Shah warns his heart could stop and asks for one more night; he asks who will feed Pickles, and animal control is out of the question. The nurse, who lives two streets from his, offers to feed the dog after her shift. He lets go of the tape, tells her where the key is, and stays the night.',
      partners: ['MR. GRADY', 'DR. SHAH'],
      want: { from: 'DR. SHAH', of: 'MR. GRADY', ask: 'Give me one more night.' },
      obstacle: { by: 'MR. GRADY', says: 'Who feeds Pickles?' },
      stakes: ['your heart could stop'],
      turn: 'I live two streets over from Elm.',
      relationships: { 'MR. GRADY': { callsThem: ['Mr. Grady'] }, 'DR. SHAH': { named: 'doctor' } },
      momentBefore: {
        note: 'Routine obs on a patient who has been pressing the call button all evening.',
        opening: 'checks the monitor',
      },
      pronouns: { 'MR. GRADY': 'he', 'DR. SHAH': 'she' },
    },
    arc: {
      pursuer: 'DR. SHAH',
      pursues: 'get Mr. Grady to stay one more night',
      objective: 'get Mr. Grady to leave the IV alone and stay',
      objectiveLine: 'Leave the tape, Mr. Grady.',
      outcome: 'both',
      turn: 'I live two streets over from Elm.',
      turnIsAction: false,
    },
  },

  // 13. Teen (14) apologises for an online betrayal; not accepted yet.
  {
    id: 'close-friends-story-teen',
    label: 'teen drama, a fourteen-year-old apologises for a post; the friend does not accept yet',
    family: 'screenplay',
    character: 'TESS',
    page: `
# 18 EXT. WESTVIEW HIGH - BIKE RACKS - AFTERNOON
AMARA (14) unlocks her bike. A few feet away TESS (14) hovers, phone clutched in both hands. Until Saturday, Amara was her best friend.
TESS: Your chain's rusty.
AMARA: Thanks. Great. Bye.
TESS: I deleted it. Last night. Like, two hours after.
AMARA: Two hours. Do you know how many people can screenshot something in two hours?
TESS: I didn't think anyone would see it. It was close friends only.
AMARA: I was on your close friends, Tess. I saw it.
TESS: It was supposed to be funny. You do the voice too. You do the voice at sleepovers.
AMARA: At sleepovers. Not for forty people. Not my mom's accent.
Amara wheels the bike out. Tess steps in front of it.
TESS: I'm sorry. Okay? I'm really, actually sorry. I'll post that I'm sorry. I'll tag everyone.
AMARA: So everyone can watch you be sorry.
TESS: What do you want me to do?
AMARA: I don't know yet.
She gets on the bike. Stops.
AMARA: My mom saw it. She asked me if that's what I think she sounds like.
Tess lowers her phone.
TESS: (quiet) I'll tell her. That it was me. Not you.
AMARA: ...Don't text me. I'll find you.
She rides off. Tess stays by the racks.
`,
    coach: {
      story:
        "Tess catches Amara at the bike racks after posting a video of Amara doing her mom's accent to forty people. She opens sideways — the rusty chain, she deleted it after two hours, it was close friends only, it was a joke they share at sleepovers. When she finally says sorry and offers a public apology, Amara says that is just being sorry in front of everyone; then tells her that her mom saw it. Tess offers to tell Amara's mom it was her; Amara won't forgive yet — 'Don't text me. I'll find you.' — and rides off.",
      partners: ['AMARA'],
      want: { from: 'TESS', of: 'AMARA', ask: "I'm really, actually sorry." },
      obstacle: { by: 'AMARA', says: 'So everyone can watch you be sorry.' },
      stakes: ['My mom saw it', 'forty people'],
      turn: 'My mom saw it.',
      relationships: { AMARA: { named: 'best friend', calledBy: ['Tess'], history: 'sleepovers' } },
      momentBefore: {
        note: 'Three days of silence since Saturday and a school day of watching Amara not look at her.',
        opening: 'phone clutched in both hands',
      },
      pronouns: { AMARA: 'she', TESS: 'she' },
    },
    arc: {
      pursuer: 'TESS',
      pursues: 'get Amara to forgive her',
      objective: 'get Amara to forgive her',
      objectiveLine: "I'm really, actually sorry.",
      outcome: 'neither',
      turn: 'My mom saw it.',
      turnIsAction: false,
    },
  },

  // 14. Discovery: he comes for a refund, learns his son still comes, changes his mind.
  {
    id: 'thursday-lessons-discovery',
    label: 'TV drama, two adults, the character changes his mind on what he learns',
    family: 'uk-tv',
    character: 'GORDON',
    page: `
# 7 INT. CHURCH HALL - BACK ROOM - EVENING
An upright piano, stacked chairs. HELGA (60s), a piano teacher, packs sheet music into her tote bag. GORDON (40s), in a delivery driver's fleece, comes in holding a bank statement.
GORDON: Mrs. Lindqvist.
HELGA: Miss. You'll be Theo's dad. He has your frown.
GORDON: I cancelled his lessons in March. Forty quid a week's still going out of my account to you. I want it back. All of it.
HELGA: Theo told me you'd set up a standing order, Mr. Burke.
GORDON: Theo's at football on Thursdays.
HELGA: Theo's here on Thursdays. Half past four. He changes out of his kit in the toilets.
Gordon looks at the statement, then at her.
GORDON: He's eleven. He lied to you.
HELGA: He lied to both of us. And he's played every scale I've given him, and the Chopin, the one in E minor. I've had grown men cry at that Chopin.
GORDON: (quiet) His mum used to play that.
HELGA: He said. He said you sold her piano.
GORDON: We needed the money.
HELGA: Then I'll refund you. From March. You'll have it by Friday.
Gordon folds the statement. Puts it in his pocket.
GORDON: Keep it. Thursdays, half four.
HELGA: And Theo?
GORDON: Don't tell him I came. I'll be outside in the van. With the window down.
`,
    coach: {
      story:
        "Gordon comes to the church hall with a bank statement to get back the forty pounds a week still going to his son's piano teacher since he cancelled the lessons. Helga tells him Theo set it up himself and has been coming every Thursday, changing out of his football kit. Gordon learns his son plays the Chopin his late wife used to play, on the piano he sold. When Helga offers the refund he refuses it: keep the money, keep the Thursdays, and don't tell Theo he came.",
      partners: ['HELGA'],
      want: { from: 'GORDON', of: 'HELGA', ask: 'I want it back.' },
      obstacle: { by: 'HELGA', says: "Theo told me you'd set up a standing order" },
      stakes: ['Forty quid a week', 'We needed the money'],
      turn: "Theo's here on Thursdays.",
      relationships: { HELGA: { named: 'teacher', callsThem: ['Mrs. Lindqvist'], calledBy: ['Mr. Burke'] } },
      momentBefore: {
        note: 'He has found the payments on the statement after a long shift and driven straight over.',
        opening: 'holding a bank statement',
      },
      pronouns: { GORDON: 'he', HELGA: 'she' },
    },
    arc: {
      pursuer: 'GORDON',
      pursues: 'get Helga to refund the lessons he cancelled',
      objective: 'get Helga to refund the lessons he cancelled',
      objectiveLine: 'I want it back.',
      outcome: 'both',
      turn: "Theo's here on Thursdays.",
      turnIsAction: false,
    },
  },
];
