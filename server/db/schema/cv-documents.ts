import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** PostgreSQL bytea, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The CV a signed-in user uploaded: at most one per account, the file's bytes and the text read
 * from it. Only its owner's requests read it; deleting it (or the account, by cascade) removes the
 * file and the text together.
 */
export const cvDocuments = pgTable("cv_documents", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  /** `pdf`, `docx` or `text`, decided from the file's content. */
  fileType: text("file_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  content: bytea("content").notNull(),
  /** The text read from the file, line by line as the match quotes it. */
  extractedText: text("extracted_text").notNull(),
  createdAt: createdAt(),
});
