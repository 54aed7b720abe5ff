import { expect, test } from "vitest";
import { describeCron } from "./describe-cron";

test("daily and hourly crons read as words; others are quoted", () => {
  expect(describeCron("0 9 * * *")).toBe("daily at 9 AM UTC");
  expect(describeCron("30 17 * * *")).toBe("daily at 5:30 PM UTC");
  expect(describeCron("0 0 * * *")).toBe("daily at 12 AM UTC");
  expect(describeCron("5 * * * *")).toBe("every hour at minute 5");
  expect(describeCron("0 9 * * 1")).toBe('on the schedule "0 9 * * 1" (cron, UTC)');
});
