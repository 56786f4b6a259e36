import { createAnthropic } from '@ai-sdk/anthropic';
import { aiSdkLlm } from './ai-sdk.js';
import type { StructuredLlm } from './llm.js';

export function anthropicLlm(o: { apiKey: string; model: string; baseUrl?: string }): StructuredLlm {
  const provider = createAnthropic({ apiKey: o.apiKey, ...(o.baseUrl ? { baseURL: o.baseUrl } : {}) });
  return aiSdkLlm(provider(o.model), `anthropic/${o.model}`);
}
