/**
 * The one normalisation every text from outside gets before it is stored: from a PDF or OCR, from the
 * language model, from a form. PostgreSQL cannot store U+0000, other control characters are never
 * meant in a script or a form, and NFC makes the same words compare and search the same.
 */
import { z } from 'zod';

// C0 controls except tab (09) and newline (0A), and DEL; carriage returns become newlines first.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** True when a text holds a character `normaliseText` would remove (besides a carriage return). */
// eslint-disable-next-line no-control-regex -- as above
export const hasControlCharacters = (value: string): boolean => /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value);

/** NUL and other control characters out (tab and newline kept), line ends as `\n`, Unicode NFC, at most `maxLength` characters. */
export function normaliseText(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  const clean = value.replace(/\r\n?/g, '\n').replace(CONTROL, '').normalize('NFC');
  if (clean.length <= maxLength) return clean;
  // Never cut a surrogate pair in half: half a character cannot be stored either.
  const cut = clean.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Every string inside a JSON-like value normalised (a Script, a guide document); other values kept. */
export function normaliseDeep<T>(value: T, maxLength?: number): T {
  if (typeof value === 'string') return normaliseText(value, maxLength) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => normaliseDeep(v, maxLength)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseDeep(v, maxLength)])) as T;
  }
  return value;
}

/**
 * A form's text field: normalised and trimmed, refused past `max` characters (a form says so rather than
 * cutting), and refused empty with the `required` message when one is given.
 */
export function cleanText(max: number, required?: string) {
  const checked = z.string().max(max, { error: `Must be at most ${max} characters` });
  return z
    .string()
    .transform((s) => normaliseText(s).trim())
    .pipe(required ? checked.min(1, { error: required }) : checked);
}
