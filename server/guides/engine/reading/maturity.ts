/**
 * Mature content, read by phrase in context: the one child-safety list in the engine. The scene
 * reading flags a line to the parent; the child guide never quotes a flagged line or names what
 * it is. Idioms ("you're killing me", "the battery's dead") are not flags: a word counts only in
 * the phrases below, and violence words only when the page shows violence.
 */
import { plainSentences } from './language.js';
import type { Line } from './types.js';

export type MatureTopic =
  | 'violence'
  | 'weapons'
  | 'blood and injury'
  | 'self-harm'
  | 'alcohol'
  | 'smoking and vaping'
  | 'drugs'
  | 'sexual content'
  | 'strong language'
  | 'mild language'
  | 'risk-taking';

/** A line a parent should know about, with the words that make it so. */
export interface MatureFlag {
  topic: MatureTopic;
  line: { id: string; speaker: string; text: string; ref: string } | { id: null; speaker: 'ACTION'; text: string; ref: string };
  phrase: string;
}

/** What a page must show for "kill you" to be more than a figure of speech. */
const VIOLENCE_ON_PAGE = /\b(guns?|knife|blood|bleeding|attack\w*|hits? (him|her)|shoots?|stabs?|chokes?|strikes?|wounded)\b/i;
/** What makes "on the rail" a person at risk rather than a railing. */
const HEIGHT_ON_PAGE = /\b(bridge|roof|rooftop|ledge|cliff|tower|balcony)\b/i;

/** A kitchen at work: a knife there cuts food ("Dad stops buttering. … puts the knife down"). */
const KITCHEN_ON_PAGE =
  /\b(butter\w*|bread|toast|sandwich\w*|lunch(es|box)?|chop\w*|slic\w*|dic(e|es|ing)|peel\w*|cutting board|chopping board|onions?|carrots?|vegetables|cake|fork|counter|stove|cooking|cooks?)\b/i;
/** A knife used on or at someone: pointed, drawn, held to a throat, a threat. */
const KNIFE_THREAT_ON_PAGE =
  /\b(points?|pointing|draws?|pulls? (a|the|his|her|their) knife|throat|stab\w*|lunges?|brandish\w*|threat\w*|blade at|at (him|her|them|me)|hides? (a|the) knife)\b/i;

