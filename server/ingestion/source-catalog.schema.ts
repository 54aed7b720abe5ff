// The shape of server/ingestion/source-catalog.json, one entry per source the first start seeds.
// The catalog module takes its types from here (type imports only); source-catalog.test.ts checks
// the file against it, each entry's options against its adapter's own metadata schema, its employer
// against the organisation registry and its row in docs/sources.md.

import { z } from "zod";
import { SOURCE_TYPES } from "#server/db/schema";

export const catalogEntrySchema = z.strictObject({
  /** Unique; the admin area and docs/sources.md know the source by it, and it cannot be renamed. */
  name: z.string().trim().min(1),
  type: z.enum(SOURCE_TYPES),
  baseUrl: z.url({ protocol: /^https$/ }),
  /** False for a source an admin turns on once its terms or credentials are checked. */
  isActive: z.boolean().optional(),
  /** `adapter` plus that adapter's options; `organization` names the employer. */
  metadata: z.looseObject({
    adapter: z.string().min(1),
    organization: z.string().trim().min(1),
  }),
  /** For editors only: why an option is set as it is. Not stored with the source. */
  comment: z.string().min(1).optional(),
});

export const sourceCatalogSchema = z.array(catalogEntrySchema).min(1);

export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
