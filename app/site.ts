import type { RouterContextProvider } from "react-router";
import { getServices } from "./request-context";
import type { SiteInfo } from "./seo";

/** SITE_URL and SITE_NAME from the server's env, for loaders to pass to `meta`. */
export function getSiteInfo(context: Readonly<RouterContextProvider>): SiteInfo {
  const { env } = getServices(context);
  return { siteUrl: env.siteUrl, siteName: env.SITE_NAME };
}
