/**
 * The child's guide (ages 12 and under), from the same scene reading: the real story in short
 * sentences, games built on the child's own lines, "what would you do if…" questions from the
 * scene's events, and a section for the parent. A line on the child-safety list is never quoted
 * to the child; the parent gets it, flagged, with the line.
 */
import type { ChildGuideDocument } from '../../../../common/contracts/guides.js';
import { formatOf } from '../craft.js';
import { flaggedSentence, isChildSafe } from '../reading/maturity.js';
import type { Line, Reading, SceneReading, Want } from '../reading/types.js';
import { aboutSentence } from './gist.js';
import {
  CAMERA,
  heldOutAgainst,
  itemIndexOf,
  mainPartnerOf,
  mainWantOf,
  nameOf,
  pictureOf,
  placeOf,
  quoteOf,
  relationOf,
  turnIndexOf,
  withoutTerms,
  phraseHolds,
} from './phrasing.js';
import type { WriterInput } from './offline.js';

/** A line the child may see quoted: safe, and short enough to remember. */
const quotable = (l: Line | null | undefined): l is Line => Boolean(l && isChildSafe(l.text) && l.text.length <= 80);

/**
 * What a line is about, when it is safe to name to a child: "the dog". Only the line's own thing —
 * what the scene mostly talks about is not always what the child's character wants.
 */
function safeTopic(scene: SceneReading, want: Want | null): string | null {
  const topic = want ? aboutSentence(scene, want.ask, want.askText) : null;
  return topic && isChildSafe(topic) ? topic.replace(new RegExp(`^${nameOf(scene.character)}'s `), 'your ') : null;
}

/** "her father" → "your father"; "the bride's sister" stays. */
const yourRole = (named: string | null) => named?.replace(/^(her|his|their) /, 'your ') ?? null;

/** How the partner pushes back, in words a child reads. */
const PUSHES_BACK: Record<SceneReading['resistance'][number]['kind'], string> = {
  refusal: 'says no',
  dodge: 'does not give a straight answer',
  condition: 'wants something first',
  threat: 'warns you',
  'counter-ask': 'wants something too',
  objection: 'argues back',
};

type TurnKind = NonNullable<SceneReading['turn']>['because'];
const MOVES: Partial<Record<TurnKind, string>> = {
  'gives-in': 'gives in',
  refuses: 'says no for real',
  'sets-terms': 'makes a deal',
  decides: 'makes up their mind',
  confesses: 'tells the truth',
};
const YOUR_MOVES: Partial<Record<TurnKind, string>> = {
  'gives-in': 'give in',
  refuses: 'say no for real',
  'sets-terms': 'make a deal',
  decides: 'make up your mind',
  confesses: 'tell the truth',
};

/** The partner's ask the child holds out against, in words a child may read, and the child's own no. */
function heldOut(scene: SceneReading): { ask: Want & { verbPhrase: string }; line: Line } | null {
  const held = heldOutAgainst(scene);
  const phrase = held && phraseHolds(held.ask) ? held.ask.verbPhrase : null;
  return held && phrase && isChildSafe(phrase) ? { ask: { ...held.ask, verbPhrase: phrase }, line: held.no.line } : null;
}

/**
 * The story from the scene's arc (decision 043), in a child's words: who wants what from whom (the ask quoted), the no,
 * what the page shows at the moment it changes and the first thing said after it, and how it comes out when the page
 * says so. The child is "you". Null when the arc found no ask.
 */
