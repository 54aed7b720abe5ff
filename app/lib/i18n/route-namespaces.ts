import type { Namespace } from "#server/modules/i18n/catalogs";

/**
 * The catalog namespaces a page's words come from, declared by its route:
 * `export const handle = { i18n: ["cv"] } satisfies I18nHandle`. The root sends a hydrated page
 * the messages of `common` (the layout's) and of the namespaces its matched routes declare, and
 * nothing else (server/http/page-namespaces.ts reads the handles); a page that shows a key
 * instead of its words has left a namespace out.
 */
export type I18nHandle = { i18n?: readonly Namespace[] };
