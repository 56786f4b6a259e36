/**
 * Reads one scene around the character: turns the Script's elements into lines and page text,
 * then gathers events, wants, obstacles, stakes, the turn, beats, relationships, the moment
 * before, images, subtext and mature content. Pure: a Scene in, a SceneReading out.
 */
import type { Scene, ScriptFamily } from '../../../../common/contracts/script.js';
import { arcOf, type Arc } from './arc.js';
import { addresseeOf, eventsOf } from './events.js';
import { sentencesOf, type Sentence } from './language.js';
import { discoveriesOf, imagesOf, subtextOf } from './lines.js';
import { matureFlags, speechForFlags } from './maturity.js';
import { isCastList, narratorsOf, relationshipWith } from './people.js';
import { beatsOf, turnOf } from './shape.js';
import type { Line, MomentBefore, PageText, Resistance, SceneItem, SceneReading, Turn } from './types.js';
import {
  announcementOf,
  objectiveOf,
  obstacleOf,
  putsBack,
  resistanceTo,
  resolvePeople,
  resolveThings,
  stakesOf,
  wantsOf,
} from './wants.js';

/** What the reader needs beyond the scene itself. */
export interface SceneContext {
  index: number;
  character: string;
  cast: string[];
  /** The last thing on the page before this scene, when the full script is there. */
  previousEnd: SceneItem | null;
  pronounOf: (name: string) => 'he' | 'she' | 'they';
  /** The script's format family: in a commercial a voice-over-only speaker is the brand's voice. */
  family?: ScriptFamily;
  /** Action anywhere in the uploads (a cast list, an earlier introduction): how the page names people it names once. */
  scriptActions?: string[];
}

/**
 * The scene's elements as lines and page text; a speech keeps its id and its directions. A narrator's
 * or announcer's speech is heard, not played to: it becomes a sound cue, so it is never a partner.
 */
export function itemsOf(scene: Scene, names: ReadonlySet<string>, narrators: ReadonlySet<string> = new Set()): SceneItem[] {
  return scene.elements.map((el): SceneItem => {
    if (el.kind === 'speech' && narrators.has(el.speaker))
      return { kind: 'cue', cue: 'sound', text: `${el.speaker}: ${el.text}`, page: el.page, ref: `p.${el.page}` };
    if (el.kind === 'speech')
      return {
        kind: 'speech',
        line: {
          id: el.id,
          speaker: el.speaker,
          text: el.text,
          directions: el.parts.filter((p) => p.kind === 'direction').map((p) => p.text),
          page: el.page,
          ref: `p.${el.page} · ${el.id}`,
          sentences: sentencesOf(el.text, names),
        },
      };
    if (el.kind === 'cue') return { kind: 'cue', cue: el.cue, text: el.text, page: el.page, ref: `p.${el.page}` };
    return { kind: 'action', text: el.text, page: el.page, ref: `p.${el.page}` };
  });
}

