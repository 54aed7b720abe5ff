import type { Route } from "./+types/job-cards";
import { getServices } from "#app/request-context";
import { DEFAULT_LOCALE, isLocale } from "#domain/interface-locales";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobCards } from "#server/modules/jobs/job-card-data";
import { jobCardPageIn } from "#server/modules/jobs/job-cards-in-language";
import { handleApi, jsonResponse } from "./api-response";

/**
 * The listing as job-card data (the /jobs page's Load More); same parameters as /api/v1/jobs, and
 * `locale` (fr, es, ar) for cards whose places are named in that language, as the page names them.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    const query = parseJobQuery(params);
    const requested = params.get("locale");
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    return jsonResponse(
      jobCardPageIn(await searchJobCards(getServices(context).db, query), locale),
    );
  });
}
