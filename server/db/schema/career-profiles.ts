import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

/** The career planner's profile as stored (see domain/career-eligibility.ts for its meaning). */
export type StoredCareerProfile = {
  yearsExperience: number;
  degree: string;
  languages: string[];
  fields: string[];
  dutyStations: string[];
  nationality: string | null;
};

/** One career-planner profile per account, saved from /planner when signed in. */
export const careerProfiles = pgTable("career_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profile: jsonb("profile").$type<StoredCareerProfile>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
