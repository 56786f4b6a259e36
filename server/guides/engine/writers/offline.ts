/**
 * The offline writer (the default): no network, deterministic. It phrases the scene reading —
 * story first, then the choices — in sentences built from the scene's own events, partners,
 * images and lines, sized to the frame (craft.ts). Where the text is silent it offers two concrete
 * options tied to lines and calls them the actor's choice.
 */
import {
  labelOf,
  PRODUCTION_TYPES,
  ROLE_SIZES,
  type Citation,
  type GuideDocument,
  type GuideRequest,
} from '../../../../common/contracts/guides.js';
import { CHILD_GUIDE_MAX_AGE } from '../../../../common/limits.js';
import { FRAMES, formatOf, ROLE_NOTES, type Format } from '../craft.js';
import { SAYS_NO, SAYS_THE_WANT } from '../reading/arc.js';
import { isOnlyCall, isPastVerb } from '../reading/events.js';
import { lineBefore } from '../reading/shape.js';
import { NEXT_TACTIC, OPPOSITE_OF, TACTIC_PHRASE, type Tactic } from '../reading/tactics.js';
import type { Beat, Line, Reading, SceneEvent, SceneReading, SubtextCandidate } from '../reading/types.js';
import { aboutLine, aboutLineOrScene, aboutScene, aboutSentence, doingOf, isCorrection, keyThing } from './gist.js';
import {
  aboutCharacter,
  CAMERA,
  capitalise,
  citeLine,
  cueOf,
  carriesNo,
  carriesYes,
  turnSaidAs,
  heldOutAgainst,
  nextSpeechOf,
  holdsOutAgainstArc,
  citePage,
  isNegativeOrder,
  itemIndexOf,
  mainPartnerOf,
  mainWantOf,
  nameOf,
  pictureOf,
  placeOf,
  pronounsOf,
  pursuitOf,
  quoteOf,
  relationOf,
  roomOf,
  stageLabelOf,
  turnIndexOf,
  wholeLine,
  withoutTerms,
  phraseHolds,
} from './phrasing.js';
import { storyOf } from './story.js';
import { ABBREVIATED_TITLES, plain, plainSentences, type Sentence, wordCount } from '../reading/language.js';
import { flaggedSentence, isChildSafe } from '../reading/maturity.js';
import { isCastList } from '../reading/people.js';

export interface WriterInput {
  request: GuideRequest;
  reading: Reading;
  /** "Today", for the prep plan. */
  now: Date;
}

type SceneGuide = GuideDocument['scenes'][number];

/** "to plead with Ana" → "pleads with Ana": a tactic said of the character. */
const does = (tactic: Tactic, partner: string) =>
  TACTIC_PHRASE[tactic](partner)
    .replace(/^to /, '')
    .replace(/^(\S+)/, (verb) => (/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`));

/** "to plead with Ana" → "pleading": a tactic as the way something is done, the partner already named. */
const by = (tactic: Tactic) =>
  TACTIC_PHRASE[tactic]('')
    .trim()
    .replace(/^to /, '')
    .replace(/ (with|of|to)$/, '')
    .replace(/^(\S+)/, (verb) => (/[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`));

/**
 * How the character goes after it, from the beat map: " — first by stalling, then by probing" (the
 * tactic at the turn when it differs from the first). Nothing when one tactic runs throughout.
 */
function howOf(scene: SceneReading): string {
  const spoken = scene.beats.filter((b) => b.line);
  const first = spoken[0]?.tactic;
  const then = spoken.find((b) => b.isTurn && b.tactic !== first)?.tactic ?? spoken.find((b) => b.tactic !== first)?.tactic;
  return first && then ? ` — first by ${by(first)}, then by ${by(then)}` : '';
}

/** " about the ladder", or nothing when the line names no thing. */
const about = (topic: string | null, word = 'about') => (topic ? ` ${word} ${topic}` : '');

