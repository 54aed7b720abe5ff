import { generateText } from "ai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Env } from "#server/env";

/**
 * The one AI provider of the product, optional: any server that speaks the OpenAI
 * chat-completions protocol, through the Vercel AI SDK. `createAiClient` answers null when
 * `AI_BASE_URL` is not set, and every caller then keeps its deterministic form.
 */
export type AiCompletion = { text: string; inputTokens: number; outputTokens: number };

export type AiClient = {
  readonly model: string;
  complete(input: {
    system: string;
    prompt: string;
    maxOutputTokens: number;
  }): Promise<AiCompletion>;
};

/** Why an AI call gave nothing; `message` is fit to show to the person who asked. */
export class AiUnavailableError extends Error {
  override name = "AiUnavailableError";
  constructor(
    readonly reason: "timeout" | "provider" | "budget" | "rate-limit",
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type AiEnv = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_SECONDS">;

/** Whether the AI provider is configured (without making a client). */
export function isAiConfigured(env: Pick<Env, "AI_BASE_URL" | "AI_MODEL">): boolean {
  return Boolean(env.AI_BASE_URL && env.AI_MODEL);
}

export function createAiClient(env: AiEnv): AiClient | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  const provider = createOpenAICompatible({
    name: "blueboard-ai",
    baseURL: env.AI_BASE_URL.replace(/\/$/, ""),
    apiKey: env.AI_API_KEY,
  });
  const modelId = env.AI_MODEL;
  const timeoutMs = env.AI_TIMEOUT_SECONDS * 1000;
  return {
    model: modelId,
    async complete({ system, prompt, maxOutputTokens }) {
      try {
        const result = await generateText({
          model: provider(modelId),
          system,
          prompt,
          maxOutputTokens,
          temperature: 0.2,
          // One attempt: the caller decides whether to retry, and a slow provider must not hold
          // a request for several time-outs.
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return {
          text: result.text,
          inputTokens: result.usage.inputTokens ?? 0,
          outputTokens: result.usage.outputTokens ?? 0,
        };
      } catch (error) {
        if (isTimeout(error)) {
          throw new AiUnavailableError(
            "timeout",
            `The AI service did not answer within ${env.AI_TIMEOUT_SECONDS} second${env.AI_TIMEOUT_SECONDS === 1 ? "" : "s"}.`,
          );
        }
        throw new AiUnavailableError("provider", "The AI service answered with an error.");
      }
    },
  };
}

function isTimeout(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.name === "TimeoutError" || current.name === "AbortError") return true;
  }
  return false;
}
