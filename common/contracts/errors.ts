/**
 * The API's error vocabulary: every code the server can answer with, its HTTP status in one table,
 * and the one body every failure uses. The web maps codes to the spec's copy.
 */
import { z } from 'zod';

export const ERROR_STATUS = {
  // Request shape
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MISSING_FIELDS: 400,
  PASSWORD_TOO_COMMON: 400,
  INVALID_RESET_TOKEN: 400,
  // Who you are
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  // What you may do
  GUIDE_LIMIT: 402,
  CARD_ERROR: 402,
  NOT_FOUND: 404,
  NO_SUBSCRIPTION: 404,
  NO_CUSTOMER: 404,
  EMAIL_TAKEN: 409,
  DUPLICATE_REQUEST: 409,
  ALREADY_SUBSCRIBED: 409,
  RATE_LIMITED: 429,
  // Uploads
  NO_FILE: 400,
  EMPTY_FILE: 400,
  NOT_A_PDF: 400,
  FILE_TOO_LARGE: 413,
  ENCRYPTED_PDF: 422,
  MALFORMED_PDF: 422,
  EMPTY_PDF: 422,
  TOO_MANY_PAGES: 422,
  TOO_SLOW: 422,
  TOO_COMPLEX: 422,
  // Guides
  NO_UPLOAD: 400,
  CHARACTER_NOT_FOUND: 422,
  GENERATION_FAILED: 500,
  // Billing
  UNKNOWN_PRICE: 400,
  BILLING_REQUEST: 400,
  BAD_SIGNATURE: 400,
  BILLING_UNAVAILABLE: 502,
  BILLING_OFF: 503,
  // Privacy controls
  WRONG_PASSWORD: 403,
  UPLOAD_HAS_GUIDES: 409,
  SUBSCRIPTION_ACTIVE: 409,
  UPLOAD_IN_USE: 409,
  // Service
  NOT_READY: 503,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
  // Ours
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** True for a code of the vocabulary (stored codes are plain text). */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);

export const errorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** Error body every API failure uses; `errors` lists field problems on validation failures. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: errorCode,
  errors: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
