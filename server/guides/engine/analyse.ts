/**
 * Analysis: deterministic facts about the chosen character, from the stored Scripts and the form.
 * Everything a writer says about the scene must trace back to something found here, with the
 * line it came from (page, speaker, exact words).
 */
import type { Citation } from '../../../common/contracts/guides.js';
import type { Script, ScriptElement } from '../../../common/contracts/script.js';

export interface ScriptInput {
  script: Script;
  fileType: 'sides' | 'full_script';
}

/** One element of a scene in reading order, with a stable reference. */
export interface Moment {
  kind: 'dialogue' | 'action' | 'parenthetical' | 'transition' | 'shot';
  speaker: string | null;
  text: string;
  page: number;
  /** "p.2 #14": page and the dialogue block's number in the whole document. */
  ref: string;
  block: number | null;
}

export type SubtextKind = 'deflection' | 'question-for-question' | 'repetition' | 'trailing' | 'short-reply' | 'subject-change' | 'fine';

export interface SubtextLine {
  line: Moment;
  kinds: SubtextKind[];
  score: number;
  /** The partner line it answers, when there is one. */
  answering: Moment | null;
  /** The repeated or echoed word, for repetition. */
  echo?: string;
}

export interface Beat {
  start: Moment;
  moments: Moment[];
  trigger: string;
  shift: number;
  tactic: string;
  isTurn: boolean;
}

export interface SceneAnalysis {
  index: number;
  heading: string;
  page: number;
  pages: number[];
  setting: { interior: 'INT' | 'EXT' | 'INT/EXT' | null; place: string | null; time: string | null };
  present: string[];
  partners: string[];
  openingAction: Moment | null;
  previousSceneEnd: Moment[];
  moments: Moment[];
  lines: Moment[];
  cues: Array<{ cue: Moment | null; line: Moment }>;
  beats: Beat[];
  subtext: SubtextLine[];
  discoveries: Array<{ news: Moment; reaction: Moment }>;
  physical: Moment[];
  lastLine: Moment | null;
  lastMoment: Moment | null;
  tactics: Record<string, number>;
  resistance: Moment[];
  stakesLines: Moment[];
  addressedAs: Record<string, string>;
  matureWords: string[];
}

export interface Analysis {
  character: string | null;
  suggestions: string[];
  age: number | null;
  introduction: string | null;
  scenes: SceneAnalysis[];
  totals: { lines: number; words: number; pages: number };
  allCharacters: string[];
  hasFullScript: boolean;
  matureWords: string[];
}

