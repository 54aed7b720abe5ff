import { sql } from "drizzle-orm";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** An employer: UN entity, development bank, EU agency or NGO. */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  acronym: text("acronym"),
  aliases: text("aliases")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  category: text("category"),
  careersUrl: text("careers_url"),
  headquarters: text("headquarters"),
  foundedYear: integer("founded_year"),
  focusAreas: text("focus_areas")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  description: text("description"),
  logoUrl: text("logo_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
