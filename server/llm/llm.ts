/** The one interface the product uses to ask a language model for structured output. */
import type { z } from 'zod';

export interface StructuredLlm {
  /** Human-readable provider and model, for notes and logs. */
  readonly label: string;
  /** Asks for an object matching `schema`; rejects on error, invalid output or abort. */
  generate<S extends z.ZodType>(request: { schema: S; system: string; prompt: string; signal: AbortSignal }): Promise<z.output<S>>;
}
