/** The spec's business constants (SPEC §9), the one place each lives. */

/** Largest PDF accepted per file (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Fewer extracted words than this triggers the low-text warning. */
export const LOW_TEXT_WORDS = 120;
/** Minimum password length at registration and reset. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted (argon2 input stays bounded). */
export const MAX_PASSWORD_LENGTH = 128;
/** Client gives up on guide generation after 5 minutes. */
export const GENERATION_TIMEOUT_MS = 300_000;
/** Child guides are offered to actors of this age or younger. */
export const CHILD_GUIDE_MAX_AGE = 12;
/** Actor age input range. */
export const ACTOR_AGE_MIN = 1;
export const ACTOR_AGE_MAX = 100;
/** Delay before the child guide tab opens after the main guide. */
export const CHILD_GUIDE_OPEN_DELAY_MS = 1_000;
/** Payment success page redirects to the dashboard after this many seconds. */
export const PAYMENT_SUCCESS_REDIRECT_SECONDS = 3;
/** The navigation bar takes its scrolled style past this many pixels. */
export const NAV_SCROLL_THRESHOLD_PX = 8;
/** Guide limit assumed when the plan is unknown. */
export const DEFAULT_GUIDE_LIMIT = 1;
/** A password-reset link stays valid for one hour. */
export const RESET_TOKEN_TTL_SECONDS = 3_600;
/** Uploads (the PDF and what was read from it) are kept this many days unless UPLOAD_RETENTION_DAYS says otherwise. */
export const DEFAULT_UPLOAD_RETENTION_DAYS = 30;
