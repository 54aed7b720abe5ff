import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundView } from "#app/components/not-found-view";
import { getServices } from "#app/request-context";
import { useRuntime } from "#app/lib/hydration";
import { useNonce } from "#app/nonce";
import { metaTranslator } from "#app/lib/i18n/i18n";

const MESSAGE = "404 Error: User attempted to access non-existent route:";

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  getServices(context).logger.warn("page not found", { path: pathname });
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("common.notFound.title")} | Blueboard` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();
  const runtime = useRuntime();
  const nonce = useNonce();
  useEffect(() => {
    console.error(MESSAGE, location.pathname);
  }, [location.pathname]);
  return (
    <>
      <NotFoundView />
      {/* Without the runtime (ADR 013) one inline line logs the path, as the hydrated page does. */}
      {!runtime && (
        <script
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{
            __html: `console.error(${JSON.stringify(MESSAGE)}, location.pathname);`,
          }}
        />
      )}
    </>
  );
}