const PRESUMES: Array<[RegExp, MomentBefore['presumes']]> = [
  // "Where are you?", "Pip, are you in there?", "You up there?": calling for someone not yet found.
  [
    /\b(looking (for you|everywhere)|i knew you'?d be|there you are|where have you been|where are you|found you)\b|(?:are |^|[.,?!] )you (in|up|down|out) (there|here)\b[^.!]*\?/i,
    'search',
  ],
  [/\b(you said|i said|i told you|you told|again|already|still|like i said|i know what)\b/i, 'earlier-talk'],
  [/\b(late|waited|waiting|how long|finally)\b/i, 'waiting'],
  [/\b(i'?m (here|back|home)|just got|made it)\b/i, 'arrival'],
];

/** Extensions of a voice heard from off the screen or the stage. */
const OFF_SCREEN = /^(O\.?S\.?|O\.?C\.?|V\.?O\.?|OFF|OFF-?STAGE|OFF-?SCREEN)$/i;

const HEADING_LIKE = /^(INT|EXT|I\/E|INT\.?\s*\/\s*EXT)[./ ]/i;

function momentBeforeOf(items: SceneItem[], lines: Line[], character: string, previousEnd: SceneItem | null): MomentBefore {
  const firstSpeech = items.findIndex((i) => i.kind === 'speech');
  // A scene heading set as action ("INT. KITCHEN - MORNING" under a commercial's title) places the scene; it is not what happens.
  const openingAction =
    items
      .slice(0, Math.max(0, firstSpeech))
      // ...nor is a cast list: it says who is in the play.
      .find((i): i is PageText => i.kind === 'action' && !HEADING_LIKE.test(i.text.trim()) && !isCastList(i.text)) ?? null;
  const firstLine = lines.find((l) => l.speaker === character)!;
  const sceneFirst = lines[0]!;
  const presumes = PRESUMES.find(([re]) => re.test(firstLine.text) || re.test(sceneFirst.text))?.[1] ?? null;
  return { openingAction, previousSceneEnd: previousEnd, firstLine, presumes, speaksFirst: sceneFirst === firstLine };
}

/**
 * The character's speaking partners, most exchanges first: people who speak to the character or are
 * spoken to by them. A voice that only ever speaks to someone else ("DOCTOR: Mrs. Ashby?") is in the
 * scene but not a partner.
 */
function speakersByExchange(lines: Line[], character: string, addressees: Map<Line, string | null>): string[] {
  const counts = new Map<string, number>();
  const exchanges = (speaker: string) =>
    lines.some(
      (l) => (l.speaker === speaker && addressees.get(l) === character) || (l.speaker === character && addressees.get(l) === speaker),
    );
  lines.forEach((l, i) => {
    if (l.speaker === character || !exchanges(l.speaker)) return;
    const near = lines[i - 1]?.speaker === character || lines[i + 1]?.speaker === character;
    counts.set(l.speaker, (counts.get(l.speaker) ?? 0) + (near ? 2 : 1));
  });
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s);
}

/**
 * One voice alone on the page, down a phone or to someone who never answers aloud ("June! Hi! You're... on your way."):
 * the one it calls by the name the action gives in capitals ("…her mother-in-law, JUNE, on her way over") is who it
 * plays to. Null when more than one speaks, or the voice calls nobody the action names.
 */
function unheardPartnerOf(items: SceneItem[], speakers: string[]): string | null {
  if (speakers.length !== 1) return null;
  const speech = items.flatMap((i) => (i.kind === 'speech' ? [i.line.text] : []));
  const named = items.flatMap((i) => (i.kind === 'action' ? [...i.text.matchAll(/\b\p{Lu}{3,}\b/gu)].map((m) => m[0]) : []));
  return (
    named.find((name) => {
      if (speakers[0]!.split(/\s+/).includes(name)) return false;
      const word = name[0] + name.slice(1).toLowerCase();
      return speech.some((t) => new RegExp(`(^|[.!?]\\s+)${word}[,.!?]|,\\s*${word}[.!?]`).test(t));
    }) ?? null
  );
}

/**
 * Once the partner has given in, what they say after ("Quietly, Finn.") is the yes's aftermath: the walls the
 * character met stand before the turn.
 */
function wallsBefore(resistance: Resistance[], lines: Line[], turn: Turn | null, character: string): Resistance[] {
  if (!turn || turn.because !== 'gives-in' || turn.by === character) return resistance;
  const before = resistance.filter((r) => lines.indexOf(r.line) < lines.indexOf(turn.line));
  return before.length ? before : resistance;
}

/**
 * The events' turn agrees with the page's beat when it is the line the beat answers or the first after it; when
 * the one who speaks first after the beat reaches it within three speeches ("...He has no coat." — "Fine. He stays
 * with me."); or when it comes just before a beat that hands something over, the yield that follows it on the page.
 */
function agreesWithBeat(items: SceneItem[], arc: Arc, turn: Turn | null): boolean {
  if (!turn || !arc.beat) return false;
  if (turn.line === arc.reaction || turn.line === arc.landing) return true;
  const speeches = items.flatMap((i, at) => (i.kind === 'speech' ? [{ line: i.line, at }] : []));
  const turnAt = speeches.findIndex((x) => x.line === turn.line);
  const beatAt = speeches.findIndex((x) => x.at > arc.beat!.at);
  if (turnAt < 0 || beatAt < 0) return false;
  const after = turnAt >= beatAt && turnAt - beatAt < 3 && turn.line.speaker === arc.reaction?.speaker;
  const yieldAfter = arc.beat.shows === 'giving' || /\b(hands|gives|holds out)\b/i.test(arc.beat.item.text);
  return after || (turnAt < beatAt && beatAt - turnAt <= 3 && yieldAfter);
}

/** The turn where the arc's held beat puts it: the first line after the beat, said by whoever says it. */
function turnAtBeat(arc: Arc, previous: Turn | null): Turn {
  const line = arc.reaction!;
  const text = line.sentences[0]?.text ?? line.text;
  if (line.speaker !== arc.resister) return { line, text, because: 'decides', by: line.speaker };
  // The events' word for another line says nothing about this one.
  const because =
    arc.outcome === 'pursuer'
      ? 'gives-in'
      : arc.outcome === 'resister'
        ? 'refuses'
        : previous?.line === line
          ? previous.because
          : 'answers';
  return { line, text, because, by: line.speaker };
}

/**
 * With no no or dodge in the events, the arc still knows who holds out against the character's ask and with what
 * line ("It's on the inventory. Item forty-one."): a fact set against the ask is the partner's resistance.
 */
function heldOutBy(arc: Arc | null, character: string): Resistance | null {
  if (!arc?.holding || arc.pursuer !== character || arc.holding.speaker !== arc.resister) return null;
  const said = arc.holding.sentences.find((x) => !x.question) ?? arc.holding.sentences[0];
  return said ? { by: arc.resister, line: arc.holding, text: said.text, kind: 'objection' } : null;
}

/** Reads one scene for the character. */
export function readScene(scene: Scene, context: SceneContext): SceneReading {
  const { character, cast } = context;
  const names = new Set(cast.flatMap((c) => [c.toLowerCase(), ...c.toLowerCase().split(/\s+/)]));
  const speeches = scene.elements.flatMap((e) => (e.kind === 'speech' ? [e] : []));
  const items = itemsOf(scene, names, narratorsOf(speeches, character, context.family ?? null));
  const lines = items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  const speakers = [...new Set(lines.map((l) => l.speaker))];
  const actionSentences = new Map<number, Sentence[]>();
  items.forEach((i, at) => i.kind === 'action' && actionSentences.set(at, sentencesOf(i.text, names)));
  const actions = items.flatMap((i) => (i.kind === 'action' ? [i.text] : []));
  const present = cast.filter(
    (c) => speakers.includes(c) || actions.some((a) => new RegExp(`\\b${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(a)),
  );
  // The one a lone voice plays to, though the page never gives them a line, is heard by the events as a speaker is.
  const unheard = unheardPartnerOf(items, speakers);
  const hearers = unheard ? [...speakers, unheard] : speakers;
  const events = eventsOf(items, hearers, cast, actionSentences, context.pronounOf);
  let turn = turnOf(events, character, items, cast);
  const resistance = resistanceTo(character, events, lines);
  const wants = wantsOf(events, context.pronounOf, lines);
  resolveThings(wants, items);
  resolvePeople(wants, items, cast);
  const addressees = new Map(
    items.flatMap((i, at) => (i.kind === 'speech' ? [[i.line, addresseeOf(items, at, hearers, context.pronounOf)] as const] : [])),
  );
  // An unseen voice the character never speaks to ("MAN (O.S.): Jessie? It's Uncle Carl.") is heard, not played to.
  const unseen = new Set(
    speakers.filter(
      (sp) =>
        speeches.filter((e) => e.speaker === sp).every((e) => e.extensions.some((x) => OFF_SCREEN.test(x.trim()))) &&
        !lines.some((l) => l.speaker === character && addressees.get(l) === sp),
    ),
  );
  const spoken = speakersByExchange(lines, character, addressees).filter((p) => !unseen.has(p));
  const partners = unheard && !spoken.length && character !== unheard ? [unheard] : spoken;
  const touchEvents = events.filter((e) => e.kind === 'touch' && (e.by === character || e.to === character));
  const touch = touchEvents.map((e) => items[e.at] as PageText);
  const firstName = new RegExp(
    `\\b${character
      .split(/\s+/)
      .at(-1)!
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
    'i',
  );
  // "She kneels by the tomato plants.": an action opening on the character's pronoun is theirs when nobody else in the
  // scene goes by it.
  const own = context.pronounOf(character);
  const shared = present.some((p) => p !== character && context.pronounOf(p) === own);
  const ownPronounOpens = (text: string) =>
    (own === 'he' || own === 'she') && !shared && new RegExp(`^(?:then |and |now )?${own}\\b`, 'i').test(text.trim());
  const stakes = stakesOf(lines, character, events);
  // With nothing pressed for, news the partner argues with is what the scene is for.
  const pressed = objectiveOf(character, wants, events, stakes);
  const announced = announcementOf(character, events, lines, wants, turn, pressed);
  if (announced) {
    // The fight is over the news: a no to an ask that only set up the telling ("Turn that off a minute.") turns nothing.
    const newsAt = items.findIndex((i) => i.kind === 'speech' && i.line === announced.want.ask);
    turn = turnOf(events, character, items, cast, newsAt);
    wants.unshift(announced.want);
    resistance.push(...announced.objections.filter((o) => !resistance.some((r) => r.line === o.line)));
  }
  const objective = announced?.want ?? pressed;
  const arc = arcOf({
    items,
    events,
    wants,
    character,
    partner: partners[0] ?? null,
    cast,
    pronounOf: context.pronounOf,
    turnLine: turn?.line ?? null,
    turnStrength: turn?.strength,
    objective,
  });
  // The page holds the change in a beat the events did not see: the turn is the first line after it.
  if (arc?.reaction && arc.beat && !agreesWithBeat(items, arc, turn)) turn = turnAtBeat(arc, turn);
  // The hardest argument against the news: the first put back as a question, else the first that says more than
  // the news again ("You've what?" only takes it in), else the first.
  const fromEvents = announced
    ? (announced.objections.find((o) => o.line.sentences.some((x) => x.text === o.text && putsBack(x))) ??
      announced.objections.find((o) => o.text.split(/\s+/).length > 3) ??
      announced.objections[0]!)
    : obstacleOf(character, events, wallsBefore(resistance, lines, turn, character), wants, objective);
  const obstacle = fromEvents ?? heldOutBy(arc, character);
  if (obstacle && !resistance.includes(obstacle)) resistance.push(obstacle);
  return {
    index: context.index,
    heading: scene.heading,
    number: scene.number,
    page: scene.page,
    pages: [...new Set([scene.page, ...items.map((i) => (i.kind === 'speech' ? i.line.page : i.page))])],
    setting: scene.setting,
    items,
    character,
    partners,
    present,
    lines: lines.filter((l) => l.speaker === character),
    cues: lines.flatMap((l, i) => (l.speaker === character ? [{ cue: lines[i - 1] ?? null, line: l }] : [])),
    events,
    wants,
    resistance,
    objective,
    arc,
    obstacle,
    stakes,
    turn,
    beats: beatsOf(items, events, character, turn),
    // The scene's own action names people first; a cast list or an earlier scene's introduction does when it is silent.
    relationships: partners.map((p) =>
      relationshipWith(
        character,
        p,
        lines,
        events,
        [...actions, ...(context.scriptActions ?? [])],
        touch,
        addressees,
        unheard ? [...cast, unheard] : cast,
        context.pronounOf,
      ),
    ),
    momentBefore: momentBeforeOf(items, lines, character, context.previousEnd),
    images: imagesOf(lines, character, cast),
    subtext: subtextOf(lines, character, events, turn, items),
    discoveries: discoveriesOf(lines, character, events),
    physical: [
      ...lines.flatMap((l) => (l.speaker === character ? l.directions.map((d) => ({ kind: 'direction' as const, line: l, text: d })) : [])),
      ...items.filter((i): i is PageText => i.kind === 'action' && (firstName.test(i.text) || ownPronounOpens(i.text))),
    ],
    ending: [...items].reverse().find((i) => i.kind !== 'cue') ?? null,
    mature: matureFlags(
      items.flatMap((i): Array<{ speaker: string; text: string; id: string | null; ref: string }> =>
        i.kind === 'speech'
          ? [speechForFlags(i.line)]
          : i.kind === 'action'
            ? [{ speaker: 'ACTION', text: i.text, id: null, ref: i.ref }]
            : [],
      ),
    ),
  };
}
