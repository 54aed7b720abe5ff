import { AsyncLocalStorage } from "node:async_hooks";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes, randomUUID } from "node:crypto";
import compression from "compression";
import { sql } from "drizzle-orm";
import { createRequestListener } from "@react-router/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { redactUrl } from "#server/lib/logger";
import type { Services } from "#server/services";
import { createClientAddressResolver } from "./client-address";
import {
  isPersonalRequest,
  PERSONAL_CACHE_CONTROL,
  publicPageKey,
  serveAnonymousPage,
} from "./page-cache";
import { pageNamespacesOf, type PageNamespaces } from "./page-namespaces";
import { guardRequest } from "./request-guards";
import { setSecurityHeaders } from "./security-headers";
import { serveSearchApi } from "./serve-search-api";
import { serveStaticFile } from "./static-files";

/** What the app's entry.server exports besides the renderer: the key loaders read services from. */
export type AppServerBuild = ServerBuild & {
  entry: { module: ServerBuild["entry"]["module"] & { requestContext?: unknown } };
};

export type RequestContextValue = {
  services: Services;
  /** Empty for anonymous public pages, which are shared and allow their scripts by hash. */
  nonce: string;
  requestId: string;
  /** The client's address as TRUST_PROXY decides it (what the rate limits count by). */
  clientIp?: string;
  /** The catalog namespaces the page at a path declares (read from the build's routes). */
  pageNamespaces?: PageNamespaces;
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
  const clientAddress = createClientAddressResolver(services.env.TRUST_PROXY);

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

  // One React Router handler per build (once in production); per-request values travel in an
  // AsyncLocalStorage scope instead of a handler rebuilt for every request.
  const requestScope = new AsyncLocalStorage<Omit<RequestContextValue, "services">>();
  let handler: { build: AppServerBuild; handle: ReturnType<typeof createRequestListener> } | null =
    null;
  const getHandler = (build: AppServerBuild) => {
    if (handler?.build === build) return handler.handle;
    const key = build.entry.module.requestContext;
    const pageNamespaces = pageNamespacesOf(build);
    const handle = createRequestListener({
      build,
      mode: options.isDev ? "development" : "production",
      getLoadContext: () => {
        const context = new RouterContextProvider();
        const scope = requestScope.getStore();
        if (key && scope)
          context.set(
            key as never,
            {
              services,
              pageNamespaces,
              ...scope,
            } satisfies RequestContextValue as never,
          );
        return context;
      },
    });
    handler = { build, handle };
    return handle;
  };

  // Anonymous public pages are rendered through the Fetch API handler, so the whole answer can be
  // read, its inline scripts hashed and the page kept (page-cache.ts). The Request is built on
  // SITE_URL's origin, not the Host header, so a cached page cannot carry a host a visitor sent.
  let fetchHandler: {
    build: AppServerBuild;
    handle: ReturnType<typeof createRequestHandler>;
    pageNamespaces: PageNamespaces;
  } | null = null;
  const siteOrigin = new URL(services.env.siteUrl).origin;
  const renderAnonymous = async (
    req: IncomingMessage,
    scope: Omit<RequestContextValue, "services">,
  ): Promise<Response> => {
    const build = await options.getBuild();
    if (fetchHandler?.build !== build)
      fetchHandler = {
        build,
        handle: createRequestHandler(build, options.isDev ? "development" : "production"),
        pageNamespaces: pageNamespacesOf(build),
      };
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !name.startsWith(":"))
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = new Request(`${siteOrigin}${req.url ?? "/"}`, { method: "GET", headers });
    const context = new RouterContextProvider();
    const key = build.entry.module.requestContext;
    if (key)
      context.set(
        key as never,
        {
          services,
          pageNamespaces: fetchHandler.pageNamespaces,
          ...scope,
        } satisfies RequestContextValue as never,
      );
    return fetchHandler.handle(request, context);
  };

  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const incomingId = req.headers["x-request-id"];
    const requestId =
      typeof incomingId === "string" && /^[\w-]{1,64}$/.test(incomingId)
        ? incomingId
        : randomUUID();
    const nonce = randomBytes(16).toString("base64");
    const clientIp = clientAddress(req);
    res.setHeader("X-Request-Id", requestId);
    setSecurityHeaders(res, { nonce, isDev: options.isDev, isHttps });
    // The request line is built only when it is written (production logs at info; a quieter level
    // skips the URL redaction and the line altogether).
    if (services.logger.enabled("info"))
      res.on("finish", () => {
        services.logger.info("request", {
          requestId,
          method: req.method,
          path: redactUrl(req.url),
          ip: clientIp,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      });

    // Refused methods, NUL bytes, over-long paths and over-large bodies stop here.
    if (!guardRequest(req, res)) return;

    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname === "/healthz") return handleHealth(res);
    // The job search API, from the jobs cache or computed, before static files and routing.
    if (!options.isDev && (await serveSearchApi(services.db, req, res))) return;
    if (options.clientRoot && serveStaticFile(options.clientRoot, req, res)) return;

    const pageKey = options.isDev ? null : publicPageKey(req);
    if (pageKey)
      return serveAnonymousPage({
        db: services.db,
        key: pageKey,
        req,
        res,
        isDev: options.isDev,
        render: () => renderAnonymous(req, { nonce: "", requestId, clientIp }),
      });
    // Answers for someone who sent a cookie may be theirs alone; a route may still say otherwise.
    if (isPersonalRequest(req)) res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);

    const build = await options.getBuild();
    const handle = getHandler(build);
    return requestScope.run({ nonce, requestId, clientIp }, () => handle(req, res));
  };

  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    const run = () =>
      listener(req, res).catch((error: unknown) => {
        services.logger.error("unhandled request error", { error, path: redactUrl(req.url) });
        if (!res.headersSent) {
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        }
        res.end("Internal Server Error");
      });
    if (options.devMiddleware) options.devMiddleware(req, res, () => void run());
    else void run();
  };

  return http.createServer((req, res) => {
    // Without Accept-Encoding there is nothing to negotiate: skip the middleware's hooks.
    if (!req.headers["accept-encoding"]) dispatch(req, res);
    else compress(req, res, () => dispatch(req, res));
  });
}
