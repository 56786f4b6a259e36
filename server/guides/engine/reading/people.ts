/**
 * People: how the page names each person (her father, the bride's sister), which pronoun the
 * action lines use for them, and the relationship between the character and each partner from
 * evidence — terms of address, who gives orders, shared history, touch.
 */
import type { ScriptFamily } from '../../../../common/contracts/script.js';
import type { Line, PageText, Relationship, SceneEvent } from './types.js';
import { plain, plainSentences, TITLE_WORDS, type Sentence } from './language.js';

const KIN =
  'best friend|friend|brother|sister|mother|father|mom|mum|dad|son|daughter|grandfather|grandmother|grandpa|grandma|gran|granny|nan|nana|grandad|granddad|granddaughter|grandson|husband|wife|ex-wife|ex-husband|boyfriend|girlfriend|boss|neighbou?r|co-?worker|partner|uncle|aunt|cousin|teacher|coach|step(?:mother|father|mom|mum|dad|son|daughter|sister|brother)|fiancée?|nephew|niece|landlady|landlord|employer|housekeeper|assistant|manager|roommate|tenant|ex';
/** Words that qualify a kinship ("late", "older", "step-"). */
const KIN_QUALIFIER =
  '(?:(?:late|older|younger|elder|eldest|oldest|youngest|closest|dearest|only|lifelong|childhood|little|big|baby|twin|half|step|estranged|dead|former|downstairs|upstairs|next-door|new) )*';
/** A kinship, possibly through another: "son", "late husband's brother", "mother's best friend". */
const CHAIN = `${KIN_QUALIFIER}(?:(?:${KIN})'s ${KIN_QUALIFIER})?(?:${KIN})(?:-in-law)?`;
/**
 * Role nouns that say a person's sex, so the page itself gives the pronoun ("his daughter CAROL", "the maid of honor").
 * They end on "no letter next", not \b: "fiancé" ends on a letter JavaScript's \b does not count as one.
 */
const FEMALE_ROLE =
  /\b(sister|mother|mom|mum|daughter|grandmother|grandma|gran|granny|nan|nana|granddaughter|wife|ex-wife|girlfriend|aunt|stepmother|stepmom|stepmum|stepdaughter|stepsister|fiancée|niece|landlady|maid|waitress|actress|hostess|queen|princess|lady|woman|girl|bride|widow|nun)(?!\p{L})/iu;
const MALE_ROLE =
  /\b(brother|father|dad|son|grandfather|grandpa|grandad|granddad|grandson|husband|ex-husband|boyfriend|uncle|stepfather|stepdad|stepson|stepbrother|fiancé|nephew|landlord|waiter|actor|host|king|prince|gentleman|man|boy|groom|widower|priest|best man)(?!\p{L})/iu;
