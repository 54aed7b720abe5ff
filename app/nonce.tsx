import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce of this response (empty in the browser, where scripts are already trusted). */
export function useNonce(): string {
  return useContext(NonceContext);
}
