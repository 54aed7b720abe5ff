export type NavItem = { label: string; to: string };

export const NAV_ITEMS: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Jobs", to: "/jobs" },
  { label: "Search", to: "/jobs" },
  { label: "Account", to: "/dashboard" },
  { label: "Blog", to: "/blog" },
  { label: "Coaching", to: "/coaching" },
];

/** Spec: active when the entry equals the path or, for non-root entries, the path starts with it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || pathname.startsWith(item.to);
}
