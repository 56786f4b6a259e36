/**
 * Refuses passwords built on the most common choices. Rules in SPEC §5 already demand
 * upper, lower and a digit, so the real risk is "Password1"-style variants: we compare the
 * password, lower-cased and with trailing digits and symbols removed, to a short list of the
 * base words that top published breach-frequency lists.
 */
const COMMON_BASES = new Set(
  `password passw0rd p@ssword pass passwd qwerty qwertyuiop qwerty123 asdfgh asdfghjkl zxcvbnm abc abcd abcdef
  abc123 abcd1234 letmein welcome welcome1 iloveyou admin administrator login master hello monkey dragon sunshine
  princess football baseball basketball soccer hockey superman batman starwars pokemon shadow michael jennifer
  jordan hunter buster tigger charlie thomas daniel jessica ashley michelle nicole amanda summer winter spring autumn
  freedom whatever trustno1 flower lovely loveme secret access changeme default test tester guest user root
  computer internet google samsung apple iphone chocolate cookie cheese purple orange yellow silver golden
  prepgold audition actor actress hollywood broadway movie theater theatre`.split(/\s+/),
);

/** True when the password is one of the most common choices, ignoring case and trailing digits/symbols. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/, '');
  const withYear = lower.replace(/(19|20)\d\d[\W_]*$/, '');
  return COMMON_BASES.has(lower) || COMMON_BASES.has(base) || COMMON_BASES.has(withYear) || /^(.)\1+$/.test(base);
}