function arcStoryFor(scene: SceneReading): string[] | null {
  const arc = scene.arc;
  if (!arc?.want || !quotable(arc.want.ask)) return null;
  const mine = arc.pursuer === scene.character;
  const other = nameOf(mine ? arc.resister : arc.pursuer);
  const out: string[] = [];
  const question = arc.want.kind === 'question';
  const ask = `“${quoteOf(question ? arc.want.askText : arc.want.ask.text, 80)}”`;
  // A want a child can be told in plain words ("open it"), said as a want; otherwise the line itself.
  const phrase =
    !question && arc.want.verbPhrase && phraseHolds(arc.want) && isChildSafe(arc.want.verbPhrase)
      ? withoutTerms(arc.want.verbPhrase)
      : null;
  out.push(
    mine
      ? phrase
        ? `You want ${other} to ${phrase}.`
        : question
          ? `You want ${other} to answer you: ${ask}`
          : `You want something from ${other}. You say: ${ask}`
      : phrase
        ? `${other} wants you to ${phrase.replace(/\byou\b/g, 'me')}.`
        : question
          ? `${other} wants an answer from you: ${ask}`
          : `${other} wants something from you: ${ask}`,
  );
  const held = arc.holding;
  if (quotable(held))
    out.push(
      mine
        ? question && /^\W*(?:no|nope|nah)\b/i.test(held.text)
          ? `${other} says no: “${quoteOf(held.text, 80)}”`
          : `${other} does not ${question ? 'answer' : 'say yes'}: “${quoteOf(held.text, 80)}”`
        : `You don't want to. You say: “${quoteOf(held.text, 80)}”`,
    );
  // What the child's character finds out on the way, said to them before the change: the story has events, not only a want.
  const changeAt = arc.reaction ? itemIndexOf(scene, arc.reaction) : scene.items.length;
  const learnt = scene.discoveries.find(
    (d) =>
      d.news !== held &&
      d.news !== arc.reaction &&
      itemIndexOf(scene, d.news) < changeAt &&
      quotable(d.news) &&
      d.news.text.split(/\s+/).length <= 16,
  );
  if (learnt) out.push(`${nameOf(learnt.news.speaker)} tells you: “${quoteOf(learnt.news.text, 80)}”`);
  const picture = arc.beat ? pictureOf(scene, null, [arc.beat.item]) : null;
  // The page's picture only where it is about the other person by name: "He wraps it round her neck" in a story told
  // to "you" leaves a child to work out who is who.
  const aboutOther =
    picture !== null && new RegExp(`^${other.split(/\s+/)[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(picture);
  if (picture && aboutOther && isChildSafe(picture) && picture.split(/\s+/).length <= 20) out.push(`Then something changes. ${picture}`);
  else if (arc.beat) out.push('Then something changes.');
  const r = arc.reaction;
  // The first thing said after it, cut at a sentence: a long speech still starts with the change.
  if (r && isChildSafe(r.text))
    out.push(r.speaker === scene.character ? `You say: “${quoteOf(r.text, 80)}”` : `${nameOf(r.speaker)} says: “${quoteOf(r.text, 80)}”`);
  const won = arc.outcome === 'pursuer';
  if (arc.outcome !== 'open')
    out.push(mine ? (won ? 'You get what you wanted.' : 'You do not get it.') : won ? 'In the end, you give in.' : 'You do not give in.');
  return out;
}

function storyFor(reading: Reading, scene: SceneReading, many: boolean, i: number): string[] {
  const partner = mainPartnerOf(scene);
  const p = partner ? nameOf(partner) : null;
  const out: string[] = [];
  if (many) out.push(`Scene ${i + 1}.`);
  // The place as a person says it ("Hawthorn Primary, Lost Property Cupboard"), never a heading fragment.
  const place = placeOf(scene).replace(/, (day|night|morning|evening|afternoon|at dusk|at dawn)$/, '');
  if (place) out.push(`The place: ${place.replace(/^(The|A|An) /, (a) => a.toLowerCase())}.`);
  const role = yourRole(partner ? relationOf(reading, scene, partner) : null);
  if (p) out.push(`${p} is there${role ? `. ${p} is ${role}` : ''}.`);
  const fromArc = arcStoryFor(scene);
  if (fromArc) return [...out, ...fromArc, ...endingFor(scene)];
  const want = mainWantOf(scene);
  if (want?.verbPhrase && isChildSafe(want.verbPhrase)) out.push(`You want ${nameOf(want.of)} to ${withoutTerms(want.verbPhrase)}.`);
  else if (want?.kind === 'question') {
    // The question itself, when a child can be shown it, says more than "something".
    const topic = safeTopic(scene, want);
    out.push(
      quotable(want.ask) && want.askText.split(/\s+/).length <= 10
        ? `You want ${nameOf(want.of)} to answer you: “${quoteOf(want.askText, 60)}”`
        : `You want ${nameOf(want.of)} to tell you ${topic ? `about ${topic}` : 'something'}.`,
    );
  } else if (want)
    out.push(
      quotable(want.ask)
        ? `You want ${nameOf(want.of)} to say yes to this: “${quoteOf(want.askText, 60)}”`
        : `You want ${nameOf(want.of)} to say yes.`,
    );
  const turn = scene.turn;
  const pressed = heldOut(scene);
  if (pressed) {
    out.push(`${nameOf(pressed.ask.from)} wants you to ${withoutTerms(pressed.ask.verbPhrase).replace(/\byou\b/g, 'me')}.`);
    out.push(quotable(pressed.line) ? `You don't want to. You say: “${quoteOf(pressed.line.text, 60)}”` : `You don't want to.`);
  }
  const no = pressed ? null : (scene.obstacle ?? scene.resistance.find((r) => r.kind !== 'counter-ask'));
  if (no && no.line !== turn?.line) {
    const pushesBack = `But ${nameOf(no.by)} ${PUSHES_BACK[no.kind]}`;
    out.push(quotable(no.line) && no.text.split(/\s+/).length >= 2 ? `${pushesBack}: “${quoteOf(no.text, 60)}”` : `${pushesBack}.`);
  }
  // What happens on the way: something the child's character blurts out, and the answer, when both are safe to quote.
  // Only what happens before the turn: the story is told in order.
  const turnAt = turnIndexOf(scene);
  // Only when there is no want to tell: the story is the want, the no and the change, not every exchange.
  const blurt =
    want && !pressed
      ? undefined
      : scene.events.find(
          (e) => e.kind === 'news' && e.by === scene.character && e.at < turnAt && e.line !== turn?.line && quotable(e.line),
        );
  const answer = blurt ? scene.items.slice(blurt.at + 1).find((i) => i.kind === 'speech') : undefined;
  if (blurt) out.push(`You say: “${quoteOf(blurt.text, 60)}”`);
  if (answer?.kind === 'speech' && answer.line.speaker !== scene.character && answer.line !== turn?.line && quotable(answer.line))
    out.push(`${nameOf(answer.line.speaker)} says: “${quoteOf(answer.line.text, 60)}”`);
  // The child is the character: their own turn is told to them ("Then you tell the truth").
  const yours = turn?.by === scene.character;
  if (turn)
    out.push(
      // A short line is quoted whole: "Walter." before "You've got your good shirt on." is the change.
      `Then ${yours ? 'you' : nameOf(turn.by)} ${(yours ? YOUR_MOVES : MOVES)[turn.because] ?? (yours ? 'say something new' : 'says something new')}${quotable(turn.line) ? `: “${quoteOf(turn.line.text.length <= 70 ? turn.line.text : turn.text, 70)}”` : '.'}`,
    );
  return [...out, ...endingFor(scene)];
}

/** How it ends, when the page shows it in a picture a child may read. */
function endingFor(scene: SceneReading): string[] {
  const end =
    scene.ending?.kind === 'action' && !CAMERA.test(scene.ending.text) ? pictureOf({ ...scene, items: [scene.ending] }, null) : null;
  return end && isChildSafe(end) && end.split(/\s+/).length <= 20 ? [`At the end: ${end}`] : [];
}

function whatIf(scene: SceneReading): string[] {
  const out: string[] = [];
  const asked = new Set<Line>();
  for (const e of scene.events) {
    // One question per line: a no that is also news ("I had coffee.") is asked about once.
    if (e.by === scene.character || !e.line || !quotable(e.line) || asked.has(e.line)) continue;
    const before = out.length;
    if (e.kind === 'refusal' && e.to === scene.character)
      out.push(`What would you do if ${nameOf(e.by)} said “${quoteOf(e.line.text, 60)}” to you?`);
    else if ((e.kind === 'condition' || e.kind === 'grant') && e.to === scene.character)
      // A short line is quoted whole: "...Okay." alone loses the "That's good." that makes it a yes.
      out.push(`What would you do if ${nameOf(e.by)} said “${quoteOf(e.line.text.length <= 70 ? e.line.text : e.text, 70)}” to you?`);
    else if (e.kind === 'news') out.push(`What would you do if someone told you “${quoteOf(e.text, 60)}”?`);
    else if (e.kind === 'request' && e.to === scene.character)
      // An order is told, not asked: "Move." is not a question.
      out.push(
        e.line.sentences.find((x) => x.text === e.text)?.question
          ? `What would you do if ${nameOf(e.by)} asked you, “${quoteOf(e.text, 60)}”?`
          : `What would you do if ${nameOf(e.by)} told you, “${quoteOf(e.text, 60)}”?`,
      );
    else if (e.kind === 'question' && e.to === scene.character && out.length < 2)
      out.push(`What would you say if ${nameOf(e.by)} asked “${quoteOf(e.text, 50)}”?`);
    if (out.length > before) asked.add(e.line);
  }
  return [...new Set(out)].slice(0, 3);
}

function games(reading: Reading): string[] {
  const mine = reading.scenes.flatMap((s) => s.cues).filter((q) => quotable(q.line));
  const out: string[] = [];
  const catchIt = mine.find((q) => quotable(q.cue));
  if (catchIt)
    out.push(
      `Catch the cue. Your grown-up says “${quoteOf(catchIt.cue!.text, 50)}”. You catch it and say “${quoteOf(catchIt.line.text, 50)}”.`,
    );
  const short = mine.map((q) => q.line).find((l) => l.text.split(/\s+/).length <= 6 && l !== catchIt?.line);
  if (short) out.push(`Three ways. Say “${short.text}” like a secret. Then like big news. Then your own way.`);
  const long = mine.map((q) => q.line).find((l) => l.text.split(/\s+/).length >= 5 && l !== short);
  if (long) {
    // The word to skip: a real word near the middle ("flashlight", never "I").
    const words = long.text.split(/\s+/).map((w) => w.replace(/[^\p{L}'’]/gu, ''));
    const middle = words.length / 2;
    const skip = words
      .map((w, i) => ({ w, far: Math.abs(i - middle) }))
      .filter(({ w }) => w.length >= 4)
      .sort((a, b) => a.far - b.far)[0]?.w;
    if (skip) out.push(`Missing word. Your grown-up says “${quoteOf(long.text, 70)}” but skips the word “${skip}”. You fill it in.`);
  }
  out.push('Line walk. Take one step for each line you say. Can you cross the room?');
  return out;
}

/** Writes the child's guide. Needs the chosen character to be found. */
export function writeChildGuide({ request, reading }: WriterInput): ChildGuideDocument {
  const me = nameOf(reading.character!);
  const format = formatOf(request.productionType, request.genre, reading.family);
  const many = reading.scenes.length > 1;
  const story = [
    `You are ${me}. Here is your story.`,
    ...reading.scenes.slice(0, 3).flatMap((s, i) => storyFor(reading, s, many, i)),
    'Now tell the story to a grown-up in your own words.',
  ];
  const partners = [...new Set(reading.scenes.flatMap((s) => s.partners))].map(nameOf);
  const whoYouAre = [
    `You are ${me}.`,
    ...(reading.age !== null ? [`${me} is ${reading.age}.`] : []),
    ...(partners.length ? [`You talk to ${partners.slice(0, 3).join(' and ')}.`] : []),
    `You have ${reading.totals.lines} line${reading.totals.lines === 1 ? '' : 's'}.`,
  ];
  const whatYouWant = reading.scenes.slice(0, 3).map((s, i) => {
    const want = mainWantOf(s);
    const p = nameOf(want?.of ?? mainPartnerOf(s) ?? reading.character!);
    const topic = safeTopic(s, want);
    const pressed = heldOut(s);
    const text = pressed
      ? `${nameOf(pressed.ask.from)} wants you to ${withoutTerms(pressed.ask.verbPhrase).replace(/\byou\b/g, 'me')}. You want to get out of it.`
      : want?.verbPhrase && isChildSafe(want.verbPhrase)
        ? `You want ${p} to ${withoutTerms(want.verbPhrase)}.`
        : want?.kind === 'question' && quotable(want.ask) && want.askText.split(/\s+/).length <= 10
          ? `You want ${p} to tell you: “${quoteOf(want.askText, 60)}”`
          : want?.kind === 'question' && topic
            ? `You want ${p} to tell you the truth about ${topic}.`
            : topic
              ? `You want ${p} to say yes about ${topic}.`
              : want && /^\W*(what|where|who|why|how|when|which)\b/i.test(want.askText)
                ? `You want ${p} to tell you the answer.`
                : want
                  ? `You want ${p} to say yes.`
                  : `You want ${p} to be on your side.`;
    return `${many ? `Scene ${i + 1}: ` : ''}${text}`;
  });
  whatYouWant.push('Think about that want each time you speak.');
  const first = reading.scenes[0] ? mainWantOf(reading.scenes[0]) : null;
  const wanted =
    first?.verbPhrase && isChildSafe(first.verbPhrase)
      ? `${nameOf(first.of)} to ${withoutTerms(first.verbPhrase)}`
      : first?.kind === 'question'
        ? `${nameOf(first.of)} to tell you the truth`
        : first
          ? `${nameOf(first.of)} to say yes`
          : 'something';
  const pressedFirst = reading.scenes[0] ? heldOut(reading.scenes[0]) : null;
  const whatWouldYouDo = [
    ...reading.scenes.flatMap(whatIf).slice(0, 4),
    pressedFirst
      ? `What would you do if ${nameOf(pressedFirst.ask.from)} wanted you to ${withoutTerms(pressedFirst.ask.verbPhrase).replace(/\byou\b/g, 'me')}, and you really did not want to?`
      : `What would you do if you wanted ${wanted} more than anything?`,
  ];
  // No one sees an audio actor: the listening is in the breath and the voice, not the face.
  const bodyAndVoice = [
    ...(format === 'audio'
      ? ['Listen to the person you talk to. Hear every word.', 'When they talk, breathe with them. Let your voice hear it.']
      : ['Look at the person you talk to.', 'When they talk, listen. Let your face hear it.']),
    format === 'audio'
      ? 'No one sees you. Your voice does it all. Try it close to the mic, then far.'
      : format === 'multicam'
        ? 'If people laugh, wait. Then say your next line.'
        : format === 'stage'
          ? 'Use a big, clear voice. Stand tall.'
          : 'Keep it real, like you are really there.',
  ];
  const parentNotes = [
    'Read the other lines flat and even. Do not show your child how to say a line; let them find it.',
    'Mix it up: fast, slow, whispered, silly. Different readings keep them from locking into one.',
    'Ask "what does your character want?" instead of asking for a feeling: a word like sadder or angrier gives a child nothing to play.',
    'Stay calm and keep sessions short (15 minutes, then a break). Praise the effort, not the result.',
    'On the day, stay out of the audition room unless casting asks you in.',
  ];
  // One note for each kind, with up to three of its lines, so a second kind is never crowded out by the first.
  const topics = [...new Set(reading.mature.map((f) => f.topic))];
  const parentFlags = topics.map((topic) => {
    const lines = reading.mature
      .filter((f) => f.topic === topic)
      .slice(0, 3)
      .map(
        (f) =>
          `${f.line.speaker === 'ACTION' ? 'on the page' : nameOf(f.line.speaker)}: “${quoteOf(flaggedSentence(f), 90)}” (${f.line.ref})`,
      );
    return `Mature content (${topic}) — ${lines.join('; ')}. This guide keeps it from your child; talk it through in your own words first.`;
  });
  // One full stop, even after a quoted line that ends with its own.
  const tidy = (xs: string[]) => xs.map((x) => x.replace(/([.!?…])”\.(?=\s|$)/g, '$1”'));
  return {
    title: `${me}'s guide: ${request.productionTitle}`,
    story: tidy(story),
    whoYouAre,
    whatYouWant,
    whatWouldYouDo: tidy(whatWouldYouDo),
    lineGames: tidy(games(reading)),
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
