/**
 * The offline writer (the default): no network, deterministic. Every scene note is derived from
 * the analysis and cites its line; craft guidance comes from craft.ts by format, genre, role size,
 * age and callback notes. Objectives are offered as choices, not orders.
 */
import {
  labelOf,
  PRODUCTION_TYPES,
  ROLE_SIZES,
  type Citation,
  type GuideDocument,
  type GuideRequest,
} from '../../../../common/contracts/guides.js';
import { cite, quoteOf, type Analysis, type Moment, type SceneAnalysis, type SubtextLine } from '../analyse.js';
import { DEFAULT_OPPOSITE, FORMAT_NOTES, formatOf, OBJECTIVES, OPPOSITES, ROLE_NOTES } from '../craft.js';
import { displayName } from '../names.js';

export interface WriterInput {
  request: GuideRequest;
  analysis: Analysis;
  /** "Today", for the prep plan. */
  now: Date;
}

const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
const nameOf = displayName;

function mainTactic(scene: SceneAnalysis): string {
  return Object.entries(scene.tactics).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'to persuade';
}

function mainPartner(scene: SceneAnalysis): string | null {
  const counts = new Map<string, number>();
  for (const c of scene.cues)
    if (c.cue?.speaker && c.cue.speaker !== scene.lines[0]?.speaker) counts.set(c.cue.speaker, (counts.get(c.cue.speaker) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? scene.partners[0] ?? null;
}

function meaningOf(s: SubtextLine, character: string, partner: string | null): string {
  const p = partner ? nameOf(partner) : 'them';
  const c = nameOf(character);
  const kind = s.kinds[0];
  switch (kind) {
    case 'fine':
      return `${c} is not fine. The words close the door; decide what ${c} is keeping behind it, and let ${p} almost see it.`;
    case 'deflection':
      return `A door closing: ${c} is steering away from what matters most here. Play the wish to end the subject, not the words themselves.`;
    case 'question-for-question':
      return `Answering a question with a question buys time: ${c} isn't ready to give ${p} the answer, and is testing them first.`;
    case 'repetition':
      return `“${s.echo}” comes back — it is the thing ${c} can't let go of. Lean on it differently the second time.`;
    case 'trailing':
      return `The line breaks off. Decide exactly how ${c} would have finished it, and why ${c} stops.`;
    case 'short-reply':
      return `After ${p}'s line, the short answer says more than a speech would: the fewer the words, the more they cost ${c}.`;
    case 'subject-change':
      return `${p} asked something and ${c} answers around it — know what ${c} is avoiding, and play the dodge.`;
    default:
      return `Under the words, ${c} wants something from ${p} that the line doesn't say out loud.`;
  }
}

function saidOf(s: SubtextLine): string {
  return `“${quoteOf(s.line.text, 70)}”`;
}

/** Key lines for subtext: the strongest flagged lines, topped up with the scene's discoveries and last line. */
function keySubtext(scene: SceneAnalysis): SubtextLine[] {
  const picked = scene.subtext.slice(0, 4);
  const extras: SubtextLine[] = [
    ...scene.discoveries.map((d) => ({ line: d.reaction, kinds: ['short-reply' as const], score: 1, answering: d.news })),
    ...(scene.lastLine ? [{ line: scene.lastLine, kinds: [], score: 0, answering: null }] : []),
  ];
  for (const e of extras) {
    if (picked.length >= 3) break;
    if (!picked.some((p) => p.line === e.line)) picked.push(e);
  }
  return picked;
}

function givenCircumstances(
  scene: SceneAnalysis,
  character: string,
  request: GuideRequest,
): GuideDocument['scenes'][number]['givenCircumstances'] {
  const out: GuideDocument['scenes'][number]['givenCircumstances'] = [];
  const { interior, place, time } = scene.setting;
  if (place)
    out.push({
      text: `Where: ${interior === 'EXT' ? 'outside, ' : interior === 'INT' ? 'inside, ' : ''}${title(place)} (from the scene heading).`,
    });
  else out.push({ text: `Where: the scene doesn't say — actor's choice. Decide the room and one object in it you can use.` });
  if (time && !/CONTINUOUS|LATER|SAME/i.test(time))
    out.push({ text: `When: ${time.toLowerCase()} (from the heading). Let the hour show in the energy you bring in.` });
  else
    out.push({
      text: `When: ${time ? `${time.toLowerCase()} — it follows straight on from what came before` : "not stated — actor's choice"}. Decide how long ${nameOf(character)} has been here.`,
    });
  const others = scene.present.filter((p) => p !== character);
  if (others.length) out.push({ text: `Who is here: ${others.map(nameOf).join(', ')}.` });
  if (scene.openingAction) out.push({ text: `What the page shows as the scene starts:`, cite: cite(scene.openingAction) });
  if (request.storyline) out.push({ text: `From your storyline notes: ${quoteOf(request.storyline, 160)}` });
  return out;
}

function momentBefore(scene: SceneAnalysis, character: string, analysis: Analysis): GuideDocument['scenes'][number]['momentBefore'] {
  const c = nameOf(character);
  const end = scene.previousSceneEnd.at(-1);
  if (end && analysis.hasFullScript) {
    return { text: `In the full script the scene before ends here — carry it in with you:`, cite: cite(end) };
  }
  const first = scene.lines[0]!;
  const firstIsOpening = scene.moments.findIndex((m) => m.kind === 'dialogue') === scene.moments.indexOf(first);
  if (firstIsOpening) {
    return {
      text: `${c} speaks first, so the moment before is all yours: decide what happened ten seconds earlier that makes ${c} say this.`,
      cite: cite(first),
    };
  }
  return {
    text: `Actor's choice: the sides don't say what happened just before. Pick something specific that happened to ${c} in the last minute and let it colour the first line.`,
    cite: cite(first),
  };
}

function relationships(scene: SceneAnalysis, character: string): GuideDocument['scenes'][number]['relationships'] {
  return scene.partners.slice(0, 4).map((partner) => {
    const toThem = scene.cues.filter((c) => c.cue?.speaker === partner).map((c) => c.line);
    const tactic = toThem.length ? mainTacticOf(scene, toThem) : mainTactic(scene);
    const want = (OBJECTIVES[tactic] ?? 'to get {P} to see it your way').replace('{P}', nameOf(partner));
    const called = scene.addressedAs[partner];
    const line = toThem[0];
    return {
      partner,
      want: `${called ? `${nameOf(character)} calls ${nameOf(partner)} “${called}”. ` : ''}What you want from ${nameOf(partner)}: ${want}.`,
      ...(line ? { cite: cite(line) } : {}),
    };
  });
}

function mainTacticOf(scene: SceneAnalysis, lines: Moment[]): string {
  const counts = new Map<string, number>();
  for (const b of scene.beats) for (const l of lines) if (b.moments.includes(l)) counts.set(b.tactic, (counts.get(b.tactic) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? mainTactic(scene);
}

function objective(scene: SceneAnalysis, character: string): GuideDocument['scenes'][number]['objective'] {
  const partner = mainPartner(scene);
  const p = partner ? nameOf(partner) : 'the other person';
  const tactics = Object.entries(scene.tactics)
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t);
  const first = (OBJECTIVES[tactics[0] ?? 'to persuade'] ?? 'to get {P} to see it your way').replace('{P}', p);
  const secondTactic = tactics.find((t) => OBJECTIVES[t] && OBJECTIVES[t] !== OBJECTIVES[tactics[0] ?? '']);
  const alternate = (
    OBJECTIVES[secondTactic ?? ''] ?? (first.includes('truth') ? 'to make {P} take you seriously' : 'to get {P} to tell you the truth')
  ).replace('{P}', p);
  const resist = scene.resistance[0];
  const stakesLine = scene.stakesLines[0];
  return {
    choice: `Try: ${first}.`,
    alternate: `Or: ${alternate}.`,
    obstacle: resist
      ? `${nameOf(resist.speaker!)} pushes back — “${quoteOf(resist.text, 60)}” (${resist.ref}). That resistance is what ${nameOf(character)} has to get past.`
      : `${p} doesn't give ${nameOf(character)} what they want straight away; decide what ${p} is holding back and why.`,
    stakes: stakesLine
      ? `What it costs if this fails, in ${nameOf(character)}'s own words: “${quoteOf(stakesLine.text, 70)}” (${stakesLine.ref}). Make that matter right now, not someday.`
      : `Actor's choice: decide what ${nameOf(character)} loses if ${p} doesn't move by the end of the scene — make it something that matters today.`,
  };
}

function beats(scene: SceneAnalysis, character: string): GuideDocument['scenes'][number]['beats'] {
  return scene.beats.map((b, i) => {
    const mine = b.moments.find((m) => m.kind === 'dialogue' && m.speaker === character);
    const anchor = mine ?? b.moments.find((m) => m.kind === 'dialogue') ?? b.start;
    const tacticVerb = b.tactic.replace(/^to /, '');
    return {
      title: `Beat ${i + 1}${b.isTurn ? ' — the turn' : ''}`,
      tactic: b.tactic,
      startsAt: cite(b.start.kind === 'dialogue' ? b.start : anchor),
      isTurn: b.isTurn,
      note: `${i === 0 ? 'Opens as' : 'Starts when'} ${b.trigger}. ${nameOf(character)}'s tactic here: ${tacticVerb}${mine ? ` — it lives in “${quoteOf(mine.text, 60)}” (${mine.ref})` : ''}.${b.isTurn ? " Something shifts here and the scene can't go back: let it land before you speak again." : ''}`,
    };
  });
}

function physicality(
  scene: SceneAnalysis,
  format: ReturnType<typeof formatOf>,
  character: string,
): GuideDocument['scenes'][number]['physicality'] {
  const out: GuideDocument['scenes'][number]['physicality'] = [];
  for (const m of scene.physical.slice(0, 2)) {
    out.push(
      m.kind === 'parenthetical'
        ? { text: `The script gives ${nameOf(character)} a direction — play the reason for it, not the label:`, cite: cite(m) }
        : {
            text: `The action line tells you what ${nameOf(character)}'s body is doing; keep it small and real in a self-tape:`,
            cite: cite(m),
          },
    );
  }
  const notes = FORMAT_NOTES[format].physical;
  const first = scene.lines[0];
  const discovery = scene.discoveries[0];
  if (discovery)
    out.push({
      text: `Stay still while ${nameOf(discovery.news.speaker!)} says “${quoteOf(discovery.news.text, 50)}”, then let the news reach you before you answer.`,
      cite: cite(discovery.reaction),
    });
  for (const n of notes) if (out.length < 4) out.push({ text: n });
  if (out.length < 2 && first)
    out.push({ text: `Find one thing to do with your hands before the first line, then stop doing it as you speak.`, cite: cite(first) });
  return out.slice(0, 4);
}

function button(
  scene: SceneAnalysis,
  format: ReturnType<typeof formatOf>,
  isLastScene: boolean,
): GuideDocument['scenes'][number]['button'] {
  const f = FORMAT_NOTES[format];
  const last = scene.lastLine;
  const end = scene.lastMoment;
  const options: string[] = [];
  if (last)
    options.push(`After “${quoteOf(last.text, 50)}” (${last.ref}), hold the look on your reader one beat longer than feels comfortable.`);
  if (end && end.kind === 'action' && end !== scene.openingAction)
    options.push(`Borrow the scene's last action — “${quoteOf(end.text, 60)}” (${end.ref}) — as one small move after your final line.`);
  const echo = last && (last.text.match(/[\p{L}'’]{4,}/gu) ?? []).at(-1);
  if (echo) options.push(`A quiet echo of “${echo}” under your breath as a private last word — only if it feels true.`);
  return {
    wanted: `${f.button === 'yes' ? 'This format wants a button.' : f.button === 'optional' ? 'A button is optional here.' : 'This format rarely wants a button.'} ${f.buttonWhy}${isLastScene ? '' : ' (This scene continues into the next, so keep any button tiny.)'}`,
    options: options.slice(0, 3),
    dropIt: 'If casting says no button, drop it without a second thought — it is never required.',
  };
}

function prepPlan(request: GuideRequest, analysis: Analysis, now: Date): GuideDocument['prepPlan'] {
  const lines = analysis.totals.lines;
  const pages = analysis.totals.pages;
  const days = request.auditionDate ? Math.round((Date.parse(`${request.auditionDate}T12:00:00Z`) - now.getTime()) / 86_400_000) : null;
  const memo =
    lines <= 8
      ? `${lines} lines — learnable tonight if you run them three times with the cue sheet.`
      : `${lines} lines over about ${pages} page${pages === 1 ? '' : 's'} (about ${pages} minute${pages === 1 ? '' : 's'} of screen time) — learn them beat by beat, not line by line.`;
  if (days !== null && days > 2) {
    return {
      timeLeft: `${days} days until ${request.auditionDate}.`,
      steps: [
        `Day 1: read the sides twice aloud, then tell the story of the scene in your own words. ${memo}`,
        'Day 2: work the beats — one tactic each — and the objective; run lines with the cue sheet.',
        'Middle days: try the alternate objective and the optional opposite colour once each; keep what feels true.',
        'Day before: two full runs, one self-tape practice take, then stop and rest.',
        'Audition day: warm up voice and body, one easy run, and go in thinking about what you want from your partner.',
      ],
    };
  }
  return {
    timeLeft:
      days === null
        ? 'Sides often arrive the night before — this plan works in 12 hours.'
        : days <= 0
          ? 'The audition is today or tomorrow — the short plan.'
          : `${days} day${days === 1 ? '' : 's'} left — the short plan.`,
    steps: [
      `Tonight (20 min): read the sides twice aloud and tell the story in your own words. ${memo}`,
      'Tonight (20 min): mark the beats and the turn in your sides; pick the objective you believe.',
      'Tonight (15 min): run lines with the cue sheet — the person helping reads the cues flat, no line readings.',
      'Sleep. Memory settles overnight.',
      'Morning (15 min): two runs, then one run trying the alternate objective. Holding the sides in the room is allowed.',
    ],
  };
}

function selfTape(format: ReturnType<typeof formatOf>, request: GuideRequest): string[] {
  const frame =
    format === 'multicam' || format === 'stage'
      ? 'Frame from mid-chest up, a little wider than a close-up, so physical comedy reads.'
      : format === 'commercial'
        ? 'Frame to include the hands if there is a product; otherwise mid-chest up.'
        : 'Frame from mid-chest to just above the head; eyes in the top third of the picture.';
  return [
    'Reader: off camera, right beside the lens, reading the other lines evenly and a little quieter than you.',
    'Eyeline: look at the reader, just to the side of the lens — never into it unless the sides say so.',
    frame,
    'Light from the front (a window or a lamp behind the camera), plain background, no noise.',
    "Slate only if casting asks for one: name, height if asked, agency — never a child's full name or location unless they ask.",
    `Label the file the way casting asked (usually NAME_ROLE_${request.productionTitle.replace(/\W+/g, '').toUpperCase() || 'PROJECT'}).`,
  ];
}

/** Writes the structured adult guide from the analysis. */
export function writeOfflineGuide({ request, analysis, now }: WriterInput): GuideDocument {
  const character = analysis.character!;
  const format = formatOf(request.productionType, request.genre);
  const f = FORMAT_NOTES[format];
  const c = nameOf(character);
  const contextNotes = [
    f.frame,
    f.energy,
    ROLE_NOTES[request.roleSize],
    ...(request.characterBreakdown
      ? [`The breakdown says: “${quoteOf(request.characterBreakdown, 200)}” — let every beat choice fit that description.`]
      : []),
    ...(analysis.introduction ? [`The script introduces ${c}: “${quoteOf(analysis.introduction, 160)}”`] : []),
    ...(request.actorAge <= 12
      ? [`For a young actor (${request.actorAge}): keep the choices simple and real — one clear want per scene is plenty.`]
      : []),
  ];
  const partners = [...new Set(analysis.scenes.flatMap((s) => s.partners))];
  const scenes = analysis.scenes.map((scene, i) => {
    const partner = mainPartner(scene);
    const tactic = mainTactic(scene);
    return {
      heading: scene.heading || `Scene ${i + 1} (the sides start mid-scene)`,
      givenCircumstances: givenCircumstances(scene, character, request),
      momentBefore: momentBefore(scene, character, analysis),
      relationships: relationships(scene, character),
      objective: objective(scene, character),
      beats: beats(scene, character),
      subtext: keySubtext(scene).map((s) => ({ cite: cite(s.line), said: saidOf(s), meant: meaningOf(s, character, partner) })),
      discoveries: scene.discoveries
        .slice(0, 3)
        .map((d) => ({
          text: `Listening moment: ${nameOf(d.news.speaker!)}'s “${quoteOf(d.news.text, 60)}” (${d.news.ref}) is new to ${c}. Hear it for the first time, every take.`,
          cite: cite(d.reaction),
        })),
      physicality: physicality(scene, format, character),
      button: button(scene, format, i === analysis.scenes.length - 1),
      unexpected: `Optional: ${OPPOSITES[tactic] ?? DEFAULT_OPPOSITE}`,
    };
  });
  const callback = request.callbackNotes
    ? {
        keep: [
          `Keep the through-line that got you the callback: ${c}'s want in every scene stays the same.`,
          'Keep your reader eyeline and pace — casting has already seen those work.',
        ],
        adjust: [
          `The notes: “${quoteOf(request.callbackNotes, 200)}”. Apply them to the beat they name first, then let the rest follow; one clear adjustment beats five small ones.`,
          'If a note contradicts a choice in this guide, the note wins.',
        ],
      }
    : undefined;
  const cueSheet = analysis.scenes.flatMap((s) => s.cues.map((q) => ({ cue: q.cue ? cite(q.cue) : null, line: cite(q.line) })));
  const warnings: string[] = [];
  if (analysis.totals.lines <= 3)
    warnings.push(
      `${c} has ${analysis.totals.lines} line${analysis.totals.lines === 1 ? '' : 's'} in these pages — the guide is short because the role is; make each one count.`,
    );
  if (analysis.matureWords.length)
    warnings.push(
      `For the parent: the scene includes mature material (${analysis.matureWords.join(', ')}). Talk it through before rehearsing if your actor is young.`,
    );
  return {
    title: `${c} — ${request.productionTitle}`,
    summary: `${c} speaks ${analysis.totals.lines} line${analysis.totals.lines === 1 ? '' : 's'} (${analysis.totals.words} words) across ${analysis.scenes.length} scene${analysis.scenes.length === 1 ? '' : 's'}${partners.length ? `, opposite ${partners.map(nameOf).join(', ')}` : ''}. ${labelOf(PRODUCTION_TYPES, request.productionType)} • ${labelOf(ROLE_SIZES, request.roleSize)} • ${request.genre}.`,
    writer: { kind: 'offline' },
    snapshot: {
      lines: analysis.totals.lines,
      words: analysis.totals.words,
      pages: analysis.totals.pages,
      scenes: analysis.scenes.length,
      partners,
    },
    contextNotes,
    scenes,
    ...(callback ? { callback } : {}),
    prepPlan: prepPlan(request, analysis, now),
    cueSheet,
    selfTape: selfTape(format, request),
    warnings,
  };
}

/** Every citation in a guide, for grounding checks. */
export function citationsOf(doc: GuideDocument): Citation[] {
  const out: Citation[] = [];
  for (const s of doc.scenes) {
    for (const g of s.givenCircumstances) if (g.cite) out.push(g.cite);
    if (s.momentBefore.cite) out.push(s.momentBefore.cite);
    for (const r of s.relationships) if (r.cite) out.push(r.cite);
    for (const b of s.beats) out.push(b.startsAt);
    for (const t of s.subtext) out.push(t.cite);
    for (const d of s.discoveries) if (d.cite) out.push(d.cite);
    for (const p of s.physicality) if (p.cite) out.push(p.cite);
  }
  for (const q of doc.cueSheet) {
    if (q.cue) out.push(q.cue);
    out.push(q.line);
  }
  return out;
}
