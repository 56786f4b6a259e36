/** Auth contracts (SPEC §3, §5, §7): one schema per endpoint, used by server and web. */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../limits.js';
import { cleanText, hasControlCharacters } from '../text/normalise.js';

export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooWeak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordTooCommon: 'That password is too common. Please choose one that is harder to guess.',
  passwordControlCharacters: 'Password must not contain control characters (such as a null character or a line break)',
} as const;

/** Trims and lower-cases an email before it is sent or stored (SPEC §5). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The spec's password rules in their order (SPEC §5): the first broken rule, or null.
 * The common-password check lives on the server, which holds the list.
 */
export function passwordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return MESSAGES.passwordTooWeak;
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.passwordTooLong;
  if (hasControlCharacters(password)) return MESSAGES.passwordControlCharacters;
  return null;
}

const email = z
  .string({ error: 'Email is required' })
  .transform(normaliseEmail)
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(254));

const passwordPair = <T extends z.ZodRawShape>(shape: T) =>
  z
    .strictObject({
      ...shape,
      password: z.string({ error: 'Password is required' }),
      confirmPassword: z.string({ error: 'Please confirm your password' }),
    })
    .superRefine((value, ctx) => {
      const { password, confirmPassword } = value as { password: string; confirmPassword: string };
      const problem = passwordProblem(password, confirmPassword);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: problem,
          path: [problem === MESSAGES.passwordsDoNotMatch ? 'confirmPassword' : 'password'],
        });
      }
    });

export const registerRequest = passwordPair({
  name: cleanText(120).optional().default(''),
  email,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const forgotPasswordRequest = z.strictObject({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const resetPasswordRequest = passwordPair({ token: z.string().min(1, { error: 'Reset token is missing' }).max(512) });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** The user as every auth response presents it (SPEC §3 User). */
export const publicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscription: z.string(),
  guidesUsed: z.number().int(),
  guidesLimit: z.number().int().nullable(),
  currentPeriodEnd: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authResponse = z.object({ user: publicUser, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user: publicUser });

export const dashboardResponse = z.object({
  user: z.object({ subscription: z.string(), guidesUsed: z.number().int(), guidesLimit: z.number().int().nullable() }),
  subscription: z.object({ currentPlan: z.object({ name: z.string() }), renewsAt: z.string().nullable() }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
