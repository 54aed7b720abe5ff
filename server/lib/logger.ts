export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
  /** Whether a message at this level is written: lets a caller skip building fields nobody reads. */
  enabled(at: Exclude<LogLevel, "silent">): boolean;
};

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function serialiseError(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export function createLogger(level: LogLevel = "info", base: LogFields = {}): Logger {
  const enabled = (at: Exclude<LogLevel, "silent">) => ORDER[at] >= ORDER[level];
  const write = (at: Exclude<LogLevel, "silent">, message: string, fields?: LogFields) => {
    if (!enabled(at)) return;
    // Object.fromEntries defines each field as the object's own (a field named "__proto__" too).
    const entry: LogFields = {
      time: new Date().toISOString(),
      level: at,
      msg: message,
      ...base,
      ...Object.fromEntries(
        Object.entries(fields ?? {}).map(([key, value]) => [key, serialiseError(value)]),
      ),
    };
    const line = `${JSON.stringify(entry)}\n`;
    if (at === "error") process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }),
    enabled,
  };
}

/** Query parameters whose values are secrets: one-time links, reset codes, unsubscribe tokens. */
const SECRET_PARAM = /token|reset|code|secret|password|signature|otp|key/i;

/**
 * A request target fit for the logs: the path, and the query with the values of secret-looking
 * parameters replaced (`/auth?reset=[redacted]`), so sign-in, confirmation, reset and unsubscribe
 * links never reach a log line.
 */
export function redactUrl(url: string | undefined): string {
  // better-auth's own reset route carries the token as a path segment.
  const target = (url ?? "/").replace(/\/reset-password\/[^/?#]+/, "/reset-password/[redacted]");
  const mark = target.indexOf("?");
  if (mark === -1) return target;
  const params = new URLSearchParams(target.slice(mark + 1));
  const kept = [...params].map(([name, value]) =>
    SECRET_PARAM.test(name)
      ? `${encodeURIComponent(name)}=[redacted]`
      : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${target.slice(0, mark)}?${kept.join("&")}`;
}
