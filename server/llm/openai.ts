import { createOpenAI } from '@ai-sdk/openai';
import { aiSdkLlm } from './ai-sdk.js';
import type { LlmLimits, StructuredLlm } from './llm.js';

/** OpenAI through the chat-completions model (not the Responses API), so compatible gateways work too. */
export function openAiLlm(o: { apiKey: string; model: string; baseUrl?: string }, limits: LlmLimits): StructuredLlm {
  return aiSdkLlm(
    (fetch) => createOpenAI({ apiKey: o.apiKey, fetch, ...(o.baseUrl ? { baseURL: o.baseUrl } : {}) }).chat(o.model),
    `openai/${o.model}`,
    limits,
  );
}
