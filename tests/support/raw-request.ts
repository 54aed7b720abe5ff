import net from "node:net";

/**
 * Sends raw bytes to the server at `baseUrl` and resolves with what it answered, also when it cut
 * the connection (a reset or broken pipe after a refusal is an answer, not a failure).
 */
export function sendRawRequest(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" || error.code === "EPIPE" ? resolve(answer) : reject(error),
    );
    socket.on("close", () => resolve(answer));
    socket.write(request);
  });
}
