import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";
import { LanguageSwitcher } from "./language-switcher";
import { useI18n } from "#app/lib/i18n/i18n";
import { splitLocalePath } from "#domain/interface-locales";

function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8">
      <rect width="32" height="32" rx="8" fill="#fff" />
      <path d="M9 8h9.5a5 5 0 0 1 2.9 9.1A5.5 5.5 0 0 1 19 25H9z" fill="#144c8c" />
      <path
        d="M13 12v3.5h5a1.75 1.75 0 0 0 0-3.5zm0 7v2.5h5.5a1.25 1.25 0 0 0 0-2.5z"
        fill="#fff"
      />
    </svg>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const { t, href } = useI18n();
  // Jobs and Search both lead to /jobs: only the first entry that matches is marked current.
  const { path } = splitLocalePath(pathname);
  const activeItem = NAV_ITEMS.find((item) => isNavItemActive(item, path));

  // Choosing an entry navigates on the client; close the menu when the path changes.
  useEffect(() => {
    const menu = document.getElementById("mobile-menu");
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [pathname]);

  const linkClass = (active: boolean) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      active ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
    }`;

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 bg-brand-800 shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link
          to={href("/")}
          className="flex items-center gap-2.5 rounded-md text-white"
          aria-label={t("common.header.homeLabel")}
        >
          <BrandMark />
          <span className="text-lg font-semibold tracking-tight">Blueboard</span>
        </Link>
        <nav aria-label={t("common.header.mainNav")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = item === activeItem;
              return (
                <li key={item.key}>
                  <Link
                    to={href(item.to)}
                    className={linkClass(active)}
                    aria-current={active ? "page" : undefined}
                  >
                    {t(`common.header.nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          popoverTarget="mobile-menu"
          className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 md:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
          {t("common.header.menu")}
        </button>
        <div className="hidden lg:block">
          <LanguageSwitcher tone="dark" />
        </div>
      </div>
      <div
        id="mobile-menu"
        popover="auto"
        aria-label={t("common.header.menu")}
        className="mobile-menu fixed inset-y-0 start-auto end-0 m-0 hidden h-full max-h-none w-72 max-w-[85vw] flex-col bg-white p-0 text-ink shadow-xl md:hidden"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <h2 className="text-base font-semibold">{t("common.header.menu")}</h2>
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t("common.header.closeMenu")}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={t("common.header.mobileNav")}>
          <ul className="flex flex-col p-2">
            {NAV_ITEMS.map((item) => {
              const active = item === activeItem;
              return (
                <li key={item.key}>
                  <Link
                    to={href(item.to)}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-md px-3 py-3 text-base font-medium ${
                      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                    }`}
                  >
                    {t(`common.header.nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-slate-200 px-3 py-3">
          <LanguageSwitcher tone="light" />
        </div>
      </div>
    </header>
  );
}
