/**
 * A seventh held-out set: twelve original sides, with the coach's reading and the arc written by hand
 * before any guide was generated. Shapes: stakes named outright, lost to a condition (film); the
 * character pressed who finally answers (procedural); a comic scene nobody wins (single-cam); a child
 * negotiating a deal (multi-cam, child); an ultimatum whose bluff is called (soap); a product moment
 * the character is talked into, the turn an action (commercial); a cast list giving the relationship
 * and an action turn (stage); a child pressing for news who becomes the one asked (audio, child); a
 * refusal kept while the need is met, history lines (UK TV); a co-star who asks the right person; a
 * two-scene packet whose second scene is read, a child pressed who answers on a promise; a child
 * pressing her teacher for the truth, with a line the parent must be told about (alcohol).
 * Render-only lines of the PDFs (slate) are dropped; the cast list is a line. Scored, not asserted.
 */
import type { TestSide } from './side.js';

export const UNSEEN_7: TestSide[] = [
  {
    id: 'towel-film',
    label: 'feature film drama; stakes named outright; the ask lost, a condition won',
    family: 'screenplay',
    character: 'ODALYS',
    page: `
# 61 INT. ST. CASIMIR BOXING CLUB - LOCKER ROOM - NIGHT
A fluorescent tube flickers. The night before the fight. RENNIE DUARTE (24) sits on a bench wrapping his own hands, badly. ODALYS FERRO (60s), his trainer since he was eleven, comes in holding an envelope from the eye clinic. She drops it on the bench beside him.
RENNIE: You opened my post.
ODALYS: It came to the gym. Everything you own comes to the gym.
RENNIE: That's still my name on it.
ODALYS: Dr. Mensah says the retina's thin. Left eye. One more hard shot and it can come away.
RENNIE: Can. She said can.
ODALYS: I want you to pull out of Saturday.
RENNIE: No.
ODALYS: Listen to me. If that retina goes, you're blind in that eye for good. That's what's on the table Saturday. Not a belt. Your eye.
RENNIE: And if I pull out, Kessler gets the title shot and I'm back on the undercard at thirty. That's on the table too.
ODALYS: There's other fights.
RENNIE: Not for me there isn't. You told me that. Sixteen, in this room. You said, "You get one door, kid, and you kick it."
ODALYS: I was talking to a boy.
RENNIE: You were talking to me.
She takes his hands, unwinds his mess of a wrap and starts again, tight and neat, the way she has done a thousand times.
ODALYS: Your mother signed the forms when you were eleven. I promised her I'd bring you home with your face on.
RENNIE: Then bring me home. (beat) You throw the towel. Not the ref, not the doctor. You. First time that eye goes cloudy, you throw it and I won't say a word.
ODALYS: You'll say a hundred words.
RENNIE: I won't. I swear on the gym.
She finishes the wrap. Holds his taped fist in both her hands.
ODALYS: First time it goes cloudy.
RENNIE: First time.
ODALYS: (letting go) Make a fist. Tighter. (beat) That's a fist.
`,
    coach: {
      story:
        "The night before Rennie's title eliminator, Odalys — his trainer since he was eleven — has opened his letter from the eye clinic: the retina in his left eye is thin, one more hard shot and it can come away. She tells him to pull out and names the stake outright: blind in that eye for good. He refuses and names his own: Kessler gets the title shot and he's back on the undercard. He throws her own words from when he was sixteen back at her. She re-wraps his hands as she always has; he offers the only thing he will give — she throws the towel herself, the first time the eye goes cloudy. She takes the deal.",
      partners: ['RENNIE'],
      want: {
        from: 'ODALYS',
        of: 'RENNIE',
        ask: 'pull out of Saturday',
      },
      obstacle: {
        by: 'RENNIE',
        says: 'No.',
      },
      stakes: ['blind in that eye', 'Your eye'],
      turn: 'You throw the towel.',
      relationships: {
        RENNIE: {
          history: 'Sixteen, in this room',
        },
      },
      momentBefore: {
        note: 'She has opened his post and read the clinic letter before coming in; she has decided to stop the fight.',
        opening: 'holding an envelope from the eye clinic',
      },
      pronouns: {
        ODALYS: 'she',
        RENNIE: 'he',
      },
    },
    arc: {
      pursuer: 'ODALYS',
      pursues: "get Rennie to pull out of Saturday's fight",
      objective: "get Rennie to pull out of Saturday's fight",
      objectiveLine: 'I want you to pull out of Saturday.',
      outcome: 'partner',
      turn: 'You throw the towel.',
      turnIsAction: false,
    },
  },
  {
    id: 'approach-procedural',
    label: 'TV procedural; the character pressed, stonewalling, who finally answers',
    family: 'screenplay',
    character: 'DESMOND',
    page: `
# 27 INT. FAA REGIONAL OFFICE - CONFERENCE ROOM B - DAY
Blinds down. A laptop, a speakerphone, a box of tissues nobody has touched. Investigator CORINNE LATHAM (50s) sits across the table from air traffic controller DESMOND OYELARAN (40s), who still has his headset cord wrapped round his wrist.
LATHAM: Tuesday, 03:12. Regional 4410 and a cargo 737 at the same altitude, half a mile apart. You'd cleared them both.
DESMOND: I've read the report.
LATHAM: I'd like to hear it from you.
DESMOND: Then you've heard it. I cleared them both.
LATHAM: The tape has you silent for forty-one seconds before the conflict alert. Forty-one seconds with two aircraft on your scope.
DESMOND: I was watching the scope.
LATHAM: Watching it do what?
DESMOND: Watching it.
LATHAM: Desmond, I've done this job twenty years. I know what a quiet frequency sounds like, and I know what an empty chair sounds like.
DESMOND: My chair wasn't empty.
LATHAM: No. You were in it. (beat) How long had you been on position?
DESMOND: Long enough.
LATHAM: That's not a number.
DESMOND: Is this going in my file?
LATHAM: Everything goes in your file. What I decide is the recommendation. Whether it says "operator error" or something else.
He unwinds the cord from his wrist, slowly.
DESMOND: Nine hours. Ronnie went home sick at midnight and there was nobody to call in, so I took both sectors. I asked for relief at two. I asked again at half past.
LATHAM: And at 03:12?
DESMOND: (a long breath) I closed my eyes. I don't know for how long. The alert woke me up.
Latham doesn't write it down. She looks at him.
LATHAM: Thank you.
DESMOND: Two hundred and six people. I counted them afterwards, off the manifests.
LATHAM: I know. So did I.
`,
    coach: {
      story:
        "Four days after a near-miss at 03:12, investigator Latham has the controller, Desmond, in a conference room. He stonewalls — he's read the report, he cleared them both, he was watching the scope — while she presses on the forty-one seconds of silence on the tape. He asks whether it's going in his file; she tells him what she writes decides 'operator error' or something else. He unwinds the headset cord and answers: nine hours, both sectors after a colleague went home sick, relief asked for twice — and then that he closed his eyes and the alert woke him. She thanks him; he has counted the two hundred and six people on the manifests.",
      partners: ['LATHAM'],
      want: {
        from: 'LATHAM',
        of: 'DESMOND',
        ask: "I'd like to hear it from you.",
      },
      obstacle: {
        by: 'DESMOND',
        says: "Then you've heard it.",
      },
      stakes: ['operator error', 'in your file', 'Two hundred and six people'],
      turn: 'I closed my eyes.',
      relationships: {
        LATHAM: {
          calledBy: ['Desmond'],
        },
      },
      momentBefore: {
        note: 'He has not been off the incident since Tuesday; he comes in with the headset cord still round his wrist.',
        opening: 'headset cord wrapped round his wrist',
      },
      pronouns: {
        DESMOND: 'he',
        LATHAM: 'she',
      },
    },
    arc: {
      pursuer: 'LATHAM',
      pursues: 'get Desmond to say what happened in the forty-one seconds',
      objective: 'find out from Latham what she will write before he tells her anything',
      objectiveLine: 'Is this going in my file?',
      outcome: 'partner',
      turn: 'I closed my eyes.',
      turnIsAction: false,
    },
  },
  {
    id: 'socket-singlecam',
    label: 'single-camera comedy; a comic argument nobody wins; news ends it for both',
    family: 'screenplay',
    character: 'DEVIKA',
    page: `
# 14 INT. HOLLOWAY ROAD LIBRARY - SILENT STUDY ROOM - DAY
Six desks. Only one is by the window with a working plug socket. GORDON (60s), anorak on, crossword spread out, occupies it. DEVIKA (30s) stands over him with a laptop at four per cent and a law textbook the size of a paving slab.
DEVIKA: (whispering) Hi. Sorry. Are you using the socket?
GORDON: (whispering) I'm using the desk.
DEVIKA: But not the socket.
GORDON: The socket comes with the desk. It's a package.
DEVIKA: My exam is on Thursday. My laptop is on four per cent. Everything I know about tort is in this laptop.
GORDON: Everything I know about tort is in this crossword. Seven across. "Civil wrong, four letters."
DEVIKA: ...Tort.
GORDON: Thank you. (writing it in) You've been very helpful.
DEVIKA: So can I plug in?
GORDON: Your cable would cross my desk. I don't do cables.
DEVIKA: I'll tape it down. I've got tape. (producing a roll) I came prepared.
GORDON: Nobody brings tape to a library unless they mean business.
DEVIKA: I do mean business! I've failed it twice!
A STUDENT at another desk looks up. Devika drops back to a whisper.
DEVIKA: Twice. If I fail Thursday, I go back to being a paralegal. For my ex-husband. Who passed first time.
GORDON: (beat) That is a compelling argument.
DEVIKA: Thank you.
GORDON: I'm still not moving.
DEVIKA: Why not?
GORDON: I've sat at this desk every weekday since I retired. My wife thinks I'm at the bowls club.
The LIBRARIAN (50s) sweeps in with a stepladder and a bucket.
LIBRARIAN: Sorry, everyone. Silent room's closing. Pipe's burst above the window desk.
A drip lands squarely on Gordon's crossword. Another on Devika's textbook.
DEVIKA: (staring at her laptop) Three per cent.
GORDON: (staring at his crossword) Eleven down's gone.
`,
    coach: {
      story:
        "Devika, three days from a law exam she has failed twice, needs the one socket in the silent study room, at the window desk Gordon has colonised with his crossword. She whispers, argues, offers tape and finally lays out the stakes — fail again and she's back to being a paralegal for her ex-husband. He concedes it's a compelling argument and still won't move: he's sat there every weekday since he retired, and his wife thinks he's at bowls. The librarian closes the room for a burst pipe over that very desk; drips land on both of them. She gets no socket, he loses his desk.",
      partners: ['GORDON', 'LIBRARIAN'],
      want: {
        from: 'DEVIKA',
        of: 'GORDON',
        ask: 'can I plug in',
      },
      obstacle: {
        by: 'GORDON',
        says: "I'm still not moving.",
      },
      stakes: ['If I fail Thursday', 'paralegal'],
      turn: "Silent room's closing.",
      relationships: {
        GORDON: {},
        LIBRARIAN: {},
      },
      momentBefore: {
        note: 'Her laptop is dying and she has found the only working socket — under his desk.',
        opening: 'a laptop at four per cent',
      },
      pronouns: {
        DEVIKA: 'she',
        GORDON: 'he',
      },
    },
    arc: {
      pursuer: 'DEVIKA',
      pursues: 'get Gordon to let her plug in at his desk',
      objective: 'get Gordon to let her plug in at his desk',
      objectiveLine: 'So can I plug in?',
      outcome: 'neither',
      turn: "Silent room's closing.",
      turnIsAction: false,
    },
  },
  {
    id: 'meteor-multicam-child',
    label: 'multi-camera sitcom; child (10); a negotiation won on terms, with a contract',
    family: 'multi-cam',
    character: 'DEXTER',
    page: `
# B INT. BYRNE LIVING ROOM - NIGHT
GRANDPA WALT (70s) IS ASLEEP IN HIS RECLINER WITH THE TV REMOTE ON HIS CHEST. DEXTER (10), IN PAJAMAS, A BLANKET ROUND HIS SHOULDERS LIKE A CAPE, CREEPS IN WITH A CLIPBOARD. HE CLEARS HIS THROAT. NOTHING. HE CLEARS IT LOUDER.
WALT: (EYES STILL CLOSED) It's nine o'clock. Bed.
DEXTER: I'm here to make you an offer.
WALT: The offer is bed.
DEXTER: The Perseid meteor shower peaks tonight at two a.m. Up to a hundred meteors an hour. It's on my clipboard.
WALT: (ONE EYE OPEN) Your mother said lights out at nine when she left you with me.
DEXTER: Mom also said you'd eat a vegetable this week. We both have secrets, Grandpa.
WALT: (SITTING UP) Are you blackmailing me?
DEXTER: I'm negotiating. Blackmail has a mean face. This is my nice face.
WALT: What's the offer?
DEXTER: I go to bed now. You wake me up at two. We watch from the porch. I'm back in bed by two-thirty. Nobody tells Mom.
WALT: I'm seventy-three. I don't wake up at two. I wake up at two, at four, and at five-fifteen, and none of them on purpose.
DEXTER: So you're up anyway!
WALT: (BEAT) ...That's a good point.
DEXTER: I brought a contract.
HE HANDS OVER THE CLIPBOARD. WALT READS IT.
WALT: "Grandpa will bring hot chocolate."
DEXTER: That's standard.
WALT: "Grandpa will not fall asleep on the porch."
DEXTER: That's from experience.
WALT: Counter-offer. Two o'clock, the porch, fifteen minutes. And you eat a carrot at breakfast.
DEXTER: Only if you eat one too.
WALT: (LONG BEAT) Fine. One carrot.
THEY SHAKE ON IT. DEXTER HEADS FOR THE STAIRS, THEN TURNS BACK.
DEXTER: Grandpa? What do carrots taste like? I forget.
END OF SCENE B
`,
    coach: {
      story:
        "Left with Grandpa Walt for the night, Dexter wakes him in his recliner with a clipboard and an offer: go to bed now, be woken at two for the meteor shower, watch from the porch, back in bed by two-thirty, nobody tells Mom. Walt says the offer is bed and cites Mom's lights-out; Dexter counters with Walt's own broken promise to eat a vegetable. When Walt says he doesn't wake at two on purpose — only at two, four and five-fifteen — Dexter pounces: he's up anyway. Walt reads the contract and makes a counter-offer: fifteen minutes and a carrot at breakfast. Dexter makes him eat one too. They shake.",
      partners: ['WALT'],
      want: {
        from: 'DEXTER',
        of: 'WALT',
        ask: 'You wake me up at two.',
      },
      obstacle: {
        by: 'WALT',
        says: 'The offer is bed.',
      },
      stakes: ['a hundred meteors an hour', 'peaks tonight'],
      turn: "So you're up anyway!",
      relationships: {
        WALT: {
          callsThem: ['Grandpa'],
        },
      },
      momentBefore: {
        note: 'He has looked up the meteor shower and written a contract upstairs; he has waited for Grandpa to fall asleep.',
        opening: 'CREEPS IN WITH A CLIPBOARD',
      },
      pronouns: {
        DEXTER: 'he',
        WALT: 'he',
      },
    },
    arc: {
      pursuer: 'DEXTER',
      pursues: 'get Grandpa to wake him at two for the meteor shower',
      objective: 'get Grandpa to wake him at two for the meteor shower',
      objectiveLine: 'You wake me up at two.',
      outcome: 'character',
      turn: "So you're up anyway!",
      turnIsAction: false,
    },
  },
  {
    id: 'letters-soap',
    label: 'daytime soap; an ultimatum with the stakes named; the bluff called; history lines',
    family: 'soap',
    character: 'MARGUERITE',
    page: `
# INT. CRANE HOUSE - GIDEON'S STUDY - NIGHT
Campaign posters stacked against the wall: CRANE FOR MAYOR. GIDEON CRANE pours two glasses of whiskey. MARGUERITE VANCE, his ex-wife, stands by the fireplace holding a bundle of old letters tied with a blue ribbon.
GIDEON: Twenty-two years and you still don't knock.
MARGUERITE: Twenty-two years and you still keep the key under the stone owl.
GIDEON: (holding out a glass) To old times?
MARGUERITE: (ignoring it) You're going to withdraw from the race, Gideon. Tomorrow. Before the debate.
GIDEON: I'm eleven points ahead.
MARGUERITE: (holding up the letters) You wrote these to Celia Marsh the summer Julian was born. Every one is dated. Every one is signed.
GIDEON: (a beat) You kept them.
MARGUERITE: I kept everything. That's what wives do when they know they'll need it. Withdraw by noon or the Port Ellery Sentinel prints all nine.
GIDEON: And Julian reads in the paper that his father was writing love letters while his mother was in labour.
MARGUERITE: Julian will survive the truth. He survived you.
GIDEON: (setting down the glass) He already knows.
MARGUERITE: (frozen) What?
GIDEON: I told him at Christmas. The night of the Harbour Ball. He forgave me, Marguerite. (beat) Then he asked me why you never told him. Why you kept them in a drawer for twenty-two years instead.
MARGUERITE: That's a lie.
GIDEON: Call him. (holding out his phone) Go on.
She doesn't take it. Her hand tightens on the ribbon.
GIDEON: Print them. Every one. And then explain to our son what you were saving them for.
He takes his whiskey and walks out. Marguerite alone. She looks down at the letters. Hold on her face.
FADE OUT.
`,
    coach: {
      story:
        "Marguerite lets herself into her ex-husband Gideon's study with the key he has kept under the stone owl for twenty-two years, carrying the love letters he wrote to Celia Marsh the summer their son Julian was born. She gives him an ultimatum: withdraw from the mayor's race by noon or the Sentinel prints all nine. He is eleven points ahead and unmoved; then he calls her bluff — Julian already knows, was told at Christmas and forgave him, and asked why his mother kept the letters in a drawer for twenty-two years. He offers her the phone to check; she won't take it. He tells her to print them and explain to their son what she was saving them for, and leaves her holding the letters. Hold on her face.",
      partners: ['GIDEON'],
      want: {
        from: 'MARGUERITE',
        of: 'GIDEON',
        ask: 'withdraw from the race',
      },
      obstacle: {
        by: 'GIDEON',
        says: 'He already knows.',
      },
      stakes: ['prints all nine', 'Sentinel'],
      turn: 'He already knows.',
      relationships: {
        GIDEON: {
          callsThem: ['Gideon'],
          calledBy: ['Marguerite'],
          history: 'Twenty-two years',
        },
      },
      momentBefore: {
        note: 'She has kept the letters twenty-two years and tonight took them out of the drawer and let herself in with the old key.',
        opening: 'holding a bundle of old letters',
      },
      pronouns: {
        MARGUERITE: 'she',
        GIDEON: 'he',
      },
    },
    arc: {
      pursuer: 'MARGUERITE',
      pursues: "force Gideon to withdraw from the mayor's race",
      objective: "force Gideon to withdraw from the mayor's race",
      objectiveLine: "You're going to withdraw from the race, Gideon.",
      outcome: 'partner',
      turn: 'He already knows.',
      turnIsAction: false,
    },
  },
  {
    id: 'button-commercial',
    label: 'commercial :30; the character is the one talked into it; the product moment is an action turn',
    family: 'commercial',
    character: 'NANA PEG',
    page: `
# :30 TV SPOT "THE BIG GREEN BUTTON"
OPEN ON - A sunny kitchen. NANA PEG (70s) peers at a brand-new tablet propped against the teapot, one pair of reading glasses on her head and another on her nose.
NANA PEG: (to the tablet) Hello? Oliver? Is this the telephone or the television?
SFX: A cheerful chime.
CU - The screen: one big green button. Under it, a photo of a grinning boy with a gap in his teeth: "OLLIE".
NANA PEG: (suspicious) I'm not pressing anything. Last time I pressed something I bought a trampoline.
OLLIE (V.O.): (muffled, from the tablet) Nana! Just press the green button!
NANA PEG: Which green button? There's only one green button.
OLLIE (V.O.): That one!
She takes a breath, squares her shoulders and presses the big green button with one finger. The screen fills with OLLIE (8), upside down, hanging off a sofa.
OLLIE: NANA!
NANA PEG: (delighted) There he is! Why are you upside down?
OLLIE: I lost a tooth! Look!
NANA PEG: (leaning right into the screen) Oh, that's a beauty. Did you keep it?
OLLIE: Dad says the Tooth Fairy's short this week.
NANA PEG: (a wink) Tell your father Nana's got a pound.
ANNCR (V.O.): Hearthlink. One button. Everyone you love.
SUPER: Hearthlink. One button.
Nana Peg kisses her fingertips and presses them to the screen.
`,
    coach: {
      story:
        "Nana Peg faces her new Hearthlink tablet wearing two pairs of glasses, unsure if it's a telephone or a television. It chimes; a single green button shows her grandson Ollie's photo. She refuses to press anything — last time she bought a trampoline — while Ollie's muffled voice begs her to press the green button. She squares up and presses it: Ollie fills the screen, upside down, with a lost tooth to show her. She's delighted, admires the tooth and promises a pound the Tooth Fairy can't spare; she kisses her fingers to the screen.",
      partners: ['OLLIE'],
      want: {
        from: 'OLLIE',
        of: 'NANA PEG',
        ask: 'press the green button',
      },
      obstacle: {
        by: 'NANA PEG',
        says: "I'm not pressing anything.",
      },
      stakes: ['trampoline'],
      turn: 'There he is!',
      relationships: {
        OLLIE: {
          callsThem: ['Oliver'],
          calledBy: ['Nana'],
        },
      },
      momentBefore: {
        note: 'The tablet has just arrived; she has put on two pairs of glasses to face it.',
        opening: 'peers at a brand-new tablet',
      },
      pronouns: {
        'NANA PEG': 'she',
        OLLIE: 'he',
      },
    },
    arc: {
      pursuer: 'OLLIE',
      pursues: 'get Nana to press the green button',
      objective: 'reach Ollie on the new tablet without pressing the wrong thing',
      objectiveLine: 'Hello? Oliver?',
      outcome: 'both',
      turn: 'presses the big green button with one finger',
      turnIsAction: true,
    },
  },
  {
    id: 'sewingbox-stage',
    label: 'stage play; the relationship from the cast list; a claim refused; the turn an action (the envelope in the box)',
    family: 'stage',
    character: 'JUNE',
    page: `
THE PEOPLE OF THE PLAY — HILDA, sixty-four, the elder sister; JUNE, fifty-eight, the younger sister.
# SCENE 2. The back bedroom of a terraced house in Rotherham. A Saturday in March.
Boxes everywhere, labelled in marker: KEEP, CHARITY, TIP. HILDA kneels on the floor with a roll of bin bags. JUNE stands in the doorway holding a battered tartan sewing box against her chest.
HILDA: That's charity.
JUNE: It's Mum's sewing box.
HILDA: It's a box with pins in. Charity.
JUNE: I want it.
HILDA: You live in a flat in Leeds with no room to swing a cat. You said so at the funeral. You said, "Don't give me anything, I've nowhere to put it."
JUNE: I've changed my mind.
HILDA: You don't sew.
JUNE: I could learn.
HILDA: You're fifty-eight.
JUNE: Then I'll learn quick. (a pause) You've had everything else, Hil. The clock. The ring. The good teapot. You were here every Sunday, I know. You don't have to tell me again.
HILDA: I wasn't going to.
JUNE: You were. You were getting your face ready.
HILDA: (standing) June. I've got this house to clear by the thirtieth or the council keeps the deposit. I haven't got time to be sentimental about a biscuit tin of cotton reels.
JUNE: It's not a biscuit tin. It's tartan.
She sits on the bed and lifts the lid. Under the top tray of cotton reels is an envelope. On it, in their mother's handwriting: "June. When you come for the box."
A long silence.
HILDA: (quietly) She knew you'd come for it.
JUNE: (not opening it) She knew you'd try and give it away.
HILDA: I didn't know it was there. June, I swear I didn't.
JUNE: I know you didn't. (a pause) Hil. Sit down.
Hilda sits beside her on the bed. June opens the envelope.
`,
    coach: {
      story:
        "Clearing their late mother's terraced house, Hilda has labelled the tartan sewing box for charity; June, the younger sister who said at the funeral she wanted nothing, now wants it. Hilda knocks down every reason — no room in her Leeds flat, she doesn't sew, she's fifty-eight — and June lets out the grievance underneath: Hilda has had everything else, and was there every Sunday. Hilda, with the house to clear by the thirtieth or lose the deposit, won't be sentimental about cotton reels. June opens the box and finds an envelope in their mother's hand addressed to her, 'when you come for the box'. The fight goes out of both of them; June asks Hilda to sit, and opens it.",
      partners: ['HILDA'],
      want: {
        from: 'JUNE',
        of: 'HILDA',
        ask: 'I want it.',
      },
      obstacle: {
        by: 'HILDA',
        says: "I haven't got time to be sentimental",
      },
      stakes: ['keeps the deposit', 'everything else'],
      turn: "She knew you'd come for it.",
      relationships: {
        HILDA: {
          named: 'sister',
          callsThem: ['Hil'],
          calledBy: ['June'],
          history: 'at the funeral',
        },
      },
      momentBefore: {
        note: 'She has found the box among the charity pile and picked it up before Hilda could bag it.',
        opening: 'holding a battered tartan sewing box against her chest',
      },
      pronouns: {
        JUNE: 'she',
        HILDA: 'she',
      },
    },
    arc: {
      pursuer: 'JUNE',
      pursues: "get Hilda to let her keep their mother's sewing box",
      objective: "get Hilda to let her keep their mother's sewing box",
      objectiveLine: 'I want it.',
      outcome: 'character',
      turn: 'Under the top tray of cotton reels is an envelope.',
      turnIsAction: true,
    },
  },
  {
    id: 'harbourlight-audio-child',
    label: 'audio drama; child (11); pressing for news, sent away, then asked for help; a discovery',
    family: 'audio',
    character: 'TAMSIN',
    page: `
# SCENE 4. TAMSIN'S BEDROOM ABOVE THE CHANDLERY, PORTHLEVEN. NIGHT. A GALE.
SFX: WIND HOWLING ROUND THE HOUSE. RAIN LASHING THE WINDOW. A VHF RADIO HISSING.
TAMSIN: (close, low) Falmouth Coastguard, Falmouth Coastguard, this is... this is Tamsin. Over.
SFX: STATIC. A CLICK.
COASTGUARD: (distort) Station calling Falmouth Coastguard, this is a working channel. Who is this? Over.
TAMSIN: Tamsin Pascoe. My dad's the Morwenna. She's a crabber. She was due in at seven. Over.
COASTGUARD: (distort) Tamsin, how old are you? Over.
TAMSIN: Eleven. Nearly twelve. Is he okay? Over.
COASTGUARD: (distort) Tamsin, I need you off this channel. I've got the lifeboat out and I need it clear. Is there a grown-up with you? Over.
TAMSIN: Mum's down the harbour with everyone. I'm meant to be asleep. (beat) Please. Just tell me if you can see him. Over.
SFX: STATIC. A LONG PAUSE.
COASTGUARD: (distort) We had the Morwenna on radar twenty minutes ago, coming round the point. She's showing no lights we can see. Over.
TAMSIN: Her lights work. Dad fixed them Sunday. Over.
COASTGUARD: (distort) Tamsin. Can you see the harbour from your window? The light on the end of the wall. Is it lit? Over.
SFX: TAMSIN SCRAMBLES ACROSS THE ROOM. A CURTAIN DRAGGED BACK. THE WIND LOUDER ON THE GLASS.
TAMSIN: (off, then coming close) It's out. The harbour light's out. It's all dark on the end of the wall. Over.
COASTGUARD: (distort, sharp) Say again? Over.
TAMSIN: The harbour light is out! He won't see the gap! Over.
COASTGUARD: (distort) Understood. Well done, Tamsin. That's what I needed. I'm telling the lifeboat now. Stay by that window, and you tell me the second you see anything. Over.
TAMSIN: (very close, a whisper) Staying. Over.
SFX: THE WIND. THE RADIO HISSES.
`,
    coach: {
      story:
        "In a gale, with her dad's crabber the Morwenna three hours overdue and her mum down at the harbour, eleven-year-old Tamsin gets on the VHF radio to Falmouth Coastguard. The coastguard tells her it's a working channel and he needs her off it — the lifeboat is out. She begs just to be told if they can see him; he tells her the boat was on radar coming round the point, showing no lights. Then he asks her something: can she see the harbour light from her window? She runs to look — it's out. He won't see the gap. The coastguard thanks her, tells the lifeboat, and asks her to keep watch. She stays.",
      partners: ['COASTGUARD'],
      want: {
        from: 'TAMSIN',
        of: 'COASTGUARD',
        ask: 'Just tell me if you can see him.',
      },
      obstacle: {
        by: 'COASTGUARD',
        says: 'I need you off this channel.',
      },
      stakes: ["won't see the gap", 'no lights'],
      turn: 'Can you see the harbour from your window?',
      relationships: {
        COASTGUARD: {
          calledBy: ['Tamsin'],
        },
      },
      momentBefore: {
        note: 'She has lain awake listening to the gale since seven, when the boat was due, and decided to use the radio.',
        opening: null,
      },
      pronouns: {},
    },
    arc: {
      pursuer: 'TAMSIN',
      pursues: "get the Coastguard to tell her whether her dad's boat is safe",
      objective: "get the Coastguard to tell her whether her dad's boat is safe",
      objectiveLine: 'Just tell me if you can see him.',
      outcome: 'both',
      turn: 'Can you see the harbour from your window?',
      turnIsAction: false,
    },
  },
  {
    id: 'housing-uktv',
    label: 'UK TV; the character refuses and keeps the rule but meets the need; history lines; stakes named',
    family: 'uk-tv',
    character: 'MAUREEN',
    page: `
# 6/18 INT. BRACKENSIDE COUNCIL OFFICES. HOUSING DESK 3. DAY
A strip light buzzes. The ticket display reads 47. MAUREEN HOLT (50s), lanyard, cardigan, a mug that says WORLD'S OKAYEST NAN, types at a keyboard. DEAN CORCORAN (50s) sits opposite in a hi-vis jacket, a carrier bag of paperwork on his knee.
DEAN: Mo. It's me. Dean. Dean Corcoran.
MAUREEN: I know who you are, Dean. I've got your file open.
DEAN: You sat in front of me in Mr. Pruitt's geography. I used to do your oxbow lakes.
MAUREEN: You did them wrong. I got a D.
DEAN: (laughs, then doesn't) I need you to move us up the list, Mo.
MAUREEN: I can't do that.
DEAN: You can. You're the one with the keyboard.
MAUREEN: There's three hundred and twelve families on that list. I don't get to pick one because he did my homework in 1984.
DEAN: We've been in the car eleven nights. Me, Shannon, the two little ones. Kai's got his SATs in May. He's doing his homework on the dashboard with a torch.
MAUREEN: (not looking up) Have you been to the night shelter on Cobden Street?
DEAN: They don't take families together. They'd split us up. I'm not having Shannon and the kids in one place and me in another.
MAUREEN: Dean...
DEAN: If the school finds out we're in the car, Mo, they have to ring social services. You know they do. They could take them off us.
A long moment. Maureen stops typing.
MAUREEN: Where's the car now?
DEAN: Outside. On the double yellows.
Maureen looks past him, through the glass doors, at a small red hatchback. A boy's face at the back window.
MAUREEN: I can't move you up the list. I won't, Dean. (beat) But if there's children sleeping in a vehicle on my shift, that's an emergency placement, and emergencies don't go on the list.
She picks up the phone and dials.
MAUREEN: (into the phone) Gail, it's Maureen on desk three. I need a family room tonight. Four of them. Yes. Tonight.
DEAN: (barely) Mo.
MAUREEN: (hand over the phone) And you're moving that car before it gets a ticket.
`,
    coach: {
      story:
        "Dean Corcoran, who sat behind Maureen in geography at school, comes to her council housing desk and asks her to move his family up the list: they've slept in the car eleven nights, his boy doing homework by torch on the dashboard. She refuses — three hundred and twelve families, and she won't pick one for old times — and offers the night shelter, which would split them up. Then he names what they stand to lose: if the school finds out, social services could take the children. She stops typing, asks where the car is, sees the boy's face at the back window. She still won't move him up the list — but children in a car on her shift is an emergency placement, and she rings for a family room tonight.",
      partners: ['DEAN'],
      want: {
        from: 'DEAN',
        of: 'MAUREEN',
        ask: 'move us up the list',
      },
      obstacle: {
        by: 'MAUREEN',
        says: "I can't do that.",
      },
      stakes: ['take them off us', 'social services'],
      turn: 'They could take them off us.',
      relationships: {
        DEAN: {
          callsThem: ['Dean'],
          calledBy: ['Mo'],
          history: "Mr. Pruitt's geography",
        },
      },
      momentBefore: {
        note: 'She saw his name come up and has his file open before he sits down: she has read how they are living.',
        opening: 'types at a keyboard',
      },
      pronouns: {
        MAUREEN: 'she',
        DEAN: 'he',
      },
    },
    arc: {
      pursuer: 'DEAN',
      pursues: 'get Maureen to move his family up the housing list',
      objective: 'get Dean and his children off the street without bending the list',
      objectiveLine: 'Have you been to the night shelter on Cobden Street?',
      outcome: 'both',
      turn: 'They could take them off us.',
      turnIsAction: false,
    },
  },
  {
    id: 'teller-costar',
    label: 'co-star (three speeches); a refusal made by asking the right person',
    family: 'screenplay',
    character: 'TELLER',
    page: `
# 33 INT. FIRST PRAIRIE SAVINGS BANK - DAY
A small-town branch. A Christmas tree in the corner. Behind the counter, a TELLER (20s), name badge "HI, I'M DANA," counts out her drawer. KYLE BRANDT (40s), with a smile that works too hard, wheels his father ARNOLD BRANDT (80s) up to the window. Arnold wears a hospital wristband and holds a paper bag of peppermints.
KYLE: Morning. We're closing out Dad's savings. Forty-one thousand. Cashier's check, made out to me.
He slides across a withdrawal slip and a power of attorney form. The Teller reads them.
TELLER: This form isn't notarized, sir.
KYLE: It's signed. Dad signed it. Right, Dad?
ARNOLD: (to the Teller) Do you have a restroom?
KYLE: We'll be two minutes, Dad. (to the Teller) Look, I've driven three hours. He's got a care home bill due Friday.
The Teller looks at Arnold. Arnold looks at the Christmas tree.
TELLER: (leaning past Kyle) Mr. Brandt? Do you want to close your savings account today?
ARNOLD: I want to go home. Kyle said we were going home.
A beat. Kyle's smile stays exactly where it is.
TELLER: I'm going to get my manager. It'll just be a minute. (to Arnold, gently) There's a restroom right behind you, Mr. Brandt. I'll have someone walk you.
She presses a button under the counter.
`,
    coach: {
      story:
        "Kyle wheels his father Arnold, still in a hospital wristband, to the teller's window and asks her to close out the old man's forty-one thousand in savings as a cashier's check made out to Kyle, on a power of attorney form that isn't notarized. She points that out; Kyle pushes — Dad signed it, he's driven three hours, a care home bill is due. She leans past Kyle and asks Arnold himself if he wants to close his account. Arnold says he wants to go home, that Kyle said they were going home. She calls for her manager, kindly sends Arnold to the restroom with someone, and presses the button under the counter.",
      partners: ['KYLE', 'ARNOLD'],
      want: {
        from: 'KYLE',
        of: 'TELLER',
        ask: "closing out Dad's savings",
      },
      obstacle: {
        by: 'TELLER',
        says: "This form isn't notarized",
      },
      stakes: ['Forty-one thousand', 'care home bill'],
      turn: 'I want to go home.',
      relationships: {
        KYLE: {
          callsThem: ['sir'],
        },
        ARNOLD: {
          callsThem: ['Mr. Brandt'],
        },
      },
      momentBefore: {
        note: 'An ordinary morning counting her drawer; she sees the wristband as they come to the window.',
        opening: 'counts out her drawer',
      },
      pronouns: {
        TELLER: 'she',
        KYLE: 'he',
      },
    },
    arc: {
      pursuer: 'KYLE',
      pursues: "get the teller to hand over his father's savings",
      objective: 'find out from Mr. Brandt himself whether he wants his money moved',
      objectiveLine: 'Do you want to close your savings account today?',
      outcome: 'character',
      turn: 'I want to go home.',
      turnIsAction: false,
    },
  },
  {
    id: 'oak-packet-child',
    label: 'two-scene packet; child (7); the second scene read; pressed, he answers on a promise',
    family: 'screenplay',
    character: 'OSCAR',
    scene: 1,
    page: `
# 8 INT. BIRCHFIELD PRIMARY - MEDICAL ROOM - DAY
A paper-covered bed, a poster about handwashing. OSCAR (7) sits on the bed holding his left hand in his right, very still. MRS. ADEYEMI (50s), the school first-aider, kneels in front of him with an ice pack.
MRS. ADEYEMI: Let's have a look, Oscar. Can you wiggle your fingers?
OSCAR: (wiggling them, wincing) Yes.
MRS. ADEYEMI: That's swelling up nicely. How did it happen?
OSCAR: It just happened.
MRS. ADEYEMI: Hands don't just happen. Did somebody hurt you?
OSCAR: No.
MRS. ADEYEMI: Did you fall?
OSCAR: (a beat) Sort of.
MRS. ADEYEMI: Sort of from where?
OSCAR: Can my sister come and get me?
MRS. ADEYEMI: I've rung your mum. She's on her way.
Oscar's face falls.
OSCAR: Can you tell her it just happened?
# 11 INT. LINDQVIST HOUSE - OSCAR'S BEDROOM - EVENING
Glow-in-the-dark stars on the ceiling. Oscar lies in bed, his hand in a blue cast on top of the duvet. His sister FREYA (16) sits on the end of the bed with a felt-tip pen.
FREYA: Hold still. I'm doing a shark.
OSCAR: Mum didn't do a shark.
FREYA: Mum did a heart. Mum's not creative. (drawing) So. The climbing frame.
OSCAR: I told Mum. The climbing frame.
FREYA: The climbing frame's this high. (holding her hand at her knee) You'd have to try really hard to break a finger on that.
OSCAR: I tried really hard.
FREYA: Oz. What actually happened?
OSCAR: I'm tired. I've got a broken finger. You're meant to be nice to me.
FREYA: I am being nice. I'm doing a shark. (beat) Mum's going to ring Mrs. Adeyemi tomorrow, you know. And Mrs. Adeyemi's going to ask the dinner ladies.
Oscar pulls the duvet up to his chin.
OSCAR: If I tell you, you can't tell Mum.
FREYA: Depends what it is.
OSCAR: Then I'm not telling.
FREYA: (putting the pen down) Okay. I won't tell Mum. Pinky promise.
They hook little fingers, his good hand.
OSCAR: I climbed the big oak. By the fence. Where you're not allowed.
FREYA: Oscar!
OSCAR: Ruby Chen's shoe was up it! Max threw it! She was crying and nobody would get it. So I got it. I just came down the fast way.
FREYA: (beat) Did she get her shoe back?
OSCAR: Yeah.
FREYA: (picking the pen back up) Then this shark's getting a cape.
`,
    coach: {
      story:
        "(Scene 11, after scene 8.) Oscar, seven, has broken a finger at school; he dodged the first-aider's questions and told Mum it was the climbing frame. At bedtime his big sister Freya draws a shark on his cast and doesn't believe the climbing frame. He stalls — he's tired, he's hurt, she's meant to be nice — until she warns that Mum will ring the school tomorrow and the dinner ladies will be asked. He sets a condition: she can't tell Mum. She won't agree blind, so he won't tell; then she pinky-promises. He owns up: he climbed the big oak where nobody's allowed, to get back Ruby Chen's shoe that Max threw up it, and came down the fast way. She asks if Ruby got her shoe; yes — then the shark gets a cape.",
      partners: ['FREYA'],
      want: {
        from: 'FREYA',
        of: 'OSCAR',
        ask: 'What actually happened?',
      },
      obstacle: {
        by: 'OSCAR',
        says: "Then I'm not telling.",
      },
      stakes: ['ring Mrs. Adeyemi', "you can't tell Mum"],
      turn: 'I climbed the big oak.',
      relationships: {
        FREYA: {
          named: 'sister',
          calledBy: ['Oz', 'Oscar'],
        },
      },
      momentBefore: {
        note: 'An afternoon at the hospital; he has told Mum the climbing-frame story and Mum has drawn a heart on the cast.',
        opening: 'his hand in a blue cast',
      },
      pronouns: {
        OSCAR: 'he',
        FREYA: 'she',
      },
    },
    arc: {
      pursuer: 'FREYA',
      pursues: 'get Oscar to tell her how he really broke his finger',
      objective: 'get Freya to promise not to tell Mum before he says anything',
      objectiveLine: "If I tell you, you can't tell Mum.",
      outcome: 'both',
      turn: 'I climbed the big oak.',
      turnIsAction: false,
    },
  },
  {
    id: 'pickup-drama-child',
    label: 'TV family drama; child (9); she presses an adult for the truth and gets it; mature line for the parent (a parent drinking)',
    family: 'screenplay',
    character: 'PEARL',
    page: `
# 19 INT. ST. WILFRID'S PRIMARY - CLASSROOM - LATE AFTERNOON
Chairs up on the desks. The clock says twenty to five. PEARL (9), coat on, book bag on her lap, sits on the one chair still down, watching the door. Her teacher, MR. OKAFOR (30s), marks books at his desk and keeps glancing at his phone.
PEARL: You can go home if you want. I'm fine on my own.
MR. OKAFOR: I'm not allowed to leave you, Pearl. And I don't want to.
PEARL: Mum's probably stuck in traffic.
MR. OKAFOR: Probably.
PEARL: There's always traffic on the bypass. (beat) Did she ring?
MR. OKAFOR: The office has been ringing her.
PEARL: That's not what I asked.
He puts his pen down.
MR. OKAFOR: No. She hasn't rung.
PEARL: Is she drunk again? Like on Bonfire Night, when she fell asleep in the car?
A long pause. Mr. Okafor comes round the desk and sits on a small chair facing her, his knees up by his chin.
MR. OKAFOR: I don't know, Pearl. That's the honest answer. Nobody's told me.
PEARL: Grown-ups always know. They just say they don't.
MR. OKAFOR: Not this grown-up. Not today.
PEARL: (quiet) Are they going to send me somewhere?
MR. OKAFOR: Your nan's on her way. Mrs. Dunn rang her. She's getting the ten to five bus.
PEARL: Nan smells of Polos.
MR. OKAFOR: That's a good smell.
PEARL: (beat) Will you wait with me till the bus?
MR. OKAFOR: I'll wait with you till your nan's holding your hand. (beat) Want to help me put the chairs down while we wait?
Pearl looks at him. Then she slides off her chair and lifts the nearest chair down from a desk.
`,
    coach: {
      story:
        "Nobody has come for Pearl, nine; at twenty to five she sits in her coat in the emptied classroom while her teacher, Mr. Okafor, marks books and watches his phone. She tells him he can go, that Mum's stuck in traffic — then asks whether Mum rang. He deflects (the office has been ringing her); she catches it; he tells her the truth: Mum hasn't rung. She asks if Mum is drunk again, like on Bonfire Night. He sits down at her level and says honestly he doesn't know. She asks if they'll send her somewhere; he tells her Nan is on the bus, promises to wait until Nan is holding her hand, and gives her something to do. (Mature: a parent's drinking and a night she fell asleep in the car — tell the parent.)",
      partners: ['MR. OKAFOR'],
      want: {
        from: 'PEARL',
        of: 'MR. OKAFOR',
        ask: 'Did she ring?',
      },
      obstacle: {
        by: 'MR. OKAFOR',
        says: 'The office has been ringing her.',
      },
      stakes: ['send me somewhere'],
      turn: "She hasn't rung.",
      relationships: {
        'MR. OKAFOR': {
          named: 'teacher',
          calledBy: ['Pearl'],
        },
      },
      momentBefore: {
        note: 'She has watched every other child be collected and the chairs go up; she has been watching the door for over an hour.',
        opening: 'watching the door',
      },
      pronouns: {
        PEARL: 'she',
        'MR. OKAFOR': 'he',
      },
    },
    arc: {
      pursuer: 'PEARL',
      pursues: 'get Mr. Okafor to tell her the truth about Mum',
      objective: 'get Mr. Okafor to tell her the truth about Mum',
      objectiveLine: 'Did she ring?',
      outcome: 'character',
      turn: "She hasn't rung.",
      turnIsAction: false,
    },
  },
];