/** Each rule: a phrase, what else the page must show for it to count, and what makes it an everyday thing. */
const RULES: Array<{ topic: MatureTopic; re: RegExp; context?: RegExp; everyday?: (page: string) => boolean }> = [
  // A thing's own blade ("its blade", "the fan's blade") is a part of a tool, not a weapon.
  { topic: 'weapons', re: /\b(guns?|pistol|rifle|shotgun|revolver)\b|(?<!\b(its|the \w+'s)\s)\bblades?\b/i },
  // A knife is a weapon unless the page is a kitchen at work and nobody points it at anyone.
  {
    topic: 'weapons',
    re: /\b(knife|knives)\b/i,
    everyday: (page) => KITCHEN_ON_PAGE.test(page) && !KNIFE_THREAT_ON_PAGE.test(page),
  },
  { topic: 'blood and injury', re: /\b(blood|bleeding|bleeds?|bled|wound(ed)?|stab(bed|bing)?|spleen|gunshot)\b/i },
  { topic: 'self-harm', re: /\b(suicid\w*|overdose|self-harm|kill (myself|himself|herself))\b/i },
  { topic: 'self-harm', re: /\b((on|over|off) the (rail|railing|ledge|edge)|jump(ing)? off)\b/i, context: HEIGHT_ON_PAGE },
  {
    topic: 'violence',
    re: /\b(murder\w*|strangl\w*|shot (him|her|them|me)|beat (him|her|them) up|kill(s|ed|ing)? (him|her|them|you|me|somebody|someone))\b/i,
    context: VIOLENCE_ON_PAGE,
  },
  { topic: 'violence', re: /\b(corpse|dead body|body bag)\b/i },
  // Named apart, so a parent told "alcohol" is not also told "drugs" about a can of beer.
  {
    topic: 'alcohol',
    re: /\b(drunk|beers?|whiske?y|vodka|wine|scotch|gin and tonic|tequila|shots of|champagne|prosecco|lager|bourbon)\b/i,
  },
  // A vape or a cigarette in a teenager's scene is something a parent wants to know is there ("smoke alarm" is not).
  { topic: 'smoking and vaping', re: /\b(vap(?:e|es|ed|ing)|e-?cigs?|e-?cigarettes?|cigarettes?|cigars?|tobacco|juul\w*)\b/i },
  { topic: 'drugs', re: /\b(cocaine|heroin|meth|weed|joint|pills|high as|stoned)\b/i },
  { topic: 'sexual content', re: /\b(sex(ual|y)?|naked|nude|strip(ped)?|rape\w*|in bed with)\b/i },
  // What a parent of a teenager wants to know the scene asks their child to play: a fake ID, truanting, running away,
  // taking what is not theirs ("I sold my mom's old bracelet." is someone else's thing sold).
  {
    topic: 'risk-taking',
    re: /\b(fake (?:id|ids|i\.d\.)|skip(?:ping)? school|cut(?:ting)? class|run(?:ning)? away from home|shoplift\w*|sold (?:my|his|her) (?:mom|mum|dad|mother|father|nan|gran)'s)\b/i,
  },
  { topic: 'strong language', re: /\b(fuck\w*|shit\w*|bitch\w*|bastard|damn(ed)?|hell no|bloody hell)\b/i },
  // Words a parent of a young child would want to hear about first, though no rating counts them.
  { topic: 'mild language', re: /\b(crap\w*|piss(ed)?( off)?|arse|what the hell|go to hell|sucks)\b/i },
];

/**
 * The sentence of a flagged line that holds its phrase, to quote to the parent ("This is crap."); of a long sentence,
 * the clause that holds it ("…a can of beer from the garage fridge beside him.").
 */
export function flaggedSentence(flag: MatureFlag): string {
  const sentence = plainSentences(flag.line.text).find((s) => s.includes(flag.phrase)) ?? flag.line.text;
  if (sentence.length <= 100) return sentence;
  const clauses = sentence.split(/,\s+|\s+(?=(?:and|with|while|but)\s)/);
  const at = clauses.findIndex((c) => c.includes(flag.phrase));
  return at > 0 ? `…${clauses.slice(at).join(' ')}` : sentence;
}
/**
 * Figures of speech, and tools, toys and household things named like the words above ("glue gun",
 * "you're killing me", "Scotch tape", "a comic strip", "pulling weeds", "root beer"); every one of them in a text goes.
 */
const IDIOMS =
  /\b(glue|nail|staple|water|squirt|nerf|toy|spray|heat|paint|price|radar) guns?\b|\b(butter|bread|steak|palette|cheese|putty|fish) knife\b|\bknife and fork\b|\b(killing me|kill for|to die for|dying to|literally die|dead tired|battery('s| is)? dead|stops? dead|dead end|drop dead gorgeous|bloody well)\b|\bscotch (tape|eggs?|pine|bonnets?|broth|mist)\b|\b(comic|landing|film|bacon|led|light|power|rumble) strips?\b|\bstrip (mall|lights?|of)\b|\bnaked eye\b|\b(pull(s|ed|ing)?|the|for) weeds\b|\bweed(s|ed|ing)? (the|a|her|his|my|our) (garden|beds?|patch|lawn)\b|\bhigh as (a kite|the ceiling|the sky)\b|\b(root|ginger) beers?\b/gi;

/** True when a text has nothing on the child-safety list, figure of speech or not (checked before quoting a line to a child). */
export function isChildSafe(text: string): boolean {
  return !RULES.some((r) => r.re.test(text.replace(IDIOMS, '')));
}

/** The mature lines of one scene, each with its topic and phrase. */
export function matureFlags(items: Array<{ speaker: string; text: string; id: string | null; ref: string }>): MatureFlag[] {
  const page = items.map((i) => i.text.replace(IDIOMS, '')).join('\n');
  const flags: MatureFlag[] = [];
  for (const item of items) {
    const text = item.text.replace(IDIOMS, '');
    for (const rule of RULES) {
      if ((rule.context && !rule.context.test(page)) || rule.everyday?.(page)) continue;
      const m = text.match(rule.re);
      if (!m) continue;
      const line =
        item.id === null
          ? { id: null, speaker: 'ACTION' as const, text: item.text, ref: item.ref }
          : { id: item.id, speaker: item.speaker, text: item.text, ref: item.ref };
      flags.push({ topic: rule.topic, line, phrase: m[0] });
      break;
    }
  }
  return flags;
}

/** Flags of a reading's lines, for a speech. */
export const speechForFlags = (l: Line) => ({ speaker: l.speaker, text: l.text, id: l.id, ref: l.ref });
