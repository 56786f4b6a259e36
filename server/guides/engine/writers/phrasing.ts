/**
 * Small pieces both writers use to phrase the reading: names, pronouns, citations, short quotes,
 * and a want turned from the actor's "you" into a sentence about the character.
 */
import type { Citation } from '../../../../common/contracts/guides.js';
import { displayName } from '../names.js';
import type { Line, PageText, Reading, SceneEvent, SceneItem, SceneReading, Turn, Want } from '../reading/types.js';
import { GIVING, SAYS_NO, SAYS_YES } from '../reading/arc.js';
import { ABBREVIATED_TITLES, GOT_IT, plain, plainSentences, TITLE_WORDS } from '../reading/language.js';
import { isCastList } from '../reading/people.js';

export const nameOf = displayName;

/** A short quote of a line: the whole line up to ~90 characters, cut at a word. */
export function quoteOf(text: string, max = 90): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  // A whole sentence when one ends far enough in ("I know. I'm gonna go slow this time."), else a whole word — never
  // after a title ("Mrs. Albescu").
  const sentenceEnd = Math.max(...[...cut.matchAll(SENTENCE_STOP)].map((m) => m.index + 1), 0);
  if (sentenceEnd >= max * 0.6) return t.slice(0, sentenceEnd);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space >= max / 2 ? space : max).replace(/[,;:]$/, '')}…`;
}

const SENTENCE_STOP = new RegExp(String.raw`(?<!\b(?:${ABBREVIATED_TITLES}))[.!?](?=\s)`, 'g');

/** The citation of a speech, holding its id. */
export const citeLine = (l: Line): Citation => ({ ref: l.ref, speaker: l.speaker, quote: quoteOf(l.text), line: l.id });

/** A line for the cue sheet: the whole of it, as the actor must learn it. */
export const wholeLine = (l: Line): Citation => ({ ref: l.ref, speaker: l.speaker, quote: l.text.replace(/\s+/g, ' ').trim(), line: l.id });

/**
 * A cue for the cue sheet: how the partner's speech ends, since its last words are the actor's cue — whole sentences
 * from the end up to ~120 characters, opened with "…" when the speech began earlier.
 */
export function cueOf(l: Line, max = 120): Citation {
  const sentences = plainSentences(l.text.replace(/\s+/g, ' ').trim());
  let tail = sentences.at(-1) ?? '';
  for (const s of sentences.slice(0, -1).reverse()) {
    if (tail.length + s.length + 1 > max) break;
    tail = `${s} ${tail}`;
  }
  const whole = tail.length === sentences.join(' ').length;
  return { ref: l.ref, speaker: l.speaker, quote: whole ? tail : `…${tail}`, line: l.id };
}
/** The citation of an action line. */
export const citePage = (p: PageText): Citation => ({ ref: p.ref, speaker: 'ACTION', quote: quoteOf(p.text) });

export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
}
export function pronounsOf(reading: Reading, name: string): Pronouns {
  const p = reading.pronouns[name] ?? 'they';
  return p === 'he'
    ? { subject: 'he', object: 'him', possessive: 'his' }
    : p === 'she'
      ? { subject: 'she', object: 'her', possessive: 'her' }
      : { subject: 'they', object: 'them', possessive: 'their' };
}

/** An action line that only tells the camera what to do ("HOLD on Veronica.", "Hold on Victor's face. Fade out."). */
export const CAMERA =
  /^(?:(?:HOLD|CLOSE|ANGLE|PUSH|PULL|PAN|TIGHT|WIDE|TRACK|ZOOM|FREEZE|FADE|CUT|SMASH|DISSOLVE|MATCH)\b|(?:Hold|Close|Angle|Push|Pan|Track|Zoom) (?:on|in|to)\b|(?:Fade|Cut) (?:out|to)\b)[\s\S]{0,40}$/;

/** "give you the ladder" said to the actor → "give him the ladder" said about the character. */
/** What is asked, without terms joined on ("tell me and I'll open the door" → "tell me"; "make it twelve months and he signs today"). */
export const withoutTerms = (phrase: string) =>
  phrase.replace(/,?\s+(and|or)\s+(then\s+)?(I'll|I will|I'm gonna|I'm going to|I|he|she|we|they)\s.*$/i, '');

export function aboutCharacter(phrase: string, p: Pronouns): string {
  return (
    withoutTerms(phrase)
      // "move us up the list" said by one of a family is them all, not "him both".
      .replace(/\byou both\b/g, 'them')
      .replace(/\byourself\b/g, `${p.object}self`)
      .replace(/\byours\b/g, p.possessive === 'her' ? 'hers' : `${p.possessive}`)
      .replace(/\byour\b/g, p.possessive)
      .replace(/\byou\b/g, p.object)
  );
}

/** Family words a person is called by, and the relation each says ("Nana" → grandmother). */
const KIN_BY_ADDRESS: Record<string, string> = {
  mom: 'mother',
  mum: 'mother',
  mommy: 'mother',
  mummy: 'mother',
  mama: 'mother',
  ma: 'mother',
  dad: 'father',
  daddy: 'father',
  papa: 'father',
  pa: 'father',
  grandma: 'grandmother',
  granny: 'grandmother',
  gran: 'grandmother',
  nana: 'grandmother',
  nan: 'grandmother',
  grandpa: 'grandfather',
  granddad: 'grandfather',
  grandad: 'grandfather',
  pop: 'grandfather',
  auntie: 'aunt',
  aunt: 'aunt',
  uncle: 'uncle',
};

/**
 * Who the partner is to the character, as the page shows it: the role the page names ("her
 * brother"), else the family word the character calls them by ("Dad" → "her father"). Null when
 * neither is on the page — a guess would be worse than nothing.
 */
export function relationOf(reading: Reading, scene: SceneReading, partner: string): string | null {
  const r = scene.relationships.find((x) => x.partner === partner);
  if (!r) return null;
  if (r.named) return r.named;
  const kin = r.callsThem.map((t) => KIN_BY_ADDRESS[t.toLowerCase().replace(/^(my|dear) /, '')]).find(Boolean);
  return kin ? `${pronounsOf(reading, scene.character).possessive} ${kin}` : null;
}

/** Where a speech stands among the scene's items (-1 when it is not there). */
export const itemIndexOf = (scene: SceneReading, line: Line) => scene.items.findIndex((i) => i.kind === 'speech' && i.line === line);

/** Where the turn stands among the scene's items; past the end when the scene has none. */
export const turnIndexOf = (scene: SceneReading) => (scene.turn ? itemIndexOf(scene, scene.turn.line) : Infinity);

/** The partner the character mostly plays to in a scene. */
export const mainPartnerOf = (scene: SceneReading): string | null => scene.partners[0] ?? null;

/**
 * "So drive me." pressed after "Drive me to St. Luke's." is the same ask: said in its fullest words,
 * the phrase of an ask to the same person that the shorter one opens.
 */
function fullestOf(scene: SceneReading, want: Want): Want {
  const short = want.verbPhrase;
  if (!short) return want;
  const fuller = scene.wants.find((w) => w.from === want.from && w.of === want.of && w.verbPhrase?.startsWith(`${short} `));
  return fuller ? { ...want, verbPhrase: fuller.verbPhrase } : want;
}

const NEGATIVE_ORDER = /^(?:(?:so|then|just|please|and|now),?\s+)?(?:don't|do not|never)\s+(.+?)[.!]*$/i;

/** "Don't ask me where I was.": an ask to stop someone, not to get a yes. */
export const isNegativeOrder = (ask: string) => NEGATIVE_ORDER.test(ask);

/**
 * "Don't put me on the stand." → "not put you on the stand": a negative order said as a want, from the
 * actor's side ("me" is "you"). Left alone when the partner is in it too ("Don't you dare…").
 */
function negativePhrase(ask: string): string | null {
  const m = ask.match(NEGATIVE_ORDER);
  // A clause of the asker's own ("where I was") would need its verb changed too: left alone.
  if (!m || /\b(you|your|yours|yourself|I|I'm|I've|I'd|I'll)\b/.test(m[1]!)) return null;
  const own: Record<string, string> = { me: 'you', my: 'your', mine: 'yours', myself: 'yourself' };
  return `not ${m[1]!.replace(/\b(me|my|mine|myself)\b/gi, (w) => own[w.toLowerCase()]!)}`;
}

/**
 * A want phrase is said only when every word it carries is the ask's own ("sit in it", not "sit in the roof"), the
 * ask opens on its verb, and nothing is joined on; otherwise the line is quoted.
 */
export function phraseHolds(want: Want): boolean {
  const phrase = want.verbPhrase;
  if (!phrase || /[,;—–-]$|,|\b(?:and|or) (?:he|she|they|you|it)\b/.test(phrase) || phrase.split(/\s+/).length > 10) return false;
  const said = want.ask.sentences.find((x) => x.text === want.askText);
  if (!said) return false;
  const own = new Set(said.tokens.flatMap((t) => [t.norm, t.lemma]));
  const swapped = new Set([
    'you',
    'your',
    'yours',
    'him',
    'her',
    'his',
    'hers',
    'them',
    'their',
    'theirs',
    'he',
    'she',
    'they',
    'both',
    'himself',
    'herself',
    'themselves',
    'not',
    'give',
    'let',
    'have',
    'me',
    'my',
    // "We could go down." → "agree to go down": a plan put to the partner is theirs to agree to.
    'agree',
    'to',
    ...(want.named ?? []).map((w) => w.toLowerCase()),
  ]);
  // "I want it." → "let you have the box": the thing an "it" was read as (`resolveThings`) is the scene's word, not the ask's.
  const checked = /\bi (?:want|need) (?:it|this|that)[.!]*$/i.test(said.text) ? phrase.replace(/ have the \S+$/, ' have') : phrase;
  if (!checked.split(/\s+/).every((w) => swapped.has(w.toLowerCase()) || own.has(w.toLowerCase().replace(/[^\p{L}'-]/gu, ''))))
    return false;
  // "Forty thousand, win or lose.": a sentence that does not open on its verb asks nothing of the listener.
  const head = phrase.split(/\s+/)[0]!.toLowerCase();
  const opening = said.tokens.find((t) => !['please', 'just', 'so', 'then', 'now', 'and', 'okay', 'ok', 'well', 'oh'].includes(t.norm));
  return !said.imperative || opening?.norm === head || opening?.lemma === head;
}

/**
 * A want with a playable phrase wherever one can be said and holds: the reading's own, or a negative order's;
 * a phrase whose words are not the ask's own is dropped, and the writers quote the line instead.
 */
const phrased = (want: Want): Want =>
  want.verbPhrase ? (phraseHolds(want) ? want : { ...want, verbPhrase: null }) : { ...want, verbPhrase: negativePhrase(want.askText) };

/**
 * The character's strongest want, if the scene shows one: the ask the turn answers, else the
 * strongest ask of the main partner made before the turn — an ask after the turn is the outcome
 * ("Take it."), not what they were after.
 */
export function mainWantOf(scene: SceneReading): Want | null {
  const want = mainAskOf(scene);
  return want && phrased(want);
}

function mainAskOf(scene: SceneReading): Want | null {
  // The scene's arc, read over the whole scene, decides who presses: the pursuer's central ask is the want.
  const arc = scene.arc;
  if (arc?.pursuer === scene.character && arc.want?.from === scene.character) return fullestOf(scene, arc.want);
  // The one the arc has pressed, who says no to it, is holding out: an ask of theirs made once, unbacked, is the no's
  // counter ("The answer is no. Chair yoga. Tuesday. Wear something stretchy."), not what they are after.
  const objective = scene.objective;
  const saysNoToPursuer = scene.events.some(
    (e) =>
      e.by === scene.character &&
      e.kind === 'refusal' &&
      e.respondsTo !== undefined &&
      scene.events[e.respondsTo]!.by === arc?.pursuer &&
      scene.events[e.respondsTo]!.kind === 'request' &&
      arc?.resister === scene.character,
  );
  if (objective && objective.kind !== 'question' && saysNoToPursuer && objective.pressed < 2 && !objective.backed && !objective.stated)
    return null;
  // The reading's own through-line for the scene, when it read one; else the asks made before the turn.
  if (objective) return fullestOf(scene, objective);
  const partner = mainPartnerOf(scene);
  const turnAt = turnIndexOf(scene);
  const at = (w: Want) => itemIndexOf(scene, w.ask);
  const mine = scene.wants.filter((w) => w.from === scene.character && at(w) < turnAt);
  // The partner presses across the scene and the character holds out ("Were you in the car?" — "Toffee?"): the
  // character's stray questions and echoes ("Henley. Is it still there?") are no want unless the partner fought one.
  if (holdsOutAgainstArc(scene) && !mine.some((w) => w.resisted)) return null;
  const answered = scene.turn
    ? mine.find((w) =>
        scene.events.some((e) => e.line === scene.turn!.line && e.respondsTo !== undefined && scene.events[e.respondsTo]!.line === w.ask),
      )
    : undefined;
  // With no ask before the turn, what the character asks of the partner after it, in a whole sentence
  // ("Will you call me every night?", not "Take it."), is what the news leaves them wanting.
  const after = scene.wants.find(
    (w) => w.from === scene.character && w.of === partner && w.kind === 'request' && at(w) > turnAt && w.askText.split(/\s+/).length >= 4,
  );
  // Of the asks made to the partner, the one fought over (refused, dodged or pressed again) comes first,
  // and a one-word call ("Halt!") comes last: it opens a game, it is not what the scene is after.
  const weight = (w: Want) => (w.resisted || w.pressed >= 2 ? 2 : 0) + (w.askText.split(/\s+/).length > 1 ? 1 : 0);
  const toPartner = mine.filter((w) => w.of === partner).sort((a, b) => weight(b) - weight(a));
  // The one pressed ("Move." — "I can't. I'm still stretching.") wants nothing their own stray questions
  // say: holding out against the partner's ask is the scene, unless something of theirs was fought over too.
  const pressedBy = scene.wants.some((w) => w.of === scene.character && w.kind !== 'question' && w.resisted && at(w) < turnAt);
  if (pressedBy && !answered && !mine.some((w) => w.resisted || w.pressed >= 2 || w.kind !== 'question')) return null;
  return answered ?? toPartner[0] ?? mine[0] ?? after ?? null;
}

/**
 * The partner presses across the scene and the character puts it off or refuses it, in a line the events read so:
 * the arc's ask, or the same ask pressed again, met by the character's dodge or no.
 */
export function holdsOutAgainstArc(scene: SceneReading, kinds: ReadonlyArray<SceneEvent['kind']> = ['dodge', 'refusal']): boolean {
  const arc = scene.arc;
  if (arc?.resister !== scene.character || !arc.want) return false;
  const asks = new Set([arc.want.ask, ...(arc.want.pressedAgain ?? []).map((p) => p.line)]);
  return scene.events.some(
    (e) =>
      e.by === scene.character &&
      kinds.includes(e.kind) &&
      e.respondsTo !== undefined &&
      asks.has(scene.events[e.respondsTo]!.line as Line),
  );
}

/**
 * When the character is the one pressed ("Move." — "I can't. I'm still stretching."): the partner's ask
 * the character holds out against, and the character's no or dodge to it. Null when the character has a
 * want of their own.
 */
export function heldOutAgainst(scene: SceneReading): { ask: Want; no: SceneEvent & { line: Line } } | null {
  if (mainWantOf(scene)) return null;
  // The arc has the partner pressing: the character's first holding out after the partner's ask is the no.
  const arc = scene.arc;
  if (arc?.resister === scene.character && arc.want && arc.holding) {
    const at = itemIndexOf(scene, arc.holding);
    const said = scene.events.find(
      (e) => e.line === arc.holding && e.by === scene.character && (e.kind === 'refusal' || e.kind === 'dodge'),
    );
    return {
      ask: arc.want,
      no: (said as (SceneEvent & { line: Line }) | undefined) ?? {
        kind: 'dodge',
        by: scene.character,
        to: arc.pursuer,
        at,
        line: arc.holding,
        text: arc.holding.sentences[0]?.text ?? arc.holding.text,
      },
    };
  }
  const ask = scene.wants.find((w) => w.of === scene.character && w.kind !== 'question' && w.resisted);
  const no = ask
    ? scene.events.find(
        (e): e is SceneEvent & { line: Line } =>
          e.by === scene.character &&
          (e.kind === 'refusal' || e.kind === 'dodge') &&
          e.line !== null &&
          e.respondsTo !== undefined &&
          scene.events[e.respondsTo]!.line === ask.ask,
      )
    : undefined;
  return ask && no ? { ask, no } : null;
}

/**
 * "getting Tunde to drive her to St. Luke's": a want said about the character, the thing advice can
 * be anchored on when a line names nothing ("what rides on getting Tunde to…"). Null when the ask
 * does not read as a verb phrase.
 */
export function pursuitOf(reading: Reading, scene: SceneReading, want: Want | null = mainWantOf(scene)): string | null {
  if (!want?.verbPhrase) return null;
  return `getting ${nameOf(want.of)} to ${aboutCharacter(want.verbPhrase, pronounsOf(reading, scene.character))}`;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "O'BRIEN" → "O'Brien", "MARY-KATE" → "Mary-Kate", "DAD'S" → "Dad's": a name in capitals as a person writes it. */
const nameCase = (w: string) => w.toLowerCase().replace(/(^|-|'(?=\p{L}{2}))(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

/** A word of a place written as letters, not said as a word: no vowel ("DJ", "PT"), or a known one ("ER", "ICU"). */
const INITIALISM = /^([B-DF-HJ-NP-TV-XZ]{2,4}|ER|OR|ICU|EMS|ID|OB|PE|IT|UK|US|USA|NYPD|LAPD|FBI|CIA)$/;

const TIMES = /\b(day|night|morning|evening|afternoon|dusk|dawn|sunset|sunrise|noon|midnight|later|continuous)\b/i;
/** A clock or a date said in words: "three minutes to six", "ten o'clock", "a Friday in October". */
const SAID_TIME =
  /\b(?:minutes? (?:to|past)|half past|quarter (?:to|past)|o'?clock|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|november|december)\b/i;
/** Words a place name keeps in lower case after its first word. */
const SMALL_WORDS = /^(?:a|an|the|in|of|on|at|by|to|for|and|or|with|off|from|into|near|over|under)$/i;

/**
 * "HARLAN AUTO REPAIR - BACK LOT" → "Harlan Auto Repair, Back Lot": the way a person names a place.
 * Time segments the heading carries ("DAY 2", "10:40", "(NIGHT 1)") are not part of the place.
 */
function placeSegments(place: string): { where: string; times: string[] } {
  // A stage heading written as a sentence ("The front room of a terraced house, half packed. An upright piano
  // under a dust sheet.") keeps its own case; its first sentence is the place.
  if (/\p{Ll}{3}/u.test(place) && /\s/.test(place)) {
    const first = plainSentences(place)[0]!
      .replace(/[.!?]+$/, '')
      .trim();
    return { where: first.charAt(0).toUpperCase() + first.slice(1), times: [] };
  }
  // "NIGHT", "DAY 2", "10:40", a weekday before the time ("SATURDAY MORNING"), and a clock or a date said in words
  // ("THREE MINUTES TO SIX, A FRIDAY IN OCTOBER").
  const isTime = (p: string) =>
    new RegExp(`^(\\w+day\\s+)?(${TIMES.source})(\\s+\\d+)?$`, 'i').test(p) || /^\d/.test(p) || SAID_TIME.test(p);
  const segments = place
    .replace(/\s*\([^)]*\)/g, '')
    // UK and radio headings part the place from the time with a full stop or a comma ("A FARMHOUSE KITCHEN. NIGHT.",
    // "THE RADIO ROOM, NIGHT"); "ST. JUDE'S" keeps its stop.
    .split(/\s+[-–—]\s+|(?<!\b(?:ST|DR|MT|MR|MRS|MS|NO|FT|PT|JR|SR))\.\s+/i)
    .map((p) => p.replace(/\.+$/, '').trim())
    .flatMap((p) => {
      const last = /^(.+),\s+([^,]+)$/.exec(p);
      return last && isTime(last[2]!) ? [last[1]!, last[2]!] : [p];
    })
    .filter(Boolean);
  // Initialisms stay in capitals ("ER", "DJ Booth", "ICU"); other words are title-cased, small words after the first
  // in lower case ("A Camper Van in a Clifftop Car Park").
  const title = (p: string) =>
    p
      .split(/\s+/)
      .map((w, i, all) =>
        // "ST AIDAN'S", "ST MARY'S": the UK's Saint without its stop, not an initialism.
        (w === 'ST' || w === 'MT') && /^\p{Lu}/u.test(all[i + 1] ?? '')
          ? `${w[0]}${w[1]!.toLowerCase()}`
          : INITIALISM.test(w)
            ? w
            : i > 0 && SMALL_WORDS.test(w)
              ? w.toLowerCase()
              : w.toLowerCase().replace(/(^|-)(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase()),
      )
      .join(' ');
  return {
    where: segments
      .filter((p) => !isTime(p))
      .map(title)
      .join(', '),
    times: segments.filter(isTime),
  };
}

/** A stage play's scene label opening its first direction: "Scene Three.", "Act One, Scene 2:". */
const STAGE_LABEL = /^(?:act\s+[\w-]+[,.:]?\s+)?scene\s+[\w-]+[.:]\s+/i;

/** "Scene Three" when a play's first direction opens with its label, for a heading the page does not print apart. */
export function stageLabelOf(scene: SceneReading): string | null {
  const first = scene.items.find((i) => i.kind === 'action');
  const label = first?.kind === 'action' ? STAGE_LABEL.exec(first.text)?.[0] : undefined;
  return label ? label.trim().replace(/[.:]$/, '') : null;
}

/**
 * A verbless line that sets the scene ("A greenhouse at the edge of an apple orchard. October."): a
 * stage play's place, with the time when the next sentence is only that ("The lamp room. Night.").
 */
function settingLine(scene: SceneReading): { where: string; times: string[] } | null {
  for (const item of scene.items.slice(0, 3)) {
    if (item.kind !== 'action') continue;
    // A play's own label before its place ("Scene Three. The lamp room. Night.") is not the place.
    const [first, next] = plainSentences(item.text.replace(STAGE_LABEL, ''));
    if (!first || !/^(a|an|the)\s/i.test(first) || first.split(/\s+/).length > 16) continue;
    if (/\b(is|are|sits|stands|enters|comes|goes|walks|looks|holds|lies|waits|runs)\b/i.test(first)) continue;
    const time = next?.replace(/[.]$/, '');
    return { where: first.replace(/[.]$/, ''), times: time && new RegExp(`^(${TIMES.source})$`, 'i').test(time) ? [time] : [] };
  }
  return null;
}

/** Where and when a scene happens, in words a person would write ("Harlan Auto Repair, back lot, at dusk"). */
export function placeOf(scene: SceneReading): string {
  const { place, time } = scene.setting;
  const segments = place ? placeSegments(place) : (settingLine(scene) ?? { where: '', times: [] });
  const where = segments.where;
  if (!where) return '';
  const when = [time ?? '', ...segments.times].map((t) => t.match(TIMES)?.[1]?.toLowerCase()).find(Boolean);
  return when && !['later', 'continuous'].includes(when)
    ? `${where}, ${['dusk', 'dawn', 'noon', 'midnight'].includes(when) ? `at ${when}` : when}`
    : where;
}

const WHEN_NOT_WHERE =
  /\b(?:spring|summer|autumn|fall|winter|morning|night|evening|afternoon|dawn|dusk|noon|midnight|o'?clock|closing time|later|continuous|day|days|week|weeks|year|years)\b/i;

/** The room of a scene as a person says it ("Girls' Locker Room" → "the girls' locker room"), or null. */
export function roomOf(scene: SceneReading): string | null {
  const where = placeOf(scene).replace(/, (day|night|morning|evening|afternoon|at dusk|at dawn|at noon|at midnight)$/, '');
  // "Late Autumn", "One in the Morning": a time the heading gives is no room; the place before it is.
  const room = where
    .split(', ')
    .map((p) => p.trim())
    .findLast((p) => !WHEN_NOT_WHERE.test(p));
  if (!room || room.split(/\s+/).length > 4) return null;
  // A letter or number naming one of several ("Interview Room B") keeps its capital.
  return /^(the|a|an)\b/i.test(room)
    ? room.replace(/^\w+/, (w) => w.toLowerCase())
    : `the ${room.replace(/\b(\p{Lu})(\p{Ll}+)/gu, (w) => w.toLowerCase())}`;
}

/**
 * The page's own picture of a moment, as a sentence a person would write: the first action line
 * (among the first few items) that names one of `names` (any, when null) — brackets and ages
 * removed, capitals brought down to sentence case with the cast's names kept.
 */
export function pictureOf(scene: SceneReading, names: string[] | null, among?: SceneItem[], setting = false): string | null {
  // The first name is the one the picture is for (the character): the page's picture of them, where it has one.
  if (names && names.length > 1)
    return pictureOf(scene, names.slice(0, 1), among, setting) ?? pictureOf(scene, names.slice(1), among, setting);
  const cast = new Set(scene.present.flatMap((n) => n.split(/\s+/)).map((n) => n.toUpperCase()));
  for (const item of among ?? (names ? scene.items.slice(0, 4) : scene.items)) {
    // A cast list says who is in the play, not what the page shows.
    if (item.kind !== 'action' || isCastList(item.text)) continue;
    // A stage direction's brackets, round or square, are typography, not the picture.
    const text = item.text.replace(/^[([]|[)\]]$/g, '').replace(/\s*\(\d+s?\)/gi, '');
    // A multi-cam cast line ("(GLEN, PIPER, TASHA)") names people and shows nothing.
    if (!text.replace(/[\p{L}'.-]+/gu, (w) => (cast.has(w.toUpperCase()) ? '' : w)).replace(/[\s,&]+|\band\b/gi, '')) continue;
    const wanted = names ? names.flatMap((n) => n.split(/\s+/)).filter((n) => n.length > 1 && !/^(DR|MR|MRS|MS)\.?$/.test(n)) : null;
    if (wanted && !wanted.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(text))) continue;
    // A run of capitals that ends on a cast name is all name ("AGENT PARK", "SISTER MARY JOAN"), and names
    // in capitals are no shouting ("MILO RUNS IN." still is).
    const NAME_RUN = /\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\b/gu;
    // ...and so is a title before a name ("DET. INES", "SGT. BELL"): it reads in the name's case.
    const isNameRun = (run: string) => cast.has(run.split(/\s+/).at(-1)!) || /^(?:DET|SGT|INSP|CAPT|PROF|REV|DR|MRS?|MS)$/.test(run);
    const unnamed = text.replace(NAME_RUN, (run) => (isNameRun(run) ? '' : run));
    const shouted = (unnamed.match(/\p{Lu}/gu) ?? []).length > (unnamed.match(/\p{Ll}/gu) ?? []).length;
    // Names introduced in capitals ("OWEN lies…") read as names; a shouted line comes down to sentence case.
    // A capitalised word right after a cast name is the rest of that name ("Victoria WHITFIELD").
    let afterName = false;
    // ...and a rank before the name in the same run ("STAFF NURSE ADJOA MENSAH") reads in the name's case too.
    const titled = (run: string) => {
      const words = run.split(/\s+/);
      const at = words.findIndex((w) => cast.has(w));
      return at > 0 && words.slice(0, at).every((w) => TITLE_WORDS.has(w.toLowerCase()) || RANKS.has(w))
        ? [...words.slice(0, at).map(nameCase), ...words.slice(at)].join(' ')
        : run;
    };
    const named = shouted
      ? text
      : text.replace(NAME_RUN, (run) => (isNameRun(run) ? run.split(/\s+/).map(nameCase).join(' ') : titled(run)));
    // In a line all in capitals the rest of a name shows only where an age follows it ("GRANT PELLETIER (40s)").
    const surnames = new Set(
      [...item.text.matchAll(/\b(\p{Lu}{2,})((?:\s+\p{Lu}[\p{Lu}'-]+)+)\s*\(\d/gu)].flatMap((m) =>
        cast.has(m[1]!) ? m[2]!.trim().split(/\s+/) : [],
      ),
    );
    const cased = (shouted ? text.toLowerCase() : named)
      .replace(/[\p{L}'.]+/gu, (w) => {
        // ...a name that ends the sentence ("LOOKS AT DANNY.") keeps its full stop out of the look-up.
        const bare = w.replace(/\.+$/, '');
        const up = bare.toUpperCase();
        const name = cast.has(up) || surnames.has(up) || (afterName && /^\p{Lu}{2,}$/u.test(bare));
        afterName = name;
        return name ? nameCase(bare) + w.slice(bare.length) : w;
      })
      .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
    // A sentence may end inside a quotation (a radio's "...do not open doors..."), never after a title ("Dr. Lin").
    const sentences = plainSentences(cased);
    // Start at the sentence that names the person, so the picture is of them.
    const from = wanted
      ? Math.max(
          0,
          sentences.findIndex((x) => wanted.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(x))),
        )
      : 0;
    const before = from > 0 ? sentences[from - 1]! : '';
    sentences.splice(0, from);
    let out = sentences[0]!;
    if (out.split(/\s+/).length < 10 && sentences[1] && `${out} ${sentences[1]}`.split(/\s+/).length <= 30) out = `${out} ${sentences[1]}`;
    // Setting the scene, the sentence just before, when short, puts them in it ("Across the lot a bus pulls away. Left
    // on the curb: Ivo.") — a sentence of its own, not the tail of a quotation.
    if (setting && /^\p{Lu}/u.test(before) && before.split(/\s+/).length <= 12 && `${before} ${out}`.split(/\s+/).length <= 36)
      out = `${before} ${out}`;
    // One long sentence that sets the two of them in the place is still one picture; more than that is a paragraph.
    return out.split(/\s+/).length <= (out === sentences[0] ? 40 : setting ? 36 : 32) ? out : null;
  }
  return null;
}

/** Words that make a title into a rank before a name ("STAFF NURSE", "HEAD COACH", "DEPUTY HEAD"). */
const RANKS = new Set(['STAFF', 'HEAD', 'SENIOR', 'CHARGE', 'CHIEF', 'DEPUTY', 'ASSISTANT', 'JUNIOR', 'WARD', 'POLICE', 'HEADTEACHER']);

/** The next speech after a line in the scene, whoever says it. */
export function nextSpeechOf(scene: SceneReading, line: Line): Line | null {
  const at = itemIndexOf(scene, line);
  const next = scene.items.slice(at + 1).find((i) => i.kind === 'speech');
  return next?.kind === 'speech' ? next.line : null;
}

/**
 * The line's own words say no ("No.", "I won't.", "Not a chance.", "You can't."): a label that calls it a refusal is
 * said only then. "Eggs. Rye. Sardines." read as a no by the events is quoted without the label.
 */
export const carriesNo = (line: Line) =>
  line.sentences.some((s) => SAYS_NO.test(plain(s.text).replace(/\bnot only\b/gi, '')) && !FORBIDS.test(plain(s.text)));
/** "Don't tell Mom.", "Never say that.": a "not" that asks something not be done says no to nothing. */
const FORBIDS = /^\W*(?:don'?t|do not|never) (?!you\b)[a-z]+\b(?!\W*$)/i;

/** A yes in words anywhere in a line: "Take it.", "Go ahead.", "Of course.", "You win." (SAYS_YES opens a sentence). */
const GRANTS_IN_WORDS = /\b(?:take it|have it|keep it|go ahead|of course|you win|you'?ve got (?:it|a deal|yourself a deal)|I'?ll do it)\b/i;

/**
 * The line's own words say yes ("Okay.", "Fine. Take it.", "You can go.", "Deal."): a label that calls it giving way
 * is said only then. "Life jacket's on the hook." read as a yes by the events is quoted as said.
 */
export const carriesYes = (line: Line) =>
  line.sentences.some((s) => SAYS_YES.test(plain(s.text))) || GRANTS_IN_WORDS.test(plain(line.text));

/**
 * The page shows the yes with the line: just before it ("Holds out her hand for the pen." — "Where do I fill it in?")
 * or in its own direction ("(handing her the twine) Then you'd better learn to tie a bean pole.").
 */
export function yesShownBefore(scene: SceneReading, line: Line): boolean {
  const before = scene.items[itemIndexOf(scene, line) - 1];
  return (before?.kind === 'action' && GIVING.test(before.text)) || line.directions.some((d) => GIVING.test(d));
}

/** The one asking thanks the line at once ("Oars are under the tarp." — "Thank you."): they heard a yes in it. */
export function thankedAfter(scene: SceneReading, line: Line): boolean {
  const next = nextSpeechOf(scene, line);
  return next !== null && next.speaker !== line.speaker && GOT_IT.test(plain(next.text));
}

/**
 * What a turn is called: a refusal only where its line says no, a giving way only where the line says yes, the page
 * shows it given or the other thanks it; else the line is quoted as "says".
 */
export type TurnSaid = Turn['because'] | 'says';
export const turnSaidAs = (scene: SceneReading, t: Turn): TurnSaid =>
  (t.because === 'refuses' && !carriesNo(t.line)) ||
  // "How long?": a question confesses, decides and tells nothing in its own words.
  (['confesses', 'decides', 'news', 'sets-terms', 'answers'].includes(t.because) && /\?["”’]?$/.test(t.text.trim())) ||
  (t.because === 'gives-in' && !carriesYes(t.line) && !yesShownBefore(scene, t.line) && !thankedAfter(scene, t.line)) ||
  // "He can't do his crossword without his glasses." after "Days. Maybe less.": nothing was asked, so nothing is answered.
  (t.because === 'answers' && !askedJustBefore(scene, t.line))
    ? 'says'
    : t.because;

/** The other person's speech just before the line puts a question. */
function askedJustBefore(scene: SceneReading, line: Line): boolean {
  const before = scene.items.slice(0, itemIndexOf(scene, line)).findLast((i) => i.kind === 'speech');
  return before?.kind === 'speech' && before.line.speaker !== line.speaker && before.line.sentences.some((x) => x.question);
}
