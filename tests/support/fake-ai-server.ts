import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks the OpenAI chat-completions protocol, for tests of the AI features:
 * the provider is outside the product, so this is the one stand-in. Each test says how it answers
 * (`reply`), and every request it received is kept in `requests`.
 */
export type FakeAiRequest = {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens?: number;
  authorization: string | undefined;
};

export type FakeAiReply = {
  status?: number;
  content?: string;
  promptTokens?: number;
  completionTokens?: number;
  delayMs?: number;
};

export type FakeAiServer = {
  /** The base URL to give as AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeAiRequest[];
  reply: (request: FakeAiRequest) => FakeAiReply;
  close(): Promise<void>;
};

export async function startFakeAiServer(): Promise<FakeAiServer> {
  const fake: FakeAiServer = {
    baseUrl: "",
    requests: [],
    reply: () => ({ content: "A summary." }),
    close: () => Promise.resolve(),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<
        FakeAiRequest,
        "authorization"
      >;
      const request = { ...body, authorization: req.headers.authorization };
      fake.requests.push(request);
      const answer = fake.reply(request);
      const send = () => {
        if (res.destroyed) return;
        const status = answer.status ?? 200;
        res.writeHead(status, { "content-type": "application/json" });
        if (status !== 200) {
          res.end(
            JSON.stringify({ error: { message: "the model is overloaded", type: "server_error" } }),
          );
          return;
        }
        res.end(
          JSON.stringify({
            id: `chatcmpl-${fake.requests.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: "assistant", content: answer.content ?? "" },
                finish_reason: "stop",
              },
            ],
            usage: {
              prompt_tokens: answer.promptTokens ?? 50,
              completion_tokens: answer.completionTokens ?? 20,
              total_tokens: (answer.promptTokens ?? 50) + (answer.completionTokens ?? 20),
            },
          }),
        );
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
