import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes, randomUUID } from "node:crypto";
import compression from "compression";
import { sql } from "drizzle-orm";
import { createRequestListener } from "@react-router/node";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Services } from "#server/services";
import { setSecurityHeaders } from "./security-headers";
import { serveStaticFile } from "./static-files";

/** What the app's entry.server exports besides the renderer: the key loaders read services from. */
export type AppServerBuild = ServerBuild & {
  entry: { module: ServerBuild["entry"]["module"] & { requestContext?: unknown } };
};

export type RequestContextValue = {
  services: Services;
  nonce: string;
  requestId: string;
  /** The socket's peer address (what better-auth rate-limits by). */
  clientIp?: string;
};

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export function createAppServer(options: {
  services: Services;
  getBuild: () => Promise<AppServerBuild>;
  clientRoot: string | null;
  isDev: boolean;
  devMiddleware?: Middleware;
}): http.Server {
  const { services } = options;
  const compress = compression({ threshold: 1024 }) as unknown as Middleware;
  const isHttps = services.env.siteUrl.startsWith("https:");

  const handleHealth = async (res: ServerResponse) => {
    try {
      await services.db.execute(sql`select 1`);
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ status: "ok", database: services.dbHandle.kind }));
    } catch (error) {
      services.logger.error("health check failed", { error });
      res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ status: "error", database: "unreachable" }));
    }
  };

  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const incomingId = req.headers["x-request-id"];
    const requestId =
      typeof incomingId === "string" && /^[\w-]{1,64}$/.test(incomingId)
        ? incomingId
        : randomUUID();
    const nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", requestId);
    setSecurityHeaders(res, { nonce, isDev: options.isDev, isHttps });
    res.on("finish", () => {
      services.logger.info("request", {
        requestId,
        method: req.method,
        path: req.url,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });

    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname === "/healthz") return handleHealth(res);
    if (options.clientRoot && serveStaticFile(options.clientRoot, req, res)) return;

    const build = await options.getBuild();
    const key = build.entry.module.requestContext;
    const handle = createRequestListener({
      build,
      mode: options.isDev ? "development" : "production",
      getLoadContext: () => {
        const context = new RouterContextProvider();
        if (key)
          context.set(
            key as never,
            {
              services,
              nonce,
              requestId,
              clientIp: req.socket.remoteAddress,
            } satisfies RequestContextValue as never,
          );
        return context;
      },
    });
    return handle(req, res);
  };

  return http.createServer((req, res) => {
    compress(req, res, () => {
      const run = () =>
        listener(req, res).catch((error: unknown) => {
          services.logger.error("unhandled request error", { error, path: req.url });
          if (!res.headersSent) {
            res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          }
          res.end("Internal Server Error");
        });
      if (options.devMiddleware) options.devMiddleware(req, res, () => void run());
      else void run();
    });
  });
}
