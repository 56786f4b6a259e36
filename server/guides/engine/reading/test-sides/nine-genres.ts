/**
 * Nine original sides, one per genre of the spec's example list, each with what a coach reads in
 * it. The readings were written by hand before the scene reading was run on the pages.
 */
import type { TestSide } from './side.js';

export const NINE_GENRES: TestSide[] = [
  {
    id: 'moussaka-multicam',
    label: 'multicam sitcom guest star',
    family: 'multi-cam',
    character: 'MRS. PETRAKIS',
    page: `
# C INT. MARCUS'S APARTMENT - NIGHT (NIGHT 2)
(MARCUS IS HIDING A PUPPY IN A LAUNDRY BASKET UNDER A TOWEL. A KNOCK. HE OPENS THE DOOR TO MRS. PETRAKIS (70), HIS LANDLADY, HOLDING A CASSEROLE DISH.)
MARCUS: Mrs. Petrakis! Hi. It's late.
MRS. PETRAKIS: It's seven-thirty. I brought moussaka. Let me in, it's heavy.
MARCUS: You know what, I'll take it from here.
MRS. PETRAKIS: (PULLING THE DISH BACK) I carry it to the table. Forty years, I carry it to the table.
MARCUS: Now's not a good time. Dee's sleeping.
MRS. PETRAKIS: Dee is at the gym. I saw her leave. With the bag.
(FROM THE BASKET: A TINY WHIMPER.)
MRS. PETRAKIS: What was that?
MARCUS: My stomach. I'm starving. Moussaka, please.
MRS. PETRAKIS: Marcus. Page four of the lease. No dogs, no cats, no birds. You signed it. I have a copy.
MARCUS: It's not a dog.
(THE BASKET BARKS.)
MRS. PETRAKIS: It's not a dog.
MARCUS: It's a very small roommate. He's paying his share.
MRS. PETRAKIS: If that dog is here tomorrow, you are not here tomorrow.
MARCUS: Mrs. P, please. He was in a box behind the deli. In the rain. Three days.
(MRS. PETRAKIS SETS DOWN THE DISH. SHE LIFTS THE TOWEL. A PUPPY LOOKS UP AT HER.)
MRS. PETRAKIS: (SOFTENING) ...He has no coat.
MARCUS: He has no anything.
MRS. PETRAKIS: Fine. He stays with me. You visit. Saturdays.
MARCUS: What? No, wait —
MRS. PETRAKIS: Or you both go. Choose.
MARCUS: ...Saturdays.
(SHE SCOOPS UP THE BASKET AND HEADS FOR THE DOOR.)
MRS. PETRAKIS: Eat the moussaka. You're too thin.
`,
    coach: {
      story:
        'Mrs. Petrakis, the landlady, comes up with moussaka because she heard a dog; she wants in, Marcus stalls, the basket barks, she threatens the lease, then she sees the puppy, melts, and takes it for herself on her own terms.',
      partners: ['MARCUS'],
      want: { from: 'MRS. PETRAKIS', of: 'MARCUS', ask: 'Let me in' },
      obstacle: { by: 'MARCUS', says: "Now's not a good time." },
      stakes: ['not here tomorrow', 'lease'],
      turn: 'Fine. He stays with me.',
      relationships: { MARCUS: { named: 'tenant', callsThem: ['Marcus'], calledBy: ['Mrs. Petrakis', 'Mrs. P'] } },
      pronouns: { 'MRS. PETRAKIS': 'she' },
    },
  },
  {
    id: 'band-room-teen',
    label: 'TV teen drama series regular',
    family: 'screenplay',
    character: 'MAYA',
    page: `
# 14 INT. WESTVIEW HIGH - BAND ROOM - DAY
MAYA (16) waits by the drum kit. ELI (16), her best friend since third grade, comes in with his trombone case. He stops when he sees her.
MAYA: You told Jordan.
ELI: Hi. Good morning. I'm great, thanks.
MAYA: Eli. You told Jordan about my mom.
ELI: I didn't tell him anything.
MAYA: He asked me if she's "getting help." In front of everyone. In chem.
ELI: (setting down the case) Okay. He asked where you were on Friday. I said family stuff. That's it.
MAYA: That's not it. Nobody knew. Just you.
ELI: Maya, half the street saw the ambulance.
Maya stops. She hadn't thought of that.
MAYA: ...Half the street.
MAYA: If the school calls Child Services, they take Noah. He's six.
ELI: I'm sorry. I should've told you people were talking.
MAYA: I need you to tell him it was a lie. Tell him you made it up.
ELI: No.
MAYA: Eli.
ELI: I'm not lying for you. Not about this. You don't need a cover story, you need somebody to talk to.
MAYA: I have somebody. I had somebody.
ELI: You still do. Since third grade. Sit down.
A long beat. Maya sits on the drum stool.
MAYA: She's home now. She's okay. She says she's okay.
ELI: Do you believe her?
MAYA: (barely) No.
`,
    coach: {
      story:
        "Maya corners Eli, her best friend since third grade, sure he spread the word about her mom; he didn't — half the street saw the ambulance. She begs him to call it a lie to protect her little brother; he refuses and offers to listen instead, and she finally admits she doesn't believe her mom is okay.",
      partners: ['ELI'],
      want: { from: 'MAYA', of: 'ELI', ask: 'I need you to tell him it was a lie' },
      obstacle: { by: 'ELI', says: 'No.' },
      stakes: ['they take Noah'],
      turn: 'You still do.',
      relationships: { ELI: { named: 'best friend', callsThem: ['Eli'], calledBy: ['Maya'], history: 'third grade' } },
      pronouns: { ELI: 'he', MAYA: 'she' },
    },
  },
  {
    id: 'porch-thriller',
    label: 'thriller/horror lead',
    family: 'screenplay',
    character: 'HANNAH',
    page: `
# 22 INT. LAKE HOUSE - KITCHEN - NIGHT
Rain on the windows. HANNAH (38) stands at the back door with the chain on. Outside, a man, DALE (50s), soaked, in a hunting jacket.
DALE: Ma'am, I'm sorry to bother you. My truck's in the ditch down by the bridge. Can I use your phone?
HANNAH: There's no signal out here. There's a gas station four miles up.
DALE: Four miles. In this.
HANNAH: I can call someone for you. From the landline. Give me a number.
DALE: Could I come in and wait? Just out of the rain.
HANNAH: No. I'm sorry. I don't know you.
DALE: Sure. Sure. Lady alone, I get it.
HANNAH: I'm not alone. My husband's asleep upstairs.
DALE: (a smile) Is he.
Hannah's hand finds the knife block on the counter.
HANNAH: What's the number?
DALE: Funny thing. I knew the folks who had this place before. They had a little girl too. About Ivy's age.
Hannah goes still.
HANNAH: How do you know her name?
DALE: It's on the mailbox, Hannah. Painted. Little flowers.
HANNAH: Walk away from my door. The sheriff's on his way.
DALE: You said there's no signal.
HANNAH: If you're on this porch in one minute, I'll shoot you through the door.
A long beat. Dale steps back into the dark.
DALE: Tell Ivy goodnight for me.
He's gone. Hannah slams the door and throws the bolt.
`,
    coach: {
      story:
        "A soaked stranger, Dale, asks to come in out of the rain; Hannah, alone with her little girl, keeps the chain on and lies about a husband. Dale shows he knows her daughter's name, and Hannah goes from polite to threatening until he leaves.",
      partners: ['DALE'],
      want: { from: 'HANNAH', of: 'DALE', ask: 'Walk away from my door' },
      obstacle: { by: 'DALE', says: "You said there's no signal." },
      stakes: ["Ivy's age", 'Ivy'],
      turn: "About Ivy's age.",
      relationships: { DALE: { calledBy: ["Ma'am", 'Hannah'] } },
      pronouns: { HANNAH: 'she' },
    },
  },
  {
    id: 'porch-swing-drama',
    label: 'drama film lead',
    family: 'screenplay',
    character: 'CAROL',
    page: `
# 41 EXT. MILLER FARM - PORCH - DUSK
FRANK (72) sits on the porch swing with a shoebox of unopened envelopes on his lap. His daughter CAROL (40) gets out of her car with a folder.
CAROL: You didn't answer your phone.
FRANK: Didn't hear it.
CAROL: I called eleven times, Dad.
FRANK: Then I didn't hear it eleven times.
She sits beside him and sees the envelopes.
CAROL: Are those from the bank?
FRANK: Junk.
CAROL: (taking one) "Final notice." That's not junk.
FRANK: Put that down.
CAROL: The bank takes the farm on the first. That's nine days.
FRANK: I know what day it is.
CAROL: Then sign it. Mr. Kessler's offer is fair. You keep the house, he takes the fields.
FRANK: Your mother planted every one of those fields with me.
CAROL: I know.
FRANK: You don't know. You were in Chicago.
That lands. Carol looks out at the fields.
CAROL: I was in Chicago because you told me to go. Remember? "Don't you dare stay here for me."
FRANK: ...I said that.
CAROL: You said that. So let me help now.
A long beat. Frank holds out his hand. She gives him the pen.
FRANK: Not tonight. Tomorrow. I want one more night with it.
CAROL: Tomorrow.
`,
    coach: {
      story:
        'Carol drives out to get her father Frank to sign the sale of the fields before the bank takes the farm in nine days; he stonewalls and throws her years in Chicago at her; she answers with his own words, he concedes, and asks for one more night.',
      partners: ['FRANK'],
      want: { from: 'CAROL', of: 'FRANK', ask: 'Then sign it.' },
      obstacle: { by: 'FRANK', says: 'Your mother planted every one of those fields with me.' },
      stakes: ['takes the farm'],
      turn: '...I said that.',
      relationships: { FRANK: { named: 'father', callsThem: ['Dad'], history: 'Remember?' } },
      pronouns: { CAROL: 'she' },
    },
  },
  {
    id: 'inventory-single-cam',
    label: 'single-cam sitcom series regular',
    family: 'screenplay',
    character: 'JEN',
    page: `
# 5 INT. PAPER DEPOT - BREAK ROOM - DAY
JEN (32) microwaves a burrito. Her boss, GREG (50), appears at her elbow with a clipboard. TARIQ (25) eats cereal at the table and watches.
GREG: Jen. My favorite regional coordinator.
JEN: I'm your only regional coordinator.
GREG: Which makes you my favorite. Inventory's tonight. I need you till ten.
JEN: No. Tonight's the thing. I told you about the thing.
GREG: The dentist?
JEN: The date, Greg. My first date in two years. Seven o'clock. He's a pediatric surgeon.
TARIQ: He's a pediatric surgeon.
JEN: Tariq, eat your cereal.
GREG: Reschedule. Surgeons understand emergencies.
JEN: This is not an emergency. It's paper.
GREG: It's a hundred and forty thousand sheets of paper, Jen. Corporate counts it Monday. If the numbers are off, they close this branch.
Beat. Tariq stops chewing.
JEN: They'd close the branch.
GREG: That's what the email says. I didn't write the email.
JEN: Okay. Okay. I'll do the count. But I'm leaving at six-thirty, and you're doing aisles four through nine.
GREG: Four through nine is the envelopes.
JEN: Then you'd better love envelopes.
The microwave beeps. She takes her burrito and goes.
TARIQ: (to Greg) I'd have said yes to the surgeon.
`,
    coach: {
      story:
        "Jen's boss Greg wants her to stay till ten for inventory on the night of her first date in two years; she says no until he tells her corporate will close the branch if the count is off; she agrees on her terms — out at six-thirty, and Greg counts the envelopes.",
      partners: ['GREG', 'TARIQ'],
      want: { from: 'GREG', of: 'JEN', ask: 'I need you till ten' },
      obstacle: { by: 'GREG', says: 'Reschedule.' },
      stakes: ['close this branch'],
      turn: 'they close this branch',
      relationships: { GREG: { named: 'boss', callsThem: ['Greg'], calledBy: ['Jen'] }, TARIQ: { callsThem: ['Tariq'] } },
      pronouns: { JEN: 'she' },
    },
  },
  {
    id: 'ambulance-bay-co-star',
    label: 'TV medical drama co-star',
    family: 'screenplay',
    character: 'PARAMEDIC RUIZ',
    page: `
# 9 INT. MERCY GENERAL - AMBULANCE BAY - NIGHT
The doors bang open. PARAMEDIC RUIZ (30s) and her partner wheel in a gurney. DR. LIN (40s) meets them, snapping on gloves.
PARAMEDIC RUIZ: Forty-two-year-old male, fell off a ladder, maybe twelve feet. GCS thirteen in the rig, now ten.
DR. LIN: Blood pressure?
PARAMEDIC RUIZ: Ninety over sixty and dropping. He's on his second liter.
DR. LIN: Trauma two. Page neuro. Where's the family?
PARAMEDIC RUIZ: Wife's following in the car. Doc, he kept asking for his daughter. Her recital's tonight.
Dr. Lin stops for half a second. Then she's moving.
DR. LIN: Then let's get him to it. Go.
They run the gurney through the doors.
`,
    coach: {
      story:
        'Ruiz hands a man who fell off a ladder over to Dr. Lin; he is getting worse; the last thing Ruiz gives is the person — he kept asking for his daughter, whose recital is tonight — and it stops Lin for half a second.',
      partners: ['DR. LIN'],
      want: { from: 'DR. LIN', of: 'PARAMEDIC RUIZ', ask: 'Blood pressure?' },
      obstacle: null,
      stakes: ['dropping', 'recital'],
      turn: 'he kept asking for his daughter',
      relationships: { 'DR. LIN': { callsThem: ['Doc'] } },
      pronouns: { 'DR. LIN': 'she', 'PARAMEDIC RUIZ': 'she' },
    },
  },
  {
    id: 'first-dance-comedy',
    label: 'comedy film supporting',
    family: 'screenplay',
    character: 'TINA',
    page: `
# 63 INT. ELKS LODGE - DJ BOOTH - NIGHT
A wedding reception in full swing. TINA (30s), the maid of honor, in a lavender dress and one shoe, climbs onto the DJ platform. RONNIE (50s), the DJ, wears headphones and a sequined vest.
TINA: Hi! Hi. Ronnie, right? Big fan of the vest.
RONNIE: No requests during the dinner set.
TINA: It's not a request. It's more of an emergency.
RONNIE: Is someone choking?
TINA: Worse. You can't play "Forever Yours."
RONNIE: It's the first dance. It's on the list. The bride picked it.
TINA: The bride picked it in March. In March she was engaged to Doug.
RONNIE: (lifting one earphone) Who's Doug?
TINA: Exactly. Nobody's supposed to remember Doug. "Forever Yours" was Doug's song. If that song plays, Kelly cries, Kelly's mom cries, and the groom finds out about Doug on the dance floor.
RONNIE: Not my problem. I play the list. The list is a contract.
TINA: I will give you a hundred dollars.
RONNIE: The list is a contract.
TINA: Two hundred. And my shoe.
RONNIE: What would I do with your shoe?
TINA: I don't know, Ronnie, I'm panicking!
The lights dim. The MC's voice booms over the speakers: "Ladies and gentlemen, the newlyweds!"
RONNIE: (sighs, flips a switch) What's the other song?
TINA: Anything. Anything with no Doug in it.
RONNIE: I got "Celebration."
TINA: (hugging him) I love you. I love you. Don't tell Kelly.
`,
    coach: {
      story:
        "Tina, the maid of honor, storms the DJ booth to stop Ronnie playing the first-dance song, which was the bride's song with her ex; Ronnie hides behind the list and refuses a bribe; as the couple is announced he gives in and swaps it.",
      partners: ['RONNIE'],
      want: { from: 'TINA', of: 'RONNIE', ask: 'You can\'t play "Forever Yours."' },
      obstacle: { by: 'RONNIE', says: 'Not my problem.' },
      stakes: ['the groom finds out'],
      turn: "What's the other song?",
      relationships: { RONNIE: { named: 'the DJ', callsThem: ['Ronnie'] } },
      pronouns: { TINA: 'she' },
    },
  },
  {
    id: 'letter-soap',
    label: 'daytime soap recurring day player',
    family: 'soap',
    character: 'BRENDA',
    page: `
# INT. WHITFIELD MANSION - STUDY - NIGHT
VICTORIA WHITFIELD (50s), in pearls, holds a half-burned envelope. BRENDA (40s), the housekeeper, stands in the doorway with a tray.
VICTORIA: Close the door, Brenda.
Brenda closes it.
BRENDA: You rang, Mrs. Whitfield?
VICTORIA: This was in the fireplace. Addressed to my husband. In your handwriting.
BRENDA: I burn the trash on Thursdays, ma'am. Like always.
VICTORIA: It's Tuesday. What did you write to Charles?
BRENDA: A note about the silver.
VICTORIA: "I can't keep your secret any longer." Is that the silver?
Brenda sets down the tray. Her hands shake.
BRENDA: Mrs. Whitfield, I've worked in this house for nineteen years.
VICTORIA: Then you know what I do to people who lie to me in it.
BRENDA: I need this job. My son's tuition —
VICTORIA: Will be paid. In full. If you tell me what Charles did.
A long beat.
BRENDA: He didn't do anything. It was the baby. Your baby. She didn't die at the hospital.
Victoria drops the envelope.
`,
    coach: {
      story:
        "Victoria, Brenda's employer, confronts her with a half-burned letter to Victoria's husband; Brenda lies twice, Victoria threatens her job and then offers her son's tuition if she talks, and Brenda tells her that her baby did not die at the hospital.",
      partners: ['VICTORIA'],
      want: { from: 'VICTORIA', of: 'BRENDA', ask: 'What did you write to Charles?' },
      obstacle: { by: 'VICTORIA', says: 'Then you know what I do to people who lie to me in it.' },
      stakes: ['I need this job'],
      turn: "She didn't die at the hospital.",
      relationships: {
        VICTORIA: { callsThem: ['Mrs. Whitfield', "ma'am"], calledBy: ['Brenda'], history: 'nineteen years' },
      },
      pronouns: { BRENDA: 'she' },
    },
  },
  {
    id: 'treehouse-kid',
    label: "kid's film lead",
    family: 'screenplay',
    character: 'PIPER',
    page: `
# 30 EXT. BACKYARD - TREEHOUSE - DAY
Moving boxes on the lawn. PIPER (10) sits in the treehouse with the rope ladder pulled up. Her dad, JOE (40), stands below.
JOE: Piper. The truck leaves at noon.
PIPER: Then it can leave without me.
JOE: Kiddo, come down. Please.
PIPER: No. I'm staying. Mrs. Alvarez said I can live with her. She has a spare room and a cat.
JOE: Mrs. Alvarez is eighty-one.
PIPER: She's eighty. And she's really good at cards.
JOE: Piper, drop the ladder.
PIPER: Promise we're not going.
JOE: I can't promise that.
PIPER: Then I can't drop the ladder.
Joe sits down on the grass. A beat.
JOE: You know who built that treehouse?
PIPER: You did. With Grandpa. When you were nine.
JOE: I was eight. And I cried for a week when we sold this house the first time.
PIPER: ...You lived here before?
JOE: Till I was ten. Then we moved to Ohio. Then I came back and bought it.
Piper looks at the ladder.
PIPER: So we could come back?
JOE: We could come back.
Piper drops the ladder. It unrolls to the grass.
`,
    coach: {
      story:
        "Moving day: Piper has pulled up the treehouse ladder and won't come down; her dad Joe can't promise they'll stay, but tells her he grew up in this house, left it crying, and came back — and that lets her come down.",
      partners: ['JOE'],
      want: { from: 'PIPER', of: 'JOE', ask: "Promise we're not going." },
      obstacle: { by: 'JOE', says: "I can't promise that." },
      stakes: ['The truck leaves at noon'],
      turn: 'I cried for a week when we sold this house the first time',
      relationships: { JOE: { named: 'her dad', calledBy: ['Piper', 'Kiddo'], history: 'When you were nine' } },
      pronouns: { PIPER: 'she' },
    },
  },
];
