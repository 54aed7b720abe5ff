import { createContext, useContext, type ReactNode } from "react";
import type { UIMatch } from "react-router";

/**
 * Which pages load the React runtime (ADR 013). A page served to an anonymous visitor is
 * server-rendered HTML with no script at all: every public page works with plain links and forms
 * (GET filters, POST + redirect), and it reaches a slow phone fastest that way. A signed-in
 * visitor gets the hydrated app (save stars, Load More in place, the details dialog), and so does
 * any page whose route says `handle: { hydrate: true }` because it needs script to work.
 */
export type HydrationHandle = { hydrate?: boolean };

export function routeAsksForRuntime(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as HydrationHandle).hydrate === true
  );
}

export function needsRuntime(options: {
  signedIn: boolean;
  matches: readonly Pick<UIMatch, "handle">[];
}): boolean {
  // Code running in a browser is the hydrated app: it keeps its scripts while it navigates.
  if (typeof document !== "undefined") return true;
  return options.signedIn || options.matches.some((match) => routeAsksForRuntime(match.handle));
}

const RuntimeContext = createContext(false);

/** Set by the root layout: whether this document loads the React runtime. */
export function RuntimeProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/**
 * True when this document runs the React runtime (the same answer on the server and in the
 * browser, so a control that needs script can be left out of a plain HTML page without a layout
 * shift or a hydration mismatch).
 */
export function useRuntime(): boolean {
  return useContext(RuntimeContext);
}
