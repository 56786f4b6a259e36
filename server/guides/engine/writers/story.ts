/**
 * The story first (GUIDE-CRAFT "Reading the scene"): a short paragraph about these people — where
 * they are and what the page shows first, who wants what from whom, what stands in the way, what
 * happens on the way, where it turns and how it ends — composed from the reading's own events and
 * lines. Every quoted line is said with its own speaker; a want is put in words only when the
 * reading could turn it into a grammatical verb phrase, otherwise the line itself is quoted.
 */
import { HOLDS_TO_WORD, PUTS_BACK, SAYS_NO, SAYS_THE_WANT, type Arc } from '../reading/arc.js';
import { asksWhatWasMeant, deniesIt } from '../reading/events.js';
import { plain } from '../reading/language.js';
import type { Line, PageText, Reading, SceneEvent, SceneReading, Want } from '../reading/types.js';
import {
  CAMERA,
  phraseHolds,
  aboutCharacter,
  capitalise,
  heldOutAgainst,
  mainPartnerOf,
  mainWantOf,
  nameOf,
  pictureOf,
  placeOf,
  pronounsOf,
  itemIndexOf,
  carriesNo,
  carriesYes,
  thankedAfter,
  turnSaidAs,
  yesShownBefore,
  type TurnSaid,
  nextSpeechOf,
  quoteOf,
  relationOf,
  turnIndexOf,
} from './phrasing.js';

const TURN_VERB: Record<TurnSaid, string> = {
  says: 'says',
  'gives-in': 'gives way',
  confesses: 'comes clean',
  decides: 'decides',
  'sets-terms': 'names {pos} terms',
  news: 'tells {to}',
  arrival: 'walks in',
  refuses: 'refuses',
  answers: 'answers',
};

const RESIST_VERB = {
  refusal: 'refuses',
  dodge: 'dodges',
  condition: 'sets a condition',
  threat: 'threatens',
  'counter-ask': 'wants something back',
  objection: 'objects',
};

/** How hard a person pushes in a scene: requests count double, questions once. */
const pushOf = (scene: SceneReading, who: string) =>
  scene.events.reduce((n, e) => n + (e.by !== who ? 0 : e.kind === 'request' ? 2 : e.kind === 'question' ? 1 : 0), 0);

