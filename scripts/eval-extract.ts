// Accuracy of the extractors against hand-labelled real strings (tests/fixtures/labelled/).
// Run: npx tsx scripts/eval-extract.ts   (prints per-dimension accuracy and every miss)
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseDeadlineText, type DeadlineOptions } from "../domain/deadlines";
import { classifyField } from "../domain/fields";
import { detectGrade } from "../domain/grades";
import { detectLevel } from "../domain/levels";

type TitleCase = {
  title: string;
  level?: string;
  expected: { grade: string | null; level: string | null; field: string | null };
};
type DeadlineCase = {
  input: string;
  options?: DeadlineOptions;
  expected: { localDate: string | null; instant?: string };
};
type DutyStationCase = {
  input: string;
  expected: { city: string | null; countryCode: string | null };
};
type Outcome = { name: string; total: number; misses: string[]; target: number };

const LABELLED = fileURLToPath(new URL("../tests/fixtures/labelled/", import.meta.url));

function readCases<T>(file: string): T[] | null {
  const path = `${LABELLED}${file}`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T[]) : null;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return "null";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function evaluateTitles(cases: TitleCase[]): Outcome[] {
  const grade: Outcome = { name: "grade", total: 0, misses: [], target: 0.98 };
  const level: Outcome = { name: "level", total: 0, misses: [], target: 0.95 };
  const field: Outcome = { name: "field", total: 0, misses: [], target: 0.9 };
  for (const item of cases) {
    const detected = detectGrade({ level: item.level ?? null, title: item.title });
    const gotGrade = detected?.code ?? null;
    const gotLevel = detectLevel({
      title: item.title,
      gradeCode: gotGrade,
      contractText: item.level ?? null,
    });
    const gotField = classifyField({ title: item.title })?.field ?? null;
    const checks: [Outcome, unknown, unknown][] = [
      [grade, gotGrade, item.expected.grade],
      [level, gotLevel, item.expected.level],
      [field, gotField, item.expected.field],
    ];
    for (const [outcome, got, want] of checks) {
      outcome.total += 1;
      if (got !== want)
        outcome.misses.push(`${item.title.slice(0, 90)}  → got ${show(got)}, want ${show(want)}`);
    }
  }
  return [grade, level, field];
}

function evaluateDeadlines(cases: DeadlineCase[]): Outcome {
  const outcome: Outcome = { name: "deadline date", total: 0, misses: [], target: 1 };
  for (const item of cases) {
    outcome.total += 1;
    const parsed = parseDeadlineText(item.input, item.options);
    const gotDate = parsed?.localDate ?? null;
    const gotInstant = parsed?.instant.toISOString();
    const instantWrong =
      item.expected.instant !== undefined && gotInstant !== item.expected.instant;
    if (gotDate !== item.expected.localDate || instantWrong) {
      outcome.misses.push(
        `${item.input.slice(0, 90)}  → got ${show(gotDate)} ${show(gotInstant)}, want ${show(item.expected.localDate)} ${show(item.expected.instant)}`,
      );
    }
  }
  return outcome;
}

async function evaluateDutyStations(cases: DutyStationCase[]): Promise<Outcome | null> {
  const modulePath = "../domain/locations";
  let parseLocation:
    ((raw: string) => { city?: string | null; countryCode?: string | null }) | undefined;
  try {
    parseLocation = ((await import(modulePath)) as { parseLocation?: typeof parseLocation })
      .parseLocation;
  } catch {
    return null;
  }
  if (!parseLocation) return null;
  const outcome: Outcome = { name: "duty station", total: 0, misses: [], target: 0.97 };
  for (const item of cases) {
    outcome.total += 1;
    let parsed: { city?: string | null; countryCode?: string | null };
    try {
      parsed = parseLocation(item.input);
    } catch (error) {
      outcome.misses.push(
        `${item.input.slice(0, 90)}  → threw ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    const city = parsed.city ?? null;
    const code = parsed.countryCode ?? null;
    if (city !== item.expected.city || code !== item.expected.countryCode) {
      outcome.misses.push(
        `${item.input.slice(0, 90)}  → got ${show(city)}/${show(code)}, want ${show(item.expected.city)}/${show(item.expected.countryCode)}`,
      );
    }
  }
  return outcome;
}

async function main(): Promise<void> {
  const outcomes: Outcome[] = [];
  const titles = readCases<TitleCase>("titles.json");
  if (titles) outcomes.push(...evaluateTitles(titles));
  const deadlines = readCases<DeadlineCase>("deadlines.json");
  if (deadlines) outcomes.push(evaluateDeadlines(deadlines));
  const stations = readCases<DutyStationCase>("duty-stations.json");
  const stationOutcome = stations ? await evaluateDutyStations(stations) : null;
  if (stationOutcome) outcomes.push(stationOutcome);
  else
    console.log("duty station: skipped (duty-stations.json or domain/locations.ts not available)");

  let allMet = true;
  for (const outcome of outcomes) {
    const accuracy =
      outcome.total === 0 ? 1 : (outcome.total - outcome.misses.length) / outcome.total;
    const met = accuracy >= outcome.target;
    allMet &&= met;
    console.log(
      `\n${outcome.name}: ${(accuracy * 100).toFixed(1)}% (${outcome.total - outcome.misses.length}/${outcome.total}), target ${(outcome.target * 100).toFixed(0)}% ${met ? "met" : "NOT MET"}`,
    );
    for (const miss of outcome.misses) console.log(`  miss: ${miss}`);
  }
  process.exitCode = allMet ? 0 : 1;
}

await main();
