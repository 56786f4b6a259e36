/** Table types for Kysely. The auth tables follow better-auth's model names and fields. */
import type { ColumnType, Generated } from 'kysely';

/** Dates are Date objects in PostgreSQL and ISO strings in SQLite. */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
/** Booleans are booleans in PostgreSQL and 0/1 in SQLite. */
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UploadTable {
  id: string;
  userId: string;
  filename: string;
  fileType: 'sides' | 'full_script';
  sizeBytes: number;
  storageKey: string;
  pages: number;
  extractionMethod: string;
  extractionConfidence: number;
  wordCount: number;
  textLength: number;
  /** JSON array of speaking character names, most lines first. */
  characterNames: string;
  /** JSON of the parsed Script. */
  script: string;
  /** JSON of the user's ReadingCorrections, or null when there are none. */
  corrections: string | null;
  createdAt: Timestamp;
}

export interface AccountUsageTable {
  userId: string;
  plan: string;
  /** Guides per period; null is unlimited. */
  guidesLimit: number | null;
  guidesUsed: number;
  /** A la carte guide credits, spent after the plan's quota; they do not expire. */
  credits: number;
  periodStart: Timestamp;
  periodEnd: Timestamp;
  /** 'signup' periods are rolled by us; 'stripe' periods move with the billing period. */
  periodSource: Generated<'signup' | 'stripe'>;
  updatedAt: Timestamp;
}

export interface BillingSubscriptionTable {
  userId: string;
  stripeCustomerId: string;
  stripeSubscriptionId: string | null;
  status: string | null;
  plan: string | null;
  priceId: string | null;
  currentPeriodEnd: Timestamp | null;
  cancelAtPeriodEnd: Bool;
  updatedAt: Timestamp;
}

export interface StripeEventTable {
  id: string;
  type: string;
  receivedAt: Timestamp;
}

export interface GuideTable {
  id: string;
  userId: string;
  characterName: string;
  productionTitle: string;
  productionType: string;
  roleSize: string;
  genre: string;
  actorAge: number;
  request: string;
  guideJson: string;
  generatedHtml: string;
  childGuideRequested: Bool;
  childGuideCompleted: Bool;
  childGuideHtml: string | null;
  isFavorite: Bool;
  writer: string;
  /** JSON of the run-lines scenes, kept when the upload the guide was made from expired; null while it is there. */
  rehearsal: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

export interface GuideJobTable {
  id: string;
  userId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  step: string;
  request: string;
  guideId: string | null;
  error: string | null;
  errorCode: string | null;
  reservation: 'quota' | 'credit' | null;
  reservedIn: Timestamp | null;
  /** The attempt that holds a running job; only it may record the job's steps and end. */
  attempt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RateLimitTable {
  /** The route's name and an HMAC of the address counted (`login:<hmac>`), never the address itself. */
  key: string;
  count: number;
  /** When the window ends, in milliseconds since the epoch (PostgreSQL returns bigint as text). */
  resetAt: ColumnType<number | string, number, number>;
}

export interface StoredFileTable {
  key: string;
  data: Uint8Array;
  createdAt: Timestamp;
}

/** When each piece of scheduled work last ran (claimed by one conditional UPDATE). */
export interface ScheduledRunTable {
  name: string;
  lastRunAt: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  upload: UploadTable;
  account_usage: AccountUsageTable;
  guide: GuideTable;
  guide_job: GuideJobTable;
  billing_subscription: BillingSubscriptionTable;
  stripe_event: StripeEventTable;
  rate_limit: RateLimitTable;
  stored_file: StoredFileTable;
  scheduled_run: ScheduledRunTable;
}

export type { Generated };