function opening(reading: Reading, scene: SceneReading): string {
  const c = nameOf(scene.character);
  const place = placeOf(scene);
  const partner = mainPartnerOf(scene);
  const picture = pictureOf(scene, [scene.character, ...(partner ? [partner] : [])], undefined, true);
  const named = partner ? relationOf(reading, scene, partner) : null;
  const company = partner
    ? `${c} is with ${nameOf(partner)}${named ? `, ${named}` : ''}${scene.partners.length > 1 ? ` (${scene.partners.slice(1).map(nameOf).join(' and ')} there too)` : ''}.`
    : `${c} is on ${pronounsOf(reading, scene.character).possessive} own.`;
  return [
    place ? `${place}.` : '',
    picture ?? company,
    picture && partner && !new RegExp(nameOf(partner).split(' ').at(-1)!, 'i').test(picture) ? company : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function wantText(reading: Reading, want: Want, subjectPressed: boolean, answeredByTurn = false): string {
  const who = nameOf(want.from);
  const of = nameOf(want.of);
  // News brought and argued with: what was brought comes first, then what it is for.
  if (want.announced) return `${who} has news for ${of} (“${quoteOf(want.askText, 60)}”) and wants ${of} to accept it`;
  if (want.verbPhrase) return `${who} wants ${of} to ${aboutCharacter(want.verbPhrase, pronounsOf(reading, want.from))}`;
  if (want.kind === 'question' && answeredByTurn) return `${who} needs an answer from ${of}: “${quoteOf(want.askText, 60)}”`;
  if (want.kind === 'question')
    return want.pressed >= 2 || subjectPressed
      ? `${who} keeps asking ${of} (“${quoteOf(want.askText, 60)}”)`
      : `${who} asks ${of} “${quoteOf(want.askText, 60)}”`;
  return `${who} ${want.pressed >= 2 ? 'keeps at' : 'asks'} ${of}: “${quoteOf(want.askText, 60)}”`;
}

function wants(reading: Reading, scene: SceneReading, skip: Set<string> = new Set()): string | null {
  const c = scene.character;
  const mine = mainWantOf(scene);
  const partner = mainPartnerOf(scene);
  const turnAt = turnIndexOf(scene);
  const askedAt = (w: Want) => itemIndexOf(scene, w.ask);
  // A partner's stray questions are not what they are after; a request, or a question pressed three
  // times, is — made before the turn: an order after it ("Unlace your skates.") is how the scene ends.
  // ...and the partner's ask the character gives in to at the turn ("Give me the name…" — "...It was Carl.") is
  // what the partner was after all along, over the small orders before it ("Hood down, please.").
  const givenIn = scene.turn?.by === c && scene.turn.because === 'gives-in' ? scene.turn.line : null;
  const theirs =
    scene.wants.find(
      (w) =>
        w.of === c &&
        w.kind === 'request' &&
        givenIn !== null &&
        scene.events.some(
          (e) => e.line === givenIn && e.kind === 'grant' && e.respondsTo !== undefined && scene.events[e.respondsTo]!.line === w.ask,
        ),
    ) ??
    scene.wants.find((w) => w.of === c && (w.kind !== 'question' || w.pressed >= 3) && askedAt(w) < turnAt) ??
    null;
  // News told after the turn is the outcome; a partner pressing a request is the story before any news.
  const news = theirs ? [] : scene.events.filter((e) => e.by === c && e.kind === 'news' && e.line && e.at < turnAt);
  // A character who mostly brings news is there to tell it: that is the want.
  if (!mine && news.length && partner) {
    skip.add(news[0]!.line!.id);
    return `${nameOf(c)} has something to tell ${nameOf(news[0]!.to ?? partner)}: “${quoteOf(news[0]!.text, 70)}”`;
  }
  const driver = theirs && pushOf(scene, theirs.from) > pushOf(scene, c) ? 'them' : 'me';
  // The clock the character names before the turn belongs with the want ("It needs signing by tomorrow.").
  const clock = scene.stakes.find((k) => k.kind === 'deadline' && k.line.speaker === c && itemIndexOf(scene, k.line) < turnAt);
  const parts = [
    mine &&
      wantText(
        reading,
        mine,
        false,
        mine.ask === scene.turn?.line ||
          scene.events.some(
            (e) => e.line === scene.turn?.line && e.respondsTo !== undefined && scene.events[e.respondsTo]!.line === mine.ask,
          ),
      ),
    theirs && wantText(reading, theirs, true),
  ].filter((x): x is string => Boolean(x));
  if (mine?.verbPhrase && !mine.announced && clock && clock.text !== mine.askText && parts[0]) {
    parts[0] = `${parts[0]} (“${quoteOf(clock.text, 50)}”)`;
    skip.add(clock.line.id);
  }
  if (driver === 'them') parts.reverse();
  return parts.length ? parts.join('; ') : null;
}

function obstacle(scene: SceneReading): { text: string; at: SceneEvent | null } | null {
  const want = mainWantOf(scene);
  // The character pressed for something holds out: the fight is their no, not the partner's.
  const held = heldOutAgainst(scene)?.no;
  if (held)
    return {
      text: `${nameOf(scene.character)} ${held.kind === 'dodge' ? 'dodges' : held.argued ? 'argues back' : "won't"} (“${quoteOf(held.line.text, 60)}”)`,
      at: held,
    };
  const answering = scene.resistance.find((r) =>
    scene.events.some((e) => e.line === r.line && e.respondsTo !== undefined && scene.events[e.respondsTo]!.line === want?.ask),
  );
  // Asking for something back is the weakest resistance; a refusal, a dodge or terms come first.
  const r =
    scene.obstacle ??
    answering ??
    scene.resistance.find((x) => x.kind === 'refusal') ??
    scene.resistance.find((x) => x.kind !== 'counter-ask');
  if (!r) return null;
  const argued = scene.events.some((e) => e.line === r.line && e.kind === 'refusal' && e.argued);
  return {
    text: `${nameOf(r.by)} ${argued ? 'argues back' : RESIST_VERB[r.kind]} (“${quoteOf(r.text, 60)}”)`,
    at: scene.events.find((e) => e.line === r.line) ?? null,
  };
}

/**
 * What happens on the way to the turn, one thing (the story is the want, the fight and the turn, not
 * every exchange): news told, a blurted line and its answer, an arrival or an exit.
 */
function happening(scene: SceneReading, skip: Set<string>): string | null {
  const c = scene.character;
  const turnAt = scene.turn ? scene.events.find((e) => e.line === scene.turn!.line)?.at : undefined;
  // The character's own news nearest the turn is what moves the scene there ("I already paid half." before
  // "Where do I sign?"); any other news or arrival comes after it in the telling.
  const before = scene.events.filter((e) => turnAt === undefined || e.at < turnAt);
  const told = (e: SceneEvent) => e.kind === 'news' && e.by === c && e.line && !skip.has(e.line.id) && e.to && e.to !== c;
  // ...news that names what rides on the ask, said after it ("If I'm not there, we forfeit."), before any other: before the
  // ask, the premise ("I'm locked out.") is the news that counts.
  const ask = scene.arc?.want?.ask ?? scene.objective?.ask;
  const askAt = ask ? itemIndexOf(scene, ask) : -1;
  const staked = (e: SceneEvent) => askAt >= 0 && e.at > askAt && scene.stakes.some((x) => x.line === e.line);
  // ...said outright even where no news is told ("If I miss it, I wait another year."): that line is what happens.
  const stake = scene.stakes.find(
    (x) => x.line.speaker === c && !skip.has(x.line.id) && x.kind !== 'deadline' && itemIndexOf(scene, x.line) > askAt,
  );
  const stakeAt = stake && askAt >= 0 ? itemIndexOf(scene, stake.line) : -1;
  const partner = scene.partners[0];
  const stated: SceneEvent | undefined =
    stake && partner && stakeAt >= 0 && (turnAt === undefined || stakeAt < turnAt)
      ? { kind: 'news', by: c, to: partner, at: stakeAt, line: stake.line, text: stake.text }
      : undefined;
  const own = before.findLast((e) => told(e) && staked(e)) ?? stated ?? before.findLast(told);
  for (const e of own ? [own, ...before.filter((x) => x !== own)] : scene.events) {
    if (turnAt !== undefined && e.at >= turnAt) break;
    if (e.line && skip.has(e.line.id)) continue;
    if (e.kind === 'news' && e.line && (e.by === c || e.to === c)) {
      const reply = scene.items.slice(e.at + 1).find((i) => i.kind === 'speech');
      // A line broken off at once ("Elaine—") answers nothing: the news is told alone.
      const answer =
        reply?.kind === 'speech' &&
        reply.line.speaker === e.to &&
        !skip.has(reply.line.id) &&
        !/^\S+(?: \S+){0,2}[—–-]+$/.test(reply.line.text.trim())
          ? reply.line
          : null;
      // Told, not "blurted": a "not" in it says nothing of how it comes out ("He didn't cry when his dad left.").
      // ...quoting what rides on it, where the line says that too.
      const text = scene.stakes.find((x) => x.line === e.line)?.text ?? e.text;
      const said = `${nameOf(e.by)} tells ${nameOf(e.to ?? c)} “${quoteOf(text, 60)}”`;
      skip.add(e.line.id);
      if (answer) skip.add(answer.id);
      // "How'd that go?" asks; it answers nothing.
      const replies = answer?.sentences[0]?.question ? 'asks' : 'answers';
      return answer ? `${said}, and ${nameOf(answer.speaker)} ${replies} “${quoteOf(answer.text, 50)}”` : said;
    }
    if ((e.kind === 'entrance' || e.kind === 'exit') && e.by !== c && e.at > 1 && !e.line)
      return `${nameOf(e.by)} ${e.kind === 'entrance' ? 'comes in' : 'leaves'}`;
  }
  return null;
}

/** The terms a line takes up, when it is a yes to them ("…you throw it and I won't say a word." — "First time it goes cloudy."). */
function termsTakenOn(scene: SceneReading, line: Line): SceneEvent | null {
  const yes = scene.events.find((e) => e.line === line && e.kind === 'grant' && e.respondsTo !== undefined);
  const asked = yes ? scene.events[yes.respondsTo!] : undefined;
  return asked?.kind === 'condition' && asked.line !== line ? asked : null;
}

/** "Odalys takes Rennie's terms (“…”): “First time it goes cloudy.”" — the deal said with the yes that makes it. */
const takesTerms = (terms: SceneEvent, by: string, said: string) =>
  `${nameOf(by)} takes ${nameOf(terms.by)}'s terms (“${quoteOf(terms.text, 80)}”): “${said}”`;

function turnText(reading: Reading, scene: SceneReading): string | null {
  const t = scene.turn;
  if (!t) return null;
  const listener = t.by === scene.character ? mainPartnerOf(scene) : scene.character;
  // A refusal or a yes is named only where the line says it; otherwise the line is quoted as said.
  const verb = TURN_VERB[turnSaidAs(scene, t)]
    .replace('{pos}', pronounsOf(reading, t.by).possessive)
    .replace('{to}', listener ? nameOf(listener) : 'them');
  // A short line is quoted whole: "You were." alone loses what it answers.
  const quoted = quoteOf(t.line.text.length <= 100 ? t.line.text : t.text, 90);
  const terms = termsTakenOn(scene, t.line);
  const said = terms ? takesTerms(terms, t.by, quoted) : `${nameOf(t.by)} ${verb}: “${quoted}”`;
  // What happens on the page just before it ("Dad sighs and takes a sip.") is part of the turn: told first —
  // with the action before that, when the page runs two together: what is seen ("on the corkboard: a flyer…"),
  // then how it lands ("Nora's hand stops on the change.").
  const at = itemIndexOf(scene, t.line);
  const run = [scene.items[at - 2], scene.items[at - 1]].filter(
    (i, k, all): i is PageText => i?.kind === 'action' && !CAMERA.test(i.text) && (k === 1 || all[1]?.kind === 'action'),
  );
  const pictures = run.map((i) => pictureOf(scene, null, [i])).filter((p): p is string => Boolean(p));
  const shown = pictures.length ? pictures.map((p) => (/[.!?]["”’]?$/.test(p) ? p : `${p}.`)).join(' ') : null;
  return shown ? `It turns on the page: ${/[.!?]["”’]?$/.test(shown) ? shown : `${shown}.`} Then ${said}` : `It turns when ${said}`;
}

/**
 * Whether the character gets what they pressed for, when the page shows it: a yes or an answer from
 * the partner, or asking to the end without one. Left out when the turn already says it.
 */
function outcome(reading: Reading, scene: SceneReading): string | null {
  const want = mainWantOf(scene);
  if (!want || (scene.turn?.because === 'gives-in' && scene.turn.by === want.of)) return null;
  const c = nameOf(scene.character);
  const asks = new Set([want.ask, ...(want.pressedAgain ?? []).map((a) => a.line)]);
  const reply = scene.events.find(
    (e) =>
      e.by === want.of &&
      // A request is met by a grant, a question by an answer: anything else said back is not the outcome.
      e.kind === (want.kind === 'question' ? 'answer' : 'grant') &&
      // "There is no 'she.'" answers nothing: a denial is held out, not given.
      !deniesIt(e) &&
      e.respondsTo !== undefined &&
      asks.has(scene.events[e.respondsTo]!.line!),
  );
  const pos = pronounsOf(reading, scene.character).possessive;
  // The answer that is the turn has just been quoted: saying it again tells nothing.
  if (reply?.line && reply.line === scene.turn?.line) return null;
  if (want.granted || reply)
    return want.kind === 'question'
      ? `${c} gets ${pos} answer${reply ? `: “${quoteOf(reply.text, 60)}”` : ''}`
      : `${c} gets ${pos} yes${reply ? `: “${quoteOf(reply.text, 60)}”` : ''}`;
  // A no is told only when the page ends the fight on one: the turn is the partner refusing. A yes
  // given in other words ("I'd have said yes for the cake.") is easy to miss, so silence is safer.
  if (scene.turn?.because !== 'refuses' || scene.turn.by !== want.of) return null;
  return want.kind === 'question' ? `${c} never gets a straight answer` : `${c} never gets the yes`;
}

function ending(scene: SceneReading): string | null {
  const end = scene.ending;
  if (!end) return null;
  if (end.kind === 'speech')
    return scene.turn?.line === end.line ? null : `It ends on ${nameOf(end.line.speaker)}'s “${quoteOf(end.line.text, 60)}”`;
  const picture = CAMERA.test(end.text) ? null : pictureOf({ ...scene, items: [end] }, null);
  return picture ? `At the end: ${picture}` : null;
}

/** Ends a sentence once, even when it closes on a quoted line that has its own full stop. */
const sentence = (s: string) => (/[.!?…]["']?”?$/.test(s) ? s : `${s}.`).replace(/([.!?…]["']?)”\.$/, '$1”');

/** Who wants what from whom, as the arc reads it: the pursuer's ask, phrased only where the phrase holds, else quoted. */
function arcWant(reading: Reading, scene: SceneReading, arc: Arc, skip: Set<string>): string | null {
  const w = arc.want;
  if (!w) return null;
  skip.add(w.ask.id);
  const who = nameOf(arc.pursuer);
  const of = nameOf(arc.resister);
  if (w.announced) return `${who} has news for ${of} (“${quoteOf(w.askText, 60)}”) and wants ${of} to accept it`;
  if (phraseHolds(w)) {
    // The clock the pursuer names before the turn belongs with the want ("The bank wants it back by Friday.").
    const turnAt = turnIndexOf(scene);
    const clock = scene.stakes.find((k) => k.kind === 'deadline' && k.line.speaker === w.from && itemIndexOf(scene, k.line) < turnAt);
    if (clock) skip.add(clock.line.id);
    return `${who} wants ${of} to ${aboutCharacter(w.verbPhrase!, pronounsOf(reading, w.from))} (“${quoteOf(clock?.text ?? w.askText, 60)}”)`;
  }
  const subject = pronounsOf(reading, w.from).subject;
  if (SAYS_THE_WANT.test(plain(w.askText)))
    return `${who} tells ${of} what ${subject} ${subject === 'they' ? 'want' : 'wants'}: “${quoteOf(w.askText, 80)}”`;
  if (w.kind === 'question') return `${who} wants an answer from ${of}: “${quoteOf(w.askText, 70)}”`;
  if (HOLDS_TO_WORD.test(plain(w.askText)))
    return `${who} holds ${of} to ${pronounsOf(reading, w.of).possessive} word: “${quoteOf(w.askText, 70)}”`;
  // A hint is quoted with the rest of its speech: the ask is in the whole of it ("Juno's cousin has a band. They're
  // playing the Crossway on Saturday.").
  return `${who} is after something from ${of}: “${quoteOf(w.ask.text, 90)}”`;
}

/** The character's own ask of the pursuer, when they are the one pressed: a request first, else a question that is no dodge. */
function ownAskOf(scene: SceneReading, arc: Arc): SceneEvent | null {
  if (arc.resister !== scene.character) return null;
  const mine = scene.events.filter(
    (e) =>
      e.by === scene.character &&
      e.to === arc.pursuer &&
      e.line !== null &&
      // "Have you checked the van?" asked to put the other off is a dodge, not a want — and so is a question in the line
      // that puts them off ("Out. Is the match on?").
      !scene.events.some((x) => x.line === e.line && x.kind === 'dodge' && (x.text === e.text || e.kind === 'question')),
  );
  // "You can put it on." gives leave; it asks for nothing.
  // ...and "You should." (have a toffee) only presses what was just offered.
  const gives = (e: SceneEvent) =>
    /^\W*(?:you can|you may|go on|fine|okay)\b|^\W*(?:you|we) (?:should|could|must|ought to)\W*$/i.test(e.text) ||
    scene.events.some((x) => x.line === e.line && x.kind === 'grant');
  return (
    mine.find((e) => e.kind === 'request' && !gives(e)) ??
    // A question its asker answers once asked what was meant ("Do you know what a wig like this weighs?" — "Sorry?")
    // was said to be answered by themselves: it is no want.
    mine.find(
      (e) =>
        e.kind === 'question' &&
        !/^\W*(what|why|which)\b/i.test(e.text) &&
        e.text.split(/\s+/).length > 3 &&
        !asksWhatWasMeant(nextSpeechOf(scene, e.line!)?.text ?? ''),
    ) ??
    null
  );
}

/**
 * The one pressed holding out — a no, a question put back, a line that gives nothing — and, when the character is
 * the one pressed, what they ask for themselves ("Nothing. Forget it." and “Can we go?”), each quoted on its own.
 */
function arcHolding(reading: Reading, scene: SceneReading, arc: Arc, skip: Set<string>): string | null {
  // News argued with: where the first word back only takes it in ("(laughs) Right."), its hardest argument holds out.
  const takesItIn = (arc.holding?.text.split(/\s+/).length ?? 0) <= 3;
  const argued = arc.want?.announced && takesItIn && scene.obstacle?.by === arc.resister ? scene.obstacle : null;
  const line = argued?.line ?? arc.holding;
  const own = ownAskOf(scene, arc);
  const parts: string[] = [];
  if (line && !skip.has(line.id)) {
    skip.add(line.id);
    const who = nameOf(arc.resister);
    // The holding sentences, up to the character's own ask when the same speech makes it.
    const upTo = own?.line === line ? line.sentences.findIndex((x) => x.text === own.text) : -1;
    const held = (upTo > 0 ? line.sentences.slice(0, upTo) : line.sentences).map((x) => x.text).join(' ') || line.text;
    const said = quoteOf(held, 70);
    const first = line.sentences[0]!;
    parts.push(
      argued
        ? `${who} argues back: “${quoteOf(argued.text, 70)}”`
        : /^\W*(no|nope|nah|never)\b/i.test(first.text)
          ? `${who} says no: “${said}”`
          : first.question && !/\b(not|n't|never|nothing|no)\b/i.test(first.text)
            ? // A question put back ("And who does the fryer?", "Which drill?" to "Where's my drill?") holds out; any other
              // ("What happened in March?") asks.
              PUTS_BACK.test(plain(first.text)) || scene.events.some((e) => e.line === line && e.kind === 'dodge')
              ? `${who} puts it back: “${said}”`
              : `${who} asks: “${said}”`
            : SAYS_NO.test(held)
              ? `${who} holds out: “${said}”`
              : `${who} answers: “${said}”`,
    );
  }
  if (own?.line && (own.line === line || !skip.has(own.line.id))) {
    skip.add(own.line.id);
    const p = pronounsOf(reading, scene.character);
    parts.push(
      `${parts.length ? `and ${p.subject} ${p.subject === 'they' ? 'want' : 'wants'}` : `${nameOf(scene.character)} wants`} something of ${p.possessive} own: “${quoteOf(own.text, 60)}”`,
    );
  }
  return parts.length ? parts.join(' — ') : null;
}

/** The moment, as the page holds it: the line that lands, the beat, and the first line after it. */
function arcMoment(scene: SceneReading, arc: Arc, skip: Set<string>): string | null {
  if (!arc.beat || !arc.reaction) return null;
  // The story and the beat map mark one turn: the beat is told only where the reading's turn stands beside it.
  if (scene.turn && scene.turn.line !== arc.reaction && scene.turn.line !== arc.landing) return null;
  // What the page shows just before the beat, when it runs two together, is part of it: what is seen, then how it lands.
  const before = scene.items[arc.beat.at - 1];
  const run = before?.kind === 'action' && !CAMERA.test(before.text) ? [before, arc.beat.item] : [arc.beat.item];
  const pictures = run.map((i) => pictureOf(scene, null, [i])).filter((p): p is string => Boolean(p));
  if (!pictures.length) return null;
  const shown = pictures.map((p) => (/[.!?]["”’]?$/.test(p) ? p : `${p}.`)).join(' ');
  const x = arc.reaction.speaker;
  // The events' own word for the turn, when they read it on this line ("comes clean"); else how it comes out.
  const own =
    scene.turn?.line === arc.reaction && ['confesses', 'gives-in', 'refuses'].includes(scene.turn.because)
      ? turnSaidAs(scene, scene.turn)
      : null;
  // "Gives way" and "holds firm" only where the line's words carry the yes or the no.
  const verb = own
    ? TURN_VERB[own]
    : x !== arc.resister
      ? 'says'
      : arc.outcome === 'pursuer' && (carriesYes(arc.reaction) || yesShownBefore(scene, arc.reaction) || thankedAfter(scene, arc.reaction))
        ? 'gives way'
        : arc.outcome === 'resister' && carriesNo(arc.reaction)
          ? 'holds firm'
          : arc.reaction.sentences[0]?.question
            ? 'asks'
            : arc.landing?.sentences.at(-1)?.question && arc.landing.speaker !== x
              ? 'answers'
              : 'says';
  const landing = arc.landing && arc.landing.speaker !== x && !skip.has(arc.landing.id) ? arc.landing : null;
  skip.add(arc.reaction.id);
  if (landing) skip.add(landing.id);
  const terms = termsTakenOn(scene, arc.reaction);
  const reaction = terms
    ? takesTerms(terms, x, quoteOf(arc.reaction.text, 90))
    : `${nameOf(x)} ${verb}: “${quoteOf(arc.reaction.text, 90)}”`;
  return landing
    ? `It turns after ${nameOf(landing.speaker)}'s “${quoteOf(landing.text, 70)}”: ${shown} Then ${reaction}`
    : `It turns on the page: ${shown} Then ${reaction}`;
}

/** Who comes out with what, when the page shows it plainly. */
function arcOutcome(reading: Reading, arc: Arc): string | null {
  if (!arc.want || arc.outcome === 'open') return null;
  const who = nameOf(arc.pursuer);
  const p = pronounsOf(reading, arc.pursuer);
  const won = arc.outcome === 'pursuer';
  if (arc.want.kind === 'question') return won ? `${who} gets ${p.possessive} answer` : `${who} never gets a straight answer`;
  if (arc.want.verbPhrase || arc.want.kind === 'request') return won ? `${who} gets ${p.possessive} yes` : `${who} never gets the yes`;
  return won ? `${who} gets what ${p.subject} came for` : `${who} doesn't get it`;
}

/** The story of one scene told from its arc: who presses whom for what, the holding out, the moment, the outcome. */
function arcStory(reading: Reading, scene: SceneReading, arc: Arc): string[] | null {
  const skip = new Set<string>();
  const want = arcWant(reading, scene, arc, skip);
  if (!want) return null;
  const holding = arcHolding(reading, scene, arc, skip);
  // The moment is told last but chosen first, so nothing on the way repeats it.
  const moment = arcMoment(scene, arc, skip) ?? turnText(reading, scene);
  if (scene.turn) skip.add(scene.turn.line.id);
  const lines = [opening(reading, scene), want, holding, happening(scene, skip), moment, arcOutcome(reading, arc), ending(scene)];
  return lines.filter((x): x is string => Boolean(x)).map((x) => sentence(capitalise(x)));
}

/** The story of one scene, in order. */
function sceneStory(reading: Reading, scene: SceneReading): string[] {
  const fromArc = scene.arc ? arcStory(reading, scene, scene.arc) : null;
  if (fromArc) return fromArc;
  const skip = new Set<string>();
  const obstacleOf = obstacle(scene);
  if (obstacleOf?.at?.line) skip.add(obstacleOf.at.line.id);
  if (scene.turn) skip.add(scene.turn.line.id);
  const want = wants(reading, scene, skip);
  const middle = happening(scene, skip);
  const turn = turnText(reading, scene);
  const lines = [
    opening(reading, scene),
    want,
    obstacleOf && (!scene.turn || obstacleOf.at?.line !== scene.turn.line) ? `${capitalise(obstacleOf.text)}` : null,
    middle && capitalise(middle),
    turn,
    outcome(reading, scene),
    ending(scene),
  ];
  return lines.filter((x): x is string => Boolean(x)).map(sentence);
}

/** The story of every scene: a paragraph for the first, a shorter one for each scene after it (up to four). */
export function storyOf(reading: Reading): string[] {
  const [first, ...rest] = reading.scenes;
  if (!first) return [];
  const out = [sceneStory(reading, first).join(' ')];
  for (const scene of rest.slice(0, 3)) {
    const w = wants(reading, scene);
    const t = turnText(reading, scene);
    const place = placeOf(scene);
    out.push([`Later${place ? `, ${place}` : ''}:`, ...[w, t].filter((x): x is string => Boolean(x)).map(sentence)].join(' '));
  }
  return out;
}
