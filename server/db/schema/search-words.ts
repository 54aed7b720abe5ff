import { index, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The words of job titles, employers and places (lower case, without accents, letters only, three
 * letters or more), for "Did you mean": a search word that matches no job is compared with these by
 * trigram similarity (pg_trgm) and the closest one offered instead. Filled by triggers on `jobs`
 * (migration `search_words`) whenever a job is inserted or its title, employer or place changes, so
 * every writer keeps it; words are never removed (a suggestion is offered only when it finds jobs).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (table) => [index("search_words_trgm_idx").using("gin", table.word.op("gin_trgm_ops"))],
);
