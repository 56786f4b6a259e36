/** The one interface the product uses to ask a language model for structured output, and its failures in plain words. */
import type { z } from 'zod';

/** Tokens one call used, as the provider reported them (0 when it did not). */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

/** Why a call gave nothing usable; the writer falls back for that section and says which kind it was. */
export type LlmFailure = 'timeout' | 'too-large' | 'malformed' | 'refused' | 'quota' | 'key' | 'network' | 'provider';

/** A failed call. The message is for people: it never holds the key, the prompt or the provider's raw body. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailure,
    message: string,
    readonly usage: LlmUsage = { inputTokens: 0, outputTokens: 0 },
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** Bounds every call is held to, whatever the provider. */
export interface LlmLimits {
  /** Bytes of answer read before the call is cut off (counted while streaming). */
  maxAnswerBytes: number;
  /** Calls in flight at once for this provider; the rest wait their turn. */
  concurrency: number;
}

export interface StructuredLlm {
  /** Human-readable provider and model, for notes and logs. */
  readonly label: string;
  /**
   * Asks for an object matching `schema`. `timeoutMs` runs from when the call gets its turn, not from when it
   * was asked. Rejects with an LlmError on timeout, abort, an answer too large, malformed or refused, or a provider error.
   */
  generate<S extends z.ZodType>(request: {
    schema: S;
    system: string;
    prompt: string;
    signal: AbortSignal;
    timeoutMs: number;
  }): Promise<{ object: z.output<S>; usage: LlmUsage }>;
}
