import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * What the optional AI provider generated, kept so that nothing is generated twice: one row per
 * kind of output and input (the hash of the prompt version, the model and the text it was given).
 * The prompt is stored beside the output so an operator can see what produced it; the token counts
 * are what the provider reported, and their sum over a day is the daily budget's spend.
 */
export const aiGenerations = pgTable(
  "ai_generation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What was generated: `job-summary`. */
    kind: text("kind").notNull(),
    /** What it belongs to: a job id for a summary. */
    subjectId: text("subject_id").notNull(),
    /** sha256 of the prompt version, the model and the input text. */
    inputHash: text("input_hash").notNull(),
    model: text("model").notNull(),
    prompt: text("prompt").notNull(),
    output: text("output").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("ai_generation_kind_input_idx").on(table.kind, table.inputHash),
    index("ai_generation_subject_idx").on(table.kind, table.subjectId),
    index("ai_generation_created_idx").on(table.createdAt),
  ],
);
