import { createAnthropic } from '@ai-sdk/anthropic';
import { aiSdkLlm } from './ai-sdk.js';
import type { LlmLimits, StructuredLlm } from './llm.js';

/** Anthropic's messages API. */
export function anthropicLlm(o: { apiKey: string; model: string; baseUrl?: string }, limits: LlmLimits): StructuredLlm {
  return aiSdkLlm(
    (fetch) => createAnthropic({ apiKey: o.apiKey, fetch, ...(o.baseUrl ? { baseURL: o.baseUrl } : {}) })(o.model),
    `anthropic/${o.model}`,
    limits,
  );
}
