/**
 * A fourth held-out set: eight original sides in shapes the reading had not met — stakes only in
 * the situation (a last sailing), the character giving in, a want made only by questions (a
 * ten-year-old lead), a want carried by what someone takes, a threat followed by more exchanges (a
 * stage piece opening on a sentry's shout), a two-scene packet read on its second scene, a
 * multi-camera comedy that turns on a reveal, a soap with a command inside a quotation — with the
 * coach's reading written by hand before the reading ran on them. Scored, not asserted
 * (`score.ts`); fixes go by class of failure with their own unit tests, never by tuning to these
 * pages.
 */
import type { TestSide } from './side.js';

export const UNSEEN_4: TestSide[] = [
  {
    id: 'last-sailing-film-drama',
    label: 'film drama, the stakes only in the situation (a deadline)',
    family: 'screenplay',
    character: 'INGRID',
    page: `
# 17 EXT. HARBOUR - TICKET BOOTH - DUSK
Gulls. A ferry idles at the pier, ramp down. INGRID (30s) runs up to the booth with an overnight bag. Behind the glass, the ticket clerk HOLLIS (60s) is counting the float.
INGRID: One foot passenger to Skerra, please.
HOLLIS: We're closed, love.
INGRID: The boat's right there.
HOLLIS: Last sailing's at six-forty. Booth shuts at six-thirty.
INGRID: It's six thirty-two.
HOLLIS: Then it's shut. Next boat's Thursday.
Ingrid puts her bag on the counter.
INGRID: I'll stand on the car deck. I'll pay double.
HOLLIS: Rules are rules.
INGRID: Please.
Hollis looks at the bag. Looks at the clock. The ferry horn sounds.
HOLLIS: ...Single to Skerra. Four pound twenty. Run.
He slides a ticket under the glass. Ingrid grabs it and runs.
`,
    coach: {
      story:
        "Ingrid reaches the harbour booth two minutes after it shuts, with the last ferry to the island still at the pier and no other boat till Thursday. The clerk won't sell: closed is closed, rules are rules. She offers to stand on the car deck, to pay double, then just asks; the horn sounds and he sells her the ticket and tells her to run.",
      partners: ['HOLLIS'],
      want: { from: 'INGRID', of: 'HOLLIS', ask: 'One foot passenger to Skerra' },
      obstacle: { by: 'HOLLIS', says: "We're closed" },
      stakes: ['six-forty', 'Thursday'],
      turn: 'Single to Skerra.',
      relationships: { HOLLIS: { named: 'clerk', calledBy: ['love'] } },
      momentBefore: {
        note: 'She has run from wherever she heard she had to go, and sees the boat still there.',
        opening: 'runs up to the booth',
      },
      pronouns: { INGRID: 'she', HOLLIS: 'he' },
    },
  },
  {
    id: 'grandpa-watch-teen',
    label: 'teen drama, the turn is the character giving in',
    family: 'screenplay',
    character: 'MARISOL',
    page: `
# 8 INT. ST. BRIGID'S HIGH - PARKING LOT - MARISOL'S CAR - DAY
MARISOL (17) sits behind the wheel, engine off. The passenger door opens and DEVON (17), her ex, gets in without asking.
DEVON: You're still wearing it.
MARISOL: Wearing what.
DEVON: My grandpa's watch. I need it back.
MARISOL: You gave it to me.
DEVON: I lent it to you. There's a difference.
MARISOL: Not on my birthday there isn't.
DEVON: My mom asked where it is. I told her it's being fixed. She wants it for the funeral on Saturday.
Marisol looks at the watch.
MARISOL: You didn't tell me he died.
DEVON: You didn't pick up.
A long moment. Marisol unbuckles the watch and holds it out.
MARISOL: Tell your mom I'm sorry.
Devon takes it. He doesn't get out.
DEVON: You can come. If you want.
`,
    coach: {
      story:
        "Devon, her ex, gets into Marisol's car for his grandfather's watch, which she still wears. She holds on — he gave it to her, on her birthday — until he says his mother wants it for the funeral on Saturday. She didn't know the old man had died; he says she didn't pick up. She takes it off, hands it over with her sorry, and he asks her to come.",
      partners: ['DEVON'],
      want: { from: 'DEVON', of: 'MARISOL', ask: 'I need it back.' },
      obstacle: { by: 'DEVON', says: 'the funeral on Saturday' },
      stakes: ['the funeral on Saturday'],
      turn: "Tell your mom I'm sorry.",
      relationships: { DEVON: { named: 'ex' } },
      momentBefore: {
        note: 'Sitting in the car not starting it, since she heard something from somebody.',
        opening: 'sits behind the wheel',
      },
      pronouns: { MARISOL: 'she', DEVON: 'he' },
    },
  },
  {
    id: 'empty-lead-child',
    label: 'family drama, ten-year-old lead, the want made only by questions',
    family: 'uk-tv',
    character: 'BRAM',
    page: `
# 3 INT. GRAN'S BUNGALOW - KITCHEN - MORNING
BRAM (10) comes in the back door in his school uniform, holding an empty dog lead. GRAN (70s) is at the sink, her back to him.
BRAM: Where's Pepper?
GRAN: Eat your toast, pet.
BRAM: Her basket's gone. Where's her basket?
GRAN: Your toast's going cold.
BRAM: Did Dad take her to the vet?
Gran turns off the tap.
GRAN: Sit down a minute.
BRAM: Is she coming back?
GRAN: She was very old, Bram. She went to sleep last night and she didn't wake up.
Bram holds the lead tighter.
BRAM: Where is she now?
GRAN: Under the apple tree. Your dad dug it before work.
BRAM: Can I see?
GRAN: Get your wellies on.
`,
    coach: {
      story:
        "Bram comes in with the dog's empty lead and asks where Pepper is. His gran steers him to his toast, twice; he finds the basket gone and keeps asking — the vet? is she coming back? — until she tells him: Pepper was very old and died in her sleep. He asks where she is now: under the apple tree, dug by his dad before work. He asks to see, and she tells him to get his wellies on.",
      partners: ['GRAN'],
      want: { from: 'BRAM', of: 'GRAN', ask: "Where's Pepper?" },
      obstacle: { by: 'GRAN', says: 'Eat your toast' },
      stakes: ["didn't wake up"],
      turn: 'She went to sleep last night',
      relationships: { GRAN: { calledBy: ['Bram'] } },
      momentBefore: { note: 'He went to take Pepper out before school and found only the lead.', opening: 'empty dog lead' },
      pronouns: { BRAM: 'he', GRAN: 'she' },
    },
  },
  {
    id: 'car-keys-family',
    label: 'family drama, the want carried by what the character takes',
    family: 'screenplay',
    character: 'LUCIA',
    page: `
# 26 INT. AUGUSTO'S HOUSE - HALLWAY - DAY
AUGUSTO (80s), in his good coat and hat, reaches for the car keys on the hook by the door. His daughter LUCIA (40s) gets there first and takes them.
AUGUSTO: Lucia. The keys.
LUCIA: Where are you going, Papà?
AUGUSTO: The bank. It's Tuesday.
LUCIA: It's Sunday.
AUGUSTO: Then the bakery. Give me the keys.
LUCIA: The doctor said no more driving. You were there.
AUGUSTO: The doctor is thirty years old.
LUCIA: You drove into the Hendersons' fence.
AUGUSTO: That fence was new.
Lucia puts the keys in her pocket.
AUGUSTO: I drove your mother to the hospital the night you were born. In the snow.
LUCIA: I know, Papà.
He sits down on the stairs, still in his hat.
AUGUSTO: ...So who takes me to the bakery?
LUCIA: I do. Every Sunday. Get your scarf.
`,
    coach: {
      story:
        "Lucia takes the car keys off the hook before her father can. He wants them back; he's going to the bank (it's Sunday), then the bakery. She holds the doctor's no-more-driving against him, and the fence he drove into; he holds the night he drove her mother to the hospital through the snow. She pockets the keys. He sits on the stairs and asks who will take him, and she says she will, every Sunday.",
      partners: ['AUGUSTO'],
      want: { from: 'AUGUSTO', of: 'LUCIA', ask: 'The keys.' },
      obstacle: { by: 'AUGUSTO', says: 'Give me the keys.' },
      stakes: ['no more driving', "Hendersons' fence"],
      turn: 'So who takes me to the bakery?',
      relationships: { AUGUSTO: { callsThem: ['Papà'], calledBy: ['Lucia'], history: 'the night you were born' } },
      momentBefore: { note: 'She has been waiting by the door for this since the doctor.', opening: 'takes them' },
      pronouns: { AUGUSTO: 'he' },
    },
  },
  {
    id: 'frontier-barrier-stage',
    label: 'stage play, a threat and the exchanges after it',
    family: 'stage',
    character: 'MIRA',
    page: `
# SCENE 2. A road barrier at the frontier, night. A lantern on a post.
MIRA, a farm girl of nineteen, comes out of the dark with a basket. ANSEL, a young sentry, levels his rifle.
ANSEL: Halt! Who goes there?
MIRA: Mira Kovac. From the mill at Dolny.
ANSEL: The border's closed. Go home.
MIRA: Let me through. My mother's on the other side. She's been sick since the harvest.
ANSEL: Nobody crosses before the captain comes at dawn.
MIRA: Dawn's too late.
She steps towards the barrier.
ANSEL: One more step and I shoot. I mean it.
MIRA: (stopping) You won't.
ANSEL: I will.
MIRA: You're Ansel. Tomas's brother. You used to steal our plums.
ANSEL: ...That was Tomas.
MIRA: It was you. You cried when the dog chased you.
ANSEL: Keep your voice down.
She holds out the basket.
MIRA: Bread and medicine. That's all. Look.
He looks. He lowers the rifle.
ANSEL: Ten minutes. If the captain asks, I never saw you.
He lifts the barrier.
`,
    coach: {
      story:
        "Mira comes to the closed frontier at night with a basket for her sick mother on the other side. The sentry orders her home; nobody crosses before the captain at dawn, and she says dawn is too late. When she steps forward he says he will shoot. She stops — and knows him: Ansel, Tomas's brother, who stole their plums and cried when the dog chased him. He hushes her, looks in the basket, lowers the rifle and gives her ten minutes.",
      partners: ['ANSEL'],
      want: { from: 'MIRA', of: 'ANSEL', ask: 'Let me through.' },
      obstacle: { by: 'ANSEL', says: 'One more step and I shoot.' },
      stakes: ['sick since the harvest', 'I shoot'],
      turn: "You're Ansel.",
      relationships: { ANSEL: { named: 'sentry', callsThem: ['Ansel'], history: 'steal our plums' } },
      momentBefore: { note: 'A night walk from the mill, rehearsing what to say at the barrier.', opening: 'comes out of the dark' },
      pronouns: { ANSEL: 'he', MIRA: 'she' },
    },
  },
  {
    id: 'last-shift-two-scene-packet',
    label: 'TV drama, a two-scene packet read on its second scene',
    family: 'screenplay',
    character: 'PRIYA',
    scene: 1,
    page: `
# 40 INT. PRIYA'S FLAT - HALLWAY - DAY
PRIYA (20s) pulls on her chef's whites. Her flatmate JONAH (20s) holds out an envelope.
JONAH: This came for you. It's from the restaurant.
PRIYA: Open it.
JONAH: (reading) "Your final shift will be Friday."
Priya takes the envelope and reads it twice.
PRIYA: He didn't even say it to my face.
# 41 INT. LA PERGOLA - KITCHEN - NIGHT
Service is over. Head chef GIDEON (50s) wipes down the pass. Priya comes in, still in her coat, the letter in her hand.
PRIYA: Chef. Have you got a minute?
GIDEON: I've got a mortgage and a broken dishwasher. What do you want?
She puts the letter on the pass.
PRIYA: Why?
GIDEON: Numbers. We're cutting a cook.
PRIYA: You hired Callum in June.
GIDEON: Callum's cheaper.
PRIYA: Callum can't make a béchamel. I've covered his station every Saturday since August.
GIDEON: It's done, Priya.
PRIYA: Then say it. To my face.
Gideon stops wiping.
GIDEON: ...You're the best cook I've got. And I can't pay you. There.
PRIYA: Keep me on the pass Fridays. Half the hours. Just till I find something.
GIDEON: Fridays. Till Christmas.
`,
    coach: {
      story:
        "(Scene 41, after the letter in 40.) Priya comes to the kitchen after service with the letter that let her go. She asks why: numbers, cutting a cook. She argues — he hired Callum, who's cheaper and can't cook, and she has covered Callum's station all autumn — and when he says it's done she asks him to say it to her face. He does: she's the best cook he has and he can't pay her. She asks for Fridays till she finds something, and gets them till Christmas.",
      partners: ['GIDEON'],
      want: { from: 'PRIYA', of: 'GIDEON', ask: 'Then say it.' },
      obstacle: { by: 'GIDEON', says: "It's done" },
      stakes: ['cutting a cook'],
      turn: "You're the best cook I've got.",
      relationships: { GIDEON: { named: 'chef', callsThem: ['Chef'], calledBy: ['Priya'] } },
      momentBefore: {
        note: 'The letter read twice in the hallway, and a whole shift worked with it in her pocket.',
        opening: 'the letter in her hand',
      },
      pronouns: { PRIYA: 'she' },
    },
  },
  {
    id: 'green-dress-multicam',
    label: 'multi-camera comedy, the turn a reveal',
    family: 'multi-cam',
    character: 'DOT',
    page: `
# B INT. MAEVE'S APARTMENT - LIVING ROOM - NIGHT (NIGHT 1)
MAEVE (30s) is on the couch with a pint of ice cream. The door flies open: her sister DOT (30s), in a long raincoat buttoned to the chin.
DOT: Don't get up.
MAEVE: I wasn't going to.
DOT: I need to borrow your green dress. The one with the pockets.
MAEVE: No.
DOT: You haven't even heard why.
MAEVE: Is it a man?
DOT: It's a man.
MAEVE: Then no. Last time you borrowed a dress for a man, it came back with a lobster bib in the pocket.
DOT: He's picking me up at eight. It's seven fifty-five.
MAEVE: Wear your blue one.
DOT: The blue one has a story.
MAEVE: They all have a story, Dot.
Dot unbuttons the raincoat. She's already wearing the green dress.
MAEVE: Is that—
DOT: It fit. I was as surprised as you.
Maeve stares. The doorbell rings.
MAEVE: ...Pockets stay empty. No lobster.
DOT: (kissing her cheek) You're the best sister in the world.
`,
    coach: {
      story:
        "Dot bursts in, buttoned into a raincoat, to borrow her sister's green dress for a date. Maeve says no — the last dress lent for a man came back with a lobster bib in the pocket — and offers the blue one. Dot, with five minutes till he arrives, opens the raincoat: she is already wearing it. The doorbell rings and Maeve gives in, on terms: pockets empty, no lobster.",
      partners: ['MAEVE'],
      want: { from: 'DOT', of: 'MAEVE', ask: 'I need to borrow your green dress.' },
      obstacle: { by: 'MAEVE', says: 'Then no.' },
      stakes: ['picking me up at eight', 'seven fifty-five'],
      turn: 'It fit.',
      relationships: { MAEVE: { named: 'sister', calledBy: ['Dot'] } },
      momentBefore: { note: 'Dressed in her sister’s dress under the coat, having run up the stairs.', opening: 'buttoned to the chin' },
      pronouns: { DOT: 'she' },
    },
  },
  {
    id: 'chauffeur-garage-soap',
    label: 'daytime soap, a command inside a quotation',
    family: 'soap',
    character: 'CELESTE',
    page: `
# INT. HARTWELL MANOR - GARAGE - NIGHT
Rain on the roof. CELESTE HARTWELL (40s), in an evening gown, finds the chauffeur, RAFAEL (30s), packing a duffel bag beside the Rolls.
CELESTE: You're leaving.
RAFAEL: Your husband said, "Be gone by morning." So I'm going.
CELESTE: Where will you go?
RAFAEL: My cousin has a garage in Tampa.
CELESTE: Tell me what he said to you. All of it.
RAFAEL: It doesn't matter now, Mrs. Hartwell.
CELESTE: It matters to me.
Rafael zips the bag.
RAFAEL: He knows about the letters.
Celeste grips the car door.
CELESTE: Which letters?
RAFAEL: All of them.
CELESTE: Then take me with you.
Rafael looks at her for a long moment. He picks up the bag and walks out into the rain.
CELESTE: Rafael!
`,
    coach: {
      story:
        "Celeste finds the chauffeur packing: her husband has told him to be gone by morning. She wants to know what her husband said; Rafael won't say — it doesn't matter now — until she insists, and he tells her: her husband knows about the letters, all of them. She asks him to take her with him; he looks at her a long moment and walks out into the rain.",
      partners: ['RAFAEL'],
      want: { from: 'CELESTE', of: 'RAFAEL', ask: 'Tell me what he said to you.' },
      obstacle: { by: 'RAFAEL', says: "It doesn't matter now" },
      stakes: ['He knows about the letters.'],
      turn: 'He knows about the letters.',
      relationships: { RAFAEL: { named: 'chauffeur', callsThem: ['Rafael'], calledBy: ['Mrs. Hartwell'] } },
      momentBefore: { note: 'Straight from a party where her husband looked at her wrongly all night.', opening: 'packing a duffel bag' },
      pronouns: { RAFAEL: 'he' },
    },
  },
];