const words = (s: string) => s.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
const norm = (s: string) =>
  s
    .toUpperCase()
    .replace(/[’`]/g, "'")
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/[^A-Z0-9#' .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Edit distance where swapping two neighbouring letters ("Jaek") counts as one typo. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Finds the typed character among the detected ones: exact (ignoring case and extensions), then
 * by first or last name ("Maya Lopez" → MAYA), then within two typos. Suggests the closest names.
 */
export function findCharacter(typed: string, names: string[]): { match: string | null; suggestions: string[] } {
  const t = norm(typed);
  const byNorm = new Map(names.map((n) => [norm(n), n]));
  if (byNorm.has(t)) return { match: byNorm.get(t)!, suggestions: [] };
  const parts = t.split(' ').filter((p) => p.length > 1);
  // Cues usually carry the first name: "Jake Morales" is JAKE even when ANA MORALES exists.
  const firstName = names.find((n) => norm(n) === parts[0]);
  if (firstName) return { match: firstName, suggestions: [] };
  const partMatches = names.filter(
    (n) =>
      parts.includes(norm(n)) ||
      norm(n)
        .split(' ')
        .some((w) => w.length > 2 && parts.includes(w)),
  );
  if (partMatches.length === 1) return { match: partMatches[0]!, suggestions: [] };
  const ranked = names.map((n) => ({ n, d: editDistance(t, norm(n)) })).sort((a, b) => a.d - b.d || a.n.localeCompare(b.n));
  const close = ranked.filter((r) => r.d <= Math.max(1, Math.floor(t.length / 4)));
  if (close.length === 1 || (close.length > 1 && close[0]!.d < close[1]!.d && close[0]!.d <= 2))
    return { match: close[0]!.n, suggestions: [] };
  return { match: null, suggestions: [...new Set([...partMatches, ...ranked.slice(0, 3).map((r) => r.n)])].slice(0, 3) };
}

/** A short quote of a line, for citations: the whole line up to ~90 characters, cut at a word. */
export function quoteOf(text: string, max = 90): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max).replace(/[,;:]$/, '')}…`;
}

/** The citation of a moment. */
export function cite(m: Moment): Citation {
  return { ref: m.ref, speaker: m.speaker ?? 'ACTION', quote: quoteOf(m.text) };
}

const DEFLECTION =
  /\b(i'?m fine|it'?s fine|fine\.|nothing|whatever|never ?mind|forget it|doesn'?t matter|i don'?t care|it'?s okay|i'?m okay|no big deal|sure\.|okay\.)/i;
const ENTRANCE =
  /\b(enters?|comes? in|walks? in|steps? (in|out|around)|crosses|leaves|exits?|runs? (up|in|out)|pushes through|arrives?|knock|doorbell|door (opens|bursts)|appears|returns?|bursts? in)\b/i;
const MATURE =
  /\b(kill(s|ed|ing)?|blood(y)?|dead|die[sd]?|gun|shoot|drugs?|drunk|beer|whiskey|vodka|sex(ual|y)?|naked|suicid\w*|overdose|murder\w*|rape|abuse[sd]?|self-harm|jump(ing)? off|stab\w*|corpse)\b/gi;
const STAKES = /\b(if|need|have to|got to|gotta|must|last chance|only|enough|or else|never|always|everything|promise)\b/i;
const RESIST = /^(no|not|nope|don'?t|can'?t|won'?t|why|what\?|stop|absolutely not)\b|\b(no|not|don'?t|can'?t|won'?t|never)\b/i;
const TERMS =
  "mom|mommy|mum|dad|daddy|papa|grandma|grandpa|aunt \\w+|uncle \\w+|sis|bro|dear|honey|sweetie|buddy|boss|sir|ma'?am|doctor|officer|detective|coach|ms\\.? \\w+|mrs\\.? [\\w']+|mr\\.? \\w+";
/** A term of address used to someone ("…, Dad." / "Mom, I'm okay"), not a mention of them. */
const ADDRESS = new RegExp(`(?:^|[.!?]\\s+)(${TERMS})\\s*[,!?.]|,\\s*(${TERMS})\\s*[.!?]`, 'i');

/** Tactic for a set of the character's lines: one playable, transitive verb. */
export function tacticFor(lines: Moment[], answering: Array<Moment | null>): string {
  const text = lines.map((l) => l.text).join(' ');
  const questions = (text.match(/\?/g) ?? []).length;
  const shouts = (text.match(/!/g) ?? []).length + (text.match(/\b[A-Z]{3,}\b/g) ?? []).length;
  if (/\b(sorry|my fault|i didn'?t mean)\b/i.test(text)) return 'to apologise to';
  if (/\b(please|need you|can you|could you|let me|five more|just one)\b/i.test(text)) return 'to plead with';
  if (/\b(it'?s okay|don'?t worry|you'?re okay|it'?s fine|i'?m here|safe)\b/i.test(text) && !DEFLECTION.test(text.slice(0, 12)))
    return 'to reassure';
  if (DEFLECTION.test(text) && lines.length <= 2) return 'to brush off';
  if (questions >= 2 || (questions >= 1 && lines.length === 1 && answering.some((a) => a && !a.text.trim().endsWith('?'))))
    return questions >= 2 ? 'to interrogate' : 'to test';
  if (shouts >= 2) return 'to confront';
  if (/\b(thank|love|proud|good|great|best|wow|amazing)\b/i.test(text)) return 'to win over';
  if (/\b(so|because|point is|the thing is|listen|look)\b/i.test(text)) return 'to convince';
  if (text.length < 40) return 'to hold off';
  return 'to persuade';
}

/**
 * The moments of one Script element: a speech is one dialogue moment (its spoken words) with
 * its directions as parenthetical moments before or after it; a cue is a transition or a shot.
 */
function momentsOf(el: ScriptElement, counter: { block: number }): Moment[] {
  if (el.kind === 'action') return [{ kind: 'action', speaker: null, text: el.text, page: el.page, ref: `p.${el.page}`, block: null }];
  if (el.kind === 'cue') {
    const kind = el.cue === 'transition' ? 'transition' : 'shot';
    return [{ kind, speaker: null, text: el.text, page: el.page, ref: `p.${el.page}`, block: null }];
  }
  const block = ++counter.block;
  const ref = `p.${el.page} #${block}`;
  const direction = (text: string): Moment => ({
    kind: 'parenthetical',
    speaker: el.speaker,
    text,
    page: el.page,
    ref: `p.${el.page}`,
    block,
  });
  const firstWords = el.parts.findIndex((p) => p.kind === 'words');
  if (firstWords < 0) return el.parts.map((p) => direction(p.text));
  return [
    ...el.parts.slice(0, firstWords).map((p) => direction(p.text)),
    { kind: 'dialogue', speaker: el.speaker, text: el.text, page: el.page, ref, block },
    ...el.parts.slice(firstWords + 1).flatMap((p) => (p.kind === 'direction' ? [direction(p.text)] : [])),
  ];
}

/** Reads one scene around the character. */
function analyseScene(
  index: number,
  scene: Script['scenes'][number],
  character: string,
  previous: Moment[],
  counter: { block: number },
): SceneAnalysis {
  const moments: Moment[] = [];
  for (const el of scene.elements) moments.push(...momentsOf(el, counter));
  const dialogue = moments.filter((m) => m.kind === 'dialogue');
  const lines = dialogue.filter((m) => m.speaker === character);
  const speakers = [...new Set(dialogue.map((m) => m.speaker!).filter(Boolean))];
  const mentioned = [
    ...new Set(
      moments.filter((m) => m.kind === 'action').flatMap((m) => m.text.match(/\b[A-Z][A-Z'.#-]{2,}(?: [A-Z][A-Z'.#-]{2,})?\b/g) ?? []),
    ),
  ].filter((n) => speakers.includes(n));
  const present = [...new Set([...speakers, ...mentioned])];
  const partners = speakers.filter((s) => s !== character);

  const heading = scene.heading;
  const setting = scene.setting;

  const prevDialogue = (m: Moment) => {
    const i = moments.indexOf(m);
    for (let j = i - 1; j >= 0; j--) if (moments[j]!.kind === 'dialogue') return moments[j]!.speaker === character ? null : moments[j]!;
    return null;
  };
  const cues = lines.map((line) => ({ cue: prevDialogueAny(moments, line), line }));

  // Subtext candidates.
  const subtext: SubtextLine[] = lines.map((line) => {
    const answering = prevDialogue(line);
    const kinds: SubtextKind[] = [];
    let score = 0;
    let echo: string | undefined;
    const t = line.text.trim();
    if (/^(i'?m|it'?s) (fine|okay)\b/i.test(t)) {
      kinds.push('fine');
      score += 4;
    } else if (DEFLECTION.test(t)) {
      kinds.push('deflection');
      score += 3;
    }
    if (answering?.text.trim().endsWith('?') && t.endsWith('?')) {
      kinds.push('question-for-question');
      score += 3;
    }
    const ws = words(t.toLowerCase()).filter((w) => w.length >= 4);
    const repeated = ws.find((w, i) => ws.indexOf(w) !== i);
    const partnerWords = new Set(words(answering?.text.toLowerCase() ?? '').filter((w) => w.length >= 4));
    const echoed = ws.find((w) => partnerWords.has(w));
    if (repeated) {
      kinds.push('repetition');
      score += 2;
      echo = repeated;
    } else if (echoed) {
      kinds.push('repetition');
      score += 1;
      echo = echoed;
    }
    if (/(\.\.\.|…|--|—)\s*$/.test(t)) {
      kinds.push('trailing');
      score += 2;
    }
    if (answering && words(t).length <= 4 && (words(answering.text).length >= 10 || answering.text.trim().endsWith('?'))) {
      kinds.push('short-reply');
      score += 2;
    }
    if (answering?.text.trim().endsWith('?') && !echoed && !t.endsWith('?') && words(t).length > 4) {
      kinds.push('subject-change');
      score += 1;
    }
    return { line, kinds, score, answering, ...(echo ? { echo } : {}) };
  });

  // Beats: candidate boundaries scored by how much shifts there.
  const boundaries: Array<{ at: number; shift: number; trigger: string }> = [];
  const seen = new Set<string>();
  moments.forEach((m, i) => {
    if (i === 0) return;
    if (m.kind === 'action' && ENTRANCE.test(m.text))
      boundaries.push({ at: i, shift: 3, trigger: `something happens: “${quoteOf(m.text, 60)}”` });
    else if (m.kind === 'dialogue' && m.speaker && !seen.has(m.speaker) && seen.size > 0 && m.speaker !== character)
      boundaries.push({ at: i, shift: 3, trigger: `${m.speaker} joins the conversation` });
    else if (m.kind === 'dialogue' && m.speaker !== character && m.text.trim().endsWith('?') && i > 2)
      boundaries.push({ at: i, shift: 1.5, trigger: `${m.speaker} asks “${quoteOf(m.text, 50)}”` });
    else if (m.kind === 'dialogue' && m.speaker !== character && /!/.test(m.text))
      boundaries.push({ at: i, shift: 2, trigger: `${m.speaker} pushes: “${quoteOf(m.text, 50)}”` });
    else if (m.kind === 'action' && i > 1) boundaries.push({ at: i, shift: 1, trigger: `a pause in the talk: “${quoteOf(m.text, 50)}”` });
    if (m.speaker) seen.add(m.speaker);
  });
  const target = Math.max(1, Math.min(5, Math.round(dialogue.length / 5)));
  const chosen: typeof boundaries = [];
  for (const b of [...boundaries].sort((a, b) => b.shift - a.shift || a.at - b.at)) {
    if (chosen.length >= target - 1) break;
    if (chosen.every((c) => Math.abs(c.at - b.at) >= 3) && b.at >= 2 && b.at <= moments.length - 2) chosen.push(b);
  }
  chosen.sort((a, b) => a.at - b.at);
  const starts = [{ at: 0, shift: 0, trigger: 'the scene opens' }, ...chosen];
  const beats: Beat[] = starts
    .map((s, k) => {
      const end = starts[k + 1]?.at ?? moments.length;
      const ms = moments.slice(s.at, end);
      const mine = ms.filter((m) => m.kind === 'dialogue' && m.speaker === character);
      return {
        start: ms[0]!,
        moments: ms,
        trigger: s.trigger,
        shift: s.shift,
        tactic: tacticFor(mine, mine.map(prevDialogue)),
        isTurn: false,
      };
    })
    .filter((b) => b.moments.some((m) => m.kind === 'dialogue'));
  // Consecutive beats want different tactics: the change of tactic is what makes it a new beat.
  const alternates: Record<string, string> = {
    'to persuade': 'to convince',
    'to convince': 'to charm',
    'to test': 'to corner',
    'to interrogate': 'to corner',
    'to plead with': 'to bargain with',
    'to confront': 'to challenge',
    'to hold off': 'to stall',
    'to brush off': 'to shut down',
    'to reassure': 'to comfort',
    'to win over': 'to charm',
    'to apologise to': 'to make peace with',
  };
  for (let k = 1; k < beats.length; k++)
    if (beats[k]!.tactic === beats[k - 1]!.tactic) beats[k]!.tactic = alternates[beats[k]!.tactic] ?? 'to push';
  if (beats.length > 1) {
    const turn = beats.slice(1).reduce((best, b) => (b.shift > best.shift ? b : best), beats[1]!);
    turn.isTurn = true;
  } else if (beats[0]) beats[0].isTurn = true;

  const discoveries: SceneAnalysis['discoveries'] = [];
  for (const line of lines) {
    const before = prevDialogue(line);
    if (!before) continue;
    const news = !before.text.trim().endsWith('?') && (words(before.text).length >= 7 || /!/.test(before.text));
    if (news && (words(line.text).length <= 6 || line.text.trim().endsWith('?'))) discoveries.push({ news: before, reaction: line });
  }

  const nameRe = new RegExp(`\\b${character.split(' ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  const physical = moments.filter(
    (m) => (m.kind === 'action' && nameRe.test(m.text)) || (m.kind === 'parenthetical' && m.speaker === character),
  );

  const tactics: Record<string, number> = {};
  for (const b of beats)
    tactics[b.tactic] = (tactics[b.tactic] ?? 0) + b.moments.filter((m) => m.speaker === character && m.kind === 'dialogue').length;

  const addressedAs: Record<string, string> = {};
  for (const m of dialogue) {
    if (m.speaker !== character) continue;
    const found = m.text.match(ADDRESS);
    const a = found?.[1] ?? found?.[2];
    const to = prevDialogue(m)?.speaker;
    if (a && to && !addressedAs[to]) addressedAs[to] = a;
  }

  const sceneText = moments.map((m) => m.text).join(' ');
  return {
    index,
    heading,
    page: scene.page,
    pages: [...new Set(moments.map((m) => m.page))],
    setting,
    present,
    partners,
    openingAction: moments.find((m) => m.kind === 'action') ?? null,
    previousSceneEnd: previous,
    moments,
    lines,
    cues,
    beats,
    subtext: subtext.filter((s) => s.score > 0).sort((a, b) => b.score - a.score),
    discoveries,
    physical,
    lastLine: lines.at(-1) ?? null,
    lastMoment: moments.at(-1) ?? null,
    tactics,
    resistance: dialogue.filter((m) => m.speaker !== character && RESIST.test(m.text)),
    stakesLines: lines.filter((m) => STAKES.test(m.text)),
    addressedAs,
    matureWords: [...new Set((sceneText.match(MATURE) ?? []).map((w) => w.toLowerCase()))],
  };
}

function prevDialogueAny(moments: Moment[], m: Moment): Moment | null {
  for (let j = moments.indexOf(m) - 1; j >= 0; j--) if (moments[j]!.kind === 'dialogue') return moments[j]!;
  return null;
}

/** Analyses the chosen character across every uploaded script. */
export function analyse(inputs: ScriptInput[], characterName: string): Analysis {
  const allCharacters = [...new Set(inputs.flatMap((i) => i.script.characters.map((c) => c.name)))];
  const { match, suggestions } = findCharacter(characterName, allCharacters);
  const scenes: SceneAnalysis[] = [];
  let pages = 0;
  let age: number | null = null;
  let introduction: string | null = null;
  for (const input of inputs) {
    const counter = { block: 0 };
    let previous: Moment[] = [];
    input.script.scenes.forEach((scene, i) => {
      const analysed = analyseScene(scenes.length, scene, match ?? '', previous, counter);
      previous = analysed.moments.slice(-2);
      if (match && analysed.lines.length > 0)
        scenes.push({
          ...analysed,
          index: scenes.length,
          previousSceneEnd: i > 0 && input.fileType === 'full_script' ? analysed.previousSceneEnd : [],
        });
    });
    pages += input.script.pages;
    const info = input.script.characters.find((c) => c.name === match);
    if (info?.age !== undefined && age === null) age = info.age;
    if (info?.introduction && !introduction) introduction = info.introduction;
  }
  const lines = scenes.flatMap((s) => s.lines);
  const scenePages = new Set(scenes.flatMap((s) => s.pages.map((p) => `${s.index}:${p}`)));
  return {
    character: match,
    suggestions,
    age,
    introduction,
    scenes,
    totals: {
      lines: lines.length,
      words: lines.reduce((n, l) => n + words(l.text).length, 0),
      pages: Math.max(scenePages.size ? new Set(scenes.flatMap((s) => s.pages)).size : 0, pages && scenes.length ? 1 : 0),
    },
    allCharacters,
    hasFullScript: inputs.some((i) => i.fileType === 'full_script'),
    matureWords: [...new Set(scenes.flatMap((s) => s.matureWords))],
  };
}
