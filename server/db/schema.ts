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
  createdAt: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  upload: UploadTable;
}

export type { Generated };
