/** Blind coach labels: per line of the coached character, the tactics a coach accepts and the ones that contradict it. */
import type { TacticLabel } from './tactic-labels-b.js';

export const TACTIC_LABELS_C: Record<string, TacticLabel[]> = {
  'unseen-15/freezer-film': [
    {
      line: 'I was there when they said it.',
      fair: ['accuse', 'deflect'],
      wrong: ['charm', 'flatter', 'plead', 'reassure', 'bargain', 'tease', 'confess'],
      better: 'needle',
    },
    {
      line: 'Forty-three.',
      fair: ['challenge', 'accuse'],
      wrong: ['charm', 'flatter', 'plead', 'threaten', 'bargain', 'tease', 'command', 'reassure'],
      better: 'correct',
    },
    {
      line: 'She made one every Sunday after the diagnosis.',
      fair: ['confess', 'accuse'],
      wrong: ['flatter', 'tease', 'threaten', 'command', 'bargain', 'charm', 'stall'],
    },
    {
      line: 'You could have asked on the phone.',
      fair: ['accuse', 'challenge'],
      wrong: ['reassure', 'flatter', 'charm', 'plead', 'confess', 'bargain', 'tease'],
    },
    {
      line: "Don't.",
      fair: ['command', 'demand', 'plead'],
      wrong: ['tease', 'flatter', 'charm', 'reassure', 'bargain', 'probe', 'stall'],
    },
    {
      line: "It's her handwriting.",
      fair: ['plead', 'reason', 'confess'],
      wrong: ['threaten', 'tease', 'flatter', 'command', 'charm', 'bargain'],
    },
    {
      line: 'You always have a flight at two, Jo.',
      fair: ['accuse', 'challenge'],
      wrong: ['reassure', 'flatter', 'charm', 'plead', 'bargain', 'confess'],
    },
    {
      line: 'Neither is the trash bag.',
      fair: ['challenge', 'accuse'],
      wrong: ['reassure', 'flatter', 'plead', 'charm', 'confess', 'bargain'],
    },
    {
      line: "That one's from October.",
      fair: ['confess', 'reassure'],
      wrong: ['threaten', 'tease', 'command', 'demand', 'flatter', 'charm'],
      better: 'reveal',
    },
    {
      line: 'I know.',
      fair: ['reassure', 'confess'],
      wrong: ['threaten', 'tease', 'demand', 'command', 'flatter', 'bargain'],
      better: 'forgive',
    },
    {
      line: 'Till nine a.m.',
      fair: ['reassure', 'tease'],
      wrong: ['accuse', 'threaten', 'demand', 'plead', 'corner', 'challenge'],
    },
  ],
  'unseen-15/icing-singlecam': [
    {
      line: 'Hi. Morning. This is the Gary cake.',
      fair: ['charm', 'stall'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'challenge'],
    },
    {
      line: "It's beautiful. Honestly. The little golf cart.",
      fair: ['flatter', 'charm'],
      wrong: ['accuse', 'threaten', 'demand', 'challenge', 'command', 'corner'],
    },
    {
      line: "So. Funny thing. Gary isn't retiring.",
      fair: ['confess', 'charm', 'stall'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'flatter', 'corner'],
    },
    {
      line: 'Then on Wednesday corporate restructured his role.',
      fair: ['confess', 'deflect'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'flatter', 'tease'],
      better: 'euphemize',
    },
    {
      line: "The party's still at noon because the balloons are non-refundable",
      fair: ['plead', 'reason', 'confess'],
      wrong: ['threaten', 'command', 'tease', 'flatter', 'accuse', 'corner'],
    },
    {
      line: 'Is there any world where the word "retirement" just... isn\'t there?',
      fair: ['plead', 'charm', 'probe'],
      wrong: ['threaten', 'command', 'demand', 'accuse', 'corner'],
    },
    {
      line: 'One word. A little scrape-scrape.',
      fair: ['charm', 'reason', 'plead'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'confess', 'corner'],
      better: 'minimize',
    },
    {
      line: 'Cover it? A rosette? A big one?',
      fair: ['bargain', 'plead', 'probe'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'tease', 'confess'],
    },
    {
      line: 'Mavis, I have eleven minutes, and he did thirty-two years in accounts payable.',
      fair: ['plead', 'reason'],
      wrong: ['threaten', 'tease', 'flatter', 'deflect', 'stall', 'command'],
    },
    {
      line: '"Happy early retirement, Gary."',
      fair: ['probe'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'plead', 'corner'],
      better: 'take in',
    },
    {
      line: "That's... actually kind of nice.",
      fair: ['flatter', 'reassure', 'charm'],
      wrong: ['accuse', 'threaten', 'demand', 'challenge', 'corner', 'command'],
    },
  ],
  'unseen-15/insulin-procedural': [
    {
      line: "If you're picking up, I need a date of birth.",
      fair: ['command', 'deflect'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'tease', 'threaten'],
    },
    {
      line: "Then I can't help you, Detective. I don't discuss anybody's prescriptions.",
      fair: ['deflect', 'warn'],
      wrong: ['confess', 'plead', 'flatter', 'charm', 'tease', 'bargain'],
      better: 'refuse',
    },
    {
      line: 'You were about to.',
      fair: ['challenge', 'tease'],
      wrong: ['plead', 'confess', 'flatter', 'reassure', 'bargain'],
    },
    {
      line: 'Then his daughter can tell you what he takes.',
      fair: ['deflect', 'challenge'],
      wrong: ['confess', 'plead', 'flatter', 'charm', 'reassure', 'bargain'],
    },
    {
      line: "There's a form for that. The county attorney's office opens at eight.",
      fair: ['deflect', 'stall', 'reason'],
      wrong: ['confess', 'plead', 'flatter', 'charm', 'threaten', 'tease'],
    },
    {
      line: 'I know what time it is.',
      fair: ['challenge', 'deflect'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'reassure', 'bargain'],
    },
    {
      line: 'It depends.',
      fair: ['stall', 'deflect'],
      wrong: ['accuse', 'threaten', 'command', 'flatter', 'demand', 'tease'],
    },
    {
      line: "On the heat. On whether it's sitting in a car.",
      fair: ['warn', 'confess', 'reason'],
      wrong: ['deflect', 'stall', 'tease', 'flatter', 'threaten', 'charm'],
    },
    {
      line: 'Albert comes in every other Thursday.',
      fair: ['confess'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'tease', 'deflect'],
      better: 'open up',
    },
    {
      line: "Twenty-six years I've done this job. I've never had a complaint on my license.",
      fair: ['warn', 'confess'],
      wrong: ['flatter', 'tease', 'charm', 'demand', 'accuse'],
      better: 'swear to secrecy',
    },
    {
      line: 'I have to check the temperature log in the back. It takes me about a minute.',
      fair: ['deflect'],
      wrong: ['threaten', 'accuse', 'demand', 'plead', 'corner', 'challenge'],
      better: 'hint',
    },
    {
      line: 'Thirty-eight degrees. Same as always.',
      fair: ['deflect', 'reassure'],
      wrong: ['confess', 'threaten', 'accuse', 'plead', 'demand', 'corner'],
      better: 'keep up the cover',
    },
  ],
  'unseen-15/bookclub-multicam': [
    {
      line: "Phyllis! Welcome. Brie? It's been breathing since four.",
      fair: ['charm', 'flatter'],
      wrong: ['threaten', 'accuse', 'demand', 'corner', 'confess', 'warn'],
    },
    {
      line: 'To the couch. Where the discussion is.',
      fair: ['tease', 'charm', 'challenge'],
      wrong: ['plead', 'confess', 'threaten', 'accuse', 'reassure'],
    },
    {
      line: "We talked about it Tuesday. Since Tuesday I've read the book. Twice.",
      fair: ['reason', 'bargain', 'challenge'],
      wrong: ['threaten', 'flatter', 'stall', 'accuse', 'confess'],
    },
    {
      line: 'The lighthouse keeper is the brother.',
      fair: ['tease', 'challenge'],
      wrong: ['plead', 'reassure', 'confess', 'threaten', 'flatter', 'stall'],
      better: 'show off',
    },
    {
      line: "Nadine, I've been home eleven days.",
      fair: ['plead', 'confess'],
      wrong: ['threaten', 'command', 'accuse', 'demand', 'corner'],
    },
    {
      line: "It's a rerun. They sink the same boat every week.",
      fair: ['reason', 'deflect', 'plead'],
      wrong: ['threaten', 'command', 'accuse', 'flatter', 'confess'],
    },
    {
      line: '...Right. One night.',
      fair: ['reassure'],
      wrong: ['threaten', 'demand', 'accuse', 'challenge', 'corner', 'bargain', 'tease'],
      better: 'give in',
    },
    {
      line: "Page two-twelve. The letter in the bread box. Don't let Phyllis skip it.",
      fair: ['command', 'tease', 'charm'],
      wrong: ['plead', 'threaten', 'accuse', 'confess', 'stall'],
    },
    {
      line: 'Yeah?',
      fair: ['probe', 'plead'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'deflect', 'challenge'],
      better: 'hope',
    },
  ],
  'unseen-15/barrelroom-soap': [
    {
      line: 'She laid this down the week you were born.',
      fair: ['charm', 'deflect'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'challenge'],
      better: 'soften',
    },
    {
      line: "I thought we'd drink it together. Tonight. Before the meeting.",
      fair: ['charm', 'plead'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'challenge'],
    },
    {
      line: 'I brought a pen because the board sits at nine',
      fair: ['reason', 'warn'],
      wrong: ['confess', 'stall', 'plead', 'deflect', 'tease'],
    },
    {
      line: "Yours now. She'd want it where it could do some good.",
      fair: ['reason', 'charm', 'flatter'],
      wrong: ['threaten', 'accuse', 'confess', 'demand', 'challenge'],
    },
    {
      line: 'I was married to your mother for fifteen years, Aurora.',
      fair: ['challenge', 'reason'],
      wrong: ['flatter', 'tease', 'confess', 'plead', 'charm', 'stall'],
      better: 'pull rank',
    },
    {
      line: "That's beneath you.",
      fair: ['accuse', 'challenge', 'warn'],
      wrong: ['flatter', 'charm', 'plead', 'reassure', 'confess', 'tease'],
    },
    {
      line: 'What is that?',
      fair: ['probe', 'stall'],
      wrong: ['threaten', 'flatter', 'confess', 'charm', 'command', 'tease'],
    },
    {
      line: 'Grief is making you cruel.',
      fair: ['accuse', 'deflect'],
      wrong: ['confess', 'flatter', 'plead', 'charm', 'reassure', 'tease'],
    },
    {
      line: 'Fifteen years.',
      fair: ['confess'],
      wrong: ['charm', 'flatter', 'tease', 'command', 'demand', 'plead', 'threaten'],
      better: 'swallow the loss',
    },
  ],
  'unseen-15/luckyhat-commercial': [
    {
      line: 'Good morning to you too.',
      fair: ['tease', 'deflect'],
      wrong: ['threaten', 'plead', 'accuse', 'confess', 'command'],
    },
    {
      line: 'My hat.',
      fair: ['deflect', 'tease'],
      wrong: ['plead', 'confess', 'threaten', 'accuse', 'flatter'],
    },
    {
      line: 'This hat was on Lake Tawanee the day I landed the nine-pound walleye.',
      fair: ['reason', 'deflect'],
      wrong: ['plead', 'threaten', 'accuse', 'flatter', 'command'],
      better: 'boast',
    },
    {
      line: "You don't wash luck, Kira.",
      fair: ['reason', 'warn'],
      wrong: ['plead', 'flatter', 'confess', 'charm', 'bargain'],
    },
    {
      line: "Osterberg's got no sense of smell. That's why we get along.",
      fair: ['tease', 'deflect'],
      wrong: ['plead', 'threaten', 'confess', 'accuse', 'command'],
    },
    {
      line: 'Over my dead body.',
      fair: ['challenge'],
      wrong: ['plead', 'flatter', 'charm', 'reassure', 'bargain', 'confess'],
      better: 'refuse',
    },
    {
      line: 'It smells like a hat.',
      fair: ['tease'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'plead', 'corner'],
      better: 'discover',
    },
    {
      line: 'What if the luck came out in the wash?',
      fair: ['probe', 'plead'],
      wrong: ['threaten', 'command', 'accuse', 'demand', 'flatter', 'corner'],
    },
    {
      line: 'Nine pounds.',
      fair: ['charm'],
      wrong: ['threaten', 'plead', 'accuse', 'confess', 'demand', 'command'],
      better: 'brag',
    },
  ],
  'unseen-15/understudy-stage': [
    {
      line: 'Sorrel sent me down.',
      fair: ['deflect', 'probe'],
      wrong: ['threaten', 'accuse', 'flatter', 'tease', 'command'],
    },
    {
      line: "She says you've been steaming since four.",
      fair: ['probe', 'corner'],
      wrong: ['flatter', 'charm', 'confess', 'tease', 'reassure'],
    },
    {
      line: 'The black lozenges. From the drugstore on Hale Street. The ones you like.',
      fair: ['charm', 'flatter', 'reassure'],
      wrong: ['threaten', 'accuse', 'demand', 'challenge', 'corner', 'command'],
    },
    {
      line: 'I ran the second act at three. With Marcus. In the empty house.',
      fair: ['reason', 'reassure'],
      wrong: ['threaten', 'flatter', 'accuse', 'deflect', 'stall'],
      better: 'audition',
    },
    {
      line: 'I had it off on "widow." Every time.',
      fair: ['challenge', 'reassure'],
      wrong: ['plead', 'flatter', 'confess', 'threaten', 'stall'],
    },
    {
      line: 'I know. I watch from the wings. Every night. Fourteen months.',
      fair: ['plead', 'confess'],
      wrong: ['threaten', 'flatter', 'tease', 'command', 'deflect'],
    },
    {
      line: "My mother drove in from Scranton. She's in row G.",
      fair: ['confess', 'plead'],
      wrong: ['threaten', 'command', 'flatter', 'tease', 'deflect', 'accuse'],
    },
    {
      line: 'Vera, you can hardly say my name.',
      fair: ['corner', 'challenge', 'reason'],
      wrong: ['flatter', 'charm', 'reassure', 'confess', 'stall'],
    },
    {
      line: "You've got nothing left for the letter scene. You know you haven't.",
      fair: ['corner', 'challenge', 'warn'],
      wrong: ['flatter', 'charm', 'reassure', 'plead', 'confess', 'stall', 'tease'],
    },
    {
      line: 'Two lozenges before the letter scene. Not three. Three make you lisp.',
      fair: ['reassure', 'warn', 'charm'],
      wrong: ['threaten', 'accuse', 'corner', 'challenge', 'demand', 'plead'],
      better: 'give way',
    },
    {
      line: 'You did. In the wings. In March.',
      fair: ['confess', 'flatter'],
      wrong: ['threaten', 'accuse', 'corner', 'demand', 'challenge'],
      better: 'pay tribute',
    },
  ],
  'unseen-15/mot-uktv': [
    {
      line: "She's done, love. That's the trouble.",
      fair: ['warn', 'reason'],
      wrong: ['flatter', 'tease', 'plead', 'charm', 'bargain', 'deflect'],
    },
    {
      line: "She'll go anywhere all right. It's the stopping.",
      fair: ['warn', 'tease'],
      wrong: ['plead', 'flatter', 'confess', 'bargain', 'charm'],
    },
    {
      line: 'Pipes, fitting, bleed the system. Two-eighty. Call it two-fifty.',
      fair: ['bargain', 'reason'],
      wrong: ['threaten', 'accuse', 'tease', 'plead', 'flatter'],
    },
    {
      line: "I'm sorry, love.",
      fair: ['reassure'],
      wrong: ['threaten', 'accuse', 'demand', 'tease', 'challenge', 'corner', 'bargain'],
      better: 'hold the line kindly',
    },
    {
      line: 'Jayden, go and put the kettle on.',
      fair: ['command', 'deflect'],
      wrong: ['plead', 'flatter', 'confess', 'bargain', 'probe'],
    },
    {
      line: 'Then go and find another one.',
      fair: ['command'],
      wrong: ['plead', 'flatter', 'confess', 'bargain', 'probe', 'reassure'],
    },
    {
      line: "Your mum's Micra had two millimetres on that tyre.",
      fair: ['reason', 'challenge', 'warn'],
      wrong: ['plead', 'flatter', 'confess', 'charm', 'tease', 'deflect', 'bargain'],
    },
    {
      line: 'Your granddad used to bring his Cortina in here when my dad had the place.',
      fair: ['reason'],
      wrong: ['threaten', 'flatter', 'tease', 'demand', 'command', 'plead'],
      better: 'remind',
    },
    {
      line: "He'd have clipped your ear for asking me that.",
      fair: ['accuse', 'challenge', 'tease'],
      wrong: ['flatter', 'plead', 'reassure', 'confess', 'bargain', 'charm'],
      better: 'shame',
    },
    {
      line: 'Leave her here. Jayden does the pipes Saturday morning',
      fair: ['bargain', 'command', 'reassure'],
      wrong: ['threaten', 'accuse', 'plead', 'tease', 'deflect', 'stall'],
    },
    {
      line: "I'll run you in Monday. And Tuesday. If you can stand Radio 2.",
      fair: ['reassure', 'tease', 'bargain'],
      wrong: ['threaten', 'accuse', 'demand', 'corner', 'plead', 'challenge'],
    },
    {
      line: 'Have a biscuit, Callum.',
      fair: ['deflect', 'reassure', 'command'],
      wrong: ['threaten', 'accuse', 'plead', 'corner', 'challenge', 'probe'],
    },
  ],
  'unseen-15/pots-audio': [
    {
      line: 'Listen to the wipers, Iain.',
      fair: ['warn', 'command', 'reason'],
      wrong: ['flatter', 'tease', 'charm', 'bargain', 'confess'],
    },
    {
      line: "They're not keeping up.",
      fair: ['warn', 'reason'],
      wrong: ['flatter', 'tease', 'charm', 'reassure', 'bargain', 'confess'],
    },
    {
      line: 'I know what a pot costs. I built half of them on the kitchen table.',
      fair: ['reason', 'challenge'],
      wrong: ['flatter', 'tease', 'charm', 'plead', 'threaten'],
    },
    {
      line: 'Aye. He would.',
      fair: ['confess', 'stall'],
      wrong: ['threaten', 'command', 'demand', 'flatter', 'tease', 'accuse'],
      better: 'concede',
    },
    {
      line: 'You turned it down.',
      fair: ['accuse', 'challenge', 'corner'],
      wrong: ['flatter', 'charm', 'reassure', 'tease', 'plead', 'confess'],
    },
    {
      line: 'I did.',
      fair: ['confess'],
      wrong: ['threaten', 'command', 'accuse', 'tease', 'flatter', 'demand', 'challenge'],
      better: 'concede',
    },
    {
      line: 'He turned it down as well. Your dad. The last night.',
      fair: ['confess', 'warn', 'plead'],
      wrong: ['flatter', 'tease', 'charm', 'command', 'deflect', 'stall', 'bargain'],
    },
    {
      line: 'Nobody could. Not after twenty minutes.',
      fair: ['warn', 'confess', 'corner'],
      wrong: ['flatter', 'tease', 'charm', 'reassure', 'deflect', 'bargain'],
    },
    {
      line: "I'm holding on.",
      fair: ['reassure'],
      wrong: ['threaten', 'accuse', 'challenge', 'corner', 'demand', 'tease'],
    },
    {
      line: "Then we'll build forty more. Kitchen table.",
      fair: ['reassure', 'charm'],
      wrong: ['threaten', 'accuse', 'challenge', 'corner', 'demand', 'command'],
      better: 'comfort',
    },
  ],
  'unseen-15/highdive-child': [
    {
      line: 'Tyler. Tyler. Look. I grew.',
      fair: ['charm', 'plead', 'challenge'],
      wrong: ['threaten', 'accuse', 'confess', 'stall', 'deflect', 'warn'],
    },
    {
      line: 'I drank two milks at lunch. Chocolate ones.',
      fair: ['reason', 'charm'],
      wrong: ['threaten', 'accuse', 'command', 'confess', 'warn'],
    },
    {
      line: 'They are flat.',
      fair: ['deflect', 'challenge'],
      wrong: ['confess', 'flatter', 'threaten', 'charm', 'bargain'],
      better: 'fib',
    },
    {
      line: "That's the goggles. The goggles squish me down.",
      fair: ['deflect', 'reason'],
      wrong: ['confess', 'threaten', 'accuse', 'command', 'flatter'],
    },
    {
      line: "Mine do. They're from the dollar store.",
      fair: ['reason', 'deflect'],
      wrong: ['confess', 'threaten', 'flatter', 'command', 'accuse'],
    },
    {
      line: "The seahorse can't even talk. It's paint.",
      fair: ['challenge', 'tease', 'reason'],
      wrong: ['plead', 'flatter', 'confess', 'threaten', 'reassure'],
    },
    {
      line: 'My lola came all the way from Manila. She goes home on Sunday.',
      fair: ['plead', 'confess'],
      wrong: ['threaten', 'tease', 'command', 'demand', 'accuse', 'flatter'],
    },
    {
      line: "She brought a fan and a cooler and a folding cushion. She's been here since it opened.",
      fair: ['plead', 'reason'],
      wrong: ['threaten', 'tease', 'command', 'demand', 'accuse', 'deflect'],
    },
    {
      line: 'The whole pool?',
      fair: ['probe'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'deflect', 'stall'],
      better: 'light up',
    },
    {
      line: 'And a cannonball? A really big one?',
      fair: ['bargain', 'plead', 'charm'],
      wrong: ['threaten', 'accuse', 'command', 'confess', 'deflect'],
    },
    {
      line: "Next summer I'm going to be this tall. You'll see.",
      fair: ['challenge', 'tease'],
      wrong: ['plead', 'confess', 'flatter', 'deflect', 'stall'],
      better: 'vow',
    },
  ],
};
