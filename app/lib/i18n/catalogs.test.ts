import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES, INTL_LOCALES } from "#domain/interface-locales";
import { JOB_LEVELS } from "#domain/levels";
import { FIELD_SLUGS } from "#domain/professional-fields";
import { CONTRACT_TYPES } from "#domain/contract-types";
import { REGION_FILTERS } from "#domain/regions";
import { PAGE_NOTICES } from "#domain/page-notices";
import { emailMessagesFor } from "#server/modules/email-layout/email-translator";
import { messagesFor } from "#server/modules/i18n/catalogs";

/** The pages' messages and the e-mails' (the "email" namespace, which only the server reads). */
const allMessages = (locale: (typeof LOCALES)[number]) => ({
  ...messagesFor(locale),
  ...emailMessagesFor(locale),
});

const english = allMessages("en");

/** The plural categories a message's plural arguments give, per argument. */
function pluralOptions(elements: MessageFormatElement[], into = new Map<string, Set<string>>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      const options = into.get(element.value) ?? new Set<string>();
      for (const key of Object.keys(element.options)) options.add(key);
      into.set(element.value, options);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) pluralOptions(option.value, into);
    if (element.type === TYPE.tag) pluralOptions(element.children, into);
  }
  return into;
}

/** The names of a message's arguments and tags. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentNames(element.children, into);
    } else if ("value" in element && element.type !== TYPE.literal) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
  }
  return into;
}

describe.each(LOCALES)("the %s catalog", (locale) => {
  const messages = allMessages(locale);

  it("has exactly the English keys", () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it("parses as ICU MessageFormat, with the English arguments and every plural form", () => {
    const categories = new Intl.PluralRules(INTL_LOCALES[locale]).resolvedOptions()
      .pluralCategories;
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), key).not.toBe("");
      const ast = parse(message);
      expect(() => new IntlMessageFormat(message, INTL_LOCALES[locale]), key).not.toThrow();
      // The same arguments as English; a language may also count what English need not ("count").
      const own = argumentNames(ast);
      const expected = argumentNames(parse(english[key]!));
      if (own.has("count") && !expected.has("count")) own.delete("count");
      expect(own, key).toEqual(expected);
      for (const [argument, options] of pluralOptions(ast))
        for (const category of categories)
          expect(options.has(category), `${key}: ${argument} lacks "${category}"`).toBe(true);
    }
  });
});

it("names every level, professional field and contract type", () => {
  for (const level of JOB_LEVELS) expect(english).toHaveProperty([`common.level.${level}`]);
  for (const slug of Object.values(FIELD_SLUGS))
    expect(english).toHaveProperty([`common.field.${slug}`]);
  for (const type of CONTRACT_TYPES) expect(english).toHaveProperty([`common.contract.${type}`]);
});

it("names every region of the listing's region filter", () => {
  for (const region of REGION_FILTERS) {
    expect(english).toHaveProperty([`jobs.region.${region.slug}`]);
    expect(english[`jobs.region.${region.slug}`]).toBe(region.name);
  }
});

it("words every page notice, in English as the notice table does", () => {
  for (const [code, notice] of Object.entries(PAGE_NOTICES))
    expect(english[`account.notices.${code}`], code).toBe(notice.text);
});

it("writes Arabic plurals in their six forms", () => {
  const format = (count: number) =>
    new IntlMessageFormat(messagesFor("ar")["common.deadline.daysLeft"]!, "ar").format({ count });
  expect(new Set([0, 1, 2, 3, 11, 100].map(format)).size).toBe(6);
  expect(format(2)).toBe("يبقى يومان");
});

it("gives a page the layout's common messages and only the namespaces it names", () => {
  const page = messagesFor("fr", ["cv", "not-a-namespace"]);
  const namespaces = new Set(Object.keys(page).map((key) => key.split(".")[0]));
  expect([...namespaces].sort()).toEqual(["common", "cv"]);
  expect(page["cv.match.title"]).toBe(messagesFor("fr")["cv.match.title"]);
});

// A control whose accessible name (aria-label) says more than its visible words starts with those
// words, so a voice user who says what they see reaches it (WCAG 2.5.3, label in name).
const VISIBLE_WORDS_AND_NAMES = [
  ["job.addToCalendar", "job.addToCalendarLabel"],
  ["account.dashboard.track.button", "account.dashboard.track.buttonLabel"],
  ["account.dashboard.track.tracking", "account.dashboard.track.trackingLabel"],
  ["alerts.manage.pause", "alerts.manage.pauseLabel"],
  ["alerts.manage.resume", "alerts.manage.resumeLabel"],
  ["alerts.manage.delete", "alerts.manage.deleteLabel"],
  ["applications.detail.remove", "applications.detail.removeLabel"],
  ["common.card.nationalsOnly", "common.card.nationalsOnlyLabel"],
] as const;

it.each(LOCALES)(
  "in %s, every control's accessible name starts with its visible words",
  (locale) => {
    const messages = allMessages(locale);
    const values = { title: "Officer", status: "Applied", name: "Kenya", kind: "test", when: "1" };
    const format = (key: string) =>
      String(new IntlMessageFormat(messages[key]!, INTL_LOCALES[locale]).format(values));
    for (const [visible, name] of VISIBLE_WORDS_AND_NAMES)
      expect(format(name).startsWith(format(visible)), `${name}: ${format(name)}`).toBe(true);
  },
);
