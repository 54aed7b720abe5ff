import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { DEFAULT_LOCALE } from "#domain/interface-locales";
import { useRuntime } from "#app/lib/hydration";
import { useI18n } from "#app/lib/i18n/i18n";
import { suggestionAddress } from "#app/lib/suggestion-address";
import type { Suggestion } from "#server/modules/jobs/suggestion-schemas";

const DEBOUNCE_MS = 150;

/**
 * The search box, with suggestions as one types when the page runs script (WAI-ARIA combobox with
 * a listbox popup: arrow keys move through the suggestions, Enter takes one, Escape closes them).
 * An organisation sets the organisation filter, a place the location filter (both on /jobs, with
 * the listing's other filters kept), a title becomes the search text and submits the form. Without
 * script (anonymous pages) it is the plain text field of its GET form.
 */
export function SearchCombobox({
  id,
  name,
  defaultValue,
  placeholder,
  className,
}: {
  id: string;
  name: string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}) {
  const runtime = useRuntime();
  const { t, locale, intlLocale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [typed, setTyped] = useState("");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-suggestions`;

  useEffect(() => {
    if (typed.trim().length < 2) return setItems([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: typed, limit: "8" });
      // Labelled in the page's language; English, the default, keeps the shorter address.
      if (locale !== DEFAULT_LOCALE) params.set("locale", locale);
      fetch(`/api/v1/suggestions?${params.toString()}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { suggestions: [] }))
        .then((body: { suggestions: Suggestion[] }) => {
          setItems(body.suggestions);
          setActive(-1);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, locale]);

  // The plain search field; with the runtime, the combobox's attributes are added to it.
  const field = { id, name, type: "search", defaultValue, placeholder, className } as const;
  if (!runtime) return <input {...field} />;

  const expanded = open && items.length > 0;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    const box = input.current!;
    if (suggestion.params.search !== undefined) {
      box.value = suggestion.params.search;
      box.form?.requestSubmit();
      return;
    }
    box.value = "";
    void navigate(suggestionAddress(location, name, suggestion.params));
  }

  return (
    <div className="relative">
      <input
        ref={input}
        {...field}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          const count = items.length;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (!count) return;
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            setOpen(true);
            setActive((current) => (expanded ? (current + step + count) % count : 0));
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            choose(items[active]!);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("common.header.suggestions")}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {items.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.url}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 ${index === active ? "bg-brand-50" : ""}`}
            // Chosen before the box loses focus (which closes the list).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            <span className="min-w-0 flex-1 truncate text-slate-900">{suggestion.label}</span>
            <span className="text-xs text-slate-600">
              {t(`common.header.suggestionKind.${suggestion.kind}`)}
              {" · "}
              {suggestion.count.toLocaleString(intlLocale)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
