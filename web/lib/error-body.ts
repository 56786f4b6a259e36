/**
 * The server's error body, read by the API client when a call fails. In a module of its own so that
 * zod and the error vocabulary load only when a call fails, not with the script every page needs first.
 */
import { z } from 'zod';
import { isErrorCode, type ErrorCode } from '../../common/contracts/errors';

// Loose on purpose: a proxy or an old server may answer with only some of the fields, and whatever
// is there is still the best thing to show.
const errorBody = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
  errors: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
});

/** A failed call's body; `code` is kept only when it is one of the vocabulary's. */
export type ErrorBody = Omit<z.infer<typeof errorBody>, 'code'> & { code?: ErrorCode };

/** The error body in a failed call's text, or null when there is none. */
export function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const { code, ...body } = parsed.data;
    return code !== undefined && isErrorCode(code) ? { ...body, code } : body;
  } catch {
    return null;
  }
}
