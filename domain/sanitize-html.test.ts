import { existsSync, readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { sanitizeJobHtml } from "./sanitize-html";

const PAGES = new URL("../../shared/fixtures/real/unjobs-org/", import.meta.url);
const pages = existsSync(PAGES) ? readdirSync(PAGES).filter((name) => name.endsWith(".html")) : [];

const HOSTILE = [
  `<script>alert(1)</script>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<img src=x onerror=alert(1)>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<svg/onload=alert(1)></svg>`,
  `<body onload=alert(1)>`,
  `<iframe src="https://evil.test"></iframe>`,
  `<object data="x.swf"></object><embed src="x.swf">`,
  `<form action="https://evil.test"><input name=a><button>go</button></form>`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<div onmouseover="alert(1)">hover</div>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<a href="//evil.test">protocol-relative</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel=stylesheet href="https://evil.test/x.css">`,
  `<base href="https://evil.test/">`,
  `<table background="javascript:alert(1)"><tr><td>cell</td></tr></table>`,
  `<p>ok</p><!--<script>alert(1)</script>-->`,
];

function expectSafe(output: string) {
  expect(output).not.toMatch(
    /<\s*(script|style|iframe|object|embed|form|input|button|svg|math|img|meta|link|base|body)\b/i,
  );
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(
    /(?:href|src|action|background)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i,
  );
  expect(output).not.toMatch(/\sstyle\s*=/i);
  expect(output).not.toMatch(/\sclass\s*=/i);
}

test.each(HOSTILE)("hostile input %j is neutralised", (input) => {
  const output = sanitizeJobHtml(input);
  expectSafe(output);
  expect(sanitizeJobHtml(output)).toBe(output);
});

test("allowed markup survives: headings, paragraphs, lists, tables, emphasis, line breaks", () => {
  const input =
    '<h2>Title</h2><p><b>B</b> <strong>S</strong> <i>I</i> <em>E</em> <u>U</u><br></p><ul><li>a</li></ul><ol><li>b</li></ol><table><tr><th>h</th><td colspan="2">d</td></tr></table>';
  expect(sanitizeJobHtml(input)).toBe(
    '<h2>Title</h2><p><b>B</b> <strong>S</strong> <i>I</i> <em>E</em> <u>U</u><br /></p><ul><li>a</li></ul><ol><li>b</li></ol><table><tr><th>h</th><td colspan="2">d</td></tr></table>',
  );
});

test("every link gets rel=nofollow noopener and target=_blank; only http, https and mailto hrefs stay", () => {
  expect(
    sanitizeJobHtml('<a href="https://jobs.undp.org/x" target="_self" rel="opener">Apply</a>'),
  ).toBe('<a rel="nofollow noopener" target="_blank" href="https://jobs.undp.org/x">Apply</a>');
  expect(sanitizeJobHtml('<a href="mailto:hr@unfpa.org">mail</a>')).toContain(
    'href="mailto:hr@unfpa.org"',
  );
  expect(sanitizeJobHtml('<a href="ftp://x.test/f">f</a>')).toBe(
    '<a rel="nofollow noopener" target="_blank">f</a>',
  );
});

test("script and style contents are dropped while text of unknown wrappers is kept", () => {
  expect(
    sanitizeJobHtml("<span>kept</span><script>var lost = 1</script><style>.lost{}</style>"),
  ).toBe("kept");
  expect(sanitizeJobHtml("<div>block</div>")).toBe("<p>block</p>");
  expect(sanitizeJobHtml(null)).toBe("");
});

test.skipIf(pages.length === 0)(
  "real vacancy pages sanitise to safe, idempotent HTML that keeps the posting text",
  () => {
    for (const name of pages) {
      const html = readFileSync(new URL(name, PAGES), "utf8");
      const output = sanitizeJobHtml(html);
      expectSafe(output);
      expect(sanitizeJobHtml(output)).toBe(output);
      expect(output.length).toBeGreaterThan(1000);
    }
    const unfpa = sanitizeJobHtml(
      readFileSync(new URL("vacancy-unfpa-1774727875396.html", PAGES), "utf8"),
    );
    expect(unfpa).toContain("<li>Posting Date 03/28/2026, 06:46 PM </li>");
  },
);

const htmlish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        "<p>",
        "</p>",
        '<a href="https://x.test/?a=1&b=2">',
        "</a>",
        "<script>",
        "</script>",
        "<b>",
        "</b>",
        "<li>",
        "<ul>",
        "</ul>",
        "<br>",
        "&amp;",
        "&lt;",
        "<",
        ">",
        '"',
        '<div onclick="x">',
        "</div>",
        "<table><tr><td>",
        "<!--",
        "-->",
        "<style>",
        "javascript:",
        "<h1>",
        "</h1>",
      ),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(""));

test("property: sanitising twice changes nothing", () => {
  fc.assert(
    fc.property(htmlish, (input) => {
      const once = sanitizeJobHtml(input);
      expect(sanitizeJobHtml(once)).toBe(once);
    }),
    { numRuns: 1000 },
  );
});

test("property: sanitised output never contains scripts, handlers or dangerous URLs", () => {
  fc.assert(
    fc.property(htmlish, (input) => {
      const output = sanitizeJobHtml(input);
      expect(output).not.toMatch(/<\s*(script|style|iframe|div)\b/i);
      expect(output).not.toMatch(/\son[a-z]+\s*=/i);
      expect(output).not.toMatch(/href="\s*javascript:/i);
    }),
    { numRuns: 1000 },
  );
});
