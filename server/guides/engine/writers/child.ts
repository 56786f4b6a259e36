/**
 * The child's guide (ages 12 and under): its own document, not a shortened copy. Short sentences
 * in everyday words, the child tells the story, games for lines, "what would you do if…" questions
 * built from the partner's real lines, and a section for the parent. Mature material is flagged to
 * the parent and never quoted or described to the child.
 */
import type { ChildGuideDocument } from '../../../../common/contracts/guides.js';
import { quoteOf, type SceneAnalysis } from '../analyse.js';
import { formatOf } from '../craft.js';
import { displayName } from '../names.js';
import type { WriterInput } from './offline.js';

const MATURE = /\b(kill|blood|dead|die|gun|shoot|drug|drunk|beer|sex|naked|suicid|murder|rape|abuse|stab|corpse|rail|bridge|jump)\w*/i;

const WANTS: Record<string, string> = {
  'to interrogate': 'You want {P} to tell you the truth.',
  'to corner': 'You want {P} to tell you the truth.',
  'to test': 'You want to know if you can trust {P}.',
  'to confront': 'You want {P} to listen to you.',
  'to challenge': 'You want {P} to listen to you.',
  'to plead with': 'You want {P} to say yes.',
  'to bargain with': 'You want {P} to give you what you need.',
  'to reassure': 'You want {P} to feel safe.',
  'to comfort': 'You want {P} to feel safe.',
  'to win over': 'You want {P} to like you.',
  'to charm': 'You want {P} to like you.',
  'to brush off': 'You want {P} to stop asking.',
  'to shut down': 'You want {P} to stop asking.',
  'to hold off': 'You want {P} to give you some space.',
  'to stall': 'You want {P} to give you some space.',
  'to apologise to': 'You want {P} to not be mad at you.',
  'to make peace with': 'You want {P} to not be mad at you.',
  'to convince': 'You want {P} to agree with you.',
  'to persuade': 'You want {P} to agree with you.',
  'to push': 'You want {P} to give in.',
};

const name = displayName;

function sceneWant(scene: SceneAnalysis): string {
  const tactic = Object.entries(scene.tactics).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'to persuade';
  const partner = scene.cues.map((c) => c.cue?.speaker).find((s) => s && s !== scene.lines[0]?.speaker) ?? scene.partners[0];
  return (WANTS[tactic] ?? 'You want {P} to agree with you.').replace('{P}', partner ? name(partner) : 'them');
}

/** Writes the child's guide. Needs the chosen character to be found. */
export function writeChildGuide({ request, analysis }: WriterInput): ChildGuideDocument {
  const me = name(analysis.character!);
  const format = formatOf(request.productionType, request.genre);
  const partners = [...new Set(analysis.scenes.flatMap((s) => s.partners))].map(name);
  const mature = analysis.matureWords.length > 0;

  const story: string[] = ['This is the story of your scene.'];
  analysis.scenes.slice(0, 3).forEach((s, i) => {
    const where =
      s.setting.interior === 'EXT' ? 'You are outside.' : s.setting.interior === 'INT' ? 'You are inside.' : 'You pick the place.';
    const when = /NIGHT|EVENING/i.test(s.setting.time ?? '')
      ? 'It is night.'
      : /DAY|MORNING|AFTERNOON/i.test(s.setting.time ?? '')
        ? 'It is day.'
        : '';
    const who = s.partners.length
      ? `${s.partners.map(name).join(' and ')} ${s.partners.length === 1 ? 'is' : 'are'} with you.`
      : 'You are on your own.';
    story.push(`${analysis.scenes.length > 1 ? `Scene ${i + 1}. ` : ''}${where} ${when} ${who}`.replace(/\s+/g, ' ').trim());
  });
  story.push('Now tell a grown-up the story in your own words.', 'What happens first? What happens next? How does it end?');

  const whoYouAre = [`You are ${me}.`];
  if (analysis.age !== null) whoYouAre.push(`${me} is ${analysis.age}.`);
  if (partners.length) whoYouAre.push(`You talk to ${partners.slice(0, 3).join(' and ')}.`);
  whoYouAre.push(
    `You have ${analysis.totals.lines} line${analysis.totals.lines === 1 ? '' : 's'}.`,
    `What is one thing ${me} likes? You get to pick.`,
  );

  const whatYouWant = analysis.scenes.slice(0, 3).map((s, i) => `${analysis.scenes.length > 1 ? `Scene ${i + 1}: ` : ''}${sceneWant(s)}`);
  whatYouWant.push('Think about that want each time you say a line.');

  const partnerLines = analysis.scenes
    .flatMap((s) => s.cues.map((c) => c.cue))
    .filter((c): c is NonNullable<typeof c> =>
      Boolean(c && c.speaker && c.speaker !== analysis.character && !MATURE.test(c.text) && c.text.length < 90),
    );
  const whatWouldYouDo = partnerLines.slice(0, 3).map((c) => `What would you do if ${name(c.speaker!)} said: “${quoteOf(c.text, 70)}”?`);
  whatWouldYouDo.push(`What would you do if you really, really wanted it?`, 'What would you do if nobody was looking?');

  const lineGames = [
    'Catch the cue. A grown-up says the line before yours. You catch it and say your line back.',
    'Silly voices. Say a line like a robot. Then like a mouse. Then like a giant. Then say it your way.',
    'Line walk. Take one step for each line you say. Can you get across the room?',
    'Missing word. Your grown-up says your line but skips one word. You fill it in.',
  ];

  const bodyAndVoice = [
    'Look at the person you talk to.',
    'When they talk, listen. Let your face hear it.',
    format === 'multicam'
      ? 'If people laugh, wait. Then say your next line.'
      : format === 'stage'
        ? 'Use a big, clear voice. Stand tall.'
        : 'Keep it real, like you are really there.',
    'Take a breath before your first line.',
  ];

  const parentNotes = [
    'Run lines by reading the cues flat and even. Do not show your child how to say a line; let them find it.',
    'Mix it up: ask for the line fast, slow, whispered, silly. Different readings keep them from locking into one.',
    'Ask "what does your character want?" instead of asking for a feeling. Never ask for a result — a feeling word such as "sadder" or "angrier" gives a child nothing to play.',
    'Stay calm and keep sessions short (15 minutes, then a break). Praise the effort, not the outcome.',
    'On the day, stay out of the audition room unless casting asks you in; wait with a snack and a smile.',
    'For a self-tape, you can be the reader: stand next to the camera and read the other lines evenly.',
  ];
  const parentFlags = mature
    ? [
        `The scene includes mature material (${analysis.matureWords.join(', ')}). This guide leaves it out for your child. Talk it through in your own words before rehearsing, and check with your agent if you have concerns.`,
      ]
    : [];

  return {
    title: `${me}'s guide: ${request.productionTitle}`,
    story,
    whoYouAre,
    whatYouWant,
    whatWouldYouDo,
    lineGames,
    bodyAndVoice,
    parentNotes,
    parentFlags,
  };
}

/** The child-facing text of a child guide (not the parent section, not quoted script lines), for reading-level checks. */
export function childFacingProse(doc: ChildGuideDocument): string {
  return [...doc.story, ...doc.whoYouAre, ...doc.whatYouWant, ...doc.whatWouldYouDo, ...doc.lineGames, ...doc.bodyAndVoice]
    .join(' ')
    .replace(/“[^”]*”/g, 'that');
}
