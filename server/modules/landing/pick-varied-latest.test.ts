import { expect, test } from "vitest";
import { pickVariedLatest } from "./pick-varied-latest";

const job = (organizationName: string, n: number) => ({
  organizationName,
  id: `${organizationName}-${n}`,
});

test("every employer has a turn before any comes twice; newest first within each round", () => {
  const newest = [
    job("World Bank", 1),
    job("World Bank", 2),
    job("World Bank", 3),
    job("UNHCR", 1),
    job("World Bank", 4),
    job("WHO", 1),
    job("UNHCR", 2),
  ];
  expect(pickVariedLatest(newest, 5).map((item) => item.id)).toEqual([
    "World Bank-1",
    "UNHCR-1",
    "WHO-1",
    "World Bank-2",
    "UNHCR-2",
  ]);
});

test("fewer jobs than asked: all of them; one employer: in order", () => {
  expect(pickVariedLatest([job("A", 1), job("A", 2)], 12).map((item) => item.id)).toEqual([
    "A-1",
    "A-2",
  ]);
  expect(pickVariedLatest([], 12)).toEqual([]);
});
