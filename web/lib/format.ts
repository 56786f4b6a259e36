/** Dates as the pages show them: "December 22, 2026" (long) or "Dec 22, 2026" (short). */
const formats = {
  long: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
};

export const formatDate = (iso: string, style: keyof typeof formats = 'long') => formats[style].format(new Date(iso));

/** "starter" → "Starter". */
export function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
