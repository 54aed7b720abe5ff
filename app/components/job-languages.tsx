import type { LanguageRequirements } from "#domain/language-requirements";
import { DEFAULT_LOCALE } from "#domain/interface-locales";
import { useI18n } from "#app/lib/i18n/i18n";

/**
 * The languages a posting asks for: in English the server's sentence ("English and French
 * required; Arabic an asset"); in another language the same reading worded from the catalog, with
 * the languages named by CLDR (Intl.DisplayNames) and listed by Intl.ListFormat.
 */
export function JobLanguages({
  sentence,
  needs,
}: {
  sentence: string;
  needs: LanguageRequirements;
}) {
  const { locale, intlLocale, t } = useI18n();
  if (locale === DEFAULT_LOCALE) return <>{sentence}</>;
  const names = new Intl.DisplayNames(intlLocale, { type: "language" });
  const list = new Intl.ListFormat(intlLocale, { type: "conjunction" });
  const named = (need: "required" | "asset") =>
    needs.languages
      .filter((item) => item.need === need)
      .map((item) => {
        try {
          return names.of(item.language) ?? item.language;
        } catch {
          return item.language;
        }
      });
  const parts: string[] = [];
  const required = named("required");
  const asset = named("asset");
  if (required.length)
    parts.push(t("job.languagesRequired", { count: required.length, list: list.format(required) }));
  if (needs.otherLanguage === "required") parts.push(t("job.otherLanguageRequired"));
  if (asset.length)
    parts.push(t("job.languagesAsset", { count: asset.length, list: list.format(asset) }));
  if (needs.otherLanguage === "asset") parts.push(t("job.otherLanguageAsset"));
  return <>{parts.join(t("job.languagesSeparator"))}</>;
}
