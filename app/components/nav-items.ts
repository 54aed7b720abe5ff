/** `key` names the entry's label in the catalogs ("common.header.nav.<key>"). */
export type NavItem = { key: string; to: string };

export const NAV_ITEMS: NavItem[] = [
  { key: "home", to: "/" },
  { key: "jobs", to: "/jobs" },
  { key: "search", to: "/jobs" },
  { key: "account", to: "/dashboard" },
  { key: "blog", to: "/blog" },
  { key: "coaching", to: "/coaching" },
];

/** Spec: active when the entry equals the path or, for non-root entries, the path starts with it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || pathname.startsWith(item.to);
}
