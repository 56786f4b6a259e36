/**
 * A fifth held-out set: eleven original sides written for the fifth independent rubric read
 * (/tmp/rubric5/REPORT.md) — a sister confessing a signed form, a ten-year-old witness who dodges a
 * detective until a name slips, a comic misunderstanding, a nine-year-old buying a neighbour's
 * silence, a matriarch who loses every round, a :30 AV commercial, a stage child and her drinking
 * father (mature), an audio drama whose want is only implied, a father who stops the truck, a
 * three-line co-star, and a two-scene packet read on its second scene — with the coach's reading
 * written by hand before any guide was generated. Scored, not asserted (`score.ts`); fix by class
 * of failure, never by tuning to these pages.
 */
import type { TestSide } from './side.js';

export const UNSEEN_5: TestSide[] = [
  {
    id: 'boatyard-film',
    label: 'feature film drama; a sister comes to confess; the turn is an action (she picks up the block)',
    family: 'screenplay',
    character: 'MAREN',
    page: `
# 31 INT. LOWRIE BOATYARD - WORKSHOP - NIGHT
A single work lamp. EWAN LOWRIE (50s) sands the hull of an upturned dinghy. The door scrapes. His sister MAREN (40s), a hospital visitor's pass still clipped to her coat, stands in the doorway. She doesn't come in.
EWAN: You're letting the cold in.
MAREN: I need to tell you something before Dr. Amadi does.
EWAN: (not stopping) Mum had a good day. She ate all the soup.
MAREN: She asked me to sign the form. The one that says they don't bring her back. I signed it on Tuesday.
Ewan stops sanding.
EWAN: You said you'd wait for me.
MAREN: She didn't want to wait. She didn't want you in the room when she said it.
EWAN: So you signed it.
MAREN: I signed it.
EWAN: Without me.
MAREN: She held my wrist and asked me, Ewan. What was I supposed to--
EWAN: Ring me! You were supposed to ring me!
MAREN: You'd have talked her out of it. You'd have made her fight. For you.
Ewan throws the sanding block. It cracks against the wall.
EWAN: Get out.
Maren doesn't go. She comes in, shuts the door behind her, and picks up the sanding block.
MAREN: She wants to come home. She wants to see the boat in the water. Before.
A long silence. Ewan looks at the dinghy.
EWAN: ...The seams aren't sealed.
MAREN: Then show me how.
He hands her a second block. They sand, side by side.
`,
    coach: {
      story:
        "Maren comes to her brother Ewan's boatyard workshop at night, straight from the hospital, to tell him before the doctor does that she signed their dying mother's do-not-resuscitate form on Tuesday, at their mother's request and without him. Ewan, who was promised they would decide together, is furious and throws her out. She stays, picks up the sanding block he threw and tells him what their mother wants: to come home and see the boat in the water, before. He gives way — the seams aren't sealed — and they sand side by side.",
      partners: ['EWAN'],
      want: { from: 'MAREN', of: 'EWAN', ask: 'She wants to see the boat in the water.' },
      obstacle: { by: 'EWAN', says: 'Get out.' },
      stakes: ["they don't bring her back", 'Before.'],
      turn: 'She wants to come home.',
      relationships: { EWAN: { named: 'brother', callsThem: ['Ewan'], history: 'Mum' } },
      momentBefore: {
        note: 'Straight from the hospital, holding since Tuesday what she signed; she has stood at the door choosing the words.',
        opening: 'stands in the doorway',
      },
      pronouns: { MAREN: 'she', EWAN: 'he' },
    },
  },
  {
    id: 'window-procedural-child',
    label: 'TV procedural; ten-year-old witness stays evasive while the detective presses; the name slips',
    family: 'screenplay',
    character: 'DEZ',
    page: `
# 18 INT. 9TH PRECINCT - FAMILY INTERVIEW ROOM - DAY
A room dressed to look less like a police station: a beanbag, a box of crayons, a poster of a lighthouse. DEZ OKORO (10) sits on the very edge of the couch, hood up, spinning a fidget spinner. DETECTIVE LAURA BRANDT (40s) sets down two juice boxes. A social worker, MS. FEENEY, sits by the door with a clipboard.
BRANDT: Apple or orange? I didn't know, so I got both.
DEZ: I'm not thirsty.
BRANDT: Okay. You know why you're here, Dez?
DEZ: 'Cause Ms. Feeney made me.
BRANDT: Because somebody broke the window at Tran's Market last night. The camera across the street saw a kid in a green hoodie.
Dez pulls his hood tighter. It's green.
DEZ: Green's a normal color.
BRANDT: It is. Where were you at nine o'clock?
DEZ: Asleep.
BRANDT: Your mom says you weren't home till ten.
DEZ: She was asleep too. So how would she know.
BRANDT: Dez. Nobody cares about a window. Mr. Tran got hurt. Somebody pushed him into the shelves. I need to know who was with you.
Dez stops spinning.
DEZ: Is he okay?
BRANDT: Broken wrist. He's been asking for you. He says you sweep his step on Saturdays.
Dez looks at the door. At Ms. Feeney. Back at the spinner.
DEZ: If I tell you, does Andre go to jail?
BRANDT: (gently) Who's Andre?
Dez puts the spinner down on the table. He pushes the apple juice across to her.
DEZ: I want my mom.
`,
    coach: {
      story:
        "Dez, ten, is in a police family room because a camera saw a kid in a green hoodie at Tran's Market the night its window broke. Detective Brandt presses, gently, for who was with him; he dodges every question. When she tells him Mr. Tran was pushed and broke his wrist, and has been asking for Dez, who sweeps his step on Saturdays, Dez asks if he's okay — and lets the name slip: does Andre go to jail? Asked who Andre is, he shuts down and asks for his mom.",
      partners: ['BRANDT'],
      want: { from: 'BRANDT', of: 'DEZ', ask: 'I need to know who was with you.' },
      obstacle: { by: 'BRANDT', says: 'I need to know who was with you.' },
      stakes: ['Mr. Tran got hurt', 'jail'],
      turn: 'does Andre go to jail?',
      relationships: { BRANDT: { named: 'detective', calledBy: ['Dez'] } },
      momentBefore: {
        note: 'Brought in by the social worker after a night carrying what happened at the shop; decided on the way in to say nothing.',
        opening: 'hood up',
      },
      pronouns: { DEZ: 'he' },
    },
  },
  {
    id: 'goldfish-singlecam',
    label: 'single-camera comedy; a comic misunderstanding (he confesses to the wrong Bernard)',
    family: 'screenplay',
    character: 'CONNOR',
    page: `
# 7 INT. HARMON & PIKE INSURANCE - DIANE'S OFFICE - DAY
DIANE (50s), the regional manager, closes the blinds. CONNOR (30s) sits across from her desk, clutching a mug that says WORLD'S OKAYEST EMPLOYEE.
DIANE: Thanks for coming in. This is awkward, so I'm just going to say it. It's about Bernard.
CONNOR: Oh. Okay. Wow. Okay.
DIANE: People have noticed.
CONNOR: We've been so careful.
DIANE: Careful? Connor, there's a smell.
CONNOR: That's his cologne. I've told him. It's a lot.
DIANE: (beat) His cologne.
CONNOR: Look. I know there's a policy. But we're adults, and it started at the Christmas party, and it's not a fling, Diane. It's real. I'm not going to apologize for it.
DIANE: You're... in a relationship.
CONNOR: With Bernard. Yes. I'll fill out whatever form you need.
Diane slowly turns her monitor around. On the screen: a photo of a goldfish bowl on the break room counter. The water is green. A sticky note on the bowl: BERNARD.
DIANE: Bernard is the fish, Connor. You signed up to feed him in March.
Connor sets down the mug.
CONNOR: ...Bernard from Accounts doesn't wear cologne. I want to be clear about that.
DIANE: There's a form for that too.
CONNOR: I'll feed the fish.
`,
    coach: {
      story:
        "Diane calls Connor in about \"Bernard\". Connor, secretly seeing Bernard from Accounts, assumes they've been found out and, with every vague line of hers, confesses more — the cologne, the Christmas party, it's real and he won't apologize. Diane turns her monitor round: Bernard is the office goldfish, dying in green water, which Connor signed up to feed in March. Outed for nothing, he tries to take back the cologne and surrenders: he'll feed the fish.",
      partners: ['DIANE'],
      want: { from: 'CONNOR', of: 'DIANE', ask: "I'm not going to apologize for it." },
      obstacle: { by: 'DIANE', says: 'People have noticed.' },
      stakes: ['policy'],
      turn: 'Bernard is the fish',
      relationships: { DIANE: { named: 'regional manager', callsThem: ['Diane'], calledBy: ['Connor'] } },
      momentBefore: {
        note: 'Summoned to the boss, blinds closing: he walks in sure it is about Bernard from Accounts.',
        opening: 'clutching a mug',
      },
      pronouns: { DIANE: 'she' },
    },
  },
  {
    id: 'dent-multicam-child',
    label: "multi-camera sitcom; nine-year-old negotiates to buy her neighbour's silence; a sound tips it",
    family: 'multi-cam',
    character: 'WINNIE',
    page: `
# C INT. PILCHARD HOUSE - FRONT DOOR - DAY (DAY 2)
WINNIE (9) STANDS ON THE DOORSTEP WITH A BASKETBALL UNDER ONE ARM AND A JAR OF COINS. MR. PILCHARD (60s), IN A CARDIGAN, OPENS THE DOOR.
MR. PILCHARD: I'm not buying cookies.
WINNIE: I'm not selling cookies. I'm here on business.
MR. PILCHARD: What business?
WINNIE: (HOLDING UP THE JAR) Your car has a dent. I'd like to buy the dent.
MR. PILCHARD: You'd like to-- (SEES THE BALL) You did that?
WINNIE: Allegedly.
MR. PILCHARD: I'm calling your mother.
WINNIE: Wait! Eleven dollars and forty cents. And a button. The button's a bonus.
MR. PILCHARD: A dent costs four hundred dollars.
WINNIE: (BEAT) Do you take payments?
MR. PILCHARD: What kind of payments?
WINNIE: I walk Pudding every day for a month. You hate walking Pudding. Pudding hates you.
MR. PILCHARD: Pudding does not hate me.
SFX: A SMALL DOG GROWLS FROM INSIDE THE HOUSE.
MR. PILCHARD LOOKS BACK INTO THE HOUSE.
MR. PILCHARD: (THEN) ...Two months.
WINNIE: Six weeks, and you don't tell my mom.
MR. PILCHARD: Two months, I don't tell your mom, and I keep the button.
WINNIE: (BEAT) Deal.
THEY SHAKE. WINNIE TURNS TO GO, THEN TURNS BACK.
WINNIE: Also, your garage door has a dent.
`,
    coach: {
      story:
        "Winnie knocks on her neighbour Mr. Pilchard's door with her basketball and a jar of coins to buy the dent she put in his car before he tells her mom. He says he's calling her mother and a dent costs four hundred dollars; she offers payments — walking his dog Pudding, who hates him. The dog growls on cue and he bargains: two months, he won't tell her mom, and he keeps the button. Deal — and then she owns up to the garage door too.",
      partners: ['MR. PILCHARD'],
      want: { from: 'WINNIE', of: 'MR. PILCHARD', ask: "I'd like to buy the dent." },
      obstacle: { by: 'MR. PILCHARD', says: "I'm calling your mother." },
      stakes: ['four hundred dollars', 'your mother'],
      turn: 'Two months.',
      relationships: { 'MR. PILCHARD': { history: 'Pudding' } },
      momentBefore: {
        note: 'She has just dented his car, counted her jar and rehearsed her pitch across the lawn.',
        opening: 'JAR OF COINS',
      },
      pronouns: {},
    },
  },
  {
    id: 'boardroom-soap',
    label: 'daytime soap; a matriarch voted out, who loses every round and signs',
    family: 'soap',
    character: 'VIVIENNE',
    page: `
# INT. CRANE TOWER - BOARDROOM - NIGHT
Rain lashes the windows. VIVIENNE CRANE (60s), in pearls, stands at the head of the long table. Her stepdaughter ODETTE (30s) walks in with a leather folder.
VIVIENNE: The board meets tomorrow, Odette. You're early. By about ten years.
ODETTE: The board met an hour ago. You weren't invited.
VIVIENNE: (a beat) That's not possible. Harold would never--
ODETTE: Harold voted first.
VIVIENNE: (turning to the window) Whatever they promised you, I'll double it. Name your number.
ODETTE: I don't want your money, Vivienne. I want your chair.
VIVIENNE: This chair was your father's. He gave it to me.
ODETTE: He left it to the company. Not to you. (beat) Security will walk you out.
VIVIENNE: You wouldn't dare. I held you when you were four. When your mother--
ODETTE: (sharp) Don't. You don't get to say her name.
Vivienne grips the back of the chair.
VIVIENNE: One week. Give me one week to tell people myself. Let me leave with my name.
ODETTE: (beat) You have until midnight.
Odette sets the folder on the table and goes. Vivienne opens it: her letter of resignation, already typed. A gold pen clipped to it. Her own pen.
VIVIENNE: (barely) Harold...
She uncaps the pen. Her hand shakes. She signs.
FADE OUT.
END OF ACT THREE
`,
    coach: {
      story:
        "Vivienne waits in the boardroom the night before the board meets; her stepdaughter Odette tells her the board met an hour ago without her and voted her out, her ally Harold first. Vivienne tries money, her late husband's gift of the chair and the past — she held Odette at four — and is cut off each time. She begs for a week to leave with her name and gets until midnight. Alone, she finds her resignation already typed, with her own pen, and signs.",
      partners: ['ODETTE'],
      want: { from: 'VIVIENNE', of: 'ODETTE', ask: 'Give me one week to tell people myself.' },
      obstacle: { by: 'ODETTE', says: 'I want your chair.' },
      stakes: ['Security will walk you out', 'leave with my name'],
      turn: 'Harold voted first.',
      relationships: {
        ODETTE: { named: 'stepdaughter', callsThem: ['Odette'], calledBy: ['Vivienne'], history: 'I held you when you were four' },
      },
      momentBefore: {
        note: 'Alone the night before the vote, counting her votes, sure of Harold.',
        opening: 'stands at the head of the long table',
      },
      pronouns: { VIVIENNE: 'she' },
    },
  },
  {
    id: 'flask-commercial',
    label: 'commercial :30, AV two-column; a stranger calms a nervous young man with tea',
    family: 'commercial',
    character: 'MARGOT',
    page: `
# :30 TV SPOT "HELD AT A SIGNAL"
OPEN ON — A commuter train stopped between stations. Rain on the windows.
SFX: Rain. The engine hum winds down.
CONDUCTOR (V.O.): We're being held at a red signal. Apologies for the delay.
MED — MARGOT (40s), calm, sits opposite a YOUNG MAN in a new suit, his knee bouncing.
YOUNG MAN: I have a job interview in twenty minutes.
MARGOT: Then you have twenty minutes.
She unscrews a steel flask. Steam rises.
MARGOT: Milk?
YOUNG MAN: I don't really drink tea.
MARGOT: You do today.
CU — The pour. Deep amber into the flask cup.
SFX: The pour.
He sips. His knee stops bouncing.
YOUNG MAN: (surprised) ...That's really good.
MARGOT: Kettleby's. Everything's better after a proper cup.
SFX: The train lurches. Moving again.
YOUNG MAN: Can I keep the cup?
MARGOT: Get the job first.
PACKSHOT — A tin of Kettleby's beside the flask.
ANNCR (V.O.): Kettleby's. Steady as she pours.
SUPER: Kettleby's. Steady as she pours.
`,
    coach: {
      story:
        "A commuter train stops at a red signal; the young man opposite Margot has a job interview in twenty minutes and can't keep his knee still. Margot pours him tea from her flask — he doesn't drink tea; 'You do today' — and the first sip stops his knee. The train moves; he asks to keep the cup; she tells him to get the job first.",
      partners: ['YOUNG MAN'],
      want: { from: 'MARGOT', of: 'YOUNG MAN', ask: 'You do today.' },
      obstacle: { by: 'YOUNG MAN', says: "I don't really drink tea." },
      stakes: ['job interview in twenty minutes'],
      turn: "That's really good.",
      relationships: { 'YOUNG MAN': {} },
      momentBefore: { note: 'She has watched his knee bounce since the train stopped.', opening: 'his knee bouncing' },
      pronouns: { 'YOUNG MAN': 'he' },
    },
  },
  {
    id: 'spelling-stage-child',
    label:
      'stage play; eleven-year-old and her drinking father the night before her spelling bee (mature: flag to parent); the turn is her action',
    family: 'stage',
    character: 'AGGIE',
    page: `
Characters — AGGIE, eleven; DECLAN, her father, forties.
# SCENE 3. A kitchen, late.
A kitchen, late. One lamp. DECLAN sits at the table with a glass and a bottle. AGGIE comes in in her pyjamas, holding a sheet of paper.
AGGIE: You said you'd test me.
DECLAN: Did I? (He pours.) Go on, then.
AGGIE: You have to read them out. That's how it works. You read, I spell.
She puts the paper in front of him. He squints at it.
DECLAN: "Ne... necessary."
AGGIE: N-E-C-E-S-S-A-R-Y. Necessary.
DECLAN: Good girl. Next one's... (He pushes the paper away.) The print's too small.
AGGIE: It's not small. It's the same as always.
DECLAN: Don't you start. You sound like your mother.
A silence. Aggie takes the paper back.
AGGIE: The bee's at ten. Mrs. Lowry says parents sit in the front row.
DECLAN: I'll be there.
AGGIE: You said that about sports day.
DECLAN: (Too loud.) I said I'll be there!
Aggie flinches. Then, carefully, she picks up the bottle and screws the cap on.
AGGIE: Then you have to go to bed now. So you're awake.
DECLAN: Put that down, Ags.
AGGIE: (Holding on to it.) Spell "promise."
A long pause. Declan looks at her. He looks at the glass.
DECLAN: P-R-O-M-I-S-E.
AGGIE: Now say it.
DECLAN: (Quietly.) I promise.
She puts the bottle in the cupboard, up high. She kisses the top of his head and goes.
`,
    coach: {
      story:
        "Late at night Aggie, eleven, comes down with her spelling list because her father promised to test her for tomorrow's spelling bee; he is at the table with a bottle. He reads one word, pushes the list away, snaps that she sounds like her mother and shouts that he'll be there. She caps his bottle and tells him to go to bed so he's awake; when he tells her to put it down she makes him spell 'promise', then say it. He does; she puts the bottle up high, kisses his head and goes. (Mature: a drinking parent who shouts — flag to the parent.)",
      partners: ['DECLAN'],
      want: { from: 'AGGIE', of: 'DECLAN', ask: 'Then you have to go to bed now.' },
      obstacle: { by: 'DECLAN', says: "Don't you start." },
      stakes: ["The bee's at ten", 'front row'],
      turn: 'Spell "promise."',
      relationships: { DECLAN: { named: 'father', calledBy: ['Ags'], history: 'sports day' } },
      momentBefore: {
        note: 'Lying awake hearing the glass and the bottle, waiting for him to remember the test he promised.',
        opening: 'holding a sheet of paper',
      },
      pronouns: { AGGIE: 'she', DECLAN: 'he' },
    },
  },
  {
    id: 'farmhouse-audio',
    label: 'audio drama; a mother holds off a son she has not seen in thirty years; the want only implied',
    family: 'audio',
    character: 'EILIS',
    page: `
# SCENE 6. A FARMHOUSE KITCHEN. NIGHT.
SFX: WIND. A KETTLE BEGINNING TO SING. A KNOCK AT THE DOOR. A LATCH.
CONN: (OFF, at the door) Mrs. Doherty? Eilis Doherty?
EILIS: Who's asking, at this hour?
CONN: (CLOSER) My car's gone in the ditch at the foot of your lane. Could I use your phone?
EILIS: There's no phone. The line's been down since the storm.
CONN: Then could I wait till the rain eases?
EILIS: (BEAT) Wipe your feet.
SFX: THE DOOR SHUTS. THE WIND DROPS AWAY. THE KETTLE SHRIEKS AND IS LIFTED.
CONN: You kept the dresser. And the clock.
EILIS: What would you know about what I kept?
CONN: It sticks at quarter past. You have to thump it.
EILIS: (SHARP) Sit down and drink your tea.
CONN: Mam.
SFX: A CUP RATTLES IN ITS SAUCER.
EILIS: (VERY QUIET) Don't.
CONN: It's me. It's Conn.
EILIS: My son went to Boston in nineteen ninety-one and never wrote. Not a card. Not when his father died.
CONN: I wrote every Christmas. Da sent them back.
EILIS: (A LONG BREATH) ...Liar.
SFX: THE CLOCK STRIKES THE QUARTER, AND STICKS. A PALM THUMPS IT. IT STRIKES ON.
CONN: (CLOSE) They're in my case. Twenty-six of them. "Return to sender," in his hand.
EILIS: (BARELY) Show me.
`,
    coach: {
      story:
        "On a storm night a man knocks at Eilis's farmhouse to use the phone; there is none, and she lets him wait out the rain. He knows the dresser and the clock that sticks — he calls her Mam: he is her son Conn, who went to Boston in 1991 and, she says, never wrote, not even when his father died. He says he wrote every Christmas and his father sent the letters back; she calls him a liar, the clock sticks and is thumped on, and when he says the twenty-six letters are in his case she asks to see them.",
      partners: ['CONN'],
      want: { from: 'CONN', of: 'EILIS', ask: "It's me." },
      obstacle: { by: 'CONN', says: 'I wrote every Christmas.' },
      stakes: ['Not when his father died', 'Twenty-six'],
      turn: 'Da sent them back.',
      relationships: { CONN: { named: 'son', calledBy: ['Mam', 'Mrs. Doherty'], history: 'Boston in nineteen ninety-one' } },
      momentBefore: { note: 'Alone on a storm night, kettle on; a knock at a lonely farm at an hour nobody comes.', opening: null },
      pronouns: { CONN: 'he' },
    },
  },
  {
    id: 'layby-uktv',
    label: 'UK TV drama; a father presses his silent son after a fight; the turn an action (he stops the truck)',
    family: 'uk-tv',
    character: 'TERRY',
    page: `
# 22 INT. RECOVERY TRUCK - CAB - NIGHT
Wipers. TERRY (50s), in a hi-vis jacket, drives. Beside him, his son LIAM (17), knuckles grazed, stares out of the side window.
TERRY: Seatbelt.
Liam clicks it in.
TERRY: Custody sergeant says you're lucky. Says the other lad's not pressing charges.
LIAM: Good.
TERRY: Who was he?
LIAM: Nobody.
TERRY: Nobody with a broken nose.
LIAM: Can we just go home?
TERRY: We are going home. Long way round. Your mum's sat up waiting.
LIAM: Don't tell her.
TERRY: Tell her what? I don't know anything. That's the problem, son.
Terry pulls into a lay-by and kills the engine. The wipers stop.
TERRY: I'm not moving till you tell me what he said.
LIAM: (finally) He said you're a drunk. He said everyone knows why you lost the depot.
A long silence. Terry takes his hands off the wheel.
TERRY: ...He's not wrong.
LIAM: He is.
TERRY: He was. Eight years ago. (beat) You don't put anyone in hospital for me. Hear me?
LIAM: (quiet) Yeah.
Terry starts the engine.
TERRY: Chips. Don't tell your mum that either.
`,
    coach: {
      story:
        "Terry drives his son Liam home from the police station after a fight; the other lad, with a broken nose, isn't pressing charges. Terry wants to know who and why; Liam stonewalls. Terry pulls into a lay-by and kills the engine: he won't move till Liam tells him what the lad said. Liam does — the lad called Terry a drunk who lost the depot for it. Terry admits it was true, eight years ago, tells Liam never to hurt anyone for him, and starts the engine: chips.",
      partners: ['LIAM'],
      want: { from: 'TERRY', of: 'LIAM', ask: "I'm not moving till you tell me what he said." },
      obstacle: { by: 'LIAM', says: 'Nobody.' },
      stakes: ['pressing charges', 'hospital'],
      turn: "He said you're a drunk.",
      relationships: { LIAM: { named: 'son', callsThem: ['son'], history: 'the depot' } },
      momentBefore: { note: 'Collected his son from the custody suite; silence all the way from the station.', opening: 'drives' },
      pronouns: { TERRY: 'he' },
    },
  },
  {
    id: 'ambulance-costar',
    label: "TV medical drama co-star; a paramedic's handoff, three lines",
    family: 'screenplay',
    character: 'HALE',
    page: `
# 44 INT. ST. JUDE'S HOSPITAL - AMBULANCE BAY - NIGHT
Doors bang open. PARAMEDIC HALE (30s) and his partner run a gurney in. DR. SOFIA LINDQVIST (40s) meets them at a run.
HALE: Forty-two-year-old male, fell off scaffolding, fifteen feet maybe. GCS twelve in the rig, dropping.
LINDQVIST: Pressure?
HALE: Ninety over sixty. He keeps asking for his daughter. Says she's in the school play tonight.
LINDQVIST: Trauma One. Go, go.
They wheel him through. Hale stops at the doors, the patient's hard hat in his hands. Written on it in marker: DAD.
HALE: (to himself) ...I'll call the school.
# 45 INT. ST. JUDE'S HOSPITAL - TRAUMA ONE - CONTINUOUS
LINDQVIST: On my count. One, two, three.
They slide the patient across. A monitor shrieks.
NURSE OYELARAN: He's crashing.
LINDQVIST: Charge to two hundred. Nobody's missing a school play tonight.
`,
    coach: {
      story:
        "Paramedic Hale brings a man who fell from scaffolding into the ambulance bay and hands him off to Dr. Lindqvist — GCS twelve and dropping, ninety over sixty — and passes on what the man keeps saying: he wants his daughter, who's in the school play tonight. Left at the doors holding the man's hard hat with DAD on it, Hale decides to call the school.",
      partners: ['LINDQVIST'],
      want: { from: 'HALE', of: 'LINDQVIST', ask: 'Forty-two-year-old male' },
      obstacle: null,
      stakes: ['dropping', 'asking for his daughter'],
      turn: "I'll call the school.",
      relationships: { LINDQVIST: { named: 'doctor' } },
      momentBefore: { note: 'A siren run with a man getting worse in the back; the rig doors just opened.', opening: 'Doors bang open.' },
      pronouns: { HALE: 'he' },
    },
  },
  {
    id: 'till-packet',
    label: 'TV drama two-scene packet, read on its second scene; she covered for him and now makes him own up',
    family: 'screenplay',
    character: 'JOSIE',
    scene: 1,
    page: `
# 12 INT. CRUMB & CO. BAKERY - BACK ROOM - DAWN
JOSIE (20s), flour to the elbows, counts the till drawer a second time. The owner, MRS. KALLAS (60s), ties on her apron.
MRS. KALLAS: Well?
JOSIE: Two hundred short.
MRS. KALLAS: Again. Who closed last night?
Through the hatch: DARIUS (20s) stacks chairs, earbuds in, whistling.
JOSIE: ...I did.
MRS. KALLAS: You. (beat) Josie, I can't have this twice.
JOSIE: It won't happen twice.
# 15 EXT. CRUMB & CO. BAKERY - ALLEY - LATER
Darius smokes by the bins. Josie comes out with two coffees and hands him one.
DARIUS: What's this for?
JOSIE: I told her I closed.
Darius stops, the cup halfway to his mouth.
DARIUS: Why would you do that?
JOSIE: You tell me why I did that.
DARIUS: Jos--
JOSIE: Two hundred on Tuesday. Two hundred last night. Is it the dog track again?
DARIUS: It's not the track. It's Nina's rent. They changed the locks on her.
JOSIE: You could have asked me.
DARIUS: You'd have said yes. I couldn't keep asking you.
JOSIE: So you'd rather rob Mrs. K. Who gave you this job when nobody else would.
DARIUS: I'll put it back. Friday. All of it.
Josie takes a bank slip from her apron and presses it into his hand.
JOSIE: It's back. In the till. Out of my savings.
DARIUS: Jos, I can't--
JOSIE: You can put it in my jar on Friday. (beat) And today you give Mrs. K your keys. You tell her you're done closing.
DARIUS: She'll ask why.
JOSIE: Then tell her the truth. Or I will.
Darius looks at the slip. At her. He nods.
`,
    coach: {
      story:
        "(Scene 15, after scene 12.) At dawn the till is two hundred short for the second time and Josie tells the owner she closed — covering for Darius. In the alley she brings him a coffee, tells him what she did and makes him say why: not the dog track, his sister Nina's rent, the locks changed on her. She throws back that he robbed the woman who gave him a job; he promises to put it back Friday; she has already put it back from her savings. Her terms: repay her, hand in his keys today, tell Mrs. K the truth — or she will. He nods.",
      partners: ['DARIUS'],
      want: { from: 'JOSIE', of: 'DARIUS', ask: 'Then tell her the truth.' },
      obstacle: { by: 'DARIUS', says: "I'll put it back." },
      stakes: ["can't have this twice", 'Or I will'],
      turn: "It's back.",
      relationships: { DARIUS: { calledBy: ['Jos'], history: 'the dog track again' } },
      momentBefore: {
        note: 'She lied to Mrs. K for him at dawn and worked the morning with it, then put her own savings in the till.',
        opening: 'two coffees',
      },
      pronouns: { JOSIE: 'she', DARIUS: 'he' },
    },
  },
];
