export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
};

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function serialiseError(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export function createLogger(level: LogLevel = "info", base: LogFields = {}): Logger {
  const write = (at: Exclude<LogLevel, "silent">, message: string, fields?: LogFields) => {
    if (ORDER[at] < ORDER[level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level: at, msg: message, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialiseError(value);
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
  };
}
