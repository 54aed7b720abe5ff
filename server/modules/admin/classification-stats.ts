import { sql } from "drizzle-orm";
import { JOB_LEVELS, LEVEL_COLOURS } from "#domain/levels";
import { FIELD_COLOURS, PROFESSIONAL_FIELDS, UNKNOWN_FIELD_COLOUR } from "#domain/fields";
import { GRADE_FAMILIES } from "#domain/grade-families";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";

const open = (now: Date) =>
  sql`status = 'active' and coalesce(expires_at, 'infinity'::timestamptz) > ${now.toISOString()}::timestamptz`;

/** Open jobs still missing a field, a level or a grade. */
export async function countUnclassifiedOpenJobs(
  db: Database,
  now: Date,
): Promise<{ field: number; level: number; grade: number }> {
  const [row] = await queryRows<{
    field: string | number;
    level: string | number;
    grade: string | number;
  }>(
    db,
    sql`select
      count(*) filter (where professional_field is null) as field,
      count(*) filter (where level is null) as level,
      count(*) filter (where grade_code is null) as grade
      from jobs where ${open(now)}`,
  );
  return {
    field: Number(row?.field ?? 0),
    level: Number(row?.level ?? 0),
    grade: Number(row?.grade ?? 0),
  };
}

export type CountRow = { name: string; colour: string; count: number };

export type ClassificationOverview = {
  openJobs: number;
  /** The 14 professional fields in the order the filter lists them, then any other value stored. */
  fields: CountRow[];
  levels: CountRow[];
  unclassified: { field: number; level: number; grade: number };
  /** Every grade family with its colour and codes (the badge reference). */
  gradeFamilies: { id: string; label: string; colour: string; codes: string[] }[];
};

async function countBy(db: Database, column: "professional_field" | "level", now: Date) {
  const rows = await queryRows<{ name: string; count: string | number }>(
    db,
    sql`select ${sql.raw(column)} as name, count(*) as count from jobs
      where ${open(now)} and ${sql.raw(column)} is not null group by 1`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.count)]));
}

/** Open jobs per professional field and level, the unclassified ones, and the colour reference. */
export async function getClassificationOverview(
  db: Database,
  now: Date,
): Promise<ClassificationOverview> {
  const [totals] = await queryRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from jobs where ${open(now)}`,
  );
  const byField = await countBy(db, "professional_field", now);
  const byLevel = await countBy(db, "level", now);
  const known = new Set<string>(PROFESSIONAL_FIELDS);
  const fields: CountRow[] = [
    ...PROFESSIONAL_FIELDS.map((name) => ({
      name,
      colour: FIELD_COLOURS[name],
      count: byField.get(name) ?? 0,
    })),
    ...[...byField]
      .filter(([name]) => !known.has(name))
      .map(([name, count]) => ({ name, colour: UNKNOWN_FIELD_COLOUR, count })),
  ];
  const levels: CountRow[] = JOB_LEVELS.map((name) => ({
    name,
    colour: LEVEL_COLOURS[name],
    count: byLevel.get(name) ?? 0,
  }));
  return {
    openJobs: Number(totals?.count ?? 0),
    fields,
    levels,
    unclassified: await countUnclassifiedOpenJobs(db, now),
    gradeFamilies: GRADE_FAMILIES.map((family) => ({
      id: family.id,
      label: family.label,
      colour: family.colour,
      codes: [...family.codes],
    })),
  };
}
