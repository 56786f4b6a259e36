import { createOpenAI } from '@ai-sdk/openai';
import { aiSdkLlm } from './ai-sdk.js';
import type { StructuredLlm } from './llm.js';

/** OpenAI through the chat-completions model (not the Responses API), so compatible gateways work too. */
export function openAiLlm(o: { apiKey: string; model: string; baseUrl?: string }): StructuredLlm {
  const provider = createOpenAI({ apiKey: o.apiKey, ...(o.baseUrl ? { baseURL: o.baseUrl } : {}) });
  return aiSdkLlm(provider.chat(o.model), `openai/${o.model}`);
}
