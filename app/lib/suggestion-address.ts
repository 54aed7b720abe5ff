import { localizedPath, splitLocalePath } from "#domain/interface-locales";

/**
 * Where a filter suggestion of the search box leads (an organisation or a place): /jobs in the
 * page's language, with the suggestion's filter added to the listing's own filters when the box is
 * on /jobs (or /fr/jobs…). What belonged to the list it leaves goes: the text typed to find the
 * suggestion (the box's `name`), the page number, and how many results Load More had shown
 * (`shown`), since the new list starts again.
 */
export function suggestionAddress(
  current: { pathname: string; search: string },
  boxName: string,
  suggestion: Record<string, string>,
): string {
  const { locale, path } = splitLocalePath(current.pathname);
  const params = new URLSearchParams(path === "/jobs" ? current.search : "");
  params.delete(boxName);
  params.delete("page");
  params.delete("shown");
  for (const [key, value] of Object.entries(suggestion)) params.append(key, value);
  return localizedPath(`/jobs?${params.toString()}`, locale);
}
