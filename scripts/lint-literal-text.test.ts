import path from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The check that no component writes a reader's words in its markup (eslint.config.js): every
// component of app/ is held to it, its text and the attributes a reader hears or sees, except the
// English-only admin area (ADR 019). Run through the project's own ESLint configuration on code
// written into the place of an existing component (the type-checked parser knows only the
// project's files).
const root = path.resolve(import.meta.dirname, "..");

async function literalTextLines(code: string, file: string): Promise<number[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) =>
      ["i18next/no-literal-string", "no-restricted-syntax"].includes(message.ruleId ?? ""),
    )
    .map((message) => message.line);
}

const COMPONENT = [
  "export function Example({ label }: { label: string }) {", // 1
  "  return (", // 2
  "    <div>", // 3
  "      <p>Leave this field empty</p>", // 4: reported
  '      <div aria-roledescription="carousel" />', // 5: reported
  '      <input aria-label="Search" placeholder="name@example.org" />', // 6: reported (the label)
  '      <img alt={`Logo of ${label}`} src="/x.png" />', // 7: reported
  '      <button title={"Close"} type="button">', // 8: reported
  "        {label} /", // 9: punctuation alone is no word
  "      </button>", // 10
  '      <span aria-label={label} className="text-slate-500" />', // 11
  "    </div>", // 12
  "  );", // 13
  "}", // 14
].join("\n");

test("a component anywhere in app/ that writes words in its markup or its read attributes is reported", async () => {
  // Components no list used to name (the check held only the files listed): every file is held.
  expect(await literalTextLines(COMPONENT, "app/components/honeypot-field.tsx")).toEqual([
    4, 5, 6, 7, 8,
  ]);
  expect(await literalTextLines(COMPONENT, "app/routes/public/search.tsx")).toEqual([
    4, 5, 6, 7, 8,
  ]);
}, 60_000);

test("an e-mail template that writes words in its markup is reported", async () => {
  const template = [
    "export function Example({ name }: { name: string }) {", // 1
    "  return (", // 2
    "    <div>", // 3
    "      <p>Hello {name}</p>", // 4: reported
    "      <p>{name} · {name}</p>", // 5: punctuation alone is no word
    "    </div>", // 6
    "  );", // 7
    "}", // 8
  ].join("\n");
  expect(
    await literalTextLines(template, "server/modules/newsletter/newsletter-emails.tsx"),
  ).toEqual([4]);
}, 60_000);

test("the admin area stays English (ADR 019)", async () => {
  expect(await literalTextLines(COMPONENT, "app/routes/admin/admin-users.tsx")).toEqual([]);
  expect(await literalTextLines(COMPONENT, "app/components/admin-notice.tsx")).toEqual([]);
}, 60_000);
