import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

afterEach(() => vi.restoreAllMocks());

describe("createLogger", () => {
  it("says which levels it writes, and writes exactly those", () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const logger = createLogger("warn");
    expect(logger.enabled("info")).toBe(false);
    expect(logger.enabled("warn")).toBe(true);
    expect(logger.enabled("error")).toBe(true);
    logger.info("request", { path: "/jobs" });
    logger.warn("slow", { ms: 900 });
    expect(written.map((line) => JSON.parse(line) as { msg: string })).toMatchObject([
      { msg: "slow", level: "warn", ms: 900 },
    ]);
    expect(createLogger("info").child({ task: "expire" }).enabled("info")).toBe(true);
    expect(createLogger("silent").enabled("error")).toBe(false);
  });
});
