/** Blind coach labels: per line of the coached character, the tactics a coach accepts and the ones that contradict it. */
import type { Tactic } from '../tactics.js';
export interface TacticLabel {
  line: string;
  fair: Tactic[];
  wrong: Tactic[];
  better?: string;
}
export const TACTIC_LABELS_A: Record<string, TacticLabel[]> = {
  'unseen-5/boatyard-film': [
    {
      line: 'I need to tell you something before Dr. Amadi does.',
      fair: ['confess', 'warn'],
      wrong: ['tease', 'charm', 'flatter', 'threaten', 'accuse', 'bargain', 'deflect'],
      better: 'brace',
    },
    {
      line: "She asked me to sign the form. The one that says they don't bring her back. I signed it on Tuesday.",
      fair: ['confess'],
      wrong: ['tease', 'charm', 'flatter', 'threaten', 'deflect', 'stall', 'accuse', 'bargain', 'command', 'demand', 'probe'],
    },
    {
      line: "She didn't want to wait. She didn't want you in the room when she said it.",
      fair: ['reason', 'confess'],
      wrong: ['tease', 'charm', 'flatter', 'threaten', 'bargain', 'command', 'stall'],
      better: 'justify',
    },
    {
      line: 'I signed it.',
      fair: ['confess', 'challenge'],
      wrong: ['deflect', 'stall', 'tease', 'charm', 'flatter', 'bargain', 'threaten'],
      better: 'own it',
    },
    {
      line: 'She held my wrist and asked me, Ewan. What was I supposed to--',
      fair: ['plead', 'reason'],
      wrong: ['threaten', 'tease', 'command', 'flatter', 'charm', 'bargain', 'corner'],
    },
    {
      line: "You'd have talked her out of it. You'd have made her fight. For you.",
      fair: ['accuse', 'challenge'],
      wrong: ['flatter', 'charm', 'reassure', 'plead', 'tease', 'stall', 'deflect', 'bargain'],
    },
    {
      line: 'She wants to come home. She wants to see the boat in the water. Before.',
      fair: ['plead', 'reason'],
      wrong: ['threaten', 'tease', 'accuse', 'deflect', 'stall', 'flatter', 'charm'],
      better: 'appeal',
    },
    {
      line: 'Then show me how.',
      fair: ['challenge', 'reassure'],
      wrong: ['threaten', 'accuse', 'tease', 'deflect', 'stall', 'flatter', 'warn', 'corner'],
      better: 'enlist',
    },
  ],
  'unseen-5/window-procedural-child': [
    {
      line: "I'm not thirsty.",
      fair: ['deflect'],
      wrong: ['charm', 'flatter', 'plead', 'confess', 'reassure', 'bargain', 'probe', 'demand', 'command'],
      better: 'rebuff',
    },
    {
      line: "'Cause Ms. Feeney made me.",
      fair: ['deflect', 'challenge'],
      wrong: ['confess', 'flatter', 'charm', 'plead', 'reassure', 'bargain', 'command', 'threaten'],
    },
    {
      line: "Green's a normal color.",
      fair: ['deflect', 'challenge', 'reason'],
      wrong: ['confess', 'flatter', 'charm', 'plead', 'reassure', 'bargain', 'threaten', 'command'],
    },
    {
      line: 'Asleep.',
      fair: ['deflect', 'stall'],
      wrong: ['confess', 'flatter', 'charm', 'plead', 'reassure', 'bargain', 'threaten', 'command', 'accuse', 'probe'],
      better: 'lie',
    },
    {
      line: 'She was asleep too. So how would she know.',
      fair: ['challenge', 'deflect', 'reason'],
      wrong: ['confess', 'flatter', 'charm', 'plead', 'reassure', 'bargain', 'threaten', 'command'],
    },
    {
      line: 'Is he okay?',
      fair: ['probe'],
      wrong: ['deflect', 'stall', 'tease', 'threaten', 'accuse', 'challenge', 'flatter', 'charm', 'command', 'demand'],
    },
    {
      line: 'If I tell you, does Andre go to jail?',
      fair: ['bargain', 'probe'],
      wrong: ['threaten', 'tease', 'flatter', 'charm', 'command', 'accuse', 'deflect', 'challenge'],
    },
    {
      line: 'I want my mom.',
      fair: ['deflect', 'demand', 'plead'],
      wrong: ['confess', 'charm', 'flatter', 'tease', 'bargain', 'probe', 'reassure', 'reason', 'threaten'],
      better: 'shut down',
    },
  ],
  'unseen-5/goldfish-singlecam': [
    {
      line: 'Oh. Okay. Wow. Okay.',
      fair: ['stall'],
      wrong: ['accuse', 'threaten', 'command', 'demand', 'tease', 'flatter', 'charm', 'challenge', 'corner'],
      better: 'brace',
    },
    {
      line: "We've been so careful.",
      fair: ['confess'],
      wrong: ['deflect', 'accuse', 'threaten', 'tease', 'command', 'corner', 'flatter'],
    },
    {
      line: "That's his cologne. I've told him. It's a lot.",
      fair: ['confess', 'reason'],
      wrong: ['threaten', 'command', 'tease', 'flatter', 'charm', 'corner'],
    },
    {
      line: "I know there's a policy. But we're adults, and it started at the Christmas party",
      fair: ['challenge', 'confess', 'reason'],
      wrong: ['plead', 'flatter', 'tease', 'deflect', 'stall', 'charm', 'threaten'],
    },
    {
      line: "With Bernard. Yes. I'll fill out whatever form you need.",
      fair: ['confess', 'reassure'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'tease', 'corner', 'demand', 'command'],
      better: 'cooperate',
    },
    {
      line: "Bernard from Accounts doesn't wear cologne.",
      fair: ['deflect', 'reason'],
      wrong: ['threaten', 'accuse', 'plead', 'flatter', 'charm', 'tease', 'command', 'demand', 'challenge'],
      better: 'backpedal',
    },
    {
      line: "I'll feed the fish.",
      fair: ['reassure', 'deflect'],
      wrong: ['threaten', 'accuse', 'challenge', 'demand', 'command', 'corner', 'probe', 'tease', 'flatter'],
      better: 'give in',
    },
  ],
  'unseen-5/dent-multicam-child': [
    {
      line: "I'm not selling cookies. I'm here on business.",
      fair: ['charm', 'command'],
      wrong: ['plead', 'confess', 'threaten', 'accuse', 'stall', 'warn'],
      better: 'pitch',
    },
    {
      line: "Your car has a dent. I'd like to buy the dent.",
      fair: ['bargain', 'charm'],
      wrong: ['threaten', 'accuse', 'plead', 'deflect', 'stall', 'warn'],
    },
    { line: 'Allegedly.', fair: ['deflect', 'tease'], wrong: ['plead', 'threaten', 'flatter', 'command', 'demand', 'accuse', 'reassure'] },
    {
      line: "Wait! Eleven dollars and forty cents. And a button. The button's a bonus.",
      fair: ['bargain', 'plead'],
      wrong: ['threaten', 'accuse', 'deflect', 'challenge', 'probe', 'command'],
    },
    {
      line: 'Do you take payments?',
      fair: ['bargain', 'probe'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'deflect', 'flatter', 'confess'],
    },
    {
      line: 'I walk Pudding every day for a month. You hate walking Pudding. Pudding hates you.',
      fair: ['bargain', 'tease', 'reason'],
      wrong: ['plead', 'flatter', 'threaten', 'confess', 'deflect', 'stall', 'command'],
    },
    {
      line: "Six weeks, and you don't tell my mom.",
      fair: ['bargain', 'demand'],
      wrong: ['plead', 'flatter', 'confess', 'deflect', 'stall', 'reassure', 'accuse'],
    },
    {
      line: 'Deal.',
      fair: ['bargain'],
      wrong: ['threaten', 'accuse', 'challenge', 'deflect', 'stall', 'plead', 'demand', 'corner', 'probe'],
      better: 'close the deal',
    },
    {
      line: 'Also, your garage door has a dent.',
      fair: ['confess', 'tease'],
      wrong: ['deflect', 'stall', 'plead', 'flatter', 'threaten', 'accuse', 'command', 'demand'],
    },
  ],
  'unseen-5/boardroom-soap': [
    {
      line: "The board meets tomorrow, Odette. You're early. By about ten years.",
      fair: ['tease', 'challenge', 'warn'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'reassure', 'bargain'],
      better: 'belittle',
    },
    {
      line: "That's not possible. Harold would never--",
      fair: ['challenge', 'deflect'],
      wrong: ['flatter', 'charm', 'tease', 'confess', 'bargain', 'threaten', 'command', 'reassure'],
      better: 'deny',
    },
    {
      line: "Whatever they promised you, I'll double it. Name your number.",
      fair: ['bargain'],
      wrong: ['plead', 'confess', 'tease', 'threaten', 'accuse', 'reassure', 'deflect', 'stall'],
    },
    {
      line: "This chair was your father's. He gave it to me.",
      fair: ['reason', 'challenge'],
      wrong: ['flatter', 'charm', 'tease', 'confess', 'bargain', 'stall', 'reassure'],
    },
    {
      line: "You wouldn't dare. I held you when you were four. When your mother--",
      fair: ['challenge', 'plead'],
      wrong: ['tease', 'bargain', 'confess', 'deflect', 'stall', 'reassure', 'flatter'],
      better: 'guilt',
    },
    {
      line: 'One week. Give me one week to tell people myself. Let me leave with my name.',
      fair: ['plead', 'bargain'],
      wrong: ['threaten', 'command', 'demand', 'accuse', 'tease', 'challenge', 'corner', 'deflect'],
      better: 'beg',
    },
    {
      line: 'Harold...',
      fair: ['accuse', 'plead'],
      wrong: ['tease', 'charm', 'flatter', 'command', 'demand', 'bargain', 'threaten', 'reassure', 'probe'],
      better: 'take the blow',
    },
  ],
  'unseen-5/flask-commercial': [
    {
      line: 'Then you have twenty minutes.',
      fair: ['reassure', 'reason'],
      wrong: ['threaten', 'accuse', 'plead', 'corner', 'confess', 'flatter', 'bargain'],
      better: 'calm',
    },
    {
      line: 'Milk?',
      fair: ['reassure', 'charm'],
      wrong: ['threaten', 'accuse', 'demand', 'corner', 'challenge', 'confess', 'bargain', 'warn'],
      better: 'comfort',
    },
    {
      line: 'You do today.',
      fair: ['command', 'tease', 'reassure'],
      wrong: ['plead', 'confess', 'threaten', 'accuse', 'deflect', 'stall', 'flatter', 'bargain'],
    },
    {
      line: "Kettleby's. Everything's better after a proper cup.",
      fair: ['reassure', 'charm'],
      wrong: ['threaten', 'accuse', 'demand', 'challenge', 'corner', 'plead', 'confess', 'bargain', 'warn'],
      better: 'comfort',
    },
    {
      line: 'Get the job first.',
      fair: ['tease', 'bargain', 'challenge', 'reassure'],
      wrong: ['threaten', 'accuse', 'plead', 'confess', 'corner', 'demand'],
    },
  ],
  'unseen-5/spelling-stage-child': [
    {
      line: "You said you'd test me.",
      fair: ['demand', 'plead'],
      wrong: ['threaten', 'flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain', 'confess'],
      better: 'hold him to it',
    },
    {
      line: "You have to read them out. That's how it works. You read, I spell.",
      fair: ['command', 'reason'],
      wrong: ['plead', 'flatter', 'threaten', 'accuse', 'deflect', 'stall', 'confess', 'tease'],
    },
    {
      line: 'N-E-C-E-S-S-A-R-Y. Necessary.',
      fair: ['charm'],
      wrong: ['threaten', 'accuse', 'corner', 'deflect', 'stall', 'bargain', 'warn', 'command'],
      better: 'impress',
    },
    {
      line: "It's not small. It's the same as always.",
      fair: ['challenge', 'corner', 'accuse'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain', 'reassure', 'confess'],
    },
    {
      line: "The bee's at ten. Mrs. Lowry says parents sit in the front row.",
      fair: ['plead', 'warn'],
      wrong: ['threaten', 'tease', 'flatter', 'charm', 'confess'],
      better: 'hint',
    },
    {
      line: 'You said that about sports day.',
      fair: ['accuse', 'challenge'],
      wrong: ['flatter', 'charm', 'reassure', 'tease', 'deflect', 'stall', 'bargain', 'confess'],
    },
    {
      line: "Then you have to go to bed now. So you're awake.",
      fair: ['command', 'reason'],
      wrong: ['tease', 'flatter', 'charm', 'deflect', 'stall', 'confess', 'threaten'],
    },
    {
      line: 'Spell "promise."',
      fair: ['command', 'challenge', 'corner'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'confess', 'bargain', 'reassure'],
    },
    {
      line: 'Now say it.',
      fair: ['command', 'demand', 'corner'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'confess', 'bargain', 'reassure'],
    },
  ],
  'unseen-5/farmhouse-audio': [
    {
      line: "Who's asking, at this hour?",
      fair: ['probe', 'challenge'],
      wrong: ['flatter', 'charm', 'plead', 'confess', 'reassure', 'bargain'],
    },
    {
      line: "There's no phone. The line's been down since the storm.",
      fair: ['deflect', 'reason'],
      wrong: ['flatter', 'charm', 'plead', 'confess', 'tease', 'threaten', 'accuse', 'command'],
      better: 'turn away',
    },
    { line: 'Wipe your feet.', fair: ['command'], wrong: ['plead', 'flatter', 'charm', 'confess', 'deflect', 'stall', 'bargain'] },
    {
      line: 'What would you know about what I kept?',
      fair: ['challenge', 'probe', 'deflect'],
      wrong: ['flatter', 'charm', 'reassure', 'confess', 'plead', 'bargain'],
    },
    {
      line: 'Sit down and drink your tea.',
      fair: ['command', 'deflect'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'probe', 'tease', 'bargain', 'reassure'],
    },
    { line: "Don't.", fair: ['warn', 'plead'], wrong: ['flatter', 'charm', 'tease', 'confess', 'bargain', 'probe', 'reassure'] },
    {
      line: 'My son went to Boston in nineteen ninety-one and never wrote.',
      fair: ['accuse', 'challenge'],
      wrong: ['flatter', 'charm', 'reassure', 'tease', 'bargain', 'plead'],
    },
    {
      line: 'Liar.',
      fair: ['accuse', 'challenge'],
      wrong: ['flatter', 'charm', 'reassure', 'tease', 'bargain', 'plead', 'confess', 'deflect', 'stall'],
    },
    {
      line: 'Show me.',
      fair: ['demand', 'challenge', 'plead'],
      wrong: ['flatter', 'charm', 'tease', 'threaten', 'deflect', 'stall', 'bargain', 'confess'],
    },
  ],
  'unseen-5/layby-uktv': [
    { line: 'Seatbelt.', fair: ['command'], wrong: ['plead', 'flatter', 'charm', 'confess', 'tease', 'bargain', 'deflect'] },
    {
      line: "Custody sergeant says you're lucky. Says the other lad's not pressing charges.",
      fair: ['warn', 'probe'],
      wrong: ['flatter', 'charm', 'plead', 'tease', 'confess', 'bargain'],
    },
    { line: 'Who was he?', fair: ['probe'], wrong: ['deflect', 'stall', 'flatter', 'charm', 'confess', 'tease', 'reassure', 'bargain'] },
    {
      line: 'Nobody with a broken nose.',
      fair: ['corner', 'challenge', 'tease'],
      wrong: ['flatter', 'charm', 'plead', 'confess', 'reassure', 'deflect', 'stall', 'bargain'],
    },
    {
      line: "We are going home. Long way round. Your mum's sat up waiting.",
      fair: ['stall', 'warn'],
      wrong: ['flatter', 'charm', 'plead', 'confess', 'bargain', 'accuse'],
      better: 'buy time',
    },
    {
      line: "Tell her what? I don't know anything. That's the problem, son.",
      fair: ['reason', 'corner', 'plead'],
      wrong: ['flatter', 'charm', 'tease', 'threaten', 'deflect', 'stall', 'bargain'],
    },
    {
      line: "I'm not moving till you tell me what he said.",
      fair: ['corner', 'demand'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'deflect', 'stall', 'confess', 'reassure'],
    },
    {
      line: "He's not wrong.",
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'accuse', 'threaten', 'tease', 'flatter', 'charm', 'command', 'demand', 'corner'],
    },
    {
      line: "You don't put anyone in hospital for me.",
      fair: ['warn', 'command', 'confess'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain'],
    },
    {
      line: "Chips. Don't tell your mum that either.",
      fair: ['tease', 'reassure', 'charm'],
      wrong: ['threaten', 'accuse', 'corner', 'demand', 'probe', 'challenge', 'plead'],
      better: 'make peace',
    },
  ],
  'unseen-5/ambulance-costar': [
    {
      line: 'Forty-two-year-old male, fell off scaffolding, fifteen feet maybe.',
      fair: ['warn'],
      wrong: ['tease', 'charm', 'flatter', 'plead', 'deflect', 'stall', 'confess', 'bargain', 'accuse', 'threaten'],
      better: 'brief',
    },
    {
      line: 'Ninety over sixty. He keeps asking for his daughter.',
      fair: ['warn', 'plead'],
      wrong: ['tease', 'charm', 'flatter', 'deflect', 'stall', 'bargain', 'accuse', 'threaten', 'challenge'],
      better: 'brief',
    },
    {
      line: "I'll call the school.",
      fair: ['reassure'],
      wrong: ['tease', 'threaten', 'accuse', 'deflect', 'stall', 'challenge', 'corner', 'demand', 'flatter', 'charm'],
      better: 'commit',
    },
  ],
  'unseen-5/till-packet': [
    {
      line: 'Two hundred short.',
      fair: ['warn'],
      wrong: ['tease', 'charm', 'flatter', 'threaten', 'accuse', 'bargain', 'demand', 'command', 'challenge'],
      better: 'report',
    },
    {
      line: 'I did.',
      fair: ['confess', 'deflect'],
      wrong: ['accuse', 'threaten', 'tease', 'charm', 'flatter', 'command', 'demand', 'challenge', 'probe'],
      better: 'cover for him',
    },
    {
      line: "It won't happen twice.",
      fair: ['reassure'],
      wrong: ['threaten', 'accuse', 'tease', 'challenge', 'demand', 'corner', 'flatter'],
    },
    {
      line: 'I told her I closed.',
      fair: ['confess', 'corner'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'plead', 'bargain', 'threaten'],
    },
    {
      line: 'You tell me why I did that.',
      fair: ['corner', 'challenge', 'demand'],
      wrong: ['flatter', 'charm', 'tease', 'plead', 'reassure', 'deflect', 'stall', 'confess', 'bargain'],
    },
    {
      line: 'Two hundred on Tuesday. Two hundred last night. Is it the dog track again?',
      fair: ['accuse', 'corner', 'probe'],
      wrong: ['flatter', 'charm', 'tease', 'reassure', 'deflect', 'stall', 'confess', 'bargain', 'plead'],
    },
    {
      line: 'You could have asked me.',
      fair: ['accuse', 'reassure'],
      wrong: ['threaten', 'tease', 'flatter', 'charm', 'deflect', 'stall', 'command', 'bargain'],
      better: 'reproach',
    },
    {
      line: "So you'd rather rob Mrs. K. Who gave you this job when nobody else would.",
      fair: ['accuse', 'challenge', 'corner'],
      wrong: ['flatter', 'charm', 'tease', 'reassure', 'plead', 'deflect', 'stall', 'confess', 'bargain'],
      better: 'shame',
    },
    {
      line: "It's back. In the till. Out of my savings.",
      fair: ['confess', 'corner'],
      wrong: ['tease', 'flatter', 'charm', 'deflect', 'stall', 'plead', 'threaten'],
    },
    {
      line: 'And today you give Mrs. K your keys.',
      fair: ['command', 'bargain', 'demand'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'deflect', 'stall', 'confess'],
    },
    {
      line: 'Then tell her the truth. Or I will.',
      fair: ['threaten', 'warn', 'command'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'deflect', 'stall', 'reassure', 'confess'],
    },
  ],
  'unseen-8/kiln-film': [
    {
      line: "You don't answer your phone.",
      fair: ['accuse', 'challenge'],
      wrong: ['flatter', 'charm', 'reassure', 'plead', 'confess', 'bargain', 'stall'],
    },
    {
      line: "It's the passport form. Page two. You sign where the sticky note is.",
      fair: ['command', 'demand'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'confess', 'deflect', 'stall'],
    },
    {
      line: 'The job starts the first of March. Auckland pays for the move.',
      fair: ['reason', 'plead'],
      wrong: ['threaten', 'tease', 'flatter', 'deflect', 'stall', 'command', 'confess'],
      better: 'sell',
    },
    {
      line: 'On a camp bed. Next to the annealer.',
      fair: ['challenge', 'accuse', 'corner'],
      wrong: ['flatter', 'charm', 'reassure', 'plead', 'confess', 'bargain', 'deflect', 'stall'],
    },
    {
      line: 'Please.',
      fair: ['plead'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'challenge', 'tease', 'corner', 'deflect', 'stall'],
    },
    {
      line: 'Cal.',
      fair: ['deflect', 'plead', 'warn'],
      wrong: ['flatter', 'charm', 'tease', 'confess', 'bargain', 'threaten'],
      better: 'head him off',
    },
    {
      line: 'Thirteen hours. On a plane.',
      fair: ['confess', 'reason'],
      wrong: ['threaten', 'flatter', 'charm', 'tease', 'accuse', 'command', 'demand'],
      better: 'concede',
    },
    {
      line: "Summers. Every summer, and Christmas. I'll pay the flights.",
      fair: ['bargain', 'reassure', 'reason'],
      wrong: ['threaten', 'accuse', 'tease', 'deflect', 'stall', 'command', 'corner', 'challenge'],
    },
    {
      line: "That's not fair.",
      fair: ['challenge', 'accuse', 'plead'],
      wrong: ['flatter', 'charm', 'tease', 'reassure', 'bargain', 'confess', 'deflect', 'stall', 'command'],
    },
    {
      line: "If you don't sign, I go to court. I've talked to someone.",
      fair: ['threaten', 'warn'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'reassure', 'confess', 'deflect', 'stall'],
    },
    {
      line: 'She told you that?',
      fair: ['probe'],
      wrong: ['threaten', 'command', 'flatter', 'charm', 'tease', 'bargain', 'corner'],
      better: 'take it in',
    },
    {
      line: "I'm on nights till Sunday.",
      fair: ['bargain', 'reassure'],
      wrong: ['threaten', 'accuse', 'challenge', 'demand', 'command', 'corner', 'tease', 'flatter'],
      better: 'give way',
    },
  ],
  'unseen-8/laundry-singlecam': [
    {
      line: 'I can go.',
      fair: ['deflect', 'reassure'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'challenge', 'probe', 'tease', 'flatter'],
      better: 'withdraw',
    },
    {
      line: "That's a big load.",
      fair: ['tease'],
      wrong: ['threaten', 'accuse', 'plead', 'demand', 'command', 'confess', 'flatter', 'corner'],
    },
    {
      line: 'They had a lot to take.',
      fair: ['deflect'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'charm', 'flatter', 'corner', 'challenge', 'bargain'],
    },
    {
      line: 'The piano was hers.',
      fair: ['confess', 'deflect'],
      wrong: ['threaten', 'accuse', 'tease', 'demand', 'command', 'flatter', 'charm', 'bargain', 'corner'],
    },
    {
      line: 'Neither did I. I never asked.',
      fair: ['confess'],
      wrong: ['threaten', 'accuse', 'tease', 'demand', 'command', 'flatter', 'charm', 'bargain', 'corner', 'deflect'],
    },
    {
      line: 'These are all white.',
      fair: ['deflect', 'tease'],
      wrong: ['threaten', 'accuse', 'plead', 'demand', 'command', 'corner', 'flatter'],
    },
    { line: "I'm fine, Mrs. Paez.", fair: ['deflect'], wrong: ['confess', 'plead', 'accuse', 'threaten', 'command', 'demand', 'bargain'] },
    {
      line: 'You were going to.',
      fair: ['tease', 'corner', 'challenge'],
      wrong: ['plead', 'confess', 'flatter', 'threaten', 'reassure', 'bargain'],
    },
    {
      line: "I don't know what pozole is.",
      fair: ['deflect', 'stall', 'probe'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'corner', 'flatter'],
    },
    {
      line: 'These take thirty-eight minutes.',
      fair: ['bargain', 'tease'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'challenge', 'plead', 'deflect'],
      better: 'accept',
    },
  ],
  'unseen-8/meteorite-procedural': [
    {
      line: 'Walk me through your rounds.',
      fair: ['command', 'probe'],
      wrong: ['plead', 'flatter', 'confess', 'tease', 'deflect', 'stall', 'reassure', 'bargain'],
    },
    {
      line: "Humor me. I'm slow.",
      fair: ['charm', 'tease', 'probe'],
      wrong: ['threaten', 'accuse', 'corner', 'confess', 'bargain', 'warn'],
      better: 'disarm',
    },
    {
      line: 'And the swipes say you did.',
      fair: ['probe', 'corner'],
      wrong: ['plead', 'flatter', 'confess', 'tease', 'deflect', 'stall', 'threaten'],
    },
    {
      line: "At two o'clock the Tamberlane meteorite was in its case.",
      fair: ['probe', 'corner'],
      wrong: ['plead', 'flatter', 'confess', 'deflect', 'charm', 'threaten'],
    },
    { line: "And at three it wasn't.", fair: ['probe', 'corner'], wrong: ['plead', 'flatter', 'confess', 'deflect', 'charm', 'threaten'] },
    {
      line: "You've walked past it every night for eleven years.",
      fair: ['probe', 'corner'],
      wrong: ['plead', 'confess', 'deflect', 'stall', 'flatter', 'threaten'],
    },
    {
      line: 'Ever want to touch it?',
      fair: ['probe', 'tease', 'charm'],
      wrong: ['plead', 'confess', 'deflect', 'stall', 'threaten', 'command'],
    },
    {
      line: "Glass isn't broken. No alarm. So whoever it was had a key, or the code.",
      fair: ['reason', 'corner', 'probe'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'deflect', 'stall', 'tease'],
    },
    {
      line: 'What do you think they did with it?',
      fair: ['probe', 'flatter', 'charm'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'plead', 'confess', 'deflect'],
      better: 'draw out',
    },
    {
      line: "Or cut it up and sold it by the gram. Then it's gone for good.",
      fair: ['probe', 'challenge'],
      wrong: ['plead', 'confess', 'threaten', 'accuse', 'command', 'deflect'],
      better: 'bait',
    },
    {
      line: 'Two hex bolts. Underneath.',
      fair: ['corner'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'tease', 'reassure', 'deflect', 'stall', 'bargain'],
    },
    {
      line: 'The installation crew told me that this afternoon.',
      fair: ['corner', 'accuse'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'reassure', 'deflect', 'stall', 'bargain', 'confess'],
    },
    {
      line: 'Wendell. Who did you show the bolts to?',
      fair: ['corner', 'demand', 'probe', 'accuse'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'reassure', 'deflect', 'stall', 'confess'],
    },
    {
      line: "But your union rep can't get you out of a federal charge. A name might.",
      fair: ['bargain', 'warn', 'threaten'],
      wrong: ['plead', 'flatter', 'charm', 'tease', 'reassure', 'confess', 'deflect', 'stall'],
    },
  ],
  'unseen-8/ferret-multicam-teen': [
    {
      line: 'What scratching?',
      fair: ['deflect', 'stall'],
      wrong: ['confess', 'accuse', 'threaten', 'command', 'demand', 'plead', 'flatter', 'corner'],
    },
    {
      line: "That's the radiator. It's expanding. Science.",
      fair: ['deflect', 'reason'],
      wrong: ['confess', 'accuse', 'threaten', 'plead', 'command', 'demand', 'corner'],
      better: 'bluff',
    },
    {
      line: "Okay. Danny. You're my favorite brother.",
      fair: ['flatter', 'charm'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'challenge', 'deflect'],
    },
    { line: "Don't freak out.", fair: ['reassure', 'warn'], wrong: ['threaten', 'accuse', 'tease', 'corner', 'bargain', 'deflect'] },
    {
      line: "There's a ferret in my closet.",
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'flatter', 'command', 'demand', 'corner'],
    },
    {
      line: "I need you to say he's yours.",
      fair: ['plead', 'demand', 'reason'],
      wrong: ['threaten', 'accuse', 'tease', 'deflect', 'stall', 'flatter'],
    },
    {
      line: "You're in college. College people have weird stuff. Mom expects it.",
      fair: ['reason', 'tease'],
      wrong: ['threaten', 'accuse', 'confess', 'deflect', 'stall', 'command', 'corner'],
    },
    {
      line: "I'll do your laundry all summer.",
      fair: ['bargain'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'deflect', 'stall', 'confess', 'challenge'],
    },
    {
      line: "I won't tell Mom you failed Spanish.",
      fair: ['threaten', 'bargain', 'corner'],
      wrong: ['plead', 'flatter', 'confess', 'deflect', 'stall', 'reassure', 'charm'],
      better: 'blackmail',
    },
    {
      line: "Your grades came to the house. I hid the envelope. You're welcome.",
      fair: ['tease', 'corner', 'threaten'],
      wrong: ['plead', 'flatter', 'deflect', 'stall', 'reassure'],
    },
    {
      line: "It's a family discount.",
      fair: ['tease', 'deflect', 'charm', 'bargain'],
      wrong: ['plead', 'confess', 'accuse', 'command', 'corner', 'probe'],
    },
    {
      line: 'Only people he loves.',
      fair: ['tease', 'charm', 'reassure'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'confess', 'plead'],
    },
    {
      line: 'He can visit on weekends!',
      fair: ['bargain', 'plead'],
      wrong: ['threaten', 'accuse', 'command', 'corner', 'challenge', 'flatter', 'stall'],
      better: 'blurt',
    },
  ],
  'unseen-8/perfume-soap': [
    {
      line: 'Good evening, Roman. Knock next time.',
      fair: ['deflect', 'command'],
      wrong: ['plead', 'confess', 'flatter', 'bargain', 'probe'],
      better: 'rebuke',
    },
    {
      line: 'Half the cars in this city have drivers.',
      fair: ['deflect', 'reason'],
      wrong: ['confess', 'plead', 'accuse', 'threaten', 'flatter', 'command', 'demand', 'bargain'],
    },
    {
      line: "Sit down. You're dripping on the Aubusson.",
      fair: ['command', 'deflect'],
      wrong: ['plead', 'confess', 'flatter', 'bargain', 'probe', 'threaten'],
    },
    {
      line: 'I said congratulations. On the engagement. What else would a mother say?',
      fair: ['deflect', 'charm'],
      wrong: ['confess', 'plead', 'accuse', 'threaten', 'command', 'corner'],
    },
    {
      line: 'If that girl is gone, then she was always going.',
      fair: ['reassure', 'reason', 'deflect'],
      wrong: ['confess', 'plead', 'accuse', 'threaten', 'command', 'corner', 'demand'],
    },
    {
      line: 'I would never insult you that way.',
      fair: ['deflect', 'reassure'],
      wrong: ['confess', 'accuse', 'threaten', 'command', 'tease', 'corner'],
      better: 'deny',
    },
    {
      line: 'I have no idea what that is.',
      fair: ['deflect'],
      wrong: ['confess', 'plead', 'flatter', 'charm', 'tease', 'bargain'],
      better: 'deny',
    },
    {
      line: 'Everything I have done, I have done so that no one could ever take this house from you',
      fair: ['reason', 'plead', 'confess'],
      wrong: ['threaten', 'tease', 'deflect', 'stall', 'command', 'corner', 'accuse'],
      better: 'justify',
    },
    {
      line: 'Then she was always going.',
      fair: ['reassure'],
      wrong: ['threaten', 'accuse', 'demand', 'command', 'corner', 'challenge', 'tease', 'flatter', 'probe'],
      better: 'console herself',
    },
  ],
  'unseen-8/lunchbowl-commercial': [
    {
      line: 'Doug! Hey. Is that... salmon?',
      fair: ['charm', 'probe', 'tease'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'confess', 'corner'],
    },
    { line: 'Is it, though?', fair: ['tease', 'challenge'], wrong: ['plead', 'flatter', 'confess', 'threaten', 'command', 'reassure'] },
    {
      line: 'Doug, I am begging you. As a friend.',
      fair: ['plead', 'flatter'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'deflect', 'stall', 'challenge', 'corner'],
    },
    {
      line: 'Try this.',
      fair: ['bargain', 'charm'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'confess', 'corner'],
      better: 'tempt',
    },
    {
      line: "You were a salmon guy. In ninety seconds you're a lemongrass guy.",
      fair: ['tease', 'charm', 'challenge'],
      wrong: ['plead', 'confess', 'threaten', 'accuse', 'deflect', 'stall'],
      better: 'tempt',
    },
    {
      line: "That's my lunch.",
      fair: ['demand', 'plead', 'challenge'],
      wrong: ['flatter', 'charm', 'threaten', 'confess', 'bargain', 'deflect', 'stall', 'reassure'],
      better: 'protest',
    },
  ],
  'unseen-8/dinosaur-stage': [
    { line: "I'm not stopping.", fair: ['deflect', 'warn'], wrong: ['plead', 'flatter', 'charm', 'confess', 'tease', 'bargain', 'probe'] },
    {
      line: "I've come to say I'm done. Thank you for everything, Gwen.",
      fair: ['flatter', 'deflect', 'charm'],
      wrong: ['threaten', 'accuse', 'corner', 'challenge', 'probe', 'tease', 'plead'],
      better: 'take his leave',
    },
    { line: 'You were.', fair: ['tease', 'accuse'], wrong: ['flatter', 'plead', 'confess', 'reassure', 'threaten', 'command'] },
    {
      line: "I'll stand.",
      fair: ['challenge', 'deflect'],
      wrong: ['plead', 'flatter', 'charm', 'confess', 'reassure', 'bargain', 'probe'],
      better: 'refuse',
    },
    {
      line: "Nothing's happened.",
      fair: ['deflect'],
      wrong: ['confess', 'plead', 'accuse', 'threaten', 'flatter', 'command', 'demand', 'probe'],
    },
    {
      line: 'I was not.',
      fair: ['deflect', 'challenge'],
      wrong: ['confess', 'plead', 'threaten', 'accuse', 'command', 'bargain'],
      better: 'deny',
    },
    {
      line: 'My grandson found this in my coat.',
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'flatter', 'tease', 'command', 'demand', 'bargain'],
    },
    {
      line: "Sixty-six, and I'm lying to a seven-year-old about a hen.",
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'flatter', 'tease', 'command', 'demand', 'bargain'],
    },
    { line: 'Like what?', fair: ['probe', 'challenge'], wrong: ['flatter', 'charm', 'confess', 'threaten', 'accuse', 'command', 'demand'] },
    {
      line: 'Dinosaurs. All of it. Dinosaurs.',
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'demand', 'command', 'corner', 'flatter'],
      better: 'open up',
    },
    {
      line: 'The Big Book of... Dino... saurs.',
      fair: ['challenge'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'plead', 'demand', 'command', 'flatter'],
      better: 'rise to it',
    },
    {
      line: 'Pachy... cephalo...',
      fair: ['challenge'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'plead', 'demand', 'command', 'flatter'],
      better: 'rise to it',
    },
    {
      line: 'Same time Thursday, then.',
      fair: ['reassure', 'bargain'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'challenge', 'demand', 'corner', 'plead'],
      better: 'give in',
    },
  ],
  'unseen-8/lostproperty-audio': [
    {
      line: "Don't... don't shut...",
      fair: ['plead', 'demand'],
      wrong: ['flatter', 'charm', 'tease', 'threaten', 'accuse', 'bargain', 'reassure', 'probe'],
    },
    {
      line: "It's not six.",
      fair: ['challenge', 'reason', 'corner'],
      wrong: ['flatter', 'charm', 'tease', 'confess', 'deflect', 'stall', 'reassure'],
    },
    {
      line: "Then I've got three minutes. The 17:40 to Inverness.",
      fair: ['command', 'demand'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'threaten', 'accuse', 'reassure'],
    },
    {
      line: 'I know where it is. I ran the length of platform four after it.',
      fair: ['challenge', 'plead', 'reason'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain', 'reassure'],
    },
    {
      line: "I can't wait till Tuesday. Can you ring the train?",
      fair: ['plead', 'demand'],
      wrong: ['threaten', 'tease', 'flatter', 'deflect', 'stall', 'accuse', 'corner'],
    },
    {
      line: "It's not a laptop.",
      fair: ['challenge', 'confess'],
      wrong: ['flatter', 'charm', 'tease', 'threaten', 'bargain', 'reassure', 'deflect', 'stall'],
      better: 'correct',
    },
    {
      line: "It's my father.",
      fair: ['confess', 'plead'],
      wrong: ['tease', 'flatter', 'charm', 'threaten', 'accuse', 'deflect', 'stall', 'command', 'demand', 'bargain'],
    },
    {
      line: "We're scattering him on Saturday.",
      fair: ['confess', 'plead'],
      wrong: ['tease', 'flatter', 'charm', 'threaten', 'accuse', 'deflect', 'stall', 'command', 'demand', 'bargain', 'corner'],
    },
    {
      line: 'Seat forty-one. The rack above.',
      fair: ['command', 'plead'],
      wrong: ['threaten', 'accuse', 'tease', 'flatter', 'deflect', 'stall', 'challenge', 'corner'],
      better: 'direct',
    },
    {
      line: 'Thank you.',
      fair: ['plead'],
      wrong: ['accuse', 'threaten', 'challenge', 'demand', 'command', 'corner', 'tease', 'deflect', 'stall', 'probe', 'bargain'],
      better: 'thank',
    },
  ],
  'unseen-8/salon-uktv': [
    {
      line: 'Three times.',
      fair: ['stall', 'confess', 'tease'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'corner', 'flatter', 'plead'],
    },
    {
      line: 'Shaun from Halo rang me.',
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'tease', 'flatter', 'charm', 'command', 'demand'],
    },
    {
      line: "He's offered me a chair. Senior stylist. Start in April.",
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'tease', 'flatter', 'charm', 'command', 'demand'],
    },
    {
      line: 'He saw my colour work on Instagram.',
      fair: ['reason', 'confess'],
      wrong: ['threaten', 'accuse', 'tease', 'flatter', 'command', 'demand', 'corner'],
      better: 'justify',
    },
    {
      line: 'I know.',
      fair: ['confess', 'reassure'],
      wrong: ['challenge', 'accuse', 'threaten', 'tease', 'command', 'demand', 'corner', 'deflect'],
      better: 'acknowledge',
    },
    {
      line: "You can't, Trish. I've seen the books. I do the books.",
      fair: ['reason', 'challenge', 'corner'],
      wrong: ['flatter', 'charm', 'tease', 'plead', 'deflect', 'stall', 'bargain', 'threaten'],
    },
    {
      line: "I don't want my name on the window. I want to go.",
      fair: ['confess', 'challenge'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain', 'threaten', 'accuse'],
      better: 'stand firm',
    },
    {
      line: "They'll stay for you.",
      fair: ['reassure', 'flatter'],
      wrong: ['accuse', 'threaten', 'challenge', 'corner', 'demand', 'command', 'tease'],
    },
    {
      line: 'You went to London when you were eighteen.',
      fair: ['reason', 'corner', 'challenge'],
      wrong: ['threaten', 'deflect', 'stall', 'bargain', 'demand'],
    },
    {
      line: 'But you went.',
      fair: ['corner', 'challenge', 'reason'],
      wrong: ['flatter', 'charm', 'threaten', 'deflect', 'stall', 'bargain', 'plead', 'tease'],
    },
    {
      line: "I'll come back and do Dot's perm. Every eight weeks. On the train.",
      fair: ['bargain', 'reassure'],
      wrong: ['threaten', 'accuse', 'challenge', 'corner', 'demand', 'deflect', 'stall', 'command'],
    },
    {
      line: 'Twelve weeks, then.',
      fair: ['reassure', 'bargain'],
      wrong: ['threaten', 'accuse', 'challenge', 'corner', 'demand', 'command', 'deflect'],
      better: 'accept',
    },
  ],
  'unseen-8/biscuit-costar': [
    {
      line: "Biscuit's family?",
      fair: ['probe'],
      wrong: ['tease', 'flatter', 'charm', 'threaten', 'accuse', 'deflect', 'stall', 'bargain', 'confess', 'corner'],
      better: 'find',
    },
    {
      line: "He's stable. The back leg's broken in two places.",
      fair: ['reassure', 'demand', 'command'],
      wrong: ['tease', 'flatter', 'threaten', 'accuse', 'deflect', 'stall'],
      better: 'brief',
    },
    {
      line: 'Twenty-four hundred to start.',
      fair: ['demand', 'warn'],
      wrong: ['tease', 'flatter', 'charm', 'threaten', 'accuse', 'deflect', 'stall', 'plead'],
      better: 'inform',
    },
    {
      line: 'I just need one of you.',
      fair: ['plead', 'reason', 'demand'],
      wrong: ['threaten', 'accuse', 'tease', 'flatter', 'deflect', 'stall', 'corner', 'challenge'],
      better: 'hurry',
    },
    {
      line: "I'll come and get you the second he's in recovery.",
      fair: ['reassure'],
      wrong: ['threaten', 'accuse', 'challenge', 'demand', 'command', 'corner', 'tease', 'probe', 'deflect'],
    },
    {
      line: "You can both see him. He'll be groggy.",
      fair: ['reassure', 'command'],
      wrong: ['threaten', 'accuse', 'challenge', 'corner', 'tease', 'deflect', 'stall'],
    },
  ],
  'unseen-8/parkinglot-packet': [
    {
      line: 'Left.',
      fair: ['reassure'],
      wrong: ['threaten', 'accuse', 'challenge', 'tease', 'deflect', 'corner', 'demand'],
      better: 'impress',
    },
    {
      line: "Sorry. It's my daughter's school.",
      fair: ['reason'],
      wrong: ['threaten', 'accuse', 'challenge', 'tease', 'command', 'demand', 'corner'],
      better: 'apologise',
    },
    {
      line: "I didn't cry.",
      fair: ['deflect', 'challenge', 'tease'],
      wrong: ['confess', 'plead', 'flatter', 'threaten', 'command', 'bargain'],
      better: 'deny',
    },
    { line: "You didn't.", fair: ['tease', 'challenge'], wrong: ['plead', 'confess', 'threaten', 'command', 'bargain', 'reassure'] },
    {
      line: 'Nine days, Nat.',
      fair: ['accuse', 'corner', 'challenge'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain', 'confess', 'reassure'],
    },
    {
      line: 'The school called in the middle of my test. Nine days this semester.',
      fair: ['corner', 'accuse'],
      wrong: ['flatter', 'charm', 'tease', 'deflect', 'stall', 'bargain', 'reassure'],
    },
    {
      line: "Don't. Where are you going?",
      fair: ['demand', 'probe', 'corner'],
      wrong: ['tease', 'flatter', 'charm', 'deflect', 'stall', 'confess', 'bargain', 'reassure'],
    },
    {
      line: 'Around where? Are you seeing somebody? Is it drugs?',
      fair: ['probe', 'plead', 'demand'],
      wrong: ['tease', 'flatter', 'charm', 'deflect', 'stall', 'confess', 'bargain', 'reassure'],
    },
    {
      line: 'Then tell me what it is.',
      fair: ['demand', 'corner', 'plead'],
      wrong: ['tease', 'flatter', 'charm', 'deflect', 'stall', 'confess', 'bargain', 'reassure'],
    },
    {
      line: 'He said his neighbor drives him.',
      fair: ['probe', 'challenge', 'reason'],
      wrong: ['threaten', 'tease', 'flatter', 'charm', 'command', 'bargain'],
      better: 'take it in',
    },
    {
      line: 'Seat belt.',
      fair: ['command', 'reassure', 'deflect'],
      wrong: ['threaten', 'accuse', 'tease', 'challenge', 'corner', 'probe', 'plead', 'flatter'],
    },
    {
      line: "Then show me. Mirror, signal. I'm learning this week.",
      fair: ['reassure', 'command'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'corner', 'plead', 'probe'],
      better: 'commit',
    },
  ],
  'unseen-8/milkbar-child': [
    {
      line: "That's eleven dollars forty, Mr. Pappas.",
      fair: ['bargain', 'confess'],
      wrong: ['threaten', 'accuse', 'tease', 'deflect', 'stall', 'flatter', 'corner', 'command'],
      better: 'make amends',
    },
    {
      line: 'The window.',
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'threaten', 'accuse', 'tease', 'flatter', 'command', 'demand', 'corner'],
    },
    {
      line: 'Oh.',
      fair: ['stall', 'confess'],
      wrong: ['threaten', 'accuse', 'challenge', 'command', 'demand', 'corner', 'tease', 'flatter', 'charm'],
      better: 'take it in',
    },
    {
      line: "Then I can do jobs. I can sweep. I'm a good sweeper.",
      fair: ['bargain', 'plead'],
      wrong: ['threaten', 'accuse', 'tease', 'deflect', 'stall', 'corner', 'command', 'demand'],
    },
    {
      line: "I could do the drinks fridge. It's messy.",
      fair: ['bargain', 'reason'],
      wrong: ['threaten', 'accuse', 'deflect', 'stall', 'command', 'demand', 'corner'],
    },
    {
      line: "Nobody. Dad doesn't know yet. He's at work till six.",
      fair: ['confess'],
      wrong: ['deflect', 'threaten', 'accuse', 'tease', 'flatter', 'command', 'demand', 'corner'],
    },
    {
      line: 'Maybe.',
      fair: ['confess', 'deflect'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'corner', 'flatter', 'challenge'],
      better: 'admit',
    },
    {
      line: 'Mine. I was batting. Tyler bowled a full toss',
      fair: ['confess', 'charm'],
      wrong: ['deflect', 'stall', 'accuse', 'threaten', 'command', 'demand', 'corner', 'flatter'],
    },
    {
      line: 'Did it hit you?',
      fair: ['probe'],
      wrong: ['threaten', 'accuse', 'command', 'demand', 'corner', 'flatter', 'bargain', 'deflect'],
      better: 'check on him',
    },
    { line: 'and then a worse one.', fair: ['tease'], wrong: ['plead', 'flatter', 'threaten', 'command', 'demand'] },
    {
      line: "No. I didn't hear it at all.",
      fair: ['charm', 'reassure', 'tease'],
      wrong: ['accuse', 'threaten', 'demand', 'command', 'corner', 'challenge'],
      better: 'cover for him',
    },
    { line: 'How many?', fair: ['probe', 'bargain'], wrong: ['threaten', 'accuse', 'deflect', 'stall', 'tease', 'flatter', 'command'] },
    {
      line: 'Okay.',
      fair: ['bargain', 'confess'],
      wrong: ['threaten', 'accuse', 'challenge', 'demand', 'command', 'corner', 'tease', 'deflect', 'stall', 'probe'],
      better: 'accept',
    },
    {
      line: 'I broke it.',
      fair: ['confess'],
      wrong: ['deflect', 'stall', 'accuse', 'threaten', 'tease', 'flatter', 'charm', 'command', 'demand', 'corner'],
    },
    { line: 'Deal.', fair: ['bargain'], wrong: ['threaten', 'accuse', 'challenge', 'deflect', 'stall', 'corner', 'plead', 'demand'] },
  ],
};
