import type { PrimitiveType } from "intl-messageformat";
import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import type { LikenessFacets } from "#domain/similar-jobs";
import { levelLabel } from "./data-labels";

/** What the reason needs of the page's translator (useI18n). */
type Translator = {
  locale: Locale;
  intlLocale: string;
  t: (key: string, values?: Record<string, PrimitiveType>) => string;
  has: (key: string) => boolean;
};

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country (ISO code) or M49 area or region (numeric code) named by CLDR; null if it has no name. */
function cldrName(intlLocale: string, code: string): string | null {
  let names = regionNames.get(intlLocale);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale, { type: "region", fallback: "none" });
    regionNames.set(intlLocale, names);
  }
  try {
    return names.of(code) ?? null;
  } catch {
    return null;
  }
}

function placeName(translator: Translator, place: NonNullable<LikenessFacets["place"]>): string {
  if (place.kind === "city" || translator.locale === DEFAULT_LOCALE) return place.name;
  const code = place.kind === "country" ? place.code : place.m49;
  return (code && cldrName(translator.intlLocale, code)) || place.name;
}

/**
 * Why a job is similar, in the page's language, most telling first: "Same field · P-3 · Nairobi",
 * "Même domaine · P-4 · Afrique orientale · Fonds et programmes des Nations Unies". Places other
 * than a city are named by CLDR on a translated page; on the English page as stored.
 */
export function likenessReason(translator: Translator, likeness: LikenessFacets): string {
  const { t } = translator;
  const parts: string[] = [];
  if (likeness.sameField) parts.push(t("job.similar.sameField"));
  if (likeness.grade) parts.push(likeness.grade);
  else if (likeness.level)
    parts.push(
      t("job.similar.level", {
        level: likeness.level,
        label: levelLabel(translator, likeness.level),
      }),
    );
  if (likeness.place) parts.push(placeName(translator, likeness.place));
  if (likeness.organisation?.kind === "same") parts.push(t("job.similar.sameOrganisation"));
  else if (likeness.organisation?.kind === "family")
    parts.push(t(`job.similar.family.${likeness.organisation.family}`));
  return parts.join(" · ");
}
