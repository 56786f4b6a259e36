/** StructuredLlm over the AI SDK: streams the object (so slow local models keep the connection alive). */
import { streamObject, type LanguageModel } from 'ai';
import type { StructuredLlm } from './llm.js';

export function aiSdkLlm(model: LanguageModel, label: string): StructuredLlm {
  return {
    label,
    async generate({ schema, system, prompt, signal }) {
      // Errors surface through `object` and are handled by the caller (offline fallback); no console noise.
      const result = streamObject({
        model,
        schema,
        system,
        prompt,
        abortSignal: signal,
        maxRetries: 1,
        temperature: 0.4,
        onError: () => {},
      });
      // Drain the stream; `object` resolves with the validated result once it ends.
      for await (const _part of result.partialObjectStream) {
        /* progress is not shown per token */
      }
      return (await result.object) as never;
    },
  };
}
