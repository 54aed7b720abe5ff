import { sql, type SQL } from "drizzle-orm";

/** Values as a comma-separated list of bound parameters, for `in (…)`. */
export function sqlList(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
