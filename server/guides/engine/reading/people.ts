/**
 * People: how the page names each person (her father, the bride's sister), which pronoun the
 * action lines use for them, and the relationship between the character and each partner from
 * evidence — terms of address, who gives orders, shared history, touch.
 */
import type { Line, PageText, Relationship, SceneEvent } from './types.js';

const KIN =
  'best friend|friend|brother|sister|mother|father|mom|mum|dad|son|daughter|grandfather|grandmother|grandpa|grandma|granddaughter|grandson|husband|wife|ex-wife|ex-husband|boyfriend|girlfriend|boss|neighbou?r|co-?worker|partner|uncle|aunt|cousin|teacher|coach|stepmother|stepfather|fiancée?|nephew|niece';
const ADDRESS_TERMS = new Set(
  `mom mommy mum mummy ma dad daddy papa pop pa grandpa grandma gran nana granny sir ma'am madam miss doctor doc nurse coach officer
  detective captain boss honey hon sweetie sweetheart darling dear love baby babe kiddo kid buddy pal mate bro sis son dude man girl boy`.split(
    /\s+/,
  ),
);
const ENDEARMENTS = new Set(['honey', 'hon', 'sweetie', 'sweetheart', 'darling', 'dear', 'love', 'baby', 'babe', 'kiddo', 'buddy', 'pal']);
const HISTORY =
  /\b(remember|last (summer|year|christmas)|when (we|you|i) (were|was)|used to|like when|like in the|like last|at christmas|since (grandma|grandpa|mom|dad|forever)|the (night|day) (he|she|you|we))\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the page names someone: "her father" from "her father WALT", "the bride's sister" from "KAREN (35), the bride's sister". */
export function namedRole(name: string, actions: string[]): string | null {
  const n = escape(name);
  for (const a of actions) {
    const before = a.match(new RegExp(`\\b((?:her|his|their) (?:${KIN})),? ${n}\\b`, 'i'));
    if (before) return before[1]!.toLowerCase();
    const after = a.match(new RegExp(`\\b${n}\\b(?: \\([^)]*\\))?, ((?:the|her|his|their|a|an) [^,.;]{3,40}?)(?:[,.;]|$)`));
    if (after && after[1]!.split(/\s+/).length <= 6) return after[1]!.replace(/^(THE|HER|HIS)\b/, (w) => w.toLowerCase()).toLowerCase();
  }
  // A title in the cue ("GRANDPA JOE", "DR. OKAFOR") already says it; the page adds nothing then.
  return null;
}

/** The pronoun the action lines use for someone, by votes: the first he/she after their name in the same sentence. */
export function pronounFromActions(name: string, actions: string[]): 'he' | 'she' | 'they' {
  let he = 0;
  let she = 0;
  const first = escape(name.split(/\s+/).at(-1)!);
  for (const a of actions)
    for (const sentence of a.split(/(?<=[.!?])\s+/)) {
      const at = sentence.search(new RegExp(`\\b${first}\\b`, 'i'));
      if (at < 0) continue;
      const after = sentence
        .slice(at)
        .match(/\b(he|his|him|she|her|hers)\b/i)?.[1]
        ?.toLowerCase();
      if (after === 'he' || after === 'his' || after === 'him') he++;
      if (
        after === 'she' ||
        after === 'hers' ||
        (after === 'her' && !/\bher (son|daughter|father|mother|brother|sister)\b/i.test(sentence))
      )
        she++;
    }
  if (/^(MOM|MUM|GRANDMA|AUNT|MRS\.|MS\.|MISS)\b/.test(name)) she += 2;
  if (/^(DAD|GRANDPA|UNCLE|MR\.)\b/.test(name)) he += 2;
  return he > she ? 'he' : she > he ? 'she' : 'they';
}

/**
 * The pronoun the partners' terms of address imply ("Hi, Mrs. Pruitt." / "Yes, sir." just before
 * the person answers), for people the action lines never call he or she.
 */
