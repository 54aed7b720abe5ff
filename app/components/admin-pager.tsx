import { Link } from "react-router";

/**
 * The links between pages of an admin list, newest first: "← Newer" at the start and "Older →" at
 * the end, each shown only where there is such a page (null hides it).
 */
export function AdminPager({
  label,
  newer,
  older,
}: {
  /** What the pages are of, for screen readers ("Job pages"). */
  label: string;
  newer: string | null;
  older: string | null;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="mt-4 flex justify-between text-sm">
      {newer ? (
        <Link to={newer} className="text-brand-700 hover:underline">
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link to={older} className="text-brand-700 hover:underline">
          Older →
        </Link>
      )}
    </nav>
  );
}

/** The address of page `page` of an admin list at `path` searched for `q` (page 1 bare). */
export function adminPageHref(path: string, q: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
