/**
 * zod compiles a faster validator with `new Function` when it may, and finds out by trying once, as the
 * first schema is built. Our script policy refuses it, and the browser reports the refusal as a policy
 * violation (Lighthouse's best-practices audit counts it). zod's `jitless` setting skips the probe; it must be
 * set before any schema is built, so the page's first script imports this module first. zod keeps its
 * settings on this global (so that every copy of zod shares them); writing it here instead of calling
 * `z.config` keeps zod out of the landing page's script. zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};
