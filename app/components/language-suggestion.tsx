import { useLocation } from "react-router";
import { localizedPath, textDirection, type Locale } from "#domain/interface-locales";

export type LanguageSuggestion = {
  locale: Locale;
  /** In the suggested language, from its catalog: "Cette page existe en français →". */
  text: string;
  dismiss: string;
  label: string;
};

/**
 * On an English page reached from outside the site by a visitor whose browser prefers another of
 * our languages: a line offering the same page in that language. Never a redirect: the visitor
 * stays where the link brought them. "No thanks" is a link to a fragment that hides the line
 * (CSS `:target`), so it needs neither script nor cookie.
 */
export function LanguageSuggestionBanner({ suggestion }: { suggestion: LanguageSuggestion }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <span id="language-suggestion-dismissed" className="language-suggestion-anchor" />
      <aside
        aria-label={suggestion.label}
        lang={suggestion.locale}
        dir={textDirection(suggestion.locale)}
        className="language-suggestion border-b border-brand-100 bg-brand-50 px-4 py-2 text-center text-sm text-slate-800"
      >
        <a
          href={localizedPath(`${pathname}${search}`, suggestion.locale)}
          hrefLang={suggestion.locale}
          className="font-semibold text-brand-800 underline hover:no-underline"
        >
          {suggestion.text}
        </a>
        <a
          href="#language-suggestion-dismissed"
          className="ms-4 text-slate-600 underline hover:no-underline"
        >
          {suggestion.dismiss}
        </a>
      </aside>
    </>
  );
}