/** Each kinship seen from the other side: "his daughter" makes him her father. */
const INVERSE_KIN: Record<string, { he: string; she: string; they: string }> = {
  daughter: { he: 'father', she: 'mother', they: 'parent' },
  son: { he: 'father', she: 'mother', they: 'parent' },
  father: { he: 'son', she: 'daughter', they: 'child' },
  dad: { he: 'son', she: 'daughter', they: 'child' },
  mother: { he: 'son', she: 'daughter', they: 'child' },
  mom: { he: 'son', she: 'daughter', they: 'child' },
  brother: { he: 'brother', she: 'sister', they: 'sibling' },
  stepdaughter: { he: 'stepfather', she: 'stepmother', they: 'step-parent' },
  stepson: { he: 'stepfather', she: 'stepmother', they: 'step-parent' },
  stepfather: { he: 'stepson', she: 'stepdaughter', they: 'stepchild' },
  stepdad: { he: 'stepson', she: 'stepdaughter', they: 'stepchild' },
  stepmother: { he: 'stepson', she: 'stepdaughter', they: 'stepchild' },
  stepmum: { he: 'stepson', she: 'stepdaughter', they: 'stepchild' },
  stepmom: { he: 'stepson', she: 'stepdaughter', they: 'stepchild' },
  sister: { he: 'brother', she: 'sister', they: 'sibling' },
  husband: { he: 'husband', she: 'wife', they: 'spouse' },
  wife: { he: 'husband', she: 'wife', they: 'spouse' },
  grandson: { he: 'grandfather', she: 'grandmother', they: 'grandparent' },
  granddaughter: { he: 'grandfather', she: 'grandmother', they: 'grandparent' },
  cousin: { he: 'cousin', she: 'cousin', they: 'cousin' },
  'best friend': { he: 'best friend', she: 'best friend', they: 'best friend' },
  friend: { he: 'friend', she: 'friend', they: 'friend' },
  uncle: { he: 'nephew', she: 'niece', they: 'nephew or niece' },
  aunt: { he: 'nephew', she: 'niece', they: 'nephew or niece' },
  nephew: { he: 'uncle', she: 'aunt', they: 'aunt or uncle' },
  niece: { he: 'uncle', she: 'aunt', they: 'aunt or uncle' },
  grandfather: { he: 'grandson', she: 'granddaughter', they: 'grandchild' },
  grandmother: { he: 'grandson', she: 'granddaughter', they: 'grandchild' },
  gran: { he: 'grandson', she: 'granddaughter', they: 'grandchild' },
  granny: { he: 'grandson', she: 'granddaughter', they: 'grandchild' },
  nan: { he: 'grandson', she: 'granddaughter', they: 'grandchild' },
  grandad: { he: 'grandson', she: 'granddaughter', they: 'grandchild' },
  boss: { he: 'employee', she: 'employee', they: 'employee' },
  landlady: { he: 'tenant', she: 'tenant', they: 'tenant' },
  landlord: { he: 'tenant', she: 'tenant', they: 'tenant' },
};
const TITLE = /^(mr|mrs|ms|miss|dr|doctor|doc|nurse|coach|officer|detective|captain|professor|sister|father|aunt|uncle)\.?$/i;
/** Words people call each other by instead of a name ("Dad", "sir", "kiddo"). */
export const ADDRESS_TERMS = new Set(
  `mom mommy mum mummy ma dad daddy papa pop pa grandpa grandma gran nana granny sir ma'am madam miss doctor doc nurse coach officer
  detective captain boss chef sarge sergeant professor skipper guv lieutenant colonel honey hon sweetie sweetheart darling dear love baby babe kiddo kid buddy pal mate bro sis son dude man girl boy
  ladies gentlemen guys folks gang lads kids boys girls everyone everybody team`.split(/\s+/),
);
const ENDEARMENTS = new Set(['honey', 'hon', 'sweetie', 'sweetheart', 'darling', 'dear', 'love', 'baby', 'babe', 'kiddo', 'buddy', 'pal']);
/**
 * Shared history: a past the two share ("since third grade", "like last summer", "Remember?"). "Remember"
 * counts only said to the partner ("Remember?", "Remember when…", "You remember…"), not in a remark
 * ("Nobody's supposed to remember Doug.").
 */
