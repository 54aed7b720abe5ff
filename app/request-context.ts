import { createContext, type RouterContextProvider } from "react-router";
import type { RequestContextValue } from "#server/http/create-app-server";

/** The key under which the Node server hands each request its services, nonce and id. */
export const requestContext = createContext<RequestContextValue>();

export function getServices(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext).services;
}
