import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, parseEnv } from "./env";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger } from "./lib/logger";
import { createServices } from "./services";
import { createAppServer, type AppServerBuild } from "./http/create-app-server";

const isDev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // A promise that fails with nobody listening is a bug to log, not a reason to stop serving
  // everyone else (Node's default ends the process). Each is logged once, here; the request it
  // belonged to, if any, has already been answered by its own error handling.
  process.on("unhandledRejection", (reason) => {
    logger.error("unhandled promise rejection; the server goes on", { error: reason });
  });
  const services = await createServices(env, logger);

  let getBuild: () => Promise<AppServerBuild>;
  let devMiddleware: Parameters<typeof createAppServer>[0]["devMiddleware"];
  if (isDev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    devMiddleware = vite.middlewares;
    getBuild = () =>
      vite.ssrLoadModule("virtual:react-router/server-build") as Promise<AppServerBuild>;
  } else {
    const buildUrl = pathToFileURL(path.join(root, "build/server/index.js")).href;
    const build = (await import(buildUrl)) as AppServerBuild;
    getBuild = () => Promise.resolve(build);
  }

  const server = createAppServer({
    services,
    getBuild,
    clientRoot: isDev ? null : path.join(root, "build/client"),
    isDev,
    devMiddleware,
  });
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info("Blueboard is listening", {
      url: `http://${env.HOST}:${port}`,
      database: services.dbHandle.kind,
      mail: services.mailer.mode,
    });
    if (services.mailer.mode === "outbox")
      logger.info(
        "no SMTP_URL: e-mails stay in the outbox; an admin reads them at /admin/emails (npm run admin -- grant EMAIL)",
      );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    server.close(() => {
      services
        .close()
        .then(() => {
          logger.info("stopped");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error("shutdown failed", { error });
          process.exit(1);
        });
    });
    server.closeIdleConnections();
    // A kept-alive connection whose request was under way is not idle at that first sweep; once
    // its answer is sent it would wait for a next request until keep-alive ends (65 s), past the
    // limit above, and the database would not be closed. So sweep again until the server closes.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Blueboard could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