const HISTORY =
  /(^|[.!?] )(do you |don't you |you )?remember\b|\bremember (when|that|how)\b|\b(last (summer|year|christmas)|when (we|you|i) (were|was)|used to|like when|like in the|like last|at christmas|since (grandma|grandpa|mom|dad|forever|we were|you were|i was|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) grade|kindergarten|high school|college|the \w+)|for (\w+|\d+) years|in (19|20)\d\d|(\w+|\d+) (years|summers|winters|months|christmases) ago|(\w+|\d+) years (you|we|i)|all these years|the (night|day) (he|she|you|we))\b/i;

/**
 * A past the partner did to or with the speaker, said to them: "You held him at the christening.", "You drove me to
 * the bus station.", "We painted it that summer." — "you" or "we" with a main verb in the past, a whole sentence, not a
 * question. Weaker evidence than HISTORY's dates and "remember": it is kept after them.
 */
function recallsShared(s: Sentence): boolean {
  const [first, second] = s.tokens;
  const subject =
    first && /^(you|we)$/i.test(first.norm)
      ? 1
      : first && second && /^(you|we)$/i.test(second.norm) && /^(and|but|so|then)$/i.test(first.norm)
        ? 2
        : 0;
  if (!subject || s.question || s.tokens.length < 5) return false;
  // The first verb after "you"/"we" carries the tense: "You held…", "We painted…" — not "You're letting…", and not
  // "You were in her office." (where someone was is a charge, not a past the two share).
  const at = s.tokens.findIndex((t, k) => k >= subject && (t.pos === 'VERB' || t.pos === 'AUX'));
  const verb = s.tokens[at];
  if (verb?.pos !== 'VERB' || verb.norm === verb.lemma || /(s|ing)$/i.test(verb.norm)) return false;
  // A past shared is done with people ("You held him…", "You drove me…", "We…") or a word given ("You said…"); a deed
  // done to a thing ("You bought it on the company card.") is evidence laid now.
  return (
    s.tokens[subject - 1]!.norm === 'we' ||
    /^(say|promise|swear|tell)$/.test(verb.lemma) ||
    /^(me|us|him|her|them)$/i.test(s.tokens[at + 1]?.norm ?? '')
  );
}

/**
 * A past is shared only with both people in it: "we", "us", "our", "you and I", the listener ("you",
 * their name) or a "remember" put to them. "Because last year nobody helped me." is the speaker's alone.
 */
const holdsBoth = (s: Sentence, partnerNames: string[]) =>
  /(^|[.!?] )(do you |don't you |you )?remember\b/i.test(s.text) ||
  s.tokens.some((t) => BOTH.has(plain(t.norm)) || partnerNames.includes(t.norm));
const BOTH = new Set([
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
  "we're",
  "we've",
  "we'd",
  "we'll",
  "let's",
  'you',
  'your',
  'yours',
  "you're",
  "you've",
  "you'd",
]);

const CALENDAR =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/** A cast list printed as action ("CHARACTERS: …", "Characters — MAISIE, eleven; …"): who is in the play, not what happens. */
export const isCastList = (text: string) =>
  /^\W*(?:characters|cast(?: of characters)?|the cast|dramatis personae|(?:the )?(?:people|persons) of the play)\b\s*(?:[:—–-]|$)/i.test(
    text,
  );

/** A name or word made safe to put inside a regular expression. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the page names someone: "her father" from "her father WALT", "the bride's sister" from "KAREN (35), the bride's sister". */
export function namedRole(name: string, actions: string[]): string | null {
  const n = escape(name);
  // "HEDDA VOSS (60s), the quarry's owner": the surname printed after the cue's name is dropped first, in capitals
  // only, so "Hedda turns away, her hands shaking" never reads a role.
  const surname = new RegExp(`\\b(${n})(?: \\p{Lu}[\\p{Lu}'-]+)+(?= \\(|,)`, 'gu');
  for (const a of actions.map((x) => x.replace(surname, '$1'))) {
    // "her son PETER", and a relation through someone else: "Her late husband's brother, ARTHUR".
    const before = a.match(new RegExp(`\\b((?:her|his|their) ${CHAIN}),? ${n}\\b`, 'i'));
    if (before) return before[1]!.toLowerCase();
    // "Marisol's brother DANNY", "MARISOL'S BROTHER DANNY": kin through someone named.
    const through = a.match(new RegExp(`\\b(\\p{Lu}[\\p{L}-]+)['’]s (${CHAIN}),? ${n}\\b`, 'iu'));
    if (through && !/^(?:her|his|their|its)$/i.test(through[1]!))
      return `${through[1]![0]!.toUpperCase()}${through[1]!.slice(1).toLowerCase()}'s ${through[2]!.toLowerCase()}`;
    // "the ticket clerk HOLLIS", "finds the chauffeur, RAFAEL", "Head chef GIDEON": a role in lower case just before the name.
    const work = a.match(new RegExp(`(?:\\b(?:the|a|an) |(?:^|[.!?] )(?=[A-Z][a-z]))((?:[a-z-]+ ){0,2}?[a-z-]*[a-z]),? ${n}\\b`, 'i'));
    // "Behind the register EDDIE": a place before the name says where they are, not who they are.
    const placed = work && /^(?:behind|beside|at|by|near|on|in|under|over|across|inside|outside)\b/i.test(work[1]!);
    // ...said with its article ("the ticket clerk"), so "Lidia is with Oswald, the clerk" and "hold on the clerk" read.
    // ...and one already someone's ("Her stepdaughter ODETTE") keeps its possessive instead of gaining an article.
    if (work && !placed && isRoleNoun(work[1]!.split(/\s+/).at(-1)!)) {
      const role = work[1]!.toLowerCase();
      return /^(?:her|his|their) /.test(role) ? role : `the ${role.replace(/^(the|a|an) /, '')}`;
    }
    // ...and a cast list's "SIMON KETT, thirty-four, her biographer": the age between name and role.
    const after = a.match(
      new RegExp(`\\b${n}\\b(?: \\([^)]*\\)|, ${AGE_WORDS})?, ((?:the|her|his|their|a|an) [^,.;()]{2,40}?)(?:[,.;]|$)`, 'i'),
    );
    // Multi-camera action is in capitals ("HIS LANDLADY"): lower-case it; otherwise keep the page's case ("the DJ").
    const role = after?.[1];
    if (role && role.split(/\s+/).length <= 6) return role === role.toUpperCase() ? role.toLowerCase() : role;
  }
  // A title in the cue ("GRANDPA JOE", "DR. OKAFOR") already says it; the page adds nothing then.
  return null;
}

/** An age said in words or figures ("thirty-four", "eighty", "12", "50s"). */
const AGE_WORDS = String.raw`(?:\d+s?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen)`;

/** Nouns that name someone by their work or place ("clerk", "chef", "chauffeur", "sentry", "guard"). */
const ROLE_NOUN =
  /^(clerk|chef|cook|chauffeur|driver|sentry|guard|nurse|doctor|officer|detective|waiter|waitress|bartender|barman|barmaid|receptionist|manager|boss|teacher|principal|coach|captain|sergeant|soldier|priest|vicar|judge|lawyer|attorney|janitor|caretaker|cashier|conductor|porter|doorman|butler|maid|housekeeper|landlord|landlady|neighbou?r|owner|pilot|ranger|sheriff|deputy|agent|assistant|secretary|librarian|pharmacist|mechanic|paramedic|surgeon|vet|ticket-taker|usher|bouncer)$/i;

/** A word for someone's work: one of ROLE_NOUN, or a doer's "-er"/"-or"/"-ist" ("cleaner", "inspector", "florist"). */
const isRoleNoun = (w: string) =>
  ROLE_NOUN.test(w) ||
  (/^[a-z]{3,}(er|or|ist)$/i.test(w) &&
    !/^(other|older|younger|elder|bigger|smaller|taller|shorter|later|former|latter|inner|outer|upper|lower|under|over|after|never|ever|either|neither|whether|rather|together|corner|floor|door|color|colour|mirror|error|poor|minor|major|interior|exterior|paper|water|river|summer|winter|number|dinner|letter|matter|weather|power|tower|flower|shower|finger|list|mist|wrist|twist|fist)$/i.test(
      w,
    ));

/** Family words used as titles before a name, beyond the kinships ("NANA ROSE", "GRAN JOY"). */
const FAMILY_TITLES = 'nana|nan|gran|granny|grandad|granddad|auntie|nonna|papa|mama';

/**
 * A role the cue name carries ("COACH DEB", "UNCLE RAY", "GRANDMA JO"): the partner is the character's
 * coach, uncle, grandma — "her coach" when the page calls the character "she".
 */
export function roleInCue(partner: string, character: 'he' | 'she' | 'they'): string | null {
  const title = partner.split(/\s+/)[0]!.toLowerCase();
  if (partner.split(/\s+/).length < 2 || !new RegExp(`^(?:${KIN}|${FAMILY_TITLES})$`).test(title)) return null;
  return `${{ he: 'his', she: 'her', they: 'their' }[character]} ${title}`;
}

/** Verbs that take hold of someone: a body part after them may be another's. */
const HANDLED = /\b(pulls?|takes?|grabs?|holds?|squeezes?|kisses?|touches?|shakes?|pushes?|strokes?|slaps?|pats?|hands?|gives?)\s*$/i;
/** Someone else named with a role that is a person's possessive ("THEO (30s), her best friend"). */
const ROLE_OF_ANOTHER = new RegExp(`\\b\\p{Lu}{2,}[\\p{Lu}' -]*(?: \\([^)]*\\))?, (his|her) ${KIN_QUALIFIER}(?:${KIN})(?!\\p{L})`, 'u');

/** "Her climbing partner ", "His kid sister ": a role opening the sentence, whose name is its subject. */
const ROLE_OPENS = /^(?:[Hh]is|[Hh]er|[Tt]heir) [\p{Ll} -]+$/u;
/** The words before a name put it after a verb or a role noun, as an object or an apposition, not as the subject. */
const isObject = (before: string) =>
  /\b[a-z]+\s*$/.test(before) && !/\b(and|but|then|as|while|when|until|before|after|now|still)\s*$/i.test(before);

/** A possessive that is surely the person's own: their body, their voice. */
const OWN =
  /^(hand|hands|head|face|eyes|eye|arm|arms|shoulder|shoulders|hair|voice|lip|lips|jaw|fist|fists|breath|feet|foot|knees|knee|back|chin|mouth|throat|cheeks|tears|teeth|tongue|neck|nose|fingers|wrist|wrists|forehead)\b/i;
const PRONOUN = /\b(he|she|him|her|his|hers|himself|herself)\b/i;
const sexOf = (word: string): 'he' | 'she' => (/^(he|him|his|himself)$/i.test(word) ? 'he' : 'she');

/**
 * Which pronoun a sentence gives the person it is about, when it surely refers to them: a subject
 * "he"/"she" opening a clause, "himself"/"herself", or "his"/"her" before their own body ("Her hands
 * shake."). "Greg appears at her elbow" or "hands him the keys" say nothing about Greg.
 */
function pronounIn(text: string): 'he' | 'she' | null {
  const m = text.match(PRONOUN);
  if (!m || m.index === undefined) return null;
  if (/\b(himself|herself)\b/i.test(text)) return sexOf(text.match(/\b(himself|herself)\b/i)![1]!);
  const word = m[1]!;
  const before = text.slice(0, m.index).trim();
  const after = text.slice(m.index + word.length).trim();
  if (/^(himself|herself)$/i.test(word)) return sexOf(word);
  if (
    /^(he|she)$/i.test(word) &&
    (before === '' || /(,|;|\band|\bbut|\bthen|\bas|\bwhile|\bwhen|\buntil|\bbefore|\bafter|\bnow|\bstill)$/i.test(before))
  )
    return sexOf(word);
  // "Owen pulls her hand away": a body taken hold of is someone else's; "holds her breath" is still one's own.
  const handled = HANDLED.test(before) && !/^(breath|voice|tears)\b/i.test(after);
  // "(crouching to his eye level)": a body reached towards is someone else's.
  const towards = /\b(to|at|toward|towards|into|onto|for|with|from|beside|by|against|past|over|under|near)$/i.test(before);
  if (/^(his|her)$/i.test(word) && OWN.test(after) && !handled && !towards) return sexOf(word);
  return null;
}

/**
 * The pronoun the page uses for someone, by votes: a clause about them that goes on with "she", the
 * next sentence opening "He…" after one that opens with their name, a possessor named by a role
 * ("JEN microwaves. Her boss, GREG…" makes Jen "she"), and role nouns that say it ("his daughter
 * CAROL", "the maid of honor"). When the page never says, the answer is "they".
 */
export function pronounFromActions(
  name: string,
  actions: string[],
  ownDirections: string[] = [],
  cast: string[] | null = null,
): 'he' | 'she' | 'they' {
  // Someone else named in a sentence may own its "her"; a non-speaking DOG or NURSE in capitals is nobody's rival.
  const castWords = cast ? new Set(cast.flatMap((c) => c.toUpperCase().split(/\s+/))) : null;
  const votes = { he: 0, she: 0 };
  // A speaker's own directions are about them: "(grinning despite himself)", "(to herself)".
  for (const d of ownDirections) {
    const own = pronounIn(d.replace(/^\(|\)$/g, ''));
    if (own) votes[own]++;
  }
  const ownWords = new Set(name.toUpperCase().split(/\s+/));
  const last = escape(name.split(/\s+/).at(-1)!);
  const named = new RegExp(`\\b${last}\\b`, 'i');
  // "Maya…", "Then Maya…", "Dr. Lin…", "Det. Ines Marquardt…": the sentence opens on them.
  // ...and "DETECTIVE LEON RAFFERTY…": a title and a first name before the surname the cue goes by ("STAFF NURSE ADJOA
  // MENSAH…" before the first name it goes by).
  const opens = new RegExp(
    `^\\(?(?:\\w+ )?(?:(?:mr|mrs|ms|dr|miss|det|sgt|insp|lt|capt|prof|rev|fr)\\. (?:\\w+ )?|(?:${[...TITLE_WORDS].join('|')}) (?:\\w+ )?)?${last}\\b`,
    'i',
  );
  for (const a of actions) {
    const sentences = plainSentences(a);
    sentences.forEach((sentence, i) => {
      const at = sentence.search(named);
      // A pronoun after a name belongs to the clause's subject: "Jess pulls Owen down and holds her breath"
      // says nothing about Owen, who stands after a verb ("pulls Owen") or a role ("her little brother OWEN").
      // ...but "Her climbing partner DEV…" opening the sentence names its subject by a role.
      if (at >= 0 && (!isObject(sentence.slice(0, at)) || ROLE_OPENS.test(sentence.slice(0, at)))) {
        // ...up to the next person named: "RHYS gets up as ANGELA comes in with a ticket between her teeth" is Angela's.
        const rest = sentence.slice(at + last.length);
        const nextPerson = castWords
          ? [...rest.matchAll(/\b\p{Lu}{2,}\b/gu)].find((m) => castWords.has(m[0]) && !ownWords.has(m[0]))?.index
          : undefined;
        const own = pronounIn(rest.slice(0, nextPerson));
        if (own) votes[own]++;
      }
      // "NADIA (30s), folding laundry, and THEO (30s), her best friend": a role given to someone named after
      // them belongs to them ("her" is Nadia's).
      const roleAfter = at >= 0 ? sentence.slice(at + last.length).match(ROLE_OF_ANOTHER) : null;
      if (roleAfter) votes[sexOf(roleAfter[1]!)]++;
      if (!opens.test(sentence)) return;
      // "Alan sips his coffee.", "Maya looks at her shoes.": with nobody else named in the sentence, a
      // possessive there is the subject's own — unless it is a body taken hold of ("takes her hand").
      const others = (sentence.slice(Math.max(0, at) + last.length).match(/\b\p{Lu}[\p{L}'-]+/gu) ?? []).filter(
        (w) => !castWords || castWords.has(w.toUpperCase()) || w !== w.toUpperCase(),
      );
      // The apposition that names them ("ELI (16), her best friend since third grade,") is about someone else.
      // ...a possessive, or a body's own place ("pulling the blanket around her."): "then at her." is someone else.
      const possessive = [...sentence.matchAll(/\b(his|her)\b\s*(\S*)/gi)]
        .map((m) => [sentence.slice(0, m.index), m[1]!, m[2]!] as const)
        .find(
          ([before, , next]) =>
            // ...or, after a comma, the subject's own body ("…checks the gauge, his back to her.").
            (!/,\s*$/.test(before) || OWN.test(next)) &&
            (/^\p{L}/u.test(next) || /\b(?:around|about|behind|beside|under|over|on|off)\s*$/i.test(before)),
        );
      if (!others.length && possessive && !(HANDLED.test(possessive[0]) && !/^(breath|voice|tears)\b/i.test(possessive[2])))
        votes[sexOf(possessive[1])]++;
      // "RUIZ (30s) and her partner": a possessive inside the phrase that names them is theirs.
      const partnerOf = sentence.match(new RegExp(`^\\(?[^,]*?\\b${last}\\b(?: \\([^)]*\\))? and (his|her) `, 'i'))?.[1];
      if (partnerOf) votes[sexOf(partnerOf)]++;
      const next = sentences[i + 1]?.replace(/^(then|and|but|now|still|suddenly),? /i, '') ?? '';
      // "Dev looks at her boots. She has kept them on…": a "she" after someone else's "her" may be that other person.
      const after = at >= 0 ? sentence.slice(at + last.length) : '';
      const other = (word: string) => new RegExp(`\\b${sexOf(word) === 'he' ? 'him|his' : 'her'}\\b`, 'i').test(after);
      const following =
        /^(he|she)\b/i.test(next) && !other(next.split(/\s/)[0]!)
          ? sexOf(next.split(/\s/)[0]!)
          : /^(his|her) /i.test(next) && OWN.test(next.slice(4))
            ? sexOf(next.slice(0, 3))
            : null;
      if (following) votes[following]++;
      // "Her boss, GREG (50), appears", "Her DAD (40s) packs lunches": the possessor is the one the sentence before was about.
      const possessor =
        next.match(new RegExp(`^(his|her) (?:[\\w' -]{2,30}, |(?:${KIN}),? )\\p{Lu}`, 'iu'))?.[1] ??
        next.match(/^(His|Her) \p{Lu}{2,}\b/u)?.[1];
      if (possessor) votes[sexOf(possessor)]++;
      // "LEN (72) polishes a bowl. GUS (74), his oldest friend, sits beside him.": the next person named by their tie to
      // someone is tied to the one the sentence before was about.
      const tiedTo = opens.test(sentence) ? next.match(ROLE_OF_ANOTHER) : null;
      if (tiedTo?.index === 0) votes[sexOf(tiedTo[1]!)]++;
    });
  }
  // "her late sister's husband" is a husband: the last kinship in a chain is the person's own.
  const role = namedRole(name, actions)?.replace(/^.*'s /, '');
  if (role && FEMALE_ROLE.test(role.replace(/^(her|his|their) /, ''))) votes.she += 2;
  if (role && MALE_ROLE.test(role.replace(/^(her|his|their) /, ''))) votes.he += 2;
  if (/^(MOM|MUM|GRANDMA|AUNT|MRS\.|MS\.|MISS)(?=\s|$)/i.test(name)) votes.she += 2;
  if (/^(DAD|GRANDPA|UNCLE|MR\.)(?=\s|$)/i.test(name)) votes.he += 2;
  return votes.he > votes.she ? 'he' : votes.she > votes.he ? 'she' : 'they';
}

/** True when a speech says one of the terms to someone: opening a sentence before a comma, or closing one after a comma. */
const addresses = (text: string, terms: string) =>
  new RegExp(`(^|[.!?]\\s+)(${terms})(\\s[\\p{Lu}][\\p{L}'.-]*)?[,!?.]|,\\s*(${terms})(\\s[\\p{Lu}][\\p{L}'.-]*)?[.!?]`, 'u').test(text);

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
      // Only a term said to them counts ("Yes, Mom." / "Mrs. Pruitt, hi."), never a mention ("Four hours to Grandma's.").
      const said = plain(s.text);
      if (addresses(said, "Mrs\\.|Ms\\.|Miss|Mom|Mum|Grandma|Auntie?|[Mm]a'am|[Mm]adam")) she++;
      if (addresses(said, 'Mr\\.|Dad|Grandpa|Uncle|[Ss]ir')) he++;
    });
  return he > she ? 'he' : she > he ? 'she' : 'they';
}

/** Terms of address in a line: "Dad", "Ruthie", "hon", "Lily Anne" — a name or term set off by a comma or standing alone. */
export function vocativesIn(line: Line, names: string[]): string[] {
  const out: string[] = [];
  const known = new Set(names.flatMap((n) => [n.toLowerCase(), ...n.toLowerCase().split(/\s+/)]));
  // "Mrs. Whitfield", "Mrs. P", "Dr. Lin": a title before a name or an initial is a term of address.
  const isTerm = (w: string) => {
    const lower = w.toLowerCase().replace(/[^\p{L}' ]/gu, '');
    const [head, ...rest] = w.split(' ');
    // ...an initial only after a title of courtesy: "Coach C." on a train is a carriage.
    const initial = /^\p{Lu}\.?$/u.test(rest[0] ?? '');
    if (rest.length === 1 && TITLE.test(head!) && /^\p{Lu}/u.test(rest[0]!) && (!initial || /^(mrs?|ms|miss|dr)\.?$/i.test(head!)))
      return true;
    return ADDRESS_TERMS.has(lower) || known.has(lower) || lower.split(' ').every((x) => known.has(x)) || isShortFor(w);
  };
  // "Mira" for MIRABEL, "Viv" for VIVIENNE: a capitalised word that begins a longer name of the cast is that name shortened.
  const isShortFor = (w: string) =>
    /^\p{Lu}\p{Ll}{2,}$/u.test(w) && [...known].some((k) => k.length >= w.length + 2 && k.startsWith(w.toLowerCase()));
  for (const s of line.sentences) {
    const t = s.text.replace(/[“”"]/g, '');
    // "Agnes... it's Dennis." / "Mom — wait.": a name set off by a trailing pause opens a line as a comma does.
    const lead = t.match(/^([\p{L}'.]+?(?: [\p{L}'.]+?)?)(?:[,!]|\.\.\.|…|\s?—|\s?--)\s*[\p{L}]/u)?.[1];
    const tail = t.match(/,\s+([\p{L}'.]+(?: [\p{L}'.]+)?)[.!?]*$/u)?.[1];
    // A name the tagger knows closing a sentence after a comma ("Kitchen, Daniel.") is said to someone, cast list or not.
    const bare = tail?.replace(/\.+$/, '');
    const tailName =
      bare && !bare.includes(' ') && s.tokens.at(-1)?.pos === 'PROPN' && s.tokens.at(-1)!.text === bare && !CALENDAR.test(bare);
    const alone = t.match(/^([\p{Lu}][\p{L}'.]+(?: [\p{Lu}][\p{L}'.]+)?)[.!?]+$/u)?.[1];
    for (const c of [lead, tail, alone])
      if (
        c &&
        (isTerm(c) || (c === tail && tailName)) &&
        !/^(okay|yes|no|well|please|fine|oh|hey|look|listen|now|so|and|but|then|thanks|sorry|really|three)$/i.test(c)
      )
        out.push(c.replace(/[.!?]+$/, ''));
  }
  return [...new Set(out)];
}

/**
 * Sentences of the lines between the two that tell a past they share: both in the sentence, or the listener called in
 * it ("Mrs. Whitfield, I've worked here nineteen years."), or a fragment carrying on the sentence before ("You still
 * do. Since third grade.", "You left it at my place. In 2019.").
 */
function historyOf(between: Line[], names: string[], partnerNames: string[], tells: (s: Sentence) => boolean) {
  return between.flatMap((l) => {
    const called = vocativesIn(l, names);
    const both = (s: Sentence) => holdsBoth(s, partnerNames) || called.some((c) => s.text.includes(c));
    return l.sentences.flatMap((s, i) => {
      if (!tells(s)) return [];
      const before = l.sentences[i - 1];
      const fragment = !s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
      if (both(s)) return [{ line: l, text: s.text }];
      return fragment && before !== undefined && both(before) ? [{ line: l, text: `${before.text} ${s.text}` }] : [];
    });
  });
}

/** "my brother Carl", "your sister Jo": a name the lines give someone by their kin, so not the listener's. */
function namedAsAnother(name: string, lines: Line[]): boolean {
  const kin = new RegExp(`\\b(?:my|his|her|your|our|their) ${KIN_QUALIFIER}(?:${KIN}),? ${escape(name)}\\b`, 'i');
  return lines.some((l) => kin.test(plain(l.text)));
}

/** "Marisol's brother" said of Marisol's partner is "her brother": the kin is the character's own. */
function ownKin(role: string | null, character: string, pronoun: 'he' | 'she' | 'they'): string | null {
  const first = character.split(/\s+/)[0]!.toLowerCase();
  if (!role?.toLowerCase().startsWith(`${first}'s `)) return role;
  return `${pronoun === 'he' ? 'his' : pronoun === 'she' ? 'her' : 'their'} ${role.slice(first.length + 3)}`;
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
  pronounOf: (name: string) => 'he' | 'she' | 'they' = () => 'they',
): Relationship {
  const mine = lines.filter((l) => l.speaker === character && addressees.get(l) === partner);
  const theirs = lines.filter((l) => l.speaker === partner && addressees.get(l) === character);
  const between = [...mine, ...theirs];
  const orders = (by: string, to: string) => events.filter((e) => e.kind === 'request' && e.by === by && e.to === to).length;
  const partnerNames = [partner, ...partner.split(/\s+/)].map((n) => n.toLowerCase());
  const ownNames = [character, ...character.split(/\s+/)].map((n) => n.toLowerCase());
  const partnerFirst = partner.split(/\s+/).at(-1)!;
  return {
    partner,
    named:
      ownKin(namedRole(partner, actions), character, pronounOf(character)) ??
      inverseRole(namedRole(character, actions), pronounOf(character), pronounOf(partner)) ??
      roleInCue(partner, pronounOf(character)),
    // One's own name said ("June. It's funny, right? June in June.") calls nobody; nor does the name of someone the page
    // names as another ("For my brother Carl." … "Carl, if you're out there…" calls Carl, not the caller).
    callsThem: mine
      .flatMap((l) => vocativesIn(l, names))
      .filter((v, i, all) => all.indexOf(v) === i && !ownNames.includes(v.toLowerCase()) && !namedAsAnother(v, lines)),
    calledBy: theirs
      .flatMap((l) => vocativesIn(l, names))
      .filter((v, i, all) => all.indexOf(v) === i && !partnerNames.includes(v.toLowerCase())),
    ordersGiven: orders(character, partner),
    ordersTaken: orders(partner, character),
    sharedHistory: [
      ...historyOf(between, names, partnerNames, (s) => HISTORY.test(s.text)),
      // ...but not news brought or a charge laid ("You bought it on the company card."): that is what happens now; a
      // word given before ("You said that about sports day.") is a past they share.
      ...historyOf(
        between,
        names,
        partnerNames,
        (x) =>
          recallsShared(x) &&
          (/^\W*(?:but )?you (?:said|promised|swore|told me)\b/i.test(x.text) ||
            !events.some((e) => e.kind === 'news' && e.text === x.text)),
      ),
    ].filter((h, i, all) => all.findIndex((x) => x.line === h.line && x.text === h.text) === i),
    touch: touch.filter((t) => new RegExp(`\\b${escape(partnerFirst)}\\b|\\b(him|her|his)\\b`, 'i').test(t.text)),
    exchanges: between.length,
  };
}

/**
 * The partner's role seen from the character, when the page names only the character's: "His
 * daughter CAROL" makes Frank "her father". Only kinship that has a clear other side is turned round.
 */
function inverseRole(characterRole: string | null, character: 'he' | 'she' | 'they', partner: 'he' | 'she' | 'they'): string | null {
  const m = characterRole?.match(/^(his|her|their) ([\w-]+|best friend)$/i);
  const inverse = m ? INVERSE_KIN[m[2]!.toLowerCase()] : undefined;
  if (!inverse) return null;
  // "his daughter" belongs to someone the page calls "he": the partner must fit it.
  const owner = m![1]!.toLowerCase() === 'his' ? 'he' : m![1]!.toLowerCase() === 'her' ? 'she' : 'they';
  if (owner !== 'they' && partner !== 'they' && partner !== owner) return null;
  // "her sister DOT": the "her" is the partner's own, so it gives their sex when nothing else does.
  return `${{ he: 'his', she: 'her', they: 'their' }[character]} ${inverse[partner === 'they' ? owner : partner]}`;
}

/** Voices that tell rather than take part: an announcer, a narrator, a title read aloud. */
const NARRATION =
  /^(ANNOUNCER|ANNCR\.?|ANNC\.?|NARRATOR|NARR\.?|V\.?O\.?|VOICE ?OVER|VOICE|MVO|FVO|SUPER|TITLE|CHYRON|GRAPHIC|CARD|ON-SCREEN TEXT|TEXT ON SCREEN|ANNOUNCER VOICE|PA SYSTEM|RADIO ANNOUNCER|TV ANNOUNCER)$/i;

/**
 * Speakers who are not scene partners: narration roles by name everywhere, and in a commercial a
 * speaker heard only in voice-over (the brand's voice, never spoken to). The character is never one.
 */
export function narratorsOf(
  speeches: Array<{ speaker: string; extensions: string[] }>,
  character: string,
  family: ScriptFamily | null,
): Set<string> {
  const out = new Set<string>();
  for (const name of new Set(speeches.map((s) => s.speaker))) {
    if (name === character) continue;
    const theirs = speeches.filter((s) => s.speaker === name);
    const voiceOnly = theirs.every((s) => s.extensions.some((x) => /^V\.?O\.?$/i.test(x.trim())));
    if (NARRATION.test(name.trim()) || (family === 'commercial' && voiceOnly)) out.add(name);
  }
  return out;
}

/** True for words people are called by ("mom", "sir", "darling"). */
export const isAddressTerm = (word: string) => ADDRESS_TERMS.has(word.toLowerCase());

/** True when a term of address is an endearment ("hon", "darling"). */
export const isEndearment = (term: string) => ENDEARMENTS.has(term.toLowerCase());
