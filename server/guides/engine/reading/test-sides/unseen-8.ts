/**
 * An eighth held-out set: twelve original sides, with the coach's reading and the arc written by hand
 * before any guide was generated. Shapes: an ex-wife pressing for a signature who loses on a line she
 * didn't know (film); neighbours in a scene where nobody says what they want, the pursued one giving in
 * on a line that sounds like nothing (single-cam); a questioning whose turn is a discovery, a slip the
 * detective was fishing for (procedural); a teen pressing her brother, three-handed, the mother speaking
 * to her first, with an exit and an entrance (multi-cam, teen); a mother pressed by her son who loses
 * when someone walks in, the turn an action (soap); a comic product moment won at a price (commercial);
 * a student talked round who gives in, the relationship from the cast list (stage); a character who
 * enters mid-situation, the moment before carried in breathless, no camera (audio); a character pursued
 * who holds her ground and wins (UK TV); a co-star who needs one thing from a couple mid-fight
 * (co-star); a two-scene packet whose second scene is read, the turn a discovery (packet); a child who
 * comes to own up and talks an adult round, with a mild swear the parent must be told about (child).
 * The cast list is a line. Scored, not asserted.
 */
import type { TestSide } from './side.js';

export const UNSEEN_8: TestSide[] = [
  {
    id: 'kiln-film',
    label: 'feature film drama; ex-partners; the character presses and loses on a line she did not know',
    family: 'screenplay',
    character: 'IRENE',
    page: `
# 42 INT. CALDERA GLASS WORKS - HOT SHOP - NIGHT
The furnace roars. IRENE ASHBY (40s), still in a hospital scrub top under her coat, stands well back from the heat with a manila envelope, watching her ex-husband CAL DUNMORE (40s) turn a blowpipe with a glowing gather on the end.
IRENE: You don't answer your phone.
CAL: Not when I've got a gather on. (turning the pipe) Twenty seconds.
She waits. He blows, shapes, puts the piece back in the glory hole.
IRENE: It's the passport form. Page two. You sign where the sticky note is.
CAL: I know where people sign.
IRENE: The job starts the first of March. Auckland pays for the move. Maisie gets her own room, Cal. She's never had her own room.
CAL: She's got her own room here. Every other weekend.
IRENE: On a camp bed. Next to the annealer.
CAL: She likes the annealer. It hums.
IRENE: (holding out the envelope) Please.
He doesn't take it. He turns the pipe.
CAL: How far is Auckland?
IRENE: Cal.
CAL: Roughly.
IRENE: Thirteen hours. On a plane.
CAL: So that's not every other weekend.
IRENE: Summers. Every summer, and Christmas. I'll pay the flights. I've done the sums. I'll put it in writing.
CAL: You put our marriage in writing.
IRENE: That's not fair.
CAL: No.
He lifts the piece out. A small blue bird, still glowing. He sets it on the steel table.
IRENE: If you don't sign, I go to court. I've talked to someone. A judge will let me take her.
CAL: Maybe. (beat) You'll have to tell the judge she cried when you said Auckland. She rang me from the bathroom.
Irene stops.
IRENE: She told you that?
CAL: She tells me things. It's a camp bed. It's not a prison.
A long moment. Irene puts the envelope back inside her coat.
IRENE: I'm on nights till Sunday.
CAL: I'll have her.
She goes. Cal watches the glass bird cool from orange to blue.
`,
    coach: {
      story:
        "Irene comes straight from a hospital shift to her ex-husband Cal's glass studio with the passport form he must sign so she can take their daughter Maisie to a job in Auckland. He keeps working the glass and keeps not taking the envelope; she sells it (Maisie's own room), he counts it (thirteen hours is not every other weekend). She offers summers and Christmas in writing, he throws their marriage back at her, and she threatens court. He tells her Maisie cried when she heard Auckland and rang him from the bathroom. Irene didn't know; she puts the form away and leaves Maisie with him for her nights.",
      partners: ['CAL'],
      want: {
        from: 'IRENE',
        of: 'CAL',
        ask: 'You sign where the sticky note is.',
      },
      obstacle: {
        by: 'CAL',
        says: "So that's not every other weekend.",
      },
      stakes: ['own room', 'every other weekend', 'go to court'],
      turn: 'She rang me from the bathroom.',
      relationships: {
        CAL: {
          named: 'ex-husband',
          callsThem: ['Cal'],
          history: 'our marriage',
        },
      },
      momentBefore: {
        note: 'Off a hospital shift with the form already marked with a sticky note; he has not answered her calls, so she has driven out to make him sign tonight.',
        opening: 'still in a hospital scrub top under her coat',
      },
      pronouns: {
        IRENE: 'she',
        CAL: 'he',
      },
    },
    arc: {
      pursuer: 'IRENE',
      pursues: 'get Cal to sign the passport form so she can take Maisie to Auckland',
      objective: 'get Cal to sign the passport form so she can take Maisie to Auckland',
      objectiveLine: 'You sign where the sticky note is.',
      outcome: 'partner',
      turn: 'She rang me from the bathroom.',
      turnIsAction: false,
    },
  },
  {
    id: 'laundry-singlecam',
    label: 'single-camera TV drama; neighbours; nobody states the want, all subtext; the pursued one gives in',
    family: 'screenplay',
    character: 'NICK',
    page: `
# 9 INT. ALDER STREET APARTMENTS - BASEMENT LAUNDRY - NIGHT
Two washers, one dryer with an OUT OF ORDER sign that has been there for years. The wall clock says 1:40. NICK SORENSEN (30s), in a suit jacket over pajama bottoms, feeds quarters into a washer. One load: white shirts. His downstairs neighbor, GLORIA PAEZ (70s), from 2B, comes in with a laundry basket holding a single dish towel.
GLORIA: Oh. I thought I'd have it to myself.
NICK: I can go.
GLORIA: Don't go. There's two machines.
She puts the dish towel in the other washer. Just the one towel. She measures the soap for it very carefully.
NICK: That's a big load.
GLORIA: It was dirty.
He almost smiles. They stand side by side and watch the machines fill.
GLORIA: The van was here a long time Saturday.
NICK: They had a lot to take.
GLORIA: The piano?
NICK: The piano was hers.
GLORIA: I'll miss the piano. She played the same piece over and over. I never knew what it was.
NICK: Neither did I. I never asked.
The washers churn.
GLORIA: My Ernesto used to put his shirts in with the towels. Everything came out pink. Thirty years of pink shirts.
NICK: These are all white.
GLORIA: So I see.
NICK: I'm fine, Mrs. Paez.
GLORIA: I didn't ask.
NICK: You were going to.
GLORIA: I was going to say I made pozole. I always make for two. Forty-one years, I can't make for one. It's a sickness.
NICK: I don't know what pozole is.
GLORIA: Then you don't know if you like it.
He looks at his washer. Thirty-eight minutes on the dial.
NICK: These take thirty-eight minutes.
GLORIA: (picking up her empty basket) Mine too. The door's unlocked. 2B.
She goes. Nick watches the door swing shut. Then he takes off the suit jacket, lays it over the broken dryer, and goes after her.
`,
    coach: {
      story:
        "At 1:40 in the morning Nick, whose wife moved out with the piano on Saturday, is washing only his own white shirts in the basement. Gloria, his widowed downstairs neighbor, comes down with one dish towel as an excuse to find him. Neither says what they mean: she talks about the van, the piano, her Ernesto's pink shirts; he heads her off with \"I'm fine\" before she can ask. She says she made pozole and can't cook for one, and leaves the door unlocked. He says his wash takes thirty-eight minutes, and follows her up.",
      partners: ['GLORIA'],
      want: {
        from: 'GLORIA',
        of: 'NICK',
        ask: "The door's unlocked.",
      },
      obstacle: {
        by: 'NICK',
        says: "I'm fine, Mrs. Paez.",
      },
      stakes: ['make for one', 'The piano was hers'],
      turn: 'These take thirty-eight minutes.',
      relationships: {
        GLORIA: {
          named: 'neighbor',
          callsThem: ['Mrs. Paez'],
          history: 'The van was here a long time Saturday',
        },
      },
      momentBefore: {
        note: 'He could not sleep in the half-emptied apartment; he came down at 1:40 still half-dressed from a day he could not get out of, expecting the basement to be empty.',
        opening: 'in a suit jacket over pajama bottoms',
      },
      pronouns: {
        NICK: 'he',
        GLORIA: 'she',
      },
    },
    arc: {
      pursuer: 'GLORIA',
      pursues: 'get Nick to come up to her apartment instead of sitting alone',
      objective: 'keep Mrs. Paez from feeling sorry for him',
      objectiveLine: "I'm fine, Mrs. Paez.",
      outcome: 'partner',
      turn: 'These take thirty-eight minutes.',
      turnIsAction: false,
    },
  },
  {
    id: 'meteorite-procedural',
    label: 'police procedural; an interrogation; the turn a discovery (a slip the detective fished for); the pursuer wins',
    family: 'screenplay',
    character: 'ROZ',
    page: `
# 31 INT. 14TH PRECINCT - INTERVIEW ROOM 2 - NIGHT
A vending-machine coffee going cold. A photo on the table between them: an empty glass case. DETECTIVE ROSALIND "ROZ" AGUILERA (40s) sits across from WENDELL FOSS (50s), night guard at the Hartwell Museum of Natural History, still in his grey uniform shirt.
ROZ: Walk me through your rounds.
WENDELL: I've done it twice.
ROZ: Humor me. I'm slow.
WENDELL: Every hour on the hour. East wing, then the Hall of Minerals, then I swipe out at the loading dock.
ROZ: And the swipes say you did.
WENDELL: Because I did.
ROZ: At two o'clock the Tamberlane meteorite was in its case.
WENDELL: At two it was in its case.
ROZ: And at three it wasn't.
WENDELL: At three it wasn't. I called it in at 3:04. You've got the call.
ROZ: We've got the call. (sips the coffee, winces) Twenty-two pounds of iron from outer space. You've walked past it every night for eleven years.
WENDELL: Nine.
ROZ: Nine. Ever want to touch it?
WENDELL: Everybody wants to touch it. There's a sign.
ROZ: Glass isn't broken. No alarm. So whoever it was had a key, or the code.
WENDELL: Half the building has a key. Talk to the curators.
ROZ: I will. (beat) What do you think they did with it?
WENDELL: Sold it. Those things go for a fortune. Some guy in Dubai with a private collection.
ROZ: Could be. Or cut it up and sold it by the gram. Then it's gone for good.
WENDELL: Nobody'd cut it. It's worth more whole. And it'd be easy to move. It comes apart from the stand with two hex bolts underneath. Takes a minute.
Roz sets her coffee down. She looks at the photo: the stand, intact, no bolts anywhere in sight.
ROZ: Two hex bolts. Underneath.
WENDELL: That's what I'd guess.
ROZ: The installation crew told me that this afternoon. It's not on any plan in that building. I had to ask them three times.
Wendell says nothing. He folds his arms.
ROZ: Wendell. Who did you show the bolts to?
WENDELL: I want my union rep.
ROZ: Okay. (standing) But your union rep can't get you out of a federal charge. A name might.
`,
    coach: {
      story:
        "Detective Roz Aguilera has the museum night guard, Wendell, in an interview room the night a meteorite vanished from an unbroken, un-alarmed case between his two o'clock and three o'clock rounds. He has told it twice and tells it the same way; she plays slow and friendly, then asks him what he thinks the thieves did with it. Warming to his theory, he explains how easy it would be to move: it comes apart from the stand with two hex bolts underneath. Only the installation crew knew that, and she had to ask them three times. He asks for his union rep; she tells him a name might help him more than the rep.",
      partners: ['WENDELL'],
      want: {
        from: 'ROZ',
        of: 'WENDELL',
        ask: 'Walk me through your rounds.',
      },
      obstacle: {
        by: 'WENDELL',
        says: "I've done it twice.",
      },
      stakes: ['gone for good', 'federal charge'],
      turn: 'It comes apart from the stand with two hex bolts underneath.',
      relationships: {
        WENDELL: {
          callsThem: ['Wendell'],
        },
      },
      momentBefore: {
        note: 'She has spent the afternoon with the installation crew and knows how the meteorite comes off its stand; she has laid out the photo and is fishing for him to say it.',
        opening: 'A photo on the table between them: an empty glass case.',
      },
      pronouns: {
        ROZ: 'she',
        WENDELL: 'he',
      },
    },
    arc: {
      pursuer: 'ROZ',
      pursues: 'get Wendell to give away how the meteorite left its case',
      objective: 'draw Wendell into telling her how the meteorite was taken',
      objectiveLine: 'What do you think they did with it?',
      outcome: 'character',
      turn: 'It comes apart from the stand with two hex bolts underneath.',
      turnIsAction: false,
    },
  },
  {
    id: 'ferret-multicam-teen',
    label:
      'multi-camera sitcom; teen (14); three-handed, the mother speaks to her first, her partner is her brother; an exit and an entrance; comic; she wins the deal',
    family: 'multi-cam',
    character: 'MARISOL',
    page: `
# C INT. DELGADO KITCHEN - MORNING
MOM (40s) MAKES SCHOOL LUNCHES ASSEMBLY-LINE STYLE. MARISOL'S BROTHER DANNY (19), HOME FROM COLLEGE, EATS CEREAL OUT OF A MIXING BOWL. MARISOL (14) COMES IN FAST FROM THE HALLWAY, CLOSES THE DOOR BEHIND HER AND LEANS ON IT, BREATHING HARD.
MOM: Marisol. What is that scratching in your room?
MARISOL: What scratching?
MOM: All night. Scratch, scratch, scratch. Like a little man digging to China.
MARISOL: That's the radiator. It's expanding. Science.
MOM: The radiator is off. It's June. (GRABBING HER CAR KEYS) I'm getting gas. When I get back, you and me and that radiator are having a talk.
SHE EXITS OUT THE BACK DOOR. THE SECOND IT CLOSES, MARISOL DROPS INTO THE CHAIR NEXT TO DANNY.
MARISOL: Okay. Danny. You're my favorite brother.
DANNY: I'm your only brother.
MARISOL: Don't freak out.
DANNY: I don't freak out. I'm a college man.
MARISOL: There's a ferret in my closet.
DANNY: (CALMLY EATING) Cool.
MARISOL: His name is Sir Reginald. Brianna's family moved to a condo with no pets, and it was me or the shelter. I need you to say he's yours.
DANNY: Why would I have a ferret?
MARISOL: You're in college. College people have weird stuff. Mom expects it.
DANNY: What's in it for me?
MARISOL: I'll do your laundry all summer.
DANNY: You'll shrink it on purpose.
MARISOL: (BEAT) Fine. I won't tell Mom you failed Spanish.
DANNY: (THE SPOON STOPS HALFWAY TO HIS MOUTH) How do you know that?
MARISOL: Your grades came to the house. I hid the envelope. You're welcome.
DANNY: That's blackmail.
MARISOL: It's a family discount.
DANNY: (LONG BEAT) ...Does he bite?
MARISOL: Only people he loves.
THE BACK DOOR OPENS. MOM COMES BACK IN HOLDING SIR REGINALD OUT AT ARM'S LENGTH. HE IS WEARING A TINY KNITTED SWEATER.
MOM: He was in my car. In the glovebox. Eating the registration.
MARISOL LOOKS AT DANNY. DANNY SIGHS AND STANDS.
DANNY: He's mine, Mom.
MOM: You have a ferret.
DANNY: College is a lot.
MOM: In a sweater.
DANNY: (A GLANCE AT MARISOL) He gets cold.
MOM: (HANDING HIM THE FERRET) Then he goes back to college with you in August.
MARISOL: (TOO FAST) He can visit on weekends!
MOM LOOKS FROM ONE TO THE OTHER. HOLD.
END OF SCENE C
`,
    coach: {
      story:
        "Marisol, fourteen, has been hiding a rescued ferret in her closet; Mom heard the scratching all night and asks about it first thing. Marisol blames the radiator; Mom, unconvinced, goes out for gas and promises a talk when she's back. Alone with her brother Danny, home from college, Marisol asks him to say the ferret is his; he wants to know what's in it for him, turns down her laundry offer, and folds when she reveals she knows he failed Spanish. Mom comes back holding the ferret, found in her glovebox; Danny claims him. Mom sends the ferret to college with Danny in August, and Marisol gives herself away with one line too fast.",
      partners: ['DANNY', 'MOM'],
      want: {
        from: 'MARISOL',
        of: 'DANNY',
        ask: "I need you to say he's yours.",
      },
      obstacle: {
        by: 'DANNY',
        says: "What's in it for me?",
      },
      stakes: ['the shelter'],
      turn: "I won't tell Mom you failed Spanish.",
      relationships: {
        DANNY: {
          named: 'brother',
          callsThem: ['Danny'],
        },
        MOM: {
          callsThem: ['Mom'],
          calledBy: ['Marisol'],
        },
      },
      momentBefore: {
        note: 'She has just wrestled the ferret back into the closet and shut her bedroom door on him; she walks in hoping nobody heard the night.',
        opening: 'CLOSES THE DOOR BEHIND HER AND LEANS ON IT',
      },
      pronouns: {
        MARISOL: 'she',
        DANNY: 'he',
        MOM: 'she',
      },
    },
    arc: {
      pursuer: 'MARISOL',
      pursues: 'get Danny to claim the ferret as his',
      objective: 'get Danny to claim the ferret as his',
      objectiveLine: "I need you to say he's yours.",
      outcome: 'character',
      turn: "I won't tell Mom you failed Spanish.",
      turnIsAction: false,
    },
  },
  {
    id: 'perfume-soap',
    label: 'daytime soap; mother and adult son; she is pressed and loses when someone walks in; the turn an action (an entrance)',
    family: 'soap',
    character: 'VIVIAN',
    page: `
# INT. CASTELLANE PARFUMS - VIVIAN'S OFFICE - NIGHT
Glass shelves of perfume bottles lit from below. VIVIAN CASTELLANE, elegant, unhurried, writes in a leather ledger. Her son ROMAN bursts in, tie loosened, rain on his coat, his phone in his hand.
ROMAN: Where is she?
VIVIAN: (not looking up) Good evening, Roman. Knock next time.
ROMAN: Delphine's gone. Her apartment's empty. Her phone's off. The doorman says a car came for her at six. With a driver. Your driver, Mother.
VIVIAN: Half the cars in this city have drivers.
ROMAN: Not with the Castellane crest on the door.
VIVIAN: (closing the ledger) Sit down. You're dripping on the Aubusson.
ROMAN: I don't want to sit down. I want to know what you said to her.
VIVIAN: I said congratulations. On the engagement. What else would a mother say?
ROMAN: You said something.
VIVIAN: (rising, coming around the desk) Darling. If that girl is gone, then she was always going. Better a week before the wedding than a year after it.
ROMAN: (a beat) You paid her.
VIVIAN: I would never insult you that way.
ROMAN: Because if you did, Mother, you would never see me again.
The door opens. DELPHINE stands there in her coat, an envelope in her hand. Roman turns. He goes white.
ROMAN: Delphine.
DELPHINE: (to Vivian, holding out the envelope) I got as far as the airport. I'm giving it back.
VIVIAN: (evenly) I have no idea what that is.
DELPHINE: Two hundred thousand euros and a one-way ticket to Montreal. It has your signature on it, Vivian.
She drops the envelope on the desk. Roman picks it up. Opens it. Reads.
ROMAN: (quietly) Mother.
VIVIAN: Roman. Everything I have done, I have done so that no one could ever take this house from you—
ROMAN: Don't. (taking Delphine's hand) We're leaving.
They go. The door swings shut behind them. Vivian, alone among her bottles, picks up the envelope. Her hand is not quite steady.
VIVIAN: (to herself) Then she was always going.
Hold on Vivian.
FADE OUT.
`,
    coach: {
      story:
        "Roman storms into his mother Vivian's office: his fiancée Delphine has vanished, and the car that took her had the Castellane crest on the door. Vivian parries every question, tells him a girl who goes was always going, and denies paying her; Roman tells her that if she did, she would never see him again. Delphine walks in with the envelope — two hundred thousand euros and a one-way ticket, signed by Vivian — and gives it back. Roman reads it, cuts off his mother's justification and leaves with Delphine. Vivian is left alone with the envelope and her own words.",
      partners: ['ROMAN', 'DELPHINE'],
      want: {
        from: 'ROMAN',
        of: 'VIVIAN',
        ask: 'I want to know what you said to her.',
      },
      obstacle: {
        by: 'VIVIAN',
        says: 'I would never insult you that way.',
      },
      stakes: ['never see me again', 'take this house'],
      turn: 'DELPHINE stands there in her coat, an envelope in her hand.',
      relationships: {
        ROMAN: {
          named: 'son',
          callsThem: ['Roman', 'Darling'],
          calledBy: ['Mother'],
        },
        DELPHINE: {
          callsThem: ['that girl'],
          calledBy: ['Vivian'],
        },
      },
      momentBefore: {
        note: 'She paid Delphine off this afternoon and believes it is done; she is recording it, calmly, when he arrives.',
        opening: 'writes in a leather ledger',
      },
      pronouns: {
        VIVIAN: 'she',
        ROMAN: 'he',
        DELPHINE: 'she',
      },
    },
    arc: {
      pursuer: 'ROMAN',
      pursues: 'get his mother to admit she drove Delphine away',
      objective: 'convince Roman that Delphine left of her own accord',
      objectiveLine: 'If that girl is gone, then she was always going.',
      outcome: 'partner',
      turn: 'DELPHINE stands there in her coat, an envelope in her hand.',
      turnIsAction: true,
    },
  },
  {
    id: 'lunchbowl-commercial',
    label: 'commercial :30; coworkers; comic; the character presses and wins, at the price of her lunch (the button)',
    family: 'commercial',
    character: 'TASHA',
    page: `
# :30 TV SPOT "MICROWAVE DIPLOMACY" - KESTREL LUNCH BOWLS
OPEN ON - An office break room at noon. A line of coworkers with lunches waits for the one microwave. At the front, DOUG (50s) watches a plate of leftover fish go round. TASHA (30s), next in line with a Kestrel lunch bowl, holds her breath.
SFX: MICROWAVE HUM.
TASHA: (brightly) Doug! Hey. Is that... salmon?
DOUG: Monday's salmon. It's better on Thursday.
TASHA: Is it, though?
SFX: MICROWAVE BEEP.
Doug presses ADD 30 SEC.
DOUG: Needs thirty more.
Behind Tasha, a COWORKER quietly puts on a face mask.
TASHA: Doug, I am begging you. As a friend. As a colleague—
DOUG: We're not friends.
TASHA: As a colleague. (holding up her bowl) Try this.
CU - The Kestrel bowl: Lemongrass Chicken. Ready in 90 seconds.
DOUG: I'm a salmon guy.
TASHA: You were a salmon guy. In ninety seconds you're a lemongrass guy.
SFX: MICROWAVE BEEP.
Doug looks at his fish. Looks at the line. Someone at the back gags.
DOUG: ...One bite.
Tasha swaps the plates in one smooth move. SFX: HUM. BEEP. Doug takes a forkful.
DOUG: (mouth full) Oh, that's... (another forkful) Can I keep this?
TASHA: That's my lunch.
DOUG: (cradling the bowl) It's my lunch now.
ANNCR (V.O.): Kestrel Lunch Bowls. Lunch everyone can live with.
SUPER: Kestrel Lunch Bowls. Ninety seconds to peace.
PACKSHOT - Tasha, defeated, holding Doug's fish at arm's length.
`,
    coach: {
      story:
        "In the office break room, Doug is reheating Monday's salmon in the only microwave, and adds thirty seconds while the whole line suffers. Tasha, next in line, tries charm, then begging, then offers him her Kestrel lemongrass bowl. He's a salmon guy — until he sees the line and someone gags, and agrees to one bite. She swaps the plates; he loves it and won't give it back. She's saved the room and lost her lunch.",
      partners: ['DOUG'],
      want: {
        from: 'TASHA',
        of: 'DOUG',
        ask: 'Try this.',
      },
      obstacle: {
        by: 'DOUG',
        says: "I'm a salmon guy.",
      },
      stakes: ['my lunch', 'salmon'],
      turn: 'One bite.',
      relationships: {
        DOUG: {
          named: 'colleague',
          callsThem: ['Doug'],
        },
      },
      momentBefore: {
        note: 'She has been standing in the line breathing reheated fish, and has decided to do something about it.',
        opening: 'holds her breath',
      },
      pronouns: {
        TASHA: 'she',
        DOUG: 'he',
      },
    },
    arc: {
      pursuer: 'TASHA',
      pursues: 'get Doug to stop reheating his fish',
      objective: 'get Doug to swap his fish for her lunch bowl',
      objectiveLine: 'Try this.',
      outcome: 'character',
      turn: 'One bite.',
      turnIsAction: false,
    },
  },
  {
    id: 'dinosaur-stage',
    label: 'stage play; tutor and adult student from the cast list; the character came to quit and is talked round, gives in',
    family: 'stage',
    character: 'NORMAN',
    page: `
CHARACTERS — NORMAN BRIGGS, sixty-six, a retired bus driver; GWEN ADEBAYO, thirties, his reading tutor at the adult learning class.
# SCENE 5. A community centre meeting room in Stockport. Tuesday, seven in the evening.
Stacked chairs, a tea urn, a whiteboard with the alphabet in two colours. GWEN sets out two chairs and a picture book. NORMAN comes in with his cap still on and doesn't sit.
NORMAN: I'm not stopping.
GWEN: You're early, then. Or late. One of the two.
NORMAN: I've come to say I'm done. Thank you for everything, Gwen. You've been very patient.
GWEN: I haven't, actually. I was short with you over the silent e.
NORMAN: You were.
GWEN: Sit down, Norman.
NORMAN: I'll stand.
GWEN: Then I'll stand. (She stands.) What's happened?
NORMAN: Nothing's happened.
GWEN: On Thursday you read me the whole of the 192 timetable. Out loud. You were showing off.
NORMAN: (a flicker) I was not.
GWEN: You did the Hazel Grove stops twice.
NORMAN: (picking up the picture book) My grandson found this in my coat. "The Little Red Hen." He's seven. He laughed. He said, "Grandad, that's a baby book."
A pause.
GWEN: What did you tell him?
NORMAN: That it was his. That I'd been reading it to him. (He puts it down.) Sixty-six, and I'm lying to a seven-year-old about a hen.
GWEN: So read him something else.
NORMAN: Like what?
GWEN: He's seven. What's he into?
NORMAN: Dinosaurs. All of it. Dinosaurs.
GWEN goes to her bag and takes out a thick library book. She holds it up.
GWEN: I got this out for you on Friday. I was saving it for Christmas.
NORMAN: (reading the cover, slowly) "The Big Book of... Dino... saurs."
GWEN: There's words in there I can't say.
NORMAN: (finding one) Pachy... cephalo...
GWEN: Don't look at me. I did English.
He takes off his cap. He sits. After a moment, so does she.
NORMAN: Same time Thursday, then.
GWEN: Page one, Norman.
`,
    coach: {
      story:
        "Norman, a retired bus driver learning to read at sixty-six, comes to his Tuesday class only to tell his tutor Gwen he's done, and won't take his cap off or sit. She won't let him thank her and go; she reminds him he read her a whole bus timetable on Thursday, showing off. It comes out: his seven-year-old grandson found the picture book in his coat and laughed at the baby book, and Norman lied that it was the boy's. Gwen asks what the boy likes — dinosaurs — and produces the library book she'd got for him for Christmas. He sounds out a word he can't say and she can't either; he takes off his cap, sits, and books Thursday.",
      partners: ['GWEN'],
      want: {
        from: 'GWEN',
        of: 'NORMAN',
        ask: 'Sit down, Norman.',
      },
      obstacle: {
        by: 'NORMAN',
        says: "I'm not stopping.",
      },
      stakes: ['baby book', 'lying to a seven-year-old'],
      turn: 'I got this out for you on Friday.',
      relationships: {
        GWEN: {
          named: 'tutor',
          callsThem: ['Gwen'],
          calledBy: ['Norman'],
          history: 'the silent e',
        },
      },
      momentBefore: {
        note: 'His grandson laughed at the picture book; he has decided on the bus over that tonight is his last night, and means to say it standing up and go.',
        opening: "comes in with his cap still on and doesn't sit",
      },
      pronouns: {
        NORMAN: 'he',
        GWEN: 'she',
      },
    },
    arc: {
      pursuer: 'GWEN',
      pursues: 'get Norman to keep coming to his reading class',
      objective: 'get Gwen to let him quit without asking him why',
      objectiveLine: "I've come to say I'm done.",
      outcome: 'partner',
      turn: 'I got this out for you on Friday.',
      turnIsAction: false,
    },
  },
  {
    id: 'lostproperty-audio',
    label: 'audio drama; strangers; the character enters mid-situation out of breath, the moment before carried in; pressing and winning',
    family: 'audio',
    character: 'LOUISA',
    page: `
# SCENE 6. LOST PROPERTY OFFICE, ALDERMOOR JUNCTION STATION. THREE MINUTES TO SIX, A FRIDAY IN OCTOBER.
SFX: A BUSY CONCOURSE, MUFFLED THROUGH A DOOR. A TICKING WALL CLOCK. A STATION ANNOUNCEMENT, INDISTINCT.
BARNABY: (close, to himself, writing) One umbrella, tartan. One umbrella, black. One umbrella, black...
SFX: THE DOOR BANGS OPEN. THE CONCOURSE RUSHES IN. RUNNING FOOTSTEPS ON LINO. LOUISA IS BADLY OUT OF BREATH.
LOUISA: (off, approaching) Don't... don't shut...
BARNABY: We close at six, madam.
LOUISA: (arriving, close) It's not six.
BARNABY: (a beat) It's three minutes to.
LOUISA: Then I've got three minutes. The 17:40 to Inverness. Coach C. I left a bag on the rack.
BARNABY: That train's halfway to Peterborough.
LOUISA: I know where it is. I ran the length of platform four after it.
BARNABY: Then it'll be handed in at the other end. You fill in a form, they send it back down. Tuesday. Wednesday.
SFX: A FORM SLAPPED ON THE COUNTER.
LOUISA: I can't wait till Tuesday. Can you ring the train?
BARNABY: Nobody can wait till Tuesday. It's always a laptop.
LOUISA: It's not a laptop.
BARNABY: Handbag.
LOUISA: It's my father.
SFX: THE CLOCK TICKS. THE ANNOUNCEMENT, FAR OFF.
BARNABY: (carefully) Your...
LOUISA: His ashes. In a green canvas bag, because the urn looked so... (she stops) We're scattering him on Saturday. Off the harbour wall at Nairn, where he proposed. My brother's meeting that train. He doesn't know I'm not on it.
BARNABY: Ah.
SFX: A CHAIR PUSHED BACK. A PHONE RECEIVER LIFTED. DIALLING.
BARNABY: Coach C, you said.
LOUISA: Seat forty-one. The rack above.
BARNABY: (into the phone) Agnes? Barnaby, Aldermoor lost property. You're guard on the 17:40. Walk through to coach C for me, rack above forty-one. Green canvas bag. (a beat) No, don't open it. Just sit with it, Agnes. It's somebody's dad.
SFX: A TINNY VOICE ON THE LINE, THEN NOTHING.
BARNABY: She's walking through.
LOUISA: (barely) Thank you.
BARNABY: Don't thank me yet. (a beat) Sit down, love. You've run the length of platform four.
SFX: A CHAIR SCRAPES. THE CLOCK STRIKES SIX. NEITHER OF THEM MOVES.
`,
    coach: {
      story:
        "Three minutes before closing, Louisa bursts into a station lost property office out of breath: she has run the length of the platform after the train to Inverness, where she left a bag on the rack. The clerk, Barnaby, is closing and tells her the form-and-wait routine — it will come back down in a few days — and assumes it's a laptop. She tells him it's her father's ashes: they scatter him on Saturday where he proposed, and her brother is meeting the train. Barnaby rings the guard on the train, asks her to sit with the bag, and sits Louisa down as the clock strikes six.",
      partners: ['BARNABY'],
      want: {
        from: 'LOUISA',
        of: 'BARNABY',
        ask: 'Can you ring the train?',
      },
      obstacle: {
        by: 'BARNABY',
        says: "Then it'll be handed in at the other end.",
      },
      stakes: ['scattering him on Saturday', 'meeting that train'],
      turn: "It's my father.",
      relationships: {
        BARNABY: {
          calledBy: ['madam', 'love'],
        },
      },
      momentBefore: {
        note: 'She got off for a minute, or stepped onto the wrong platform, and watched the train pull out with her father on the rack; she ran the whole platform after it, then ran here. She arrives with no breath and no plan.',
        opening: null,
      },
      pronouns: {
        LOUISA: 'she',
      },
    },
    arc: {
      pursuer: 'LOUISA',
      pursues: "get Barnaby to ring the train and save her father's ashes tonight",
      objective: "get Barnaby to ring the train and save her father's ashes tonight",
      objectiveLine: 'Can you ring the train?',
      outcome: 'character',
      turn: "It's my father.",
      turnIsAction: false,
    },
  },
  {
    id: 'salon-uktv',
    label: 'UK TV; coworkers (owner and junior); the character is pursued, holds her ground and wins',
    family: 'uk-tv',
    character: 'PAIGE',
    page: `
# 12/27 INT. A CUT ABOVE SALON, HARTLEPOOL. EVENING.
Closing time. Dryers off, blinds down. PAIGE DOWSON (19) sweeps hair into a pile that's already been swept. TRISH MALLORY (50s), the owner, counts the till, an unlit cigarette behind her ear.
TRISH: You've swept that twice.
PAIGE: Three times.
TRISH: Go on, then. Out with it. You've had a face on since Mrs. Cotter's highlights.
PAIGE: Shaun from Halo rang me.
TRISH: Halo. In Manchester. With the neon and the little dog.
PAIGE: He's offered me a chair. Senior stylist. Start in April.
Trish keeps counting. Tens, then fives.
TRISH: Senior. At nineteen.
PAIGE: He saw my colour work on Instagram.
TRISH: Your colour work. That I taught you. On a dummy head called Bev, for two years, while you cried every Tuesday.
PAIGE: I know.
TRISH: I'll match it. Whatever he's paying. Stay, pet.
PAIGE: You can't, Trish. I've seen the books. I do the books.
TRISH: Then I'll give you Saturdays. All the Saturday regulars. Your name on the window.
PAIGE: I don't want my name on the window. I want to go.
Trish shuts the till drawer.
TRISH: Half the women who sit in that chair sit in it for you. Mrs. Cotter. The Fenwick girls. Dot. You go, they go.
PAIGE: They'll stay for you.
TRISH: They stayed for me in 1998.
PAIGE: (putting the brush down) You went to London when you were eighteen. You told me. A year at a big salon off Bond Street, and then you came back and opened this.
TRISH: I came back because me mam was poorly.
PAIGE: But you went.
Trish takes the cigarette from behind her ear. Looks at it. Puts it back.
TRISH: I went.
PAIGE: I'll come back and do Dot's perm. Every eight weeks. On the train.
TRISH: (a long breath out) Dot's is a twelve-week perm. You'd know that if you'd been listening for two years.
PAIGE: Twelve weeks, then.
TRISH: (holding out her hand for the brush) Give us that. Go home. You've a train to look up.
`,
    coach: {
      story:
        "At closing time Paige, nineteen, finally tells Trish, who owns the salon and trained her, that a flash Manchester salon has offered her a senior chair from April. Trish meets it with the two years she put into her, then offers to match the money, then Saturdays and Paige's name on the window, then the regulars who'll leave with her. Paige holds: she's seen the books, she doesn't want her name on the window, she wants to go. She reminds Trish that Trish went to London at eighteen. Trish gives in, corrects her on Dot's perm, and sends her home to look up trains.",
      partners: ['TRISH'],
      want: {
        from: 'TRISH',
        of: 'PAIGE',
        ask: "I'll match it.",
      },
      obstacle: {
        by: 'PAIGE',
        says: "You can't, Trish.",
      },
      stakes: ['they go', 'Senior stylist'],
      turn: 'But you went.',
      relationships: {
        TRISH: {
          named: 'owner',
          callsThem: ['Trish'],
          calledBy: ['pet'],
          history: 'a dummy head called Bev',
        },
      },
      momentBefore: {
        note: "Shaun rang her earlier; she has carried it all afternoon through Mrs. Cotter's highlights and is sweeping clean floor to put off saying it.",
        opening: "sweeps hair into a pile that's already been swept",
      },
      pronouns: {
        PAIGE: 'she',
        TRISH: 'she',
      },
    },
    arc: {
      pursuer: 'TRISH',
      pursues: 'get Paige to stay at the salon',
      objective: 'get Trish to let her go to Manchester with her blessing',
      objectiveLine: 'I want to go.',
      outcome: 'character',
      turn: 'But you went.',
      turnIsAction: false,
    },
  },
  {
    id: 'biscuit-costar',
    label: 'co-star (five speeches); strangers; needs one thing from a separated couple in the middle of their fight; serves their turn',
    family: 'screenplay',
    character: 'VET TECH',
    page: `
# 56 INT. ALL-HOURS ANIMAL HOSPITAL - WAITING ROOM - NIGHT
Plastic chairs, a fish tank, a TV on mute. GRANT (40s) and LENA (40s), separated, sit two chairs apart. Lena holds an empty dog lead in both hands. Grant has a takeaway coffee he hasn't touched.
LENA: You let him off the lead.
GRANT: He always comes back.
LENA: He's eleven, Grant. He can't hear the cars anymore.
GRANT: I know how old he is. I was there when we got him.
The door to the back swings open. A VET TECH (20s), scrubs, paw-print lanyard, comes out fast with a clipboard.
VET TECH: Biscuit's family?
They both stand.
VET TECH: He's stable. The back leg's broken in two places. Dr. Ruiz wants to pin it tonight while he's still under. I need a signature for the surgery, and a deposit.
GRANT: How much?
VET TECH: Twenty-four hundred to start.
GRANT: (reaching for his wallet) Done.
LENA: (to the Tech) He's registered to me. The chip's in my name.
GRANT: Lena, I'm paying.
LENA: You're paying because you feel guilty.
GRANT: I'm paying because I can.
VET TECH: (holding the pen out between them) I'm so sorry. I just need one of you. Dr. Ruiz is scrubbed in. He's waiting on this.
Nobody takes the pen.
LENA: You let him off the lead.
GRANT: I know. (beat) I know I did.
Lena looks at him. Then she takes the pen and signs. She hands the pen to Grant.
LENA: You pay.
Grant hands his card to the Tech.
VET TECH: Thank you. (already turning) I'll come and get you the second he's in recovery. He's a tough old boy.
GRANT: Can we see him? After?
VET TECH: You can both see him. He'll be groggy. Keep your voices low and he'll know who you are.
The Tech goes. Grant sits down again — this time in the chair next to Lena.
`,
    coach: {
      story:
        "Grant and Lena, separated, wait at an emergency vet after their old dog Biscuit was hit by a car because Grant let him off the lead. The Vet Tech comes out with the news and a job: the leg must be pinned tonight and the surgeon is scrubbed in waiting on a signature and a deposit. Grant reaches for his wallet; Lena, whose name is on the chip, won't let him pay his way out of it, and the pen hangs between them. Lena says it again — he let him off the lead — and Grant admits it. She signs, he pays, and the Tech hurries back, promising they can both see him.",
      partners: ['GRANT', 'LENA'],
      want: {
        from: 'VET TECH',
        of: 'LENA',
        ask: 'I need a signature for the surgery',
      },
      obstacle: {
        by: 'LENA',
        says: "You're paying because you feel guilty.",
      },
      stakes: ['pin it tonight', 'broken in two places'],
      turn: 'I know I did.',
      relationships: {
        GRANT: {},
        LENA: {},
      },
      momentBefore: {
        note: 'Straight from the prep room, where the surgeon is scrubbed and waiting; the Tech has a form and minutes, and walks into a family in the middle of something.',
        opening: 'comes out fast with a clipboard',
      },
      pronouns: {
        GRANT: 'he',
        LENA: 'she',
      },
    },
    arc: {
      pursuer: 'VET TECH',
      pursues: "get a signature and a deposit for Biscuit's surgery tonight",
      objective: "get one of them to sign for Biscuit's surgery now",
      objectiveLine: 'I just need one of you.',
      outcome: 'character',
      turn: 'I know I did.',
      turnIsAction: false,
    },
  },
  {
    id: 'parkinglot-packet',
    label: 'two-scene packet; mother and teen daughter; the second scene read; the turn a discovery; the pursuer wins the truth',
    family: 'screenplay',
    character: 'ROSA',
    scene: 1,
    page: `
# 17 INT. ROSA'S HATCHBACK (MOVING) - DMV TEST ROUTE - DAY
ROSA ALVAREZ (40s) grips the wheel at ten and two. Beside her, an EXAMINER (60s) with a clipboard and no expression.
EXAMINER: Left at the light, please.
ROSA: Left. (signalling) Left.
Her phone buzzes in the cup holder. The screen: WESTBROOK HIGH ATTENDANCE.
EXAMINER: Eyes on the road.
ROSA: Sorry. It's my daughter's school.
The call goes to voicemail. A recorded voice plays through the car speaker: "...Natalia Alvarez has been marked absent. This is her ninth absence this semester..."
Rosa's foot comes off the gas. She rolls straight through a stop sign.
EXAMINER: (writing) That was a stop sign, Mrs. Alvarez.
# 19 EXT. ST. JUDE'S CHURCH PARKING LOT - EVENING
Empty but for a row of orange traffic cones. Rosa is at the wheel of a beat-up sedan. NAT (16), her daughter, sits in the passenger seat with her feet on the dash, eating sunflower seeds.
NAT: Okay. Parallel park between the cones. Mirror, signal, cry.
ROSA: I didn't cry.
NAT: You cried a little. It's fine. Everybody fails the first time.
ROSA: You didn't.
NAT: I'm a natural. Go.
Rosa doesn't go. She puts it in park.
ROSA: Nine days, Nat.
NAT: (spitting a shell out the window) Reverse. You have to reverse first.
ROSA: The school called in the middle of my test. Nine days this semester.
NAT: Is that why you ran the stop sign?
ROSA: Don't. Where are you going?
NAT: Nowhere. I'm going around.
ROSA: Around where? Are you seeing somebody? Is it drugs? Just tell me it's not drugs.
NAT: Oh my God. Mom.
ROSA: Then tell me what it is.
Nat looks out the windshield at the cones.
NAT: Grandpa's dialysis is Tuesdays and Thursdays. Ten in the morning. You start at seven. Tía Lupe moved to Phoenix.
A pause.
ROSA: He said his neighbor drives him.
NAT: His neighbor's eighty-four. He drove into the pharmacy. (beat) Grandpa made me promise not to tell you. He said you had enough.
Rosa looks at her daughter for a long time.
ROSA: (quietly) Seat belt.
NAT: I'm wearing it.
ROSA: (putting it in reverse) Then show me. Mirror, signal. I'm learning this week.
`,
    coach: {
      story:
        "(Scene 19, after scene 17.) Rosa failed her driving test this afternoon when the school's attendance call came mid-test: her daughter Nat has missed nine days this semester. Now Nat is teaching her to parallel park in a church lot, and Rosa stops the car to get the truth. Nat deflects with driving instructions and 'going around'; Rosa fears a boyfriend, fears drugs, and demands to know. Nat tells her: she has been driving Grandpa to dialysis twice a week because Rosa works, Tía Lupe has moved away, and the neighbor who was meant to drive him crashed — and Grandpa made her promise not to tell. Rosa takes it in and puts the car in reverse: she is learning this week.",
      partners: ['NAT'],
      want: {
        from: 'ROSA',
        of: 'NAT',
        ask: 'Then tell me what it is.',
      },
      obstacle: {
        by: 'NAT',
        says: "Nowhere. I'm going around.",
      },
      stakes: ['Nine days', 'ninth absence'],
      turn: "Grandpa's dialysis is Tuesdays and Thursdays.",
      relationships: {
        NAT: {
          named: 'daughter',
          callsThem: ['Nat'],
          calledBy: ['Mom'],
        },
      },
      momentBefore: {
        note: 'She failed her test this afternoon because of the school call, and has been sitting on nine days of absences ever since; Nat has been teasing her about crying.',
        opening: 'Rosa is at the wheel of a beat-up sedan.',
      },
      pronouns: {
        ROSA: 'she',
        NAT: 'she',
      },
    },
    arc: {
      pursuer: 'ROSA',
      pursues: 'get Nat to tell her why she has been missing school',
      objective: 'get Nat to tell her why she has been missing school',
      objectiveLine: 'Then tell me what it is.',
      outcome: 'character',
      turn: "Grandpa's dialysis is Tuesdays and Thursdays.",
      turnIsAction: false,
    },
  },
  {
    id: 'milkbar-child',
    label:
      'TV family drama; child (10); he comes to own up and talks the shopkeeper round; mature line for the parent (a mild swear, "bloody hell")',
    family: 'screenplay',
    character: 'LACHIE',
    page: `
# 23 INT. PAPPAS MILK BAR - AFTERNOON
Adelaide, summer. A ceiling fan, a freezer of ice blocks, a cracked front window held together with packing tape. KOSTA PAPPAS (60s) sweeps broken glass out from under the window. LACHIE (10), in his school hat, a cricket bat under one arm, comes in and goes to the counter. He puts down a jar of coins.
LACHIE: That's eleven dollars forty, Mr. Pappas.
KOSTA: For what?
LACHIE: The window.
KOSTA: (looking at the jar, then at the window) The window's four hundred dollars, mate.
LACHIE: Oh.
He looks at the jar. He doesn't take it back.
LACHIE: Then I can do jobs. I can sweep. I'm a good sweeper.
KOSTA: I'm sweeping.
LACHIE: I could do the drinks fridge. It's messy. The Cokes are in with the lemonades.
KOSTA: (stopping) Who sent you? Your dad?
LACHIE: Nobody. Dad doesn't know yet. He's at work till six.
KOSTA: So you're here before he finds out.
LACHIE: (a beat) Maybe.
KOSTA: Whose ball was it?
LACHIE: Mine. I was batting. Tyler bowled a full toss and I hit it properly for once. It went right over the road.
KOSTA: I saw it land. I was standing behind that window.
LACHIE: Did it hit you?
KOSTA: Missed me by that much. (holding his finger and thumb apart) I said a word I shouldn't have in front of Mrs. Nguyen.
LACHIE: I heard. You said "bloody hell" and then a worse one.
KOSTA: (trying not to smile) You didn't hear the worse one.
LACHIE: No. I didn't hear it at all.
Kosta leans on the broom. He looks at the boy, and at the jar.
KOSTA: Four hundred dollars is a lot of Saturdays.
LACHIE: How many?
KOSTA: At what I'd pay a ten-year-old? (he works it out) About till you're forty.
LACHIE: (quietly) Okay.
KOSTA: Okay? You'd do that?
LACHIE: I broke it.
A pause. Kosta holds the broom out across the counter.
KOSTA: Saturdays. Eight till ten. You fix that fridge. Cokes with the Cokes. And you tell your dad tonight, before I do.
LACHIE: (taking the broom) Deal.
KOSTA: And next time, hit it along the ground.
`,
    coach: {
      story:
        "Lachie, ten, hit a cricket ball through the milk bar's front window this afternoon, and comes in with his money jar — eleven dollars forty — to pay for it. Kosta tells him the window is four hundred dollars. Lachie offers jobs instead: sweeping, sorting the drinks fridge. Kosta asks who sent him — nobody; his dad doesn't know yet — and tells him the ball nearly hit him and made him swear in front of a customer, which Lachie politely pretends not to have heard. When Kosta says it would take Saturdays till he's forty, Lachie says okay, because he broke it. Kosta gives him the broom: Saturdays, the fridge, and he tells his dad tonight. (Mature: a mild swear — \"bloody hell\" — and talk of a worse word; tell the parent.)",
      partners: ['KOSTA'],
      want: {
        from: 'LACHIE',
        of: 'KOSTA',
        ask: 'Then I can do jobs.',
      },
      obstacle: {
        by: 'KOSTA',
        says: "The window's four hundred dollars, mate.",
      },
      stakes: ['four hundred dollars', 'tell your dad'],
      turn: 'I broke it.',
      relationships: {
        KOSTA: {
          callsThem: ['Mr. Pappas'],
          calledBy: ['mate'],
        },
      },
      momentBefore: {
        note: 'He broke the window, ran, went home and emptied his money jar, and walked back on his own before his dad gets home at six.',
        opening: 'He puts down a jar of coins.',
      },
      pronouns: {
        LACHIE: 'he',
        KOSTA: 'he',
      },
    },
    arc: {
      pursuer: 'LACHIE',
      pursues: 'get Mr. Pappas to let him work off the broken window',
      objective: 'get Mr. Pappas to let him work off the broken window',
      objectiveLine: 'Then I can do jobs.',
      outcome: 'character',
      turn: 'I broke it.',
      turnIsAction: false,
    },
  },
];
