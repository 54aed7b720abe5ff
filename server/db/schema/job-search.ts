import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { JOB_LEVELS } from "#domain/levels";
import { tsvector } from "./columns";
import { jobs, SEARCH_FILTER_COLUMNS } from "./jobs";

/**
 * The open jobs a keyword search reads: one narrow row per active job whose deadline was unset or
 * ahead when the job was last written, holding only what a search matches, filters and ranks on.
 * Columns are named as in `jobs`, so the same filter SQL (alias `j`) reads either table. Written
 * only by the triggers on `jobs` (migration `job_search`): every insert or update of a job
 * adds, refreshes or removes its row, whoever writes it; deleting the job deletes it (cascade).
 *
 * A keyword search visits every matching row to check its deadline and read its posting date; in
 * `jobs` that is a 2.5 kB row per match, here about 1 kB (the words and the filter columns), so the
 * rows a search visits are fewer pages and stay in the buffer cache. A job whose deadline passes is
 * still here until the expiry task changes its status, so a search still checks the deadline.
 */
export const jobSearch = pgTable(
  "job_search",
  {
    /** The job's id. */
    id: uuid("id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    search: tsvector("search").notNull(),
    postedDate: timestamp("posted_date", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    level: text("level"),
    professionalField: text("professional_field"),
    gradeCode: text("grade_code"),
    contractType: text("contract_type"),
    countryCode: text("country_code"),
    country: text("country"),
    location: text("location").notNull(),
    organization: text("organization").notNull(),
    organizationSlug: text("organization_slug"),
    source: text("source").notNull(),
    isRemote: boolean("is_remote").notNull(),
    nationalsOnly: boolean("nationals_only"),
    /** The posting's language: which text-search configuration `search` was made with. */
    postingLanguage: text("posting_language"),
  },
  (table) => [
    // The words with the equality filters a search combines with them (btree_gin): a keyword and
    // a level, or a keyword in French postings, is one bitmap of exactly the rows that have both.
    // Written in place (no pending list), so that a search never reads through entries queued
    // since the last vacuum.
    index("job_search_filters_idx")
      .using(
        "gin",
        table.search,
        ...SEARCH_FILTER_COLUMNS.map((column) => table[column]),
        table.postingLanguage,
      )
      .with({ fastupdate: false }),
    // The words of one level's jobs, one index per level: a keyword with a single level (the most
    // used filter) reads only that level's entries of the word, instead of the word's entries for
    // every level intersected with the level's entries in the index above (about a sixth less
    // database time for such a search). Other combinations use the index above.
    ...JOB_LEVELS.map((level) =>
      index(`job_search_${level.toLowerCase()}_words_idx`)
        .using("gin", table.search)
        .where(sql.raw(`level = '${level}'`))
        .with({ fastupdate: false }),
    ),
    // Newest first, for a keyword that matches more jobs than a search counts.
    index("job_search_posted_idx").on(table.postedDate.desc(), table.id.desc()),
  ],
);
