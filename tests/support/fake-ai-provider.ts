import type { Database } from "#server/db/create-db";
import { createAiClient, type AiClient } from "#server/modules/ai/ai-client";
import { startFakeAiServer, type FakeAiServer } from "./fake-ai-server";
import { startServer, type RunningServer } from "./start-server";

/** The model name every test of the AI features configures. */
export const FAKE_AI_MODEL = "test-model";

/**
 * For tests of the AI modules: the local OpenAI-compatible server and an AI client configured for
 * it (a 1-second timeout, so a reply delayed past it is a timeout). Close `fake` when done.
 */
export async function startFakeAiClient(): Promise<{ fake: FakeAiServer; ai: AiClient }> {
  const fake = await startFakeAiServer();
  const ai = createAiClient({
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "test-key",
    AI_MODEL: FAKE_AI_MODEL,
    AI_TIMEOUT_SECONDS: 1,
  })!;
  return { fake, ai };
}

/**
 * For journeys through the AI features: the local OpenAI-compatible server and a production server
 * (web only, no first-start data) whose AI provider it is, seeded by `seed`. Close `fake` and stop
 * `server` when done.
 */
export async function startServerWithFakeAi(options: {
  seed: (db: Database) => Promise<void>;
}): Promise<{ fake: FakeAiServer; server: RunningServer }> {
  const fake = await startFakeAiServer();
  try {
    const server = await startServer({
      env: {
        SEED: "none",
        TASKS: "off",
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: FAKE_AI_MODEL,
        AI_TIMEOUT_SECONDS: "5",
      },
      seed: options.seed,
    });
    return { fake, server };
  } catch (error) {
    await fake.close();
    throw error;
  }
}