export function pronounFromAddress(name: string, scenes: Array<Array<{ speaker: string; text: string }>>): 'he' | 'she' | 'they' {
  let he = 0;
  let she = 0;
  for (const speeches of scenes)
    speeches.forEach((s, i) => {
      if (s.speaker === name || speeches[i + 1]?.speaker !== name) return;
      if (/\b(Mrs|Ms)\.|\b(Miss|ma'am|madam|Mom|Mum|Grandma|Auntie?)\b/.test(s.text)) she++;
      if (/\bMr\.|\b(sir|Dad|Grandpa|Uncle)\b/.test(s.text)) he++;
    });
  return he > she ? 'he' : she > he ? 'she' : 'they';
}

/** Terms of address in a line: "Dad", "Ruthie", "hon", "Lily Anne" — a name or term set off by a comma or standing alone. */
export function vocativesIn(line: Line, names: string[]): string[] {
  const out: string[] = [];
  const known = new Set(names.flatMap((n) => [n.toLowerCase(), ...n.toLowerCase().split(/\s+/)]));
  const isTerm = (w: string) => {
    const lower = w.toLowerCase().replace(/[^\p{L}' ]/gu, '');
    return ADDRESS_TERMS.has(lower) || known.has(lower) || lower.split(' ').every((x) => known.has(x) || /^[A-Z]/.test(x));
  };
  for (const s of line.sentences) {
    const t = s.text.replace(/[“”"]/g, '');
    const lead = t.match(/^([\p{L}'.]+(?: [\p{L}'.]+)?)[,!]\s+\S/u)?.[1];
    const tail = t.match(/,\s+([\p{L}'.]+(?: [\p{L}'.]+)?)[.!?]*$/u)?.[1];
    const alone = t.match(/^([\p{Lu}][\p{L}'.]+(?: [\p{Lu}][\p{L}'.]+)?)[.!?]+$/u)?.[1];
    for (const c of [lead, tail, alone])
      if (c && isTerm(c) && !/^(okay|yes|no|well|please|fine|oh|hey|look|listen|now|so|and|but|then|thanks|sorry|really|three)$/i.test(c))
        out.push(c.replace(/[.!?]+$/, ''));
  }
  return [...new Set(out)];
}

/** The relationship between the character and one partner, from the scene's evidence. */
export function relationshipWith(
  character: string,
  partner: string,
  lines: Line[],
  events: SceneEvent[],
  actions: string[],
  touch: PageText[],
  addressees: Map<Line, string | null>,
  names: string[],
): Relationship {
  const mine = lines.filter((l) => l.speaker === character && addressees.get(l) === partner);
  const theirs = lines.filter((l) => l.speaker === partner && addressees.get(l) === character);
  const between = [...mine, ...theirs];
  const orders = (by: string, to: string) => events.filter((e) => e.kind === 'request' && e.by === by && e.to === to).length;
  const partnerNames = [partner, ...partner.split(/\s+/)].map((n) => n.toLowerCase());
  const partnerFirst = partner.split(/\s+/).at(-1)!;
  return {
    partner,
    named: namedRole(partner, actions),
    callsThem: mine.flatMap((l) => vocativesIn(l, names)).filter((v, i, all) => all.indexOf(v) === i),
    calledBy: theirs
      .flatMap((l) => vocativesIn(l, names))
      .filter((v, i, all) => all.indexOf(v) === i && !partnerNames.includes(v.toLowerCase())),
    ordersGiven: orders(character, partner),
    ordersTaken: orders(partner, character),
    sharedHistory: between.flatMap((l) => l.sentences.filter((s) => HISTORY.test(s.text)).map((s) => ({ line: l, text: s.text }))),
    touch: touch.filter((t) => new RegExp(`\\b${escape(partnerFirst)}\\b|\\b(him|her|his)\\b`, 'i').test(t.text)),
    exchanges: between.length,
  };
}

/** True for words people are called by ("mom", "sir", "darling"). */
export const isAddressTerm = (word: string) => ADDRESS_TERMS.has(word.toLowerCase());

/** True when a term of address is an endearment ("hon", "darling"). */
export const isEndearment = (term: string) => ENDEARMENTS.has(term.toLowerCase());
