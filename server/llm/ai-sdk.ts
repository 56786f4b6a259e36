/**
 * StructuredLlm over the AI SDK (streamText with structured output). Every call is bounded: the answer's bytes
 * are counted as they arrive and the call is cut off past the cap; the text is handed to the SDK's JSON parser
 * once, at the end, because the SDK otherwise re-parses the whole partial answer on every token (quadratic: a
 * 5 MB answer froze the server for 16 s); a call waits for a free slot under the provider's concurrency; and
 * failures become an LlmError in plain words.
 */
import { APICallError, NoObjectGeneratedError, Output, streamText, type LanguageModel, type StreamTextTransform, type ToolSet } from 'ai';
import { LlmError, type LlmLimits, type LlmUsage, type StructuredLlm } from './llm.js';

/** Builds the model for one call around the fetch it must use (so each call counts its own bytes). */
export type ModelFactory = (fetch: typeof globalThis.fetch) => LanguageModel;

/** Per-call state the capped fetch writes and the error classifier reads. */
interface CallState {
  tooLarge: boolean;
}

/** A fetch whose response body errors once more than `maxBytes` have arrived; the connection is cancelled with it. */
function cappedFetch(maxBytes: number, state: CallState): typeof globalThis.fetch {
  return async (input, init) => {
    const res = await globalThis.fetch(input, init);
    if (!res.body) return res;
    let seen = 0;
    const body = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) {
            state.tooLarge = true;
            controller.error(new Error(`answer over ${maxBytes} bytes`));
          } else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** Holds text deltas back and releases the text once, at its end, so the SDK parses the answer once. */
const wholeText: StreamTextTransform<ToolSet> = () => {
  let text = '';
  return new TransformStream({
    transform(part, controller) {
      if (part.type === 'text-delta') {
        text += part.text;
        return;
      }
      if (part.type === 'text-end' && text) {
        controller.enqueue({ type: 'text-delta', id: part.id, text });
        text = '';
      }
      controller.enqueue(part);
    },
  });
};

/** A small FIFO semaphore: the provider's concurrency. */
function slots(limit: number) {
  let busy = 0;
  const waiting: Array<() => void> = [];
  return {
    async take(signal: AbortSignal): Promise<() => void> {
      if (busy >= limit) {
        await new Promise<void>((resolve, reject) => {
          const go = () => {
            signal.removeEventListener('abort', quit);
            resolve();
          };
          const quit = () => {
            waiting.splice(waiting.indexOf(go), 1);
            reject(new LlmError('timeout', 'The guide ran out of time while waiting for the AI provider.'));
          };
          waiting.push(go);
          signal.addEventListener('abort', quit, { once: true });
        });
      }
      busy++;
      return () => {
        busy--;
        waiting.shift()?.();
      };
    },
  };
}

const causes = (err: unknown): unknown[] => {
  const out: unknown[] = [];
  for (let e = err; e && out.length < 8; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
};

const NETWORK = /ECONNREFUSED|ENOTFOUND|ECONNRESET|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|fetch failed|socket|network/i;
const REFUSAL = /\b(sorry|I can(no|')t|I am unable|I'm unable|I won't|cannot (help|assist|comply))\b/i;

/** Turns whatever the SDK threw into an LlmError whose message is safe to show (no key, no raw body). */
export function plainError(err: unknown, state: CallState, timedOut: boolean, usage?: LlmUsage): LlmError {
  if (err instanceof LlmError) return err;
  if (state.tooLarge) return new LlmError('too-large', 'The AI answer was too long and was cut off.', usage);
  if (timedOut) return new LlmError('timeout', 'The AI provider did not answer in time.', usage);
  const chain = causes(err);
  const api = chain.find((e) => APICallError.isInstance(e));
  if (api?.statusCode === 401 || api?.statusCode === 403)
    return new LlmError('key', 'The AI provider did not accept the API key; check LLM_API_KEY.', usage);
  if (api?.statusCode === 429 || api?.statusCode === 402)
    return new LlmError('quota', "The AI provider's quota or rate limit was reached; try again later or raise the plan's limit.", usage);
  if (api?.statusCode === 404)
    return new LlmError('provider', 'The AI provider does not offer this model; check LLM_MODEL and LLM_BASE_URL.', usage);
  if (api?.statusCode) return new LlmError('provider', `The AI provider had an error (HTTP ${api.statusCode}).`, usage);
  if (api || chain.some((e) => e instanceof Error && (NETWORK.test(e.message) || NETWORK.test(String((e as { code?: unknown }).code)))))
    return new LlmError('network', 'Could not reach the AI provider (network); check LLM_BASE_URL and the connection.', usage);
  const noObject = chain.find((e) => NoObjectGeneratedError.isInstance(e));
  if (noObject) {
    const text = noObject.text?.trim() ?? '';
    if (noObject.finishReason === 'content-filter' || (!text.startsWith('{') && REFUSAL.test(text.slice(0, 400))))
      return new LlmError('refused', 'The AI model declined to write this part.', usage);
    return new LlmError('malformed', 'The AI answer was not in the expected shape.', usage);
  }
  return new LlmError('malformed', 'The AI answer could not be read.', usage);
}

/** The StructuredLlm for one AI SDK model. */
export function aiSdkLlm(modelFor: ModelFactory, label: string, limits: LlmLimits): StructuredLlm {
  const queue = slots(Math.max(1, limits.concurrency));
  return {
    label,
    async generate({ schema, system, prompt, signal, timeoutMs }) {
      const release = await queue.take(signal);
      const timer = AbortSignal.timeout(timeoutMs);
      const abortSignal = AbortSignal.any([signal, timer]);
      const state: CallState = { tooLarge: false };
      let usage: LlmUsage | undefined;
      try {
        const result = streamText({
          model: modelFor(cappedFetch(limits.maxAnswerBytes, state)),
          output: Output.object({ schema }),
          system,
          prompt,
          abortSignal,
          // No SDK retries: a failed section falls back on its own, and a retry would spend quota twice.
          maxRetries: 0,
          temperature: 0.4,
          experimental_transform: wholeText,
          onError: () => {},
        });
        for await (const part of result.fullStream) if (part.type === 'error') throw part.error;
        const total = await result.totalUsage;
        usage = { inputTokens: total.inputTokens ?? 0, outputTokens: total.outputTokens ?? 0 };
        return { object: (await result.output) as never, usage };
      } catch (err) {
        throw plainError(err, state, abortSignal.aborted, usage);
      } finally {
        release();
      }
    },
  };
}
