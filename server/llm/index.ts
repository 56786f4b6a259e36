/** Picks the language model the configuration asks for; null means the offline writer only. */
import { anthropicLlm } from './anthropic.js';
import type { LlmLimits, StructuredLlm } from './llm.js';
import { openAiCompatibleLlm } from './openai-compatible.js';
import { openAiLlm } from './openai.js';

export interface LlmConfig extends LlmLimits {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  apiKey: string | null;
  baseUrl: string | null;
}

/** The configured provider behind the one interface, or null for none. */
export function createLlm(config: LlmConfig | null): StructuredLlm | null {
  if (!config) return null;
  const common = { model: config.model, ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}) };
  const limits = { maxAnswerBytes: config.maxAnswerBytes, concurrency: config.concurrency };
  switch (config.provider) {
    case 'openai':
      return openAiLlm({ ...common, apiKey: config.apiKey! }, limits);
    case 'anthropic':
      return anthropicLlm({ ...common, apiKey: config.apiKey! }, limits);
    case 'openai-compatible':
      return openAiCompatibleLlm({ ...common, baseUrl: config.baseUrl!, ...(config.apiKey ? { apiKey: config.apiKey } : {}) }, limits);
  }
}

export type { StructuredLlm };
