import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { aiSdkLlm } from './ai-sdk.js';
import type { StructuredLlm } from './llm.js';

/** Any server speaking chat completions: Ollama, vLLM, LM Studio, llama.cpp, gateways. */
export function openAiCompatibleLlm(o: { apiKey?: string; model: string; baseUrl: string }): StructuredLlm {
  const provider = createOpenAICompatible({ name: 'local', baseURL: o.baseUrl, ...(o.apiKey ? { apiKey: o.apiKey } : {}) });
  return aiSdkLlm(provider.chatModel(o.model), `openai-compatible/${o.model}`);
}
