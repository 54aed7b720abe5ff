import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

// The platform fixtures are copies of what employers published (trimmed where their README says
// so). A note of ours inside that text ("[edited here: the rest of the advert trimmed]", a "[...]"
// joining two kept spans) would reach every parser and test as if the employer had written it, so
// the copies carry none: what was cut is recorded in each folder's README. Comments of ours in the
// markup (<!-- … -->), which no page shows, are allowed.
const ROOT = join(process.cwd(), "tests/fixtures/platforms");

/** A note of ours in a text: "[edited …", "[...]", "[…", or a closing "… trimmed]". */
const NOTE = /\[\s*(?:edited|\.\.\.|…)|(?:trimmed|omitted|cut)\s*\]/i;
const MARKUP_COMMENT = /<!--[\s\S]*?-->/g;

function fixtureFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return fixtureFiles(path);
    // The READMEs describe the cuts; they are ours, not a copy of anything.
    return entry.name.toLowerCase().endsWith(".md") ? [] : [path];
  });
}

test("no platform fixture holds a cut mark of ours inside the employer's text", () => {
  const files = fixtureFiles(ROOT);
  expect(files.length).toBeGreaterThan(100);
  const marked = files.flatMap((path) => {
    const text = readFileSync(path, "utf8").replace(MARKUP_COMMENT, "");
    const match = NOTE.exec(text);
    return match
      ? [
          `${relative(ROOT, path)}: …${text.slice(Math.max(0, match.index - 40), match.index + 60)}…`,
        ]
      : [];
  });
  expect(marked).toEqual([]);
});
