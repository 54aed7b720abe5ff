import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

/** Every filter of the listing, as stored for a saved search. */
export type SavedSearchFilters = {
  level?: string[];
  field?: string[];
  grade?: string[];
  organization?: string[];
  /** UN M49 region or sub-region slugs. */
  region?: string[];
  contract?: string[];
  nationalsOnly?: boolean;
  closingWithin?: number;
  remote?: boolean;
  /** ISO 639-1 codes of languages the postings ask for (`language`). */
  language?: string[];
  /** With `language`: only jobs that require it, or only those that count it an asset. */
  languageNeed?: "required" | "asset";
  /** The language the postings are written in (`postingLanguage`, ISO 639-1). */
  postingLanguage?: "en" | "fr" | "es";
  /** The search text is searched as typed (`literal=1`), recognising no organisation, grade or place. */
  literal?: boolean;
  /** The order chosen on the listing, when not its default (alerts list the newest jobs anyway). */
  sort?: "relevance" | "newest" | "deadline";
};

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    searchKeyword: text("search_keyword"),
    organizationFilter: text("organization_filter"),
    locationFilter: text("location_filter"),
    sourceFilter: text("source_filter"),
    filters: jsonb("filters").$type<SavedSearchFilters>().notNull().default({}),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("saved_searches_user_idx").on(table.userId, table.createdAt.desc())],
);
