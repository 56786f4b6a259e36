import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { aiSdkLlm } from './ai-sdk.js';
import type { LlmLimits, StructuredLlm } from './llm.js';

/** Any server speaking chat completions: Ollama, vLLM, LM Studio, llama.cpp, gateways. */
export function openAiCompatibleLlm(o: { apiKey?: string; model: string; baseUrl: string }, limits: LlmLimits): StructuredLlm {
  return aiSdkLlm(
    (fetch) =>
      createOpenAICompatible({
        name: 'local',
        baseURL: o.baseUrl,
        fetch,
        // Sends the JSON schema as response_format (Ollama, vLLM and LM Studio constrain decoding to it).
        supportsStructuredOutputs: true,
        ...(o.apiKey ? { apiKey: o.apiKey } : {}),
      }).chatModel(o.model),
    `openai-compatible/${o.model}`,
    limits,
  );
}