/** A beat's opening event in a person's words, naming the thing it is about when the line names one. */
export function openerOf(scene: SceneReading, e: SceneEvent): string | null {
  const by = nameOf(e.by);
  // The event's own sentence: "So drive me." is not about the bus the rest of the speech mentions.
  const own = e.line ? aboutSentence(scene, e.line, e.text) : null;
  // A no, a yes, a price or a dodge is about what was asked, not about the reason given ("I've got work").
  const asked = e.respondsTo !== undefined ? scene.events[e.respondsTo] : undefined;
  const replying = e.kind === 'refusal' || e.kind === 'grant' || e.kind === 'condition' || e.kind === 'dodge';
  const topic = replying ? (asked?.line ? aboutSentence(scene, asked.line, asked.text) : null) : own;
  switch (e.kind) {
    case 'entrance':
      return `${by} arrives`;
    case 'exit':
      return `${by} goes`;
    case 'news':
      return topic ? `${by} brings up ${topic}` : `${by}'s news: “${quoteOf(e.text, 50)}”`;
    case 'refusal': {
      // The character's statement back against an ask ("You said no to camp.") argues; a partner's excuse
      // ("I've got work at eight.") is their no.
      // ...and a line that says no in no words ("That was March, Tom.") pushes back — or, when it asks for something
      // itself ("Don't tell Mom."), is that ask.
      const own = e.line && !carriesNo(e.line) ? scene.events.find((x) => x.line === e.line && x.kind === 'request') : undefined;
      if (own) return openerOf(scene, own);
      return e.argued && e.by === scene.character
        ? `${by} argues back${about(topic, 'on')}`
        : e.line && !carriesNo(e.line)
          ? `${by} pushes back${about(topic, 'on')}`
          : `${by} says no${about(topic, 'to')}`;
    }
    case 'grant':
      // Giving way is named only where the line says yes; "Life jacket's on the hook." answers.
      return e.line && !carriesYes(e.line) ? `${by} answers${about(topic)}` : `${by} gives way${about(topic, 'on')}`;
    case 'condition':
      return `${by} names a price${about(topic, 'for')}`;
    case 'threat':
      return `${by} threatens${about(topic, 'over')}`;
    case 'decision':
      return `${by} decides${about(topic)}`;
    case 'touch':
      return `${by} reaches out`;
    case 'dodge':
      return topic ? `${by} dodges the question of ${topic}` : `${by} dodges`;
    case 'answer':
      return `${by} answers${about(topic)}`;
    case 'request': {
      // "So drive me." after "Drive me to St. Luke's." is the same ask pressed again, not a new one.
      const verb = (x: SceneEvent) => /^(?:(?:so|then|just|please|now|and)[, ]+)*([\p{L}']+)/iu.exec(x.text)?.[1]?.toLowerCase();
      const again = scene.events.some((x) => x !== e && x.at < e.at && x.kind === 'request' && x.by === e.by && verb(x) === verb(e));
      return again ? `${by} asks again${about(topic)}` : topic ? `${by} asks for ${topic}` : `${by} asks for something new`;
    }
    case 'question':
      return `${by} asks${about(topic)}`;
    case 'promise':
      return `${by} promises${about(topic)}`;
  }
}

function givenCircumstances(reading: Reading, scene: SceneReading, request: GuideRequest): SceneGuide['givenCircumstances'] {
  const { interior } = scene.setting;
  const out: SceneGuide['givenCircumstances'] = [];
  const inside = interior === 'EXT' ? 'outside' : interior === 'INT' ? 'inside' : null;
  const where = placeOf(scene);
  // Where, and who is in the room as the page has them: the character with the age it gives, the partner with who they are.
  const partner = mainPartnerOf(scene);
  const named = partner ? relationOf(reading, scene, partner) : null;
  // The age as the page gives it: "(15)", or "(30s)" for a decade.
  const decade = reading.age !== null && new RegExp(`\\(${reading.age}s\\)`, 'i').test(reading.introduction ?? '');
  const age = scene.index === 0 && reading.age !== null ? ` (${reading.age}${decade ? 's' : ''})` : '';
  const who = partner ? `${nameOf(scene.character)}${age} with ${nameOf(partner)}${named ? `, ${named}` : ''}` : null;
  if (where) out.push({ text: `${where}${inside ? ` (${inside})` : ''}${who ? `: ${who}` : ''}.` });
  else if (who) out.push({ text: `${who}.` });
  if (partner) {
    // What the partner is doing when the page shows it, unless it is the picture the scene opens on.
    const theirs = pictureOf(scene, [partner]);
    const opening = pictureOf(scene, [scene.character]);
    if (theirs && theirs !== opening && new RegExp(`\\b${nameOf(partner).split(' ').at(-1)}\\b`, 'i').test(plainSentences(theirs)[0]!))
      out.push({ text: theirs });
  }
  const presence = scene.present.filter((p) => p !== scene.character && !scene.partners.includes(p));
  if (presence.length) out.push({ text: `Also on the page: ${presence.map(nameOf).join(', ')}.` });
  if (request.storyline) out.push({ text: `From your storyline notes: ${quoteOf(request.storyline, 160)}` });
  return out;
}

/**
 * What has just happened to the character, when the opening lines say it: a partner telling them what they did ("You
 * opened my post.") in the first three speeches. (The character's own "I've changed my mind." is argument, not history.)
 */
/** Words that put a past far back: remembered, not just done. */
const REMOTE_PAST = /\b(?:used to|years|ago|back then|when we were|at school|remember)\b/i;

function justHappened(scene: SceneReading): string | null {
  const speeches = scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  for (const line of speeches.slice(0, 3)) {
    const told = line.sentences.find((x) => {
      const first = x.tokens[0]?.norm;
      const about = first === 'you' && scene.partners.includes(line.speaker);
      // A past the two share ("You sat in front of me in geography.") is history, not what has just happened.
      const shared = REMOTE_PAST.test(line.text) || scene.relationships.some((r) => r.sharedHistory.some((h) => h.text.includes(x.text)));
      // "You opened…", "You've eaten…", "You'd cleared…" — not "You'd have gone…" (never done) or "You're sat…" (now).
      const [, t1, t2] = x.tokens;
      const done =
        (t1 !== undefined && isPastVerb(t1) && t1.pos === 'VERB') ||
        (/^(?:'d|had|'ve|have)$/.test(t1?.norm ?? '') && t2 !== undefined && t2.pos === 'VERB' && isPastVerb(t2));
      return about && !shared && done && !x.question && !x.negative && x.tokens.length >= 3;
    });
    if (told) {
      return `${nameOf(line.speaker)}'s first words say what ${nameOf(scene.character)} has just done — “${quoteOf(told.text, 70)}” — so it is done before the scene starts: carry it in.`;
    }
  }
  return null;
}

function momentBefore(reading: Reading, scene: SceneReading): SceneGuide['momentBefore'] {
  const chosen = momentBeforeOf(reading, scene);
  const happened = justHappened(scene);
  const text = happened && !chosen.text.includes(happened) ? `${chosen.text} ${happened}` : chosen.text;
  const carried = carriedIn(reading, scene);
  return { ...chosen, text: carried ? `${text} ${carried}` : text };
}

const MODAL_OR_BE = new Set(['be', 'would', 'will', 'can', 'could', 'should', 'might', 'must', 'rather']);

/**
 * What the character carries into the room (GUIDE-CRAFT: "two hours alone in the rain deciding whether to tell"): what
 * has just happened, told in their own first lines, and what they came for — or what the other wants that they will
 * not give. Only what the page says; nothing when it says neither.
 */
function carriedIn(reading: Reading, scene: SceneReading): string | null {
  const c = nameOf(scene.character);
  // "The bus was late. And Dolly got out of her box on the bus.": a deed told flat in the character's first lines.
  const told = scene.lines
    .filter((l) => l.speaker === scene.character)
    .slice(0, 2)
    .flatMap((l) => l.sentences)
    .find(
      (x) =>
        !x.question &&
        !x.negative &&
        wordCount(x) >= 4 &&
        // ...the speaker's or someone else's, not the listener's ("You went through my bag." happens here), and not a
        // state or a wish ("The tea is already poured.", "I'd rather get it done.").
        !/^\W*you\b/i.test(plain(x.text)) &&
        !x.tokens.some((t) => MODAL_OR_BE.has(t.lemma)) &&
        x.tokens.some((t) => isPastVerb(t)),
    );
  const want = mainWantOf(scene);
  const pursuit = want?.from === scene.character ? pursuitOf(reading, scene, want) : null;
  const withheld =
    !pursuit && want && want.from !== scene.character && want.of === scene.character && scene.arc?.resister === scene.character
      ? `what ${nameOf(want.from)} is after and ${c} won't give — “${quoteOf(want.askText, 50)}”`
      : null;
  const aim = pursuit ? `what ${c} is after — ${pursuit}` : withheld;
  // What happened is carried in for the sake of the aim; told alone it only repeats the page.
  if (!aim) return null;
  const news = told ? `what has just happened, in ${c}'s own words — “${quoteOf(told.text, 60)}”` : null;
  return `Carry in ${[news, aim].filter(Boolean).join(', and ')}.`;
}

function momentBeforeOf(reading: Reading, scene: SceneReading): SceneGuide['momentBefore'] {
  const c = nameOf(scene.character);
  const mb = scene.momentBefore;
  const partner = mainPartnerOf(scene);
  const p = partner ? nameOf(partner) : 'the others';
  const firstTopic = aboutLine(scene, mb.firstLine);
  const previous = mb.previousSceneEnd;
  if (previous && reading.hasFullScript) {
    const carried = previous.kind === 'speech' ? aboutLine(scene, previous.line) : null;
    return {
      text: `The scene before ends here; ${c} walks in still carrying it${carried ? ` — ${carried} is not settled` : ''}.`,
      cite: previous.kind === 'speech' ? citeLine(previous.line) : previous.kind === 'action' ? citePage(previous) : undefined,
    };
  }
  const presumes = {
    search: `someone has been looking for someone — decide how long, and where ${c} looked`,
    'earlier-talk': `there was an earlier talk${about(firstTopic)} — decide what was said last, and by whom`,
    waiting: `someone has been kept waiting${about(firstTopic, 'for')} — decide how long`,
    arrival: `${c} has just got here — decide what the trip was like and what ${c} expects to find`,
  };
  if (mb.presumes)
    return {
      text: `${mb.speaksFirst ? `${c}'s` : 'The'} first line takes something for granted: ${presumes[mb.presumes]}.`,
      cite: citeLine(mb.firstLine),
    };
  if (mb.openingAction) {
    const doing = doingOf(mb.openingAction, scene.character, reading.pronouns[scene.character]);
    return {
      text: doing
        ? `Start inside the page's first picture — ${c} ${doing} — and be doing it before the first word.`
        : `The page opens on a picture — ${pictureOf({ ...scene, items: [mb.openingAction] }, null)?.replace(/[.!]$/, '') ?? 'read it twice'} — so be inside it before the first word.`,
      cite: citePage(mb.openingAction),
    };
  }
  // An audio scene (or any page) that opens on a sound cue puts the listener somewhere before a word is said.
  const first = scene.items[0];
  if (first?.kind === 'cue' && first.cue === 'sound') {
    const heard = first.text
      .replace(/^(SFX|F\/X|FX|SOUND|GRAMS)\s*:\s*/i, '')
      .replace(/[.!]+\s+/g, ', ')
      .replace(/[.!]+$/, '');
    const how = mb.speaksFirst ? mb.firstLine.directions[0]?.replace(/[()]/g, '').toLowerCase() : undefined;
    return {
      text: `The scene opens on sound — ${/\p{Ll}/u.test(heard) ? heard : heard.toLowerCase()} — so the listener is already there: be inside it before ${c}'s first word${how ? `, which comes ${how}` : ''}.`,
      cite: citePage(first),
    };
  }
  const cue = scene.cues.find((q) => q.line === mb.firstLine)?.cue;
  const cueTopic = cue ? aboutLine(scene, cue) : null;
  return {
    text: mb.speaksFirst
      ? `${c} speaks first${about(firstTopic)}: decide what happened a minute before that makes it need saying now.`
      : `${c}'s first words answer ${cue ? nameOf(cue.speaker) : p}${cueTopic ? ` on ${cueTopic}` : ''}: decide what ${c} was doing, and thinking, when that came.`,
    cite: citeLine(mb.firstLine),
  };
}

function relationships(reading: Reading, scene: SceneReading): SceneGuide['relationships'] {
  const c = nameOf(scene.character);
  const topic = aboutScene(scene);
  const linesOf = (who: string) => scene.lines.filter((l) => l.speaker === who).length;
  // Someone who speaks once and never to the character or about them (a voice off) is not a relationship to play.
  const evidenced = scene.relationships.filter(
    (r) =>
      r.partner === mainPartnerOf(scene) ||
      r.named ||
      r.callsThem.length ||
      r.calledBy.length ||
      r.touch.length ||
      r.sharedHistory.length ||
      r.ordersGiven + r.ordersTaken > 0 ||
      scene.wants.some((w) => w.from === scene.character && w.of === r.partner) ||
      linesOf(r.partner) > 1,
  );
  return evidenced.slice(0, 3).map((r) => {
    const p = nameOf(r.partner);
    const facts: string[] = [];
    if (r.named) facts.push(`the page calls ${p} ${r.named}`);
    if (r.callsThem.length) facts.push(`${c} calls ${pronounsOf(reading, r.partner).object} “${r.callsThem.slice(0, 2).join('”, “')}”`);
    if (r.calledBy.length) facts.push(`${p} says “${r.calledBy.slice(0, 2).join('”, “')}” back`);
    // Who gives the orders says something only when nothing else on the page does, and only when it is lopsided; a
    // count of them says nothing to an actor, and touch is told only in the page's own words, elsewhere.
    if (!facts.length && Math.abs(r.ordersGiven - r.ordersTaken) >= 2)
      facts.push(r.ordersGiven > r.ordersTaken ? `${c} gives the orders here` : `${p} gives the orders here`);
    const main = mainWantOf(scene);
    const want = main?.of === r.partner ? main : scene.wants.find((w) => w.from === scene.character && w.of === r.partner);
    const theirs = scene.wants.find((w) => w.from === r.partner && w.of === scene.character);
    // The arc says who presses whom: pressed by this partner, you want to hold them off their ask.
    const pressedBy = scene.arc?.pursuer === r.partner && scene.arc.resister === scene.character ? scene.arc.want : null;
    const wantText = pressedBy
      ? `to hold ${p} off “${quoteOf(pressedBy.askText, 50)}” without losing ${pronounsOf(reading, r.partner).object}`
      : want?.verbPhrase
        ? `to get ${p} to ${withoutTerms(want.verbPhrase)}`
        : want
          ? `${want.kind === 'question' ? 'an answer' : 'a yes'}${about(aboutSentence(scene, want.ask, want.askText), 'on')} — “${quoteOf(want.askText, 50)}”`
          : theirs
            ? `to deal with what ${p} wants${about(aboutSentence(scene, theirs.ask, theirs.askText), 'on')} without losing ${pronounsOf(reading, r.partner).object}`
            : `${p} on ${c}'s side${about(topic, 'over')}`;
    const history = r.sharedHistory[0];
    return {
      partner: r.partner,
      // The evidence and the want in one sentence: what the page shows of them, then what you are after.
      want: `${facts.length ? `${capitalise(facts.join('; '))} — and you want ${wantText}.` : `You want ${wantText}.`}${history ? ` ${c} and ${p} go back${about(aboutLine(scene, history.line))}: “${quoteOf(history.text, 60)}”.` : ''}`,
      ...(history ? { cite: citeLine(history.line) } : want ? { cite: citeLine(want.ask) } : {}),
    };
  });
}

/** An alternate read off the beats: the tactic the scene arrives at, played from the first line. */
/** "to stall Latham" → "stalling Latham": a tactic after "instead of". */
const gerund = (phrase: string) =>
  phrase.replace(/^to (\w+)/, (_m, verb: string) => (/[^e]e$/.test(verb) ? verb.slice(0, -1) : verb) + 'ing');

function alternateTactic(scene: SceneReading, partner: string): string {
  // The character's own beats (a beat where they only listen has no tactic of theirs to change).
  const spoken = scene.beats.some((b) => b.line) ? scene.beats.filter((b) => b.line) : scene.beats;
  const first = spoken[0]!.tactic;
  const later = (spoken.find((b) => b.isTurn && b.tactic !== first) ?? spoken.find((b) => b.tactic !== first))?.tactic;
  const topic = aboutScene(scene);
  return later
    ? `Or: start where the scene ends up — ${TACTIC_PHRASE[later](partner).replace(/^to /, '')}${about(topic, 'over')} from the first line, instead of ${gerund(TACTIC_PHRASE[first](partner))}.`
    : `Or: ${TACTIC_PHRASE[NEXT_TACTIC[first]](partner).replace(/^to /, '')}${about(topic, 'over')} instead of ${gerund(TACTIC_PHRASE[first](partner))}, all the way through.`;
}

const RESISTS: Record<SceneReading['resistance'][number]['kind'], string> = {
  refusal: 'says no',
  dodge: 'dodges',
  condition: 'sets conditions',
  threat: 'threatens',
  'counter-ask': 'wants something back',
  objection: 'objects',
};

/** What a partner who never says no does instead, from their events: " (4 questions and 2 pieces of news instead)". */
function partnerMove(scene: SceneReading, partner: string | null): string {
  if (!partner) return '';
  const count = (kind: SceneEvent['kind']) => scene.events.filter((e) => e.by === partner && e.kind === kind).length;
  const moves: Array<[number, string, string]> = [
    [count('question'), 'question', 'questions'],
    [count('news'), 'piece of news', 'pieces of news'],
    [count('request'), 'order', 'orders'],
    [count('answer'), 'answer', 'answers'],
  ];
  // One move is named by what it was about ("a question about the scouts"), so the note is this scene's.
  const about1 = (kind: SceneEvent['kind']) =>
    aboutLine(scene, scene.events.find((e) => e.by === partner && e.kind === kind)?.line ?? null);
  const kinds: Array<SceneEvent['kind']> = ['question', 'news', 'request', 'answer'];
  const done = moves
    .map((m, i) => [...m, kinds[i]!] as const)
    .filter(([n]) => n > 0)
    .map(([n, one, many, kind]) => (n === 1 ? `${/^[ao]/.test(one) ? 'an' : 'a'} ${one}${about(about1(kind))}` : `${n} ${many}`));
  return done.length ? ` (${done.slice(0, 2).join(' and ')} instead)` : '';
}

function objective(reading: Reading, scene: SceneReading): SceneGuide['objective'] {
  const c = nameOf(scene.character);
  const partner = mainPartnerOf(scene);
  const p = partner ? nameOf(partner) : 'them';
  const asked = mainWantOf(scene);
  // A passing question ("Your usual?") is not what a character who brings news is after — news told
  // before it; a question asked after the news is what the character is left wanting.
  const news = scene.events.find((e) => e.by === scene.character && e.kind === 'news' && e.to);
  const askedAt = asked ? itemIndexOf(scene, asked.ask) : -1;
  const want = asked?.kind === 'question' && !asked.resisted && asked.pressed < 3 && news && news.at < askedAt ? null : asked;
  // Only a request is something to hold out against; a partner's question is not.
  // A one-word fragment ("Want." of "What. Do. You. Want.") is not an ask to hold out against.
  // ...nor is a dodge dressed as an order ("Pass me the other rag." for "Where will we live?").
  const dodges = new Set([
    ...scene.resistance.filter((r) => r.kind === 'dodge').map((r) => r.line),
    // A line that answers the character's question with an order of its own.
    ...scene.events.flatMap((e) => {
      const asked = e.respondsTo !== undefined ? scene.events[e.respondsTo] : undefined;
      const ordered = scene.events.some((x) => x.line === e.line && x.kind === 'request');
      return e.line && ordered && asked?.kind === 'question' && asked.by === scene.character ? [e.line] : [];
    }),
  ]);
  const theirs =
    scene.wants.find(
      (w) => w.of === scene.character && w.kind !== 'question' && (w.askText.split(/\s+/).length > 1 || w.verbPhrase) && !dodges.has(w.ask),
    ) ?? null;
  const wantTopic = want ? aboutSentence(scene, want.ask, want.askText) : null;
  // Where the want has no words of its own, the beat map's tactics say how it is played.
  const how = howOf(scene);
  // Pressed with a question the character puts off ("Were you in the car?" — "Toffee?"), the scene is keeping the answer.
  const held = want ? null : heldOutAgainst(scene);
  const keptFrom = held?.ask.kind === 'question' && holdsOutAgainstArc(scene, ['dodge']) ? held.ask : null;
  const choice = want?.verbPhrase
    ? `To get ${nameOf(want.of)} to ${withoutTerms(want.verbPhrase)}.`
    : keptFrom
      ? `To keep the answer to ${nameOf(keptFrom.from)}'s “${quoteOf(keptFrom.askText, 60)}” from ${pronounsOf(reading, keptFrom.from).object} without ever saying no.`
      : !want && news && !theirs
        ? `To make ${nameOf(news.to!)} take in what ${c} has to say${about(aboutLine(scene, news.line))}: “${quoteOf(news.text, 60)}”.`
        : want?.announced
          ? `To get ${p} to accept the news${how}: “${quoteOf(want.askText, 60)}”.`
          : want?.kind === 'question'
            ? `To get the truth out of ${p}${about(wantTopic)}${how}: “${quoteOf(want.askText, 60)}” needs a real answer.`
            : want && isNegativeOrder(want.askText)
              ? `To stop ${p}${how}: “${quoteOf(want.askText, 60)}”.`
              : want
                ? `To get ${p} to say yes${how}: “${quoteOf(want.askText, 60)}”.`
                : theirs
                  ? `To hold out against ${nameOf(theirs.from)}'s “${quoteOf(theirs.askText, 50)}” without losing ${pronounsOf(reading, theirs.from).object}.`
                  : `To make ${p} see ${c}'s side of it${about(aboutScene(scene) ?? scene.lines.map((l) => aboutLine(scene, l)).find(Boolean) ?? null, 'over')}${how}.`;
  const resistedAsks = new Set(
    scene.resistance.map((r) => scene.events.find((e) => e.line === r.line && e.respondsTo !== undefined)?.respondsTo),
  );
  const second = scene.wants.find(
    (w) =>
      w.from === scene.character &&
      w !== want &&
      w.verbPhrase &&
      phraseHolds(w) &&
      // The same ask in other words ("drive you" inside "drive you to St. Luke's") is no alternative.
      !want?.verbPhrase?.startsWith(w.verbPhrase) &&
      // ...nor a small ask after the turn ("Can I at least have the radio?"): the scene's fight is settled by then.
      itemIndexOf(scene, w.ask) < turnIndexOf(scene) &&
      scene.events.some((e, i) => e.line === w.ask && resistedAsks.has(i)),
  );
  const alternate = second
    ? `Or: to get ${nameOf(second.of)} to ${withoutTerms(second.verbPhrase!)}.`
    : // The other side of the fight is an ask made before it turns, not a comfort after ("Come here.").
      theirs?.verbPhrase && phraseHolds(theirs) && want && itemIndexOf(scene, theirs.ask) < turnIndexOf(scene)
      ? `Or play it from the other side: to keep ${nameOf(theirs.from)} from getting you to ${aboutCharacter(theirs.verbPhrase, pronounsOf(reading, theirs.from))}.`
      : alternateTactic(scene, p);
  const resist = scene.resistance;
  const answersWant = resist.find(
    (r) =>
      want && scene.events.some((e) => e.line === r.line && e.respondsTo !== undefined && scene.events[e.respondsTo]!.line === want.ask),
  );
  // Asking for something back is not resistance enough to be the obstacle.
  const hardest = scene.obstacle ?? answersWant ?? resist.find((r) => r.kind === 'refusal') ?? resist.find((r) => r.kind !== 'counter-ask');
  // A statement back against the ask is an argument, not a no.
  const argued = hardest && scene.events.some((e) => e.line === hardest.line && e.kind === 'refusal' && e.argued);
  // What the fight is over, in the want's own words ("getting Tunde to drive her to St. Luke's").
  const pursuit = pursuitOf(reading, scene, want);
  // Who the partner is to the character, as the page says it ("her brother"), when it says.
  const named = partner ? scene.relationships.find((r) => r.partner === partner)?.named : undefined;
  const room = roomOf(scene);
  // Keeping an answer back, the wall is the asker coming back for it: the line of theirs that turns the scene, or the
  // last time they ask again.
  const pressure = keptFrom ? (scene.turn?.by === keptFrom.from ? scene.turn.line : keptFrom.pressedAgain?.at(-1)?.line) : undefined;
  const obstacle = pressure
    ? `${nameOf(keptFrom!.from)} won't let it go and comes back with more — hardest at “${quoteOf(pressure.text, 60)}”.`
    : hardest
      ? obstacleOf(
          scene,
          hardest,
          // ...and a no only where the hardest line says one ("You'd know that if you called." pushes back).
          argued ? 'argues back' : hardest.kind === 'refusal' && !carriesNo(hardest.line) ? 'pushes back' : RESISTS[hardest.kind],
          pursuit,
          wantTopic,
          hardest.kind === 'refusal' && !argued && carriesNo(hardest.line) ? 'to' : 'on',
          want ? itemIndexOf(scene, want.ask) : -1,
        )
      : pursuit
        ? `Actor's choice: nothing ${p} says blocks ${pursuit} outright, so the obstacle is inside ${c} or in the room — decide which.`
        : `Actor's choice: ${p} never says no outright${about(wantTopic)}${partnerMove(scene, partner)}, so the obstacle is inside ${c} or in the room${room ? ` — ${room}` : ''}: decide which.`;
  const stake = scene.stakes[0];
  const what = stake
    ? stake.kind === 'deadline'
      ? 'the clock'
      : stake.kind === 'consequence'
        ? 'the cost of failing'
        : 'what can be lost'
    : '';
  const stakes = stake
    ? pursuit
      ? `What rides on ${pursuit} — ${what}, in ${nameOf(stake.line.speaker)}'s words: “${quoteOf(stake.text, 70)}”.`
      : `${capitalise(what)}${about(aboutSentence(scene, stake.line, stake.text), 'on')}, in ${nameOf(stake.line.speaker)}'s words: “${quoteOf(stake.text, 70)}”.`
    : `Actor's choice: the page never says what rides on ${pursuit ?? wantTopic ?? 'this'} for ${c}${named && !pursuit ? ` with ${named}` : ''}${room ? ` — decide what ${c} loses walking out of ${room} without it` : ''}.`;
  return { choice, alternate, obstacle, stakes };
}

/**
 * The partner's resistance in their own words: the hardest line, and up to two more of theirs, so the
 * actor sees every wall they push against ("Tunde argues back 3 times — “…”, “…”; hardest at “…”").
 */
function obstacleOf(
  scene: SceneReading,
  hardest: SceneReading['resistance'][number],
  verb: string,
  pursuit: string | null,
  wanted: string | null,
  word: string,
  askAt: number,
): string {
  // What they say after the turn ("He's dead, Grace." once the keys are handed over) is the aftermath, not the wall.
  const beforeTurn = (r: SceneReading['resistance'][number]) => !scene.turn || itemIndexOf(scene, r.line) <= turnIndexOf(scene);
  // ...and what they said before the ask was made ("My mother says a lot of things.") is no wall against it.
  const afterAsk = (r: SceneReading['resistance'][number]) => itemIndexOf(scene, r.line) > askAt;
  // One line that both argues and counter-asks is one wall, counted and quoted once.
  const said = scene.resistance.filter((r, i, rs) => r.by === hardest.by && rs.findIndex((x) => x.line === r.line) === i);
  const all = said.some(afterAsk) ? said.filter(afterAsk) : said;
  const theirs = all.some(beforeTurn) ? all.filter(beforeTurn) : all;
  if (!theirs.some((r) => r.line === hardest.line)) hardest = theirs.find((r) => r.kind === 'refusal') ?? theirs[0]!;
  // A bare name or a "Please." is not a wall worth quoting.
  // ...and words said twice ("You'll shrink it on purpose.") are quoted once.
  const others = theirs
    .filter((r, i) => r.line !== hardest.line && r.text !== hardest.text && theirs.findIndex((x) => x.text === r.text) === i)
    .filter((r) => r.text.split(/\s+/).length >= 3)
    .slice(0, 2);
  const by = nameOf(hardest.by);
  const walls = others.map((r) => `“${quoteOf(r.text, 50)}”`).join(', ');
  // A one-word sentence ("Want." of "What. Do. You. Want.") is quoted with the rest of its line.
  const hardestQuote = `“${quoteOf(hardest.text.split(/\s+/).length > 1 ? hardest.text : hardest.line.text, 60)}”`;
  if (pursuit)
    return `In the way of ${pursuit}: ${by} ${verb}${theirs.length > 1 ? ` ${theirs.length} times` : ''}${walls ? ` — ${walls}; hardest at ${hardestQuote}` : ` — hardest at ${hardestQuote}`}.`;
  // What is resisted is what was asked for, never a word from the resisting line ("before I change my mind").
  return `${by} ${verb}${about(wanted, word)}${theirs.length > 1 ? ` — ${theirs.length} times in all` : ''}${walls ? ` (${walls})` : ''}; hardest at ${hardestQuote}.`;
}

const TURN_PAST: Record<NonNullable<SceneReading['turn']>['because'], string> = {
  'gives-in': 'gives in',
  confesses: 'comes clean',
  decides: 'decides',
  'sets-terms': 'sets the terms',
  news: 'drops the news',
  arrival: 'walks in',
  refuses: 'shuts the door',
  answers: 'answers at last',
};

function beatNote(scene: SceneReading, beat: Beat, partner: string): string {
  const c = nameOf(scene.character);
  const topic = aboutLine(scene, beat.line) ?? aboutLine(scene, beat.opener?.line ?? null);
  // With no topic, what the line answers says what the tactic is played against ("…, after Dana's no").
  const after = !topic && beat.line ? answeredBy(scene, beat.line) : null;
  const move = beat.line
    ? `${c} ${does(beat.tactic, partner)}${about(topic, 'over')}${after ? `, after ${after}` : ''}: “${quoteOf(beat.line.text, 60)}”.`
    : `${c} has no line here${topic ? ` while ${topic} is talked about` : ''}: listen, and let it change what comes next.`;
  const turn =
    beat.isTurn && scene.turn
      ? turnSaidAs(scene, scene.turn) === 'says'
        ? scene.turn.line === beat.line
          ? ''
          : ` ${nameOf(scene.turn.by)} says “${quoteOf(scene.turn.text, 60)}”.`
        : ` ${nameOf(scene.turn.by)} ${TURN_PAST[scene.turn.because]}${about(aboutLineOrScene(scene, scene.turn.line))}${scene.turn.line === beat.line ? '' : `: “${quoteOf(scene.turn.text, 60)}”`}.`
      : '';
  return `${move}${turn}`;
}

/** " in the kitchen", or nothing where the page names no room. */
const inRoom = (scene: SceneReading) => {
  const room = roomOf(scene);
  return room ? ` in ${room}` : '';
};

function beats(scene: SceneReading): SceneGuide['beats'] {
  // The person a beat's tactic is played at: whoever its opening event is aimed at, else the main partner.
  const target = (b: Beat) =>
    nameOf(b.opener?.to && b.opener.to !== scene.character ? b.opener.to : (mainPartnerOf(scene) ?? scene.character));
  return scene.beats.map((b, i) => {
    // A cast list says who is in the play: the beat opens on the first thing that happens after it.
    const start = scene.items.findIndex((item, k) => k >= b.start && (k >= b.end || item.kind !== 'action' || !isCastList(item.text)));
    const anchorItem = scene.items[start < 0 ? b.start : start]!;
    const startsAt: Citation =
      anchorItem.kind === 'speech'
        ? citeLine(anchorItem.line)
        : anchorItem.kind === 'action'
          ? citePage(anchorItem)
          : citeLine(b.line ?? scene.lines[0]!);
    const opener = b.opener ? openerOf(scene, b.opener) : null;
    const firstTopic = i === 0 ? aboutLine(scene, b.line ?? scene.lines[0] ?? null) : null;
    return {
      // With nothing said about yet, the first beat opens where the page puts it ("the scene opens in the kitchen").
      title: `Beat ${i + 1}${b.isTurn ? ' — the turn' : ''}: ${opener ?? (i === 0 ? `the scene opens${firstTopic ? about(firstTopic, 'on') : inRoom(scene)}` : 'a new way in')}`,
      tactic: TACTIC_PHRASE[b.tactic](target(b)),
      startsAt,
      isTurn: b.isTurn,
      note: beatNote(scene, b, target(b)),
    };
  });
}

/** " — a way to corner Pip": what the beat a line stands in is doing, from the beat map. */
function echoTactic(scene: SceneReading, line: Line, partner: string): string {
  const at = itemIndexOf(scene, line);
  const beat = [...scene.beats].reverse().find((b) => b.start <= at);
  return beat ? ` — a way ${TACTIC_PHRASE[beat.tactic](partner)}` : '';
}

/**
 * A reaction that shows news landing: a question back, a cry, a line that breaks off, a word or two
 * ("What?", "Oh.", "Since when?"), or one that says it knew. A long, level answer shows no news landing,
 * so no listening note is hung on it.
 */
function takesItIn(reaction: Line): boolean {
  const first = reaction.sentences[0];
  return (
    ALREADY_KNOWN.test(reaction.text) ||
    Boolean(first && (first.question || first.exclamation || first.trailing)) ||
    reaction.text.split(/\s+/).length <= 3 ||
    /^(oh|what|wait|no|really|seriously|how|since when)\b/i.test(reaction.text)
  );
}

/** A reply that says the news was already known. */
const ALREADY_KNOWN = /^(yeah,? |yes,? |i )?(i know|i knew|i told you|i heard|i saw|i'm aware|we know)\b/i;

/** What a key line carries beyond its surface (reading decision 029), said before anything else about it. */
function carried(scene: SceneReading, s: SubtextCandidate, partner: string, again: boolean): string | null {
  const c = nameOf(scene.character);
  // Said once per scene in full; a second line carrying the same thing builds on the first.
  if (again && s.carries)
    return {
      confession: `More of what ${c} kept back: each piece costs more than the last.`,
      contradiction: `${c} goes back on ${c}'s own words again — the story is coming apart.`,
      unanswered: `Again ${partner} has nothing to say back: let that silence grow.`,
    }[s.carries];
  // What the line is about, in its own words, so the note is this line's and no other's.
  const topic = aboutLine(scene, s.line);
  switch (s.carries) {
    case 'confession':
      return `${c} has kept ${topic ?? 'this'} back until now, and here it comes out — let ${partner} see what it costs to say, then what it is like to have said it.`;
    case 'contradiction':
      return `${c} takes back what ${c} said before${about(topic)}: the story gives way to the truth here — play the moment it does.`;
    case 'unanswered':
      return `${partner} has no answer for ${topic ? `what ${c} says about ${topic}` : 'it'}, and the silence after the line is part of it: hold it, and don't rescue ${partner}.`;
    default:
      return null;
  }
}

/**
 * What a line that says little means underneath, from the scene's own want in its own words: before the
 * turn, whatever the character says, the ask is still under it. Null when the want has no words of its
 * own, after the turn, and for the ask itself (it says what it means).
 */
function underneath(scene: SceneReading, line: Line, reading?: Reading): string | null {
  const want = mainWantOf(scene);
  if (!want?.verbPhrase || want.from !== scene.character || want.ask === line) return null;
  if (scene.turn && itemIndexOf(scene, line) > turnIndexOf(scene)) return null;
  // Said about the character ("to let her keep him"), not to the actor: the sentence names them.
  const doing = reading ? aboutCharacter(want.verbPhrase, pronounsOf(reading, scene.character)) : withoutTerms(want.verbPhrase);
  return `under it ${nameOf(scene.character)} is still asking ${nameOf(want.of)} to ${doing}`;
}

/**
 * What a line of the character's means to the partner's ask they hold out against, in that ask's own words:
 * a no said as something else ("Then it goes to a nail salon." — Owen hears that Nadia will not sign), or
 * the yes the character never says ("Leave the form."). Null for a plain no (it says what it means), and
 * when the character is not the one pressed.
 */
function towardTheirAsk(reading: Reading, scene: SceneReading, line: Line): string | null {
  const held = heldOutAgainst(scene);
  if (!held?.ask.verbPhrase || !phraseHolds(held.ask)) return null;
  const c = nameOf(scene.character);
  const p = nameOf(held.ask.from);
  const doing = aboutCharacter(held.ask.verbPhrase, pronounsOf(reading, held.ask.from));
  const acts = scene.events.filter((e) => e.line === line && e.by === scene.character);
  const answers = (e: SceneEvent) => e.respondsTo === undefined || scene.events[e.respondsTo]!.line === held.ask.ask;
  if (acts.some((e) => e.kind === 'grant' && answers(e)))
    return `${c} never says yes, and this is as close as ${c} comes: ${c} will ${doing} after all. Let it cost ${c} something to say.`;
  const no = acts.find((e) => (e.kind === 'refusal' || e.kind === 'dodge') && answers(e));
  // A line with the word in it ("No.", "I said no on the phone.") already says what it means.
  if (!no || /\b(no|nope|nah|never)\b/i.test(line.text)) return null;
  const topic = aboutLine(scene, line);
  // An argument back ("Mom signed for Dad. Three times.") is a no dressed as a reason; anything else is one in other words.
  if (no.argued)
    return `${c} answers with ${topic ? `talk of ${topic}` : 'a reason'}, not a no — but a no is what ${p} hears: ${c} will not ${doing}.`;
  return `${topic ? `${c} is talking about ${topic}, and ` : ''}${p} hears the no under it: ${c} will not ${doing}.`;
}

export function meaning(scene: SceneReading, s: SubtextCandidate, again = false, reading?: Reading): string {
  const c = nameOf(scene.character);
  const asker = s.answering ? nameOf(s.answering.speaker) : 'the other person';
  const topic = aboutLine(scene, s.answering) ?? aboutLineOrScene(scene, s.line);
  // What a line carries outranks its surface kind: a confession is not "a change of subject".
  const carries = carried(scene, s, s.answering ? asker : nameOf(mainPartnerOf(scene) ?? scene.character), again);
  if (carries && s.kind !== 'turn') return carries;
  // ...and so does what it does to the partner's ask, when the character is the one pressed.
  const toward = reading ? towardTheirAsk(reading, scene, s.line) : null;
  if (toward) return s.kind === 'turn' ? `The turn. ${toward}` : toward;
  switch (s.kind) {
    case 'turn': {
      // What changes is read off the beats: the tactic before the turn gives way to the one after it.
      const at = scene.beats.findIndex((b) => b.isTurn);
      const before = scene.beats[at - 1]?.tactic;
      const after = scene.beats[at]?.tactic;
      const p = asker;
      if (carries) return `The turn. ${carries}`;
      // The partner turns right after it: this is the line that tips them, and what changes is theirs.
      const turn = scene.turn;
      if (turn && turn.by !== scene.character && turn.line !== s.line && itemIndexOf(scene, turn.line) > itemIndexOf(scene, s.line))
        return `The last thing ${c} says before ${turnSaidAs(scene, turn) === 'says' ? `${nameOf(turn.by)}'s “${quoteOf(turn.line.text, 40)}”` : `${nameOf(turn.by)} ${TURN_PAST[turn.because]} (“${quoteOf(turn.line.text, 40)}”)`}: it is the line that tips ${nameOf(turn.by)}, so play it as the one that counts.`;
      return before && after && before !== after
        ? `The turn. Before it ${c} is trying ${TACTIC_PHRASE[before](p)}${about(topic, 'over')}; from here, ${TACTIC_PHRASE[after](p).replace(/^to /, '')}.`
        : `The turn: once it is said, ${topic ?? 'it'} is out between ${c} and ${asker} — give it the pause it needs.`;
    }
    case 'fine':
      return `${c} is not fine. The words shut the door${about(topic, 'on')}; let ${asker} almost see behind it.`;
    case 'question-for-question':
      return `A question back buys time: ${c} isn't ready to answer ${asker}${about(topic)} yet.`;
    case 'deflection':
      return `A dodge. ${c} won't go near ${topic ?? 'the real subject'} with ${asker} — play keeping it shut.`;
    case 'repetition': {
      // How the word comes back says what it is for: asked back, made an order, or turned into a no.
      const said = s.line.sentences.find((x) => s.echo && new RegExp(`\\b${s.echo}\\b`, 'i').test(x.text));
      if (said?.question)
        return `${c} hands ${asker}'s “${s.echo}” back as a question: make ${asker} answer for the word${echoTactic(scene, s.line, asker)}.`;
      if (said?.imperative && scene.events.some((e) => e.line === s.line && e.kind === 'request'))
        return `${c} turns ${asker}'s own “${s.echo}” into an order — the word is ${asker}'s, the push is ${c}'s${echoTactic(scene, s.line, asker)}.`;
      // "It's not the bike.": setting the other's guess aside corrects them; it refuses nothing.
      if (said && isCorrection(said.text))
        return `${c} puts ${asker}'s “${s.echo}” aside — ${asker} has guessed wrong, and what ${c} came to say is still to come.`;
      // ...only where the line refuses or puts off something asked; "The sponsors aren't up here." argues with the word.
      const refuses = scene.events.some(
        (e) => e.line === s.line && e.by === scene.character && (e.kind === 'refusal' || e.kind === 'dodge'),
      );
      if (said?.negative && refuses) return `${c} turns ${asker}'s “${s.echo}” into a no: the word is borrowed, the refusal is ${c}'s own.`;
      const own = aboutLine(scene, s.line);
      // Turned "on the test" when the word is "test" says nothing: the word is thrown back instead.
      // What the echoed word was about where the partner said it: that sentence only, never the rest of their speech.
      const echoed = s.answering?.sentences.find((x) => s.echo && new RegExp(`\\b${s.echo}\\b`, 'i').test(x.text));
      const theirs = s.answering && echoed ? aboutSentence(scene, s.answering, echoed.text) : null;
      return own && !own.endsWith(` ${s.echo?.toLowerCase()}`)
        ? `${c} takes ${asker}'s own word, “${s.echo}”, and turns it on ${own}.`
        : theirs && !theirs.endsWith(` ${s.echo?.toLowerCase()}`)
          ? `${c} takes ${asker}'s own word, “${s.echo}”, and throws it back over ${theirs}.`
          : `${c} takes ${asker}'s own word, “${s.echo}”, and throws it back${echoTactic(scene, s.line, asker)}.`;
    }
    case 'trailing':
      return `It breaks off. Decide the end of the sentence ${c} doesn't say${about(topic)}.`;
    case 'short-reply': {
      const words = s.line.text.replace(/[^\p{L}' ]/gu, ' ').toLowerCase();
      // "Howard." said back to "Bubble machine?": the name alone answers; it is no sure short answer.
      if (s.answering && s.line.sentences.every((x) => isOnlyCall(x)))
        return `The name alone is ${c}'s whole answer to ${asker}'s “${quoteOf(s.answering.text, 40)}” — play what is under the word: a warning, or the end of the argument.`;
      if (ALREADY_KNOWN.test(s.line.text))
        return `“${quoteOf(s.line.text, 30)}” stops ${asker} before the explaining starts: ${c} has heard it, and wants it over.`;
      if (/^\s*(okay|ok|fine|sure|yes|yeah|yep|deal|right|alright|all right)\b/.test(words))
        return `${c} goes along in as few words as there are — decide what the yes costs ${c}, and let ${asker} not quite trust it.`;
      // "If nothing goes wrong." said to a plan: a doubt hung on it, not an argument.
      if (/^\W*(if|unless)\b/i.test(s.line.text) && !s.answering?.sentences.at(-1)?.question)
        return `${c} doesn't argue with ${asker}'s plan — “${quoteOf(s.line.text, 30)}” hangs a doubt on it and leaves it there for ${asker} to hear.`;
      // A vague answer makes the asker ask again: only when something was asked.
      if (
        s.answering?.sentences.at(-1)?.question &&
        /\b(thing|things|around|stuff|somewhere|someone|something|whatever|nowhere|nothing)\b/.test(words)
      )
        return `${c} answers with the vaguest words there are: ${asker} will have to ask again, and ${c} knows it — choose to be that vague.`;
      // A short answer the asker does not take ("Why?" — "The swell." — "What aren't you saying?") is a cover, whatever is under it;
      const next = nextSpeechOf(scene, s.line);
      // ...or knocks it down at once ("Why?" — "The wind." — "The wind's been like this for three days.").
      const byAsker = next && s.answering && next.speaker === s.answering.speaker ? next : null;
      const knocked = byAsker
        ? scene.events.find((e) => e.line === byAsker && e.kind === 'refusal' && e.to === scene.character)
        : undefined;
      const doubt = byAsker?.sentences.find((x) => DOUBTS.test(plain(x.text)) || x.text === knocked?.text);
      if (doubt && s.answering?.sentences.at(-1)?.question)
        return `“${quoteOf(s.line.text, 30)}” is a cover, and ${asker} doesn't buy it (“${quoteOf(doubt.text, 40)}”): say it as if it will hold.`;
      const under = underneath(scene, s.line, reading);
      if (under && s.answering) return `“${quoteOf(s.line.text, 30)}” is all ${asker} gets, and ${under}.`;
      // A short question answered short ("How did you know?" — "Clear head.") is no "lot" given: the answer is sure.
      if (s.answering?.sentences.at(-1)?.question && s.answering.text.split(/\s+/).length <= 6)
        return `${asker} asks it short and ${c} answers shorter — “${quoteOf(s.line.text, 30)}” and stop: the fewer the words, the surer ${c} sounds.`;
      return `${asker} gives ${c} a lot${about(topic, 'on')}; ${c} gives back almost nothing, and the less said, the more it costs.`;
    }
    case 'change-of-subject': {
      const under = underneath(scene, s.line, reading);
      return `${asker} asked one thing; ${c} answers another${topic ? ` and steers off ${topic}` : ''}${under ? ` — ${under}` : ''}.`;
    }
  }
}

/** A reply that doubts what it was just told: "What aren't you saying?", "Really?", "Are you sure?", "Come on." */
const DOUBTS =
  /^(?:\W*)(?:really\??$|come on\b|are you sure\b|you sure\b|is that (?:it|all|right|true)\?|and the (?:real|other) reason\b)|\bwhat (?:aren't|are) you (?:not )?(?:saying|telling)\b|\b(?:you're|you are) lying\b|\bthe truth\b/i;

function physicality(reading: Reading, scene: SceneReading, format: Format): SceneGuide['physicality'] {
  const out: SceneGuide['physicality'] = [];
  const c = nameOf(scene.character);
  // What the page has the character do comes first — the first move and the last, then one between (a short guide keeps
  // the first two: where the scene starts and where it ends up) — then the directions on their lines, a written pause last.
  const isPause = (m: SceneReading['physical'][number]) =>
    m.kind === 'direction' && /^[([]?(a )?(beat|pause|long pause|silence|long beat)[)\]]?\.?$/i.test(m.text.trim());
  const done = scene.physical.filter((m) => m.kind !== 'direction');
  const moves = [
    ...[done[0], done.length > 1 ? done.at(-1) : undefined, ...done.slice(1, -1)].filter((m) => m !== undefined).slice(0, 3),
    ...scene.physical.filter((m) => m.kind === 'direction' && !isPause(m)),
    ...scene.physical.filter(isPause),
  ];
  for (const m of moves) {
    if (out.length >= 3) break;
    if (m.kind === 'direction') {
      const topic = aboutLine(scene, m.line);
      const written = m.text.replace(/^[([]|[)\]]$/g, '').replace(/\.$/, '');
      const label = written.toLowerCase();
      const said = `“${quoteOf(m.line.text, 40)}”`;
      // A written pause is timing, not a move: it is heard (audio) or thought through (camera, stage).
      const pause = /^(a )?(beat|pause|long pause|silence|long beat)$/.test(label);
      // What the pause is for: finding the next way in, from the beat the line stands in.
      const next = pause ? echoTactic(scene, m.line, nameOf(mainPartnerOf(scene) ?? scene.character)).replace(/^ — a way /, '') : '';
      out.push({
        text: pause
          ? format === 'audio'
            ? `The pause in ${said} is written in: let the listener hear it — a breath${next ? ` while ${c} finds how ${next}` : ''}, not dead air.`
            : `The pause in ${said} is written in: use it to find how ${next || 'to go on'}, not to wait.`
          : format === 'audio'
            ? `${said} is marked ${label}: put it into the voice and the distance from the mic, not the face${topic ? `, while ${c} talks about ${topic}` : ''}.`
            : /^to /.test(label)
              ? // "(to Nana, not to Mom)": who hears it is the choice.
                `${said} goes ${written}: who ${c} says it to is the choice — let the eyes make it clear.`
              : /^\p{Ll}+ing\b/u.test(label)
                ? // "(holding up the flyer)" is a move, not a feeling: done once, for a reason.
                  `${c} is ${label} on ${said} — one clear move, ${FRAMES[format].size}.`
                : topic
                  ? `${m.text} comes as ${c} talks about ${topic}: play the reason for it, not the label.`
                  : `${said} is marked ${label}: play the reason for it, not the label.`,
        cite: citeLine(m.line),
      });
    } else {
      // Each sentence of it the character does ("Nell looks at the box a long time. Then she … opens the lid."), up to two.
      const doings = plainSentences(m.text)
        .map((text) => doingOf({ ...m, text }, scene.character, reading.pronouns[scene.character]))
        .filter((d): d is string => Boolean(d))
        .slice(0, 2);
      const doing = doings.length ? doings.join(', then ') : null;
      // An action line that says nothing of what the character does gives no physical note (audio aside).
      if (!doing && format !== 'audio') continue;
      out.push({
        text: doing
          ? `${c} ${doing} — as written, ${FRAMES[format].size}.`
          : 'The listener hears this only through you: breath and distance.',
        cite: citePage(m),
      });
    }
  }
  const touch = scene.relationships.flatMap((r) => r.touch)[0];
  if (touch && !out.some((o) => o.cite?.quote === quoteOf(touch.text)) && format !== 'audio')
    out.push({ text: `The touch is the scene's answer; let it land before the next line.`, cite: citePage(touch) });
  return out.slice(0, 4);
}

/** How a last line with nothing named in it is left, by its shape; one that only says something needs no note. */
const STOPS = { question: 'the question left open', order: 'and wait for it to be done', no: 'and let the no stand' } as const;
const shapeOf = (s: Sentence | undefined): keyof typeof STOPS | null =>
  s?.question ? 'question' : s?.imperative ? 'order' : s?.negative ? 'no' : null;

const BUTTON_WANTED = { yes: 'Have one ready:', optional: 'Optional here:', rarely: 'Seldom wanted here:' } as const;

function button(reading: Reading, scene: SceneReading, format: Format): SceneGuide['button'] {
  const f = FRAMES[format];
  const c = nameOf(scene.character);
  const last = scene.lines.at(-1)!;
  const end = scene.ending;
  const partner = mainPartnerOf(scene);
  // A partner who has walked out before the last line is no one to hold on: the door they left by is.
  const lastAt = itemIndexOf(scene, last);
  const gone = partner !== null && scene.events.some((e) => e.kind === 'exit' && e.by === partner && e.at < lastAt);
  // Who someone is to the character, as the page says it ("his daughter"), else their name.
  const namedOnPage = (who: string) => scene.relationships.find((r) => r.partner === who)?.named ?? nameOf(who);
  const holdOn = gone ? `the door ${nameOf(partner)} went out of` : partner ? namedOnPage(partner) : 'the lens side';
  // The want, won or not, is what the last look holds; a word from the last line would be a guess.
  const want = mainWantOf(scene);
  const pursuit = pursuitOf(reading, scene, want);
  const holding = pursuit ? `, ${want?.granted ? 'having won' : 'still set on'} ${pursuit}` : '';
  // No tactic tail ("let it land, still reasoning"): the last beat's label is often not how the last line is played; what
  // the last line is about is.
  const lastTopic = aboutLine(scene, last);
  const shape = shapeOf(last.sentences.at(-1));
  const options: string[] = [];
  // A camera's instruction ("HOLD on Veronica.", "PUSH IN on her face.") is no picture to play.
  // A child playing the scene is never coached to dwell on its beer or its knife.
  const young = (reading.age ?? Infinity) <= CHILD_GUIDE_MAX_AGE;
  if (end?.kind === 'action' && !CAMERA.test(end.text) && (!young || isChildSafe(end.text)))
    options.push(`Take the page's last picture as your button: ${quoteOf(end.text, 70)}`);
  // A look needs a thing in the room: only an image the action lines put there.
  const image = keyThing(scene);
  if (image?.onPage && format !== 'audio' && (!young || isChildSafe(image.phrase)))
    options.push(`A last look at ${image.phrase} — the thing this scene keeps coming back to.`);
  // The held look is the button of last resort, or the one that carries the want; what it holds
  // depends on how the last line ends — a question left open, a no, an order, or a thing said.
  const look =
    shape === 'question'
      ? 'as if the answer might still come'
      : shape === 'order'
        ? `and wait to see if ${holdOn} does it`
        : shape === 'no'
          ? 'and let the no stand'
          : 'and let it land';
  // The partner's line after the character's last one is the last word: the button is how the character takes it.
  const finalSpeech = scene.items.findLast((i) => i.kind === 'speech');
  const lastWord = finalSpeech?.kind === 'speech' && finalSpeech.line.speaker !== scene.character ? finalSpeech.line : null;
  // On audio there is nobody to look at: the mic hears a breath.
  const hold = format === 'audio' ? 'stay on the mic one breath longer' : `hold on ${holdOn}`;
  if (lastWord && (!options.length || holding))
    options.unshift(
      `${nameOf(lastWord.speaker)} has the last word (“${quoteOf(lastWord.text, 40)}”): the button is ${c} taking it${holding}${
        format === 'audio'
          ? ' — a breath the mic can hear, then nothing'
          : ` — hold on ${namedOnPage(lastWord.speaker)} after it, a beat past comfortable`
      }${format === 'multicam' ? ', and past the laugh' : ''}.`,
    );
  else if (!options.length || holding)
    options.unshift(
      `After “${quoteOf(last.text, 40)}”, ${hold}${holding}, ${holding ? 'a beat past comfortable' : look}${format === 'multicam' ? ' — and past the laugh' : ''}.`,
    );
  return {
    wanted: BUTTON_WANTED[f.button],
    options: options.slice(0, 3),
    // Where the frame seldom wants a button, the production notes already say to end on the thought.
    // ...and a last line that names nothing and only says something needs no note of its own: the frame's drop-it rule stands.
    dropIt:
      f.button === 'rarely' || (!pursuit && !lastTopic && !shape)
        ? ''
        : `Without it, ${c}'s last word is “${quoteOf(last.text, 30)}”: stop there, ${pursuit ? `the thought still on ${pursuit}` : lastTopic ? `the thought still on ${lastTopic}` : STOPS[shape!]}.`,
  };
}

/** Two concrete options where the text is silent, each tied to a line. */
function actorsChoice(reading: Reading, scene: SceneReading): SceneGuide['actorsChoice'] {
  const c = nameOf(scene.character);
  const they = pronounsOf(reading, scene.character);
  const first = scene.momentBefore.firstLine;
  const firstTopic = aboutLine(scene, first);
  const partner = mainPartnerOf(scene);
  const p = partner ? nameOf(partner) : null;
  const pursuit = pursuitOf(reading, scene);
  const opening = scene.beats.find((b) => b.line)?.tactic;
  // The partner's first words, when they speak before the character: what the character walks into.
  const theirFirst = scene.momentBefore.speaksFirst
    ? null
    : scene.items.find((i) => i.kind === 'speech' && i.line.speaker !== scene.character);
  const openingTopic = theirFirst?.kind === 'speech' ? aboutLine(scene, theirFirst.line) : null;
  const theirFirstQuestion = theirFirst?.kind === 'speech' && theirFirst.line.sentences.some((x) => x.question);
  const out: SceneGuide['actorsChoice'] = [];
  // The page is not silent on the moment before when its opening picture shows the character doing something: the
  // moment-before section already starts there, and a choice of "rehearsed or blurted" would only be a formula.
  const shown = scene.momentBefore.openingAction && pictureOf(scene, [scene.character], [scene.momentBefore.openingAction]) !== null;
  if (!scene.momentBefore.presumes && !scene.momentBefore.previousSceneEnd && !shown)
    out.push(
      theirFirst?.kind === 'speech'
        ? {
            text: `Actor's choice, moment before — either ${c} is ready for ${nameOf(theirFirst.line.speaker)}${openingTopic ? ` and knows ${openingTopic} will come up` : firstTopic ? `, ${firstTopic} already on ${they.possessive} mind` : ''}, or ${nameOf(theirFirst.line.speaker)}'s first ${theirFirstQuestion ? 'question catches' : 'words catch'} ${they.object} cold; decide which before the first word.`,
            cite: citeLine(theirFirst.line),
          }
        : {
            text: `Actor's choice, moment before — either ${c} has been rehearsing what to say${about(firstTopic)} ${pursuit ? `to have a chance at ${pursuit}` : opening ? `and how to go about it (${by(opening)} first)` : 'for a while'}, or it comes out before ${they.subject} can stop it.`,
            cite: citeLine(first),
          },
    );
  // Where the page names no stakes, two to choose from: the thing itself, or the person. Both tied to
  // the line that exposes the character most (the turn when it is theirs, else the first key line).
  const exposed = scene.turn?.by === scene.character ? scene.turn.line : (scene.subtext[0]?.line ?? null);
  const thing = pursuit ?? keyThing(scene)?.phrase ?? null;
  if (!scene.stakes.length && p && exposed && thing)
    out.push({
      text: `Actor's choice, stakes: either ${thing} matters for its own sake — decide what ${c} can't do without it; or it is about ${p}: decide what ${c} loses with ${p} if this line lands wrong.`,
      cite: citeLine(exposed),
    });
  if (!placeOf(scene))
    out.push({
      text: `Actor's choice, place: the page doesn't say where this talk${about(aboutScene(scene))} happens — pick a room you know and one object in it to use on “${quoteOf(first.text, 40)}”.`,
    });
  return out;
}

/** A heading a person can read: the page's own, with the place added when the page heading has none ("Scene 2"). */
function headingOf(scene: SceneReading): string {
  const place = placeOf(scene);
  const label = stageLabelOf(scene);
  if (!scene.heading && label) return place ? `${label} — ${place}` : label;
  if (!scene.heading) return place ? `${place} (the sides start mid-scene)` : 'The sides start mid-scene';
  return scene.setting.place || !place ? scene.heading : `${scene.heading} — ${place}`;
}

/**
 * The one opposite colour goes on the line the scene is built on — the character's ask, or else their
 * line in the turn's beat — played against the tactic of the beat it stands in: a line with no tactic
 * of its own ("Since March.") gives an opposite of nothing. When the partner has already said no more than once
 * by the time the line is said, that is why a different colour is worth a try.
 */
function opposite(scene: SceneReading, fallback: Line): string {
  const want = mainWantOf(scene);
  const turnBeat = scene.beats.find((b) => b.isTurn);
  const line = (want?.from === scene.character ? want.ask : null) ?? turnBeat?.line ?? fallback;
  const at = itemIndexOf(scene, line);
  const tactic = ([...scene.beats].reverse().find((b) => b.start <= at) ?? scene.beats[0]!).tactic;
  // Only the pushes back already heard when the line is said are a reason for it ("Pop, can he live here?" opens the scene).
  const noes = want ? scene.resistance.filter((r) => r.by === want.of && itemIndexOf(scene, r.line) < at).length : 0;
  const sentence = want?.ask === line ? want.askText : line.text;
  const why = noes >= 2 && want ? ` — after ${noes} pushes back, the way ${nameOf(want.of)} hasn't heard it yet` : '';
  // The ask in its own words makes the note this scene's: "ask Ray to sign it as an invitation".
  const asking = want?.ask === line && want.verbPhrase;
  const what = asking ? `ask ${nameOf(want.of)} to ${withoutTerms(want.verbPhrase!)}` : `play “${quoteOf(sentence, 50)}”`;
  // A quoted line says what the colour goes on; what it is about, or what it answers, says why this line ("…, the line
  // about the vault", "…, your answer to Ray's no").
  const topic = asking ? null : aboutLine(scene, line);
  const answers = asking || topic || line.sentences.some((x) => x.question) ? null : answeredBy(scene, line);
  const where = topic ? `, the line about ${topic}` : answers ? `, your answer to ${answers}` : '';
  return `Optional, once: ${what} ${OPPOSITE_OF[tactic]}${where}${why}.`;
}

/**
 * What the partner's speech just before a line did, said as what the line answers ("Ray's no", "Ray's question") —
 * only where the words themselves show it: a question by its mark, a no by its words.
 */
function answeredBy(scene: SceneReading, line: Line): string | null {
  const said = lineBefore(scene.items, itemIndexOf(scene, line))?.line;
  if (!said || said.speaker === scene.character) return null;
  const refused = scene.events.some((e) => e.line === said && e.by === said.speaker && e.kind === 'refusal');
  const what = refused && carriesNo(said) ? 'no' : said.sentences.at(-1)?.question ? 'question' : null;
  return what ? `${nameOf(said.speaker)}'s ${what}` : null;
}

/** The character's next line after an item, when they have one before anyone else's next speech ends the moment. */
function replyAfter(scene: SceneReading, line: Line): Line | null {
  const next = nextSpeechOf(scene, line);
  return next?.speaker === scene.character ? next : null;
}

/**
 * How the character hears the partner's turn, said for what the turn is: a yes is the thing fought for
 * (named in the want's own words when it has them), a final no has to be heard as final, news and a
 * confession land, terms are weighed. `{p}` is the partner, `{c}` the character, `{q}` the turn's line,
 * `{won}` what the yes gives.
 */
const HEARS: Partial<Record<NonNullable<SceneReading['turn']>['because'], string>> = {
  'gives-in': '{p} gives way — {q} — and that is {won}: let it reach {c}',
  refuses: '{p} says no for good — {q}: {c} has to hear that it is final',
  news: '{c} learns it here, from {p} — {q}: let it land',
  confesses: '{p} comes clean — {q}: {c} takes in the truth',
  answers: '{p} answers at last — {q}: {c} has waited for it; let it land',
  decides: '{p} makes up {pos} mind — {q}: {c} hears where that leaves {them}',
  'sets-terms': '{p} names the price — {q}: {c} weighs it',
};

/**
 * Where the character listens (GUIDE-CRAFT "Discoveries and listening"): first the partner's turn, which
 * the character only hears, then news the reading saw land. Each is said with the line it lands on, and
 * a line is listened to once. (The hardest no is the obstacle's, said there.)
 */
/** How news lands, read from what the character says next: a question it raises, a word it stops them on, or a reply. */
function landing(reaction: Line, c: string): string {
  const said = `“${quoteOf(reaction.text, 40)}”`;
  if (reaction.sentences[0]?.question)
    return `${said} is the question it raises — ask it because of what was just heard, not because it is the next line.`;
  if (reaction.text.split(/\s+/).length <= 3) return `let it stop ${c}; ${said} is all that comes out.`;
  return `hear it land before ${said}.`;
}

function listening(reading: Reading, scene: SceneReading): SceneGuide['discoveries'] {
  const c = nameOf(scene.character);
  const out: SceneGuide['discoveries'] = [];
  const heard = new Set<Line>();
  const turn = scene.turn;
  // "says no for good" or "gives way" only where the line says it.
  const verb = turn && turn.by !== scene.character && turnSaidAs(scene, turn) === turn.because ? HEARS[turn.because] : undefined;
  const turnReply = turn ? replyAfter(scene, turn.line) : null;
  // News is heard only where the reply shows it landing; a yes or a final no is heard whatever comes back.
  const lands = !turnReply || turn?.because === 'gives-in' || turn?.because === 'refuses' || takesItIn(turnReply);
  if (turn && verb && lands) {
    const reply = turnReply;
    heard.add(turn.line);
    // A short line is heard whole: "Fine." alone loses the "Take it." that makes it a yes.
    const said = `“${quoteOf(turn.line.text.length <= 80 ? turn.line.text : turn.text, 60)}”`;
    const want = mainWantOf(scene);
    const won = want?.verbPhrase && want.from === scene.character ? `the yes to ${withoutTerms(want.verbPhrase)}` : 'the yes';
    const pronouns = pronounsOf(reading, scene.character);
    const heardAs = verb
      .replace(/\{p\}/g, nameOf(turn.by))
      .replace(/\{c\}/g, c)
      .replace('{q}', said)
      .replace('{won}', won)
      .replace('{pos}', pronounsOf(reading, turn.by).possessive)
      .replace('{them}', pronouns.object);
    out.push({
      text: reply
        ? `${heardAs} before “${quoteOf(reply.text, 40)}”.`
        : `${heardAs}; ${c} has no words for it, and the listening is the answer.`,
      cite: citeLine(reply ?? turn.line),
    });
  }
  // One note per thing learnt: two notes about the same news say it twice.
  const news = scene.discoveries.filter(
    (d, i, all) =>
      !heard.has(d.news) && all.findIndex((x) => aboutLine(scene, x.news) === aboutLine(scene, d.news)) === i && takesItIn(d.reaction),
  );
  for (const d of news) {
    // "I know." / "I told you." answers news the character already has: the listening is in not being surprised.
    out.push(
      ALREADY_KNOWN.test(d.reaction.text)
        ? {
            text: `${nameOf(d.news.speaker)}'s “${quoteOf(d.news.text, 50)}” is no news to ${c}, and “${quoteOf(d.reaction.text, 30)}” says so: let ${nameOf(d.news.speaker)} see ${c} has been expecting it.`,
            cite: citeLine(d.reaction),
          }
        : {
            text: `${nameOf(d.news.speaker)}'s “${quoteOf(d.news.text, 50)}” is new to ${c}: ${landing(d.reaction, c)}`,
            cite: citeLine(d.reaction),
          },
    );
  }
  // Nothing heard as news or as the turn: the turn is still listened to — the partner's line it turns on, heard whole
  // before the character answers; or, where the character turns it, the partner's answer to that line.
  // (A "turn" in the scene's first lines is no turn to listen for.)
  if (!out.length && turn && itemIndexOf(scene, turn.line) >= scene.items.length / 4) {
    const partnersTurn = turn.by !== scene.character;
    const heardLine = partnersTurn ? turn.line : nextSpeechOf(scene, turn.line);
    const answer = heardLine ? replyAfter(scene, heardLine) : null;
    if (heardLine && heardLine.speaker !== scene.character && answer) {
      const p = nameOf(heardLine.speaker);
      out.push({
        text: partnersTurn
          ? `${p}'s “${quoteOf(heardLine.text, 60)}” is the line the scene turns on: hear all of it before “${quoteOf(answer.text, 40)}”.`
          : `Watch ${p} take in “${quoteOf(turn.line.text, 40)}”: ${p}'s “${quoteOf(heardLine.text, 50)}” answers it — let that land before “${quoteOf(answer.text, 40)}”.`,
        cite: citeLine(answer),
      });
    }
  }
  return out;
}

/**
 * Key lines the story itself marks, for a scene whose lines hide little on their surface: the character's
 * own news that the partner turns on, and the character's answer to the partner's hardest no. Each is
 * said with what comes of it on the page, so the note is about this line and no other.
 */
function storyLines(reading: Reading, scene: SceneReading, taken: Set<Line>): SceneGuide['subtext'] {
  const c = nameOf(scene.character);
  const out: SceneGuide['subtext'] = [];
  // The one pressed: a no said as something else is read in the ask's own words ("Owen hears the no under it") —
  // twice at most in a scene, counting the key lines that already say it.
  let noes = [...taken].filter((l) => towardTheirAsk(reading, scene, l)).length;
  for (const line of scene.lines) {
    if (taken.has(line) || noes >= 2) continue;
    const toward = towardTheirAsk(reading, scene, line);
    if (!toward) continue;
    taken.add(line);
    noes++;
    out.push({ cite: citeLine(line), meant: toward });
  }
  // The one pressing: the ask made again in other words is the same want, not a new thought.
  const want = mainWantOf(scene);
  const again = want?.from === scene.character && want.verbPhrase ? want.pressedAgain?.find((p) => !taken.has(p.line)) : undefined;
  if (again && want?.verbPhrase) {
    taken.add(again.line);
    out.push({
      cite: citeLine(again.line),
      meant: `“${quoteOf(again.text, 40)}” is the same ask in new words: ${c} is still getting ${nameOf(want.of)} to ${aboutCharacter(want.verbPhrase, pronounsOf(reading, scene.character))}, harder this time.`,
    });
  }
  const turn = scene.turn;
  const turnAt = turnIndexOf(scene);
  if (turn && turn.by !== scene.character) {
    // ...only news among the character's last two speeches before the partner turns: said long before, it was no card
    // kept back.
    const spokenSince = (at: number) =>
      scene.items.slice(at + 1, turnAt).filter((i) => i.kind === 'speech' && i.line.speaker === scene.character).length;
    const news = scene.events.findLast(
      (e) => e.kind === 'news' && e.by === scene.character && e.line && e.at < turnAt && spokenSince(e.at) <= 1,
    );
    if (news?.line && !taken.has(news.line)) {
      taken.add(news.line);
      out.push({
        cite: citeLine(news.line),
        meant:
          turnSaidAs(scene, turn) === 'says'
            ? `“${quoteOf(news.text, 40)}” comes just before ${nameOf(turn.by)}'s “${quoteOf(turn.line.text, 40)}”: play it as the card ${c} has kept till last.`
            : `“${quoteOf(news.text, 40)}” is what ${nameOf(turn.by)} ${TURN_PAST[turn.because]} after (“${quoteOf(turn.line.text, 40)}”): play it as the card ${c} has kept till last.`,
      });
    }
  }
  const wall = scene.obstacle;
  const answer = wall ? replyAfter(scene, wall.line) : null;
  if (wall && answer && !taken.has(answer)) {
    const at = itemIndexOf(scene, answer);
    const before = [...scene.beats].reverse().find((b) => b.start < at)?.tactic;
    const after = scene.beats.find((b) => b.start >= at && b.start <= at + 1)?.tactic;
    // Only where the beat map shows the tactic changing on it: otherwise there is nothing this line does that others don't.
    if (before && after && before !== after)
      out.push({
        cite: citeLine(answer),
        meant: `${c}'s answer to the hardest no (“${quoteOf(wall.text, 40)}”): here ${c} stops trying ${TACTIC_PHRASE[before](nameOf(wall.by))} and starts ${TACTIC_PHRASE[after](nameOf(wall.by))}.`,
      });
  }
  return out;
}

/**
 * Key lines read against the scene's arc (decision 043): what each of the character's lines does to the want the
 * scene is about — the ask said as something else, the same ask again after a no, the card kept till last, the
 * holding out and the character's own way out when they are the one pressed, and the line where they give ground.
 * Each note names its own line's words and what the page does around it, so it is this scene's and no other's.
 */
function arcLines(reading: Reading, scene: SceneReading): SceneGuide['subtext'] {
  const arc = scene.arc;
  if (!arc?.want) return [];
  const c = nameOf(scene.character);
  const pr = pronounsOf(reading, scene.character);
  const other = nameOf(arc.pursuer === scene.character ? arc.resister : arc.pursuer);
  const at = (line: Line) => itemIndexOf(scene, line);
  const momentAt = arc.beat?.at ?? turnIndexOf(scene);
  const beat = arc.beat ? quoteOf(arc.beat.item.text, 50) : null;
  const out: SceneGuide['subtext'] = [];
  const add = (line: Line | null | undefined, meant: string | null) => {
    if (line && meant && line.speaker === scene.character && !out.some((o) => o.cite.line === line.id))
      out.push({ cite: citeLine(line), meant });
  };
  const ask = arc.want.ask;
  const asksPlainly = (text: string) =>
    ask.sentences.find((x) => x.text === text)?.imperative ||
    ask.sentences.find((x) => x.text === text)?.question ||
    SAYS_THE_WANT.test(plain(text));
  if (arc.pursuer === scene.character) {
    const topic = aboutLine(scene, ask);
    // An offer or a statement that turns round into the ask ("I can do the counter." — getting Odette to let her do
    // the counter) is said as what the ask is; else the ask is still unmade under the statement.
    const under = pursuitOf(reading, scene, arc.want);
    // A plan put to the partner ("We could go down in the morning.") asks outright: it is no fact with an ask under it.
    if (!asksPlainly(arc.want.askText) && arc.want.kind !== 'proposal')
      add(
        ask,
        under
          ? `“${quoteOf(arc.want.askText, 40)}” is put as a plain fact, and under it ${c} is ${under.replace(/^getting /, 'asking ')}${arc.holding ? `; ${other}'s “${quoteOf(arc.holding.text, 30)}” shows it was heard that way` : ''}.`
          : `On the surface “${quoteOf(arc.want.askText, 40)}” only says how things are${about(topic)}; underneath is the ask ${c} hasn't made yet${arc.holding ? `, and ${other}'s answer (“${quoteOf(arc.holding.text, 30)}”) shows it was heard` : `, put so that ${other} can say no without ${c} having asked`}.`,
      );
    // Only a no is "not taken": "My nephew has a key." answers the ask, and the line after it is no new coat for it.
    const holding = arc.holding;
    const saidNo =
      holding && scene.events.some((e) => e.line === holding && (e.kind === 'refusal' || e.kind === 'dodge' || e.kind === 'threat'));
    const reason = saidNo
      ? scene.lines.find((l) => at(l) > at(holding) && at(l) < momentAt && l !== arc.landing && l.speaker === scene.character)
      : undefined;
    if (holding && reason)
      add(
        reason,
        `After ${other}'s “${quoteOf(holding.text, 40)}”, ${c} doesn't take the no: “${quoteOf(reason.text, 40)}” is the same ask in a new coat${about(aboutLine(scene, reason), 'about')} — a reason for ${other} to change ${pronounsOf(reading, holding.speaker).possessive} mind.`,
      );
    if (arc.landing && beat)
      add(
        arc.landing,
        `“${quoteOf(arc.landing.text, 40)}” is the card ${c} has kept till last, and the page shows it land (“${beat}”): say it plainly, it needs no push.`,
      );
    const after = scene.lines.find((l) => at(l) > momentAt && arc.outcome === 'pursuer');
    if (after)
      add(
        after,
        `${arc.reaction?.text ? `After ${other}'s “${quoteOf(arc.reaction.text, 30)}”` : `Once ${other} has come round,`} ${c} has the yes, so under “${quoteOf(after.text, 40)}” is relief: take it before it changes.`,
      );
  } else {
    const held = arc.holding;
    if (held) {
      const refusal = SAYS_NO.test(held.text);
      add(
        held,
        refusal
          ? `${c} closes the door on ${other}'s “${quoteOf(arc.want.askText, 40)}”. “${quoteOf(held.text, 40)}” is meant to end it — and ${c} knows it won't.`
          : `“${quoteOf(held.text, 40)}” answers ${other}'s “${quoteOf(arc.want.askText, 30)}” without giving ${other} anything${about(aboutLine(scene, held))}: true enough to say, far from the whole of it.`,
      );
    }
    const own = scene.events.find(
      (e) => e.by === scene.character && e.kind === 'request' && e.line && at(e.line) < momentAt && e.to === arc.pursuer,
    );
    if (own?.line)
      add(own.line, `“${quoteOf(own.text, 40)}” is ${c}'s way out: if they leave now, ${other} never gets to the question again.`);
    const give = [arc.landing, arc.reaction].find((l) => l?.speaker === scene.character);
    if (give && beat)
      add(
        give,
        give === arc.landing
          ? `${c} says more than ${pr.subject} meant to, and the page shows it land on ${other} (“${beat}”). Let it slip out, then wish it back.`
          : `After the page's beat (“${beat}”) ${c} gives ground. Let it cost ${pr.object} something to say.`,
      );
  }
  return out;
}

/** Subtext kinds that say a line holds something back: never true of the character's own ask. */
const DODGING = new Set<SubtextCandidate['kind']>(['short-reply', 'change-of-subject', 'deflection', 'question-for-question']);

/**
 * A few lines get a short guide (GUIDE-CRAFT: "don't make a meal of three lines"): a co-star, or
 * anyone with five lines or fewer, gets the key line or two, one partner, one choice.
 */
const isBrief = (request: GuideRequest, reading: Reading) => request.roleSize === 'co-star' || reading.totals.lines <= 5;

function sceneGuide(reading: Reading, scene: SceneReading, request: GuideRequest, format: Format): SceneGuide {
  const brief = isBrief(request, reading);
  // The ask says what it means: a short line that is the want itself ("Try it.") has nothing under it.
  const ask = mainWantOf(scene)?.ask;
  // A word taken back in a plain statement ("Restroom's for customers.") is only its surface: it has no note worth
  // a key line unless it says something about the ask the character holds out against.
  const plainEcho = (s: SubtextCandidate) => {
    if (s.kind !== 'repetition' || s.carries || towardTheirAsk(reading, scene, s.line)) return false;
    const said = s.line.sentences.find((x) => s.echo && new RegExp(`\\b${s.echo}\\b`, 'i').test(x.text));
    const orders = said?.imperative && scene.events.some((e) => e.line === s.line && e.kind === 'request');
    return !said || !(said.question || orders || said.negative);
  };
  const keyLines = scene.subtext
    .filter((s) => !(s.line === ask && DODGING.has(s.kind) && !s.carries) && !plainEcho(s))
    .slice(0, brief ? 2 : 6);
  const scaled = <T>(xs: T[], full: number) => xs.slice(0, brief ? 1 : full);
  const shown = button(reading, scene, format);
  const keyLine = keyLines[0]?.line ?? scene.lines[0]!;
  // The arc's reading of the key lines comes first; the lines' own shapes fill the rest (six at most).
  const fromArc = arcLines(reading, scene).slice(0, brief ? 1 : 4);
  return {
    heading: headingOf(scene),
    givenCircumstances: givenCircumstances(reading, scene, request),
    momentBefore: momentBefore(reading, scene),
    relationships: scaled(relationships(reading, scene), 3),
    objective: objective(reading, scene),
    beats: beats(scene),
    subtext: [
      ...fromArc,
      ...keyLines
        .filter((s) => !fromArc.some((a) => a.cite.line === s.line.id))
        .map((s, i) => ({
          cite: citeLine(s.line),
          meant: meaning(
            scene,
            s,
            keyLines.slice(0, i).some((x) => x.carries && x.carries === s.carries),
            reading,
          ),
        })),
      ...(brief ? [] : storyLines(reading, scene, new Set(keyLines.map((k) => k.line))).slice(0, Math.max(0, 6 - keyLines.length))),
    ]
      .filter(onceEach(scene))
      .slice(0, brief ? 2 : 6),
    discoveries: scaled(listening(reading, scene), 2),
    physicality: physicality(reading, scene, format).slice(0, brief ? 2 : 4),
    button: { ...shown, options: scaled(shown.options, 3) },
    unexpected: opposite(scene, keyLine),
    actorsChoice: scaled(actorsChoice(reading, scene), 3),
  };
}

/**
 * One note per frame: the same sentence filled with another line's words ("Kerry gives Adjoa a lot on the bloods; …" after
 * "… on the evening; …") says nothing new the second time. The frame is what is left without the quotes and the scene's words.
 */
function onceEach(scene: SceneReading): (note: { meant: string }) => boolean {
  const own = new Set(
    [...scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line.text, i.line.speaker] : [i.text])), ...scene.present]
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}']+/gu)
      ?.map((w) => w.replace(/'s$/, '')),
  );
  const seen = new Set<string>();
  return (note) => {
    const frame = note.meant
      .replace(/“[^”]*”/g, '')
      .toLowerCase()
      .match(/[\p{L}']+/gu)
      ?.filter((w) => !own.has(w) && !own.has(w.replace(/'s$/, '')))
      .join(' ');
    if (!frame || frame.split(' ').length < 6) return true;
    if (seen.has(frame)) return false;
    seen.add(frame);
    return true;
  };
}

/** What a page of sides runs as, by family: a page is about a minute on screen, on stage or on air. */
const RUNNING_TIME: Partial<Record<Reading['family'], string>> = { stage: 'stage time', audio: 'air time' };

function prepPlan(request: GuideRequest, reading: Reading, now: Date): GuideDocument['prepPlan'] {
  const { lines, pages } = reading.totals;
  const days = request.auditionDate ? Math.round((Date.parse(`${request.auditionDate}T12:00:00Z`) - now.getTime()) / 86_400_000) : null;
  const memo =
    lines <= 8
      ? `${lines} lines — learnable tonight with three runs of the cue sheet.`
      : `${lines} lines over about ${pages} page${pages === 1 ? '' : 's'} (about ${pages} minute${pages === 1 ? '' : 's'} of ${RUNNING_TIME[reading.family] ?? 'screen time'}) — learn them beat by beat.`;
  if (days !== null && days > 2)
    return {
      timeLeft: `${days} days until ${request.auditionDate}.`,
      steps: [
        `Day 1: read the sides aloud twice, then tell the story in your own words. ${memo}`,
        'Day 2: the beats and the objective; run lines with the cue sheet.',
        'Middle days: try the alternate objective and the opposite colour once each; keep what feels true.',
        'Day before: two full runs and one practice take, then rest.',
        'Audition day: warm up, one easy run, and go in thinking about what you want from your partner.',
      ],
    };
  return {
    timeLeft:
      days === null
        ? 'Sides often arrive the night before — this plan works in 12 hours.'
        : days <= 0
          ? 'The audition is today or tomorrow — the short plan.'
          : `${days} day${days === 1 ? '' : 's'} left — the short plan.`,
    steps: [
      `Tonight (20 min): read the sides aloud twice and tell the story in your own words. ${memo}`,
      'Tonight (20 min): mark the beats and the turn on your sides; pick the objective you believe.',
      'Tonight (15 min): run lines with the cue sheet — the helper reads cues flat, no line readings.',
      'Sleep. Memory settles overnight.',
      'Morning (15 min): two runs, then one with the alternate objective. Holding the sides in the room is allowed.',
    ],
  };
}

function selfTape(format: Format, request: GuideRequest): string[] {
  const label = `Label the file the way casting asked (usually NAME_ROLE_${request.productionTitle.replace(/\W+/g, '').toUpperCase() || 'PROJECT'}).`;
  if (format === 'audio')
    return [
      'Reader: on a second mic or off to the side, a little quieter than you.',
      FRAMES.audio.tapeFrame,
      'Leave two seconds of room tone before and after; no music, no effects.',
      label,
    ];
  return [
    'Reader: off camera, right beside the lens, reading evenly and a little quieter than you.',
    'Eyeline: the reader, just beside the lens — never into it unless the sides say so.',
    FRAMES[format].tapeFrame,
    'Light from the front, plain background, no noise.',
    "Slate only if casting asks: name, height if asked, agency — never a child's full name or location.",
    label,
  ];
}

function warnings(reading: Reading, request: GuideRequest): string[] {
  const out: string[] = [];
  const c = nameOf(reading.character!);
  if (reading.totals.lines <= 3)
    out.push(
      `${c} has ${reading.totals.lines} line${reading.totals.lines === 1 ? '' : 's'} here — the guide is short because the role is; make each one count.`,
    );
  if (reading.mature.length && request.actorAge <= 17) {
    // One example for each kind, quoted at the sentence that holds it.
    const examples = reading.mature.filter((m, i) => reading.mature.findIndex((x) => x.topic === m.topic) === i).slice(0, 3);
    const said = examples.map(
      (f) =>
        `${f.topic} (${f.line.speaker === 'ACTION' ? 'the page' : nameOf(f.line.speaker)}: “${quoteOf(flaggedSentence(f), 90)}”, ${f.line.ref})`,
    );
    out.push(`For the parent: the scene has mature content — ${said.join('; ')}. Talk it through before rehearsing.`);
  }
  return out;
}

/**
 * One full stop after a quoted line that ends with its own (“It is.”. → “It is.”), in every piece of
 * advice; citations are the script's words and are left exactly as they are.
 */
export function tidyPunctuation<T>(value: T, key = '', tidyWords: (s: string) => string = (x) => x): T {
  if (key === 'cite' || key === 'startsAt') return value;
  // One full stop after a quotation that ends with its own, a quote inside it included ("Define "your."").
  if (typeof value === 'string') return tidyWords(value.replace(/([.!?…]["'’]?)”\./g, '$1”')) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => tidyPunctuation(v, '', tidyWords)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tidyPunctuation(v, k, tidyWords)])) as T;
  return value;
}

/**
 * "Ruby asks about Ruby's dismount" → "Ruby asks about her dismount", "Roz probes Wendell over Wendell's rounds" →
 * "…over his rounds": anyone's name said again as an owner in the same sentence becomes the page's pronoun for them
 * ("their" when the page gives none), outside quotes.
 */
function ownPossessive(reading: Reading): (s: string) => string {
  const names = Object.keys(reading.pronouns)
    .filter((n) => n.trim())
    .map((cue) => ({ cue, name: nameOf(cue) }));
  const rules = names.map(({ cue, name }) => {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // After the bare name, within one sentence (through titles like "Dr. Okafor", never through a quote).
    const again = new RegExp(`(\\b${n}\\b(?!'s)(?:[^.!?“”]|\\b(?:${ABBREVIATED_TITLES})\\.)*?)\\b${n}'s\\b`, 'g');
    const own = pronounsOf(reading, cue).possessive;
    // Anyone but the character keeps their name where the pronoun could be someone else's: another person of the same
    // pronoun named in the sentence ("…ready for Vivian, or Vivian's first words catch her cold"), or no pronoun given.
    const alike = names.filter((x) => x.name !== name && pronounsOf(reading, x.cue).possessive === own).map((x) => x.name);
    const clear = (sentence: string) => cue === reading.character || (own !== 'their' && !alike.some((o) => sentence.includes(o)));
    return { again, own, clear };
  });
  const sentenceAt = (text: string, at: number) => {
    const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('? ', at), text.lastIndexOf('! ', at));
    const end = text.slice(at).search(/[.!?](?:\s|$)/);
    return text.slice(start + 1, end < 0 ? text.length : at + end);
  };
  return (text) =>
    rules.reduce((t, r) => t.replace(r.again, (m, body: string, at: number) => (r.clear(sentenceAt(t, at)) ? `${body}${r.own}` : m)), text);
}

/** Writes the structured adult guide from the scene reading. */
export function writeOfflineGuide({ request, reading, now }: WriterInput): GuideDocument {
  const character = reading.character!;
  const format = formatOf(request.productionType, request.genre, reading.family);
  const c = nameOf(character);
  const partners = [...new Set(reading.scenes.flatMap((s) => s.partners))];
  // The frame's fixed notes are said once here, not repeated as if they were scene advice.
  const contextNotes = [
    FRAMES[format].frame,
    `Physical work in this frame: ${FRAMES[format].physical.map((x) => x.charAt(0).toLowerCase() + x.slice(1).replace(/\.$/, '')).join('; ')}.`,
    `${FRAMES[format].ending} If casting asks you to drop a button, drop it.`,
    ROLE_NOTES[request.roleSize],
    ...(request.characterBreakdown ? [`The breakdown: “${quoteOf(request.characterBreakdown, 200)}” — let every choice fit it.`] : []),
    ...(request.actorAge <= CHILD_GUIDE_MAX_AGE ? [`For a young actor (${request.actorAge}): one clear want per scene is plenty.`] : []),
  ];
  const callback = request.callbackNotes
    ? {
        keep: [`Keep ${c}'s want in every scene — it got you the callback.`, 'Keep your eyeline and pace; casting has seen them work.'],
        adjust: [
          `The notes: “${quoteOf(request.callbackNotes, 200)}”. Apply them to the beat they name first; one clear adjustment beats five small ones.`,
          'Where a note contradicts this guide, the note wins.',
        ],
      }
    : undefined;
  return {
    title: `${c} — ${request.productionTitle}`,
    summary: `${c}: ${reading.totals.lines} line${reading.totals.lines === 1 ? '' : 's'} in ${reading.scenes.length} scene${reading.scenes.length === 1 ? '' : 's'}${partners.length ? `, opposite ${partners.map(nameOf).join(', ')}` : ''}. ${labelOf(PRODUCTION_TYPES, request.productionType)} • ${labelOf(ROLE_SIZES, request.roleSize)} • ${request.genre}.`,
    writer: { kind: 'offline' },
    snapshot: {
      lines: reading.totals.lines,
      words: reading.totals.words,
      pages: reading.totals.pages,
      scenes: reading.scenes.length,
      partners,
    },
    story: storyOf(reading),
    contextNotes,
    scenes: reading.scenes.map((s) => tidyPunctuation(sceneGuide(reading, s, request, format), '', ownPossessive(reading))),
    ...(callback ? { callback } : {}),
    prepPlan: prepPlan(request, reading, now),
    cueSheet: reading.scenes.flatMap((s) => s.cues.map((q) => ({ cue: q.cue ? cueOf(q.cue) : null, line: wholeLine(q.line) }))),
    selfTape: selfTape(format, request),
    warnings: warnings(reading, request),
  };
}

/** Every citation in a guide, for grounding checks. */
export function citationsOf(doc: GuideDocument): Citation[] {
  const out: Citation[] = [];
  const add = (c: Citation | undefined) => c && out.push(c);
  for (const s of doc.scenes) {
    for (const n of [...s.givenCircumstances, s.momentBefore, ...s.relationships, ...s.discoveries, ...s.physicality, ...s.actorsChoice])
      add(n.cite);
    for (const b of s.beats) add(b.startsAt);
    for (const t of s.subtext) add(t.cite);
  }
  for (const q of doc.cueSheet) {
    add(q.cue ?? undefined);
    add(q.line);
  }
  return out;
}
