/**
 * The story first (GUIDE-CRAFT "Reading the scene"): 3–4 plain sentences about these people —
 * where they are, who wants what from whom, what stands in the way, where it turns, how it ends —
 * composed from the reading's own events and lines.
 */
import type { Reading, SceneReading, Turn } from '../reading/types.js';
import { aboutCharacter, capitalise, mainPartnerOf, mainWantOf, nameOf, partnerWantOf, pronounsOf, quoteOf } from './phrasing.js';

const TURN_VERB: Record<Turn['because'], string> = {
  'gives-in': 'gives in',
  confesses: 'finally says it',
  decides: 'makes a decision',
  'sets-terms': 'sets terms',
  news: 'says',
  arrival: 'arrives',
  refuses: 'says no',
  answers: 'answers',
};

const RESIST_VERB = {
  refusal: 'refuses',
  dodge: 'dodges',
  condition: 'sets a condition',
  threat: 'threatens',
  'counter-ask': 'asks for something back',
  objection: 'objects',
};

function where(scene: SceneReading): string {
  const place = scene.setting.place
    ?.toLowerCase()
    .replace(/\s*\((?:night|day) \d+\)$/, '')
    .replace(/(^|[\s-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
  const time =
    scene.setting.time && !/continuous|later|same/i.test(scene.setting.time)
      ? scene.setting.time.toLowerCase().replace(/\s*\(.*\)$/, '')
      : null;
  return place ? `${place}${time ? `, ${time}` : ''}` : '';
}

function who(reading: Reading, scene: SceneReading): string {
  const c = nameOf(scene.character);
  const partner = mainPartnerOf(scene);
  if (!partner) return `${c} is on ${pronounsOf(reading, scene.character).possessive} own.`;
  const named = scene.relationships.find((r) => r.partner === partner)?.named;
  const arrival = scene.events.find((e) => e.kind === 'entrance' && e.at <= 3);
  const others = scene.partners.slice(1).map(nameOf);
  const with_ = `${nameOf(partner)}${named ? `, ${named},` : ''}`;
  const extra = others.length ? ` (${others.join(' and ')} ${others.length === 1 ? 'is' : 'are'} there too)` : '';
  if (arrival && arrival.by !== scene.character)
    return `${c} is there when ${with_} comes in${extra}.`.replace(',,', ',').replace(', comes', ' comes');
  if (arrival) return `${c} comes in on ${with_}${extra}.`.replace(/,\.$/, '.').replace(/,( \()/, '$1');
  return `${c} is with ${with_}${extra}.`.replace(/,\.$/, '.').replace(/,( \()/, '$1');
}

function wants(reading: Reading, scene: SceneReading): string {
  const c = nameOf(scene.character);
  const mine = mainWantOf(scene);
  // A partner's question is a want only when pressed; a stray "Post what?" is not what they are after.
  const pressing = partnerWantOf(scene);
  const theirs = pressing && (pressing.kind !== 'question' || pressing.pressed >= 3) ? pressing : null;
  const me = pronounsOf(reading, scene.character);
  const mineText = mine
    ? mine.verbPhrase
      ? `${c} wants ${nameOf(mine.of)} to ${aboutCharacter(mine.verbPhrase, me)}`
      : mine.kind === 'question'
        ? `${c} wants an answer from ${nameOf(mine.of)} (“${quoteOf(mine.askText, 60)}”)`
        : `${c} wants ${nameOf(mine.of)} to say yes to “${quoteOf(mine.askText, 60)}”`
    : null;
  const theirsText = theirs
    ? theirs.verbPhrase
      ? `${nameOf(theirs.from)} wants ${c} to ${aboutCharacter(theirs.verbPhrase, pronounsOf(reading, theirs.from))}`
      : theirs.kind === 'question'
        ? `${nameOf(theirs.from)} keeps asking (${theirs.pressed} times), starting with “${quoteOf(theirs.askText, 60)}”`
        : `${nameOf(theirs.from)} pushes “${quoteOf(theirs.askText, 60)}”`
    : null;
  if (mineText && theirsText)
    return `${mineText}; ${theirsText.charAt(0).toLowerCase() === theirsText.charAt(0) ? theirsText : theirsText}.`;
  return `${mineText ?? theirsText ?? `${c} and ${nameOf(mainPartnerOf(scene) ?? 'the others')} talk it through`}.`;
}

function turnAndObstacle(scene: SceneReading): string {
  const resistance = scene.resistance[0];
  const turn = scene.turn;
  const obstacle = resistance ? `${nameOf(resistance.by)} ${RESIST_VERB[resistance.kind]} (“${quoteOf(resistance.text, 50)}”)` : null;
  const turning = turn ? `it turns when ${nameOf(turn.by)} ${TURN_VERB[turn.because]}: “${quoteOf(turn.text, 70)}”` : null;
  if (obstacle && turning && resistance!.line !== turn!.line) return `${obstacle}, and ${turning}.`;
  return `${capitalise(turning ?? obstacle ?? 'nothing is settled by the end')}.`;
}

function ending(scene: SceneReading): string {
  const end = scene.ending;
  if (!end) return '';
  if (end.kind === 'speech') return `It ends on ${nameOf(end.line.speaker)}'s “${quoteOf(end.line.text, 60)}”.`;
  return `It ends on the page's last picture: ${quoteOf(end.text, 90).replace(/\.$/, '')}.`;
}

/** Ends a sentence once, even when it closes on a quoted line that has its own full stop. */
const sentence = (s: string) => (/[.!?…]”?$/.test(s) ? s : `${s}.`).replace(/([.!?…])”\.$/, '$1”');

/** The story of every scene: 3–4 sentences for the first, one for each scene after it. */
export function storyOf(reading: Reading): string[] {
  const [first, ...rest] = reading.scenes;
  if (!first) return [];
  const place = where(first);
  const out = [`${place ? `${place}. ` : ''}${who(reading, first)}`, wants(reading, first), turnAndObstacle(first), ending(first)]
    .filter(Boolean)
    .map((s) => sentence(s.replace(/\.$/, '')));
  rest.slice(0, 3).forEach((scene, i) => {
    const turn = scene.turn ? `, and it turns on “${quoteOf(scene.turn.text, 60)}”` : '';
    out.push(
      `Scene ${i + 2}${where(scene) ? ` (${where(scene).toLowerCase()})` : ''}: ${wants(reading, scene).replace(/\.$/, '')}${turn}.`,
    );
  });
  return out.map(sentence);
}
