import { expect, test } from "vitest";
import { decodeProtectedEmail, revealProtectedEmails } from "./protected-emails";
import { cleanDescriptionWithText } from "./sanitize-html";

// UNjobs' copy of WFP's Finance Assistant posting (tests/fixtures/real/unjobs-org/
// vacancy-wfp-1774706893159.html and server/db/seed/recorded-vacancy-pages.json, unjobs-1774706855448).
const WFP =
  '<p>If you have any technical issue while submitting your application, you may contact us at <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="0463686b6665682a6c766176616776716d7069616a70447362742a6b7663">[email&#160;protected]</a>. Please note that this email is <b>only</b> for technical issues.</p>';

test("an address hidden by Cloudflare's e-mail protection is shown as a mailto link", () => {
  const { html, text } = cleanDescriptionWithText(WFP);
  expect(text).toBe(
    "If you have any technical issue while submitting your application, you may contact us at global.hrerecruitment@wfp.org. Please note that this email is only for technical issues.",
  );
  expect(html).toContain(
    '<a rel="nofollow noopener" target="_blank" href="mailto:global.hrerecruitment@wfp.org">global.hrerecruitment@wfp.org</a>',
  );
  expect(cleanDescriptionWithText(html).html).toBe(html);
  // AfDB's help desk, in UNjobs' copy of its Driver posting (unjobs-1770744174826).
  expect(decodeProtectedEmail("c78f9583aeb5a2a4b38786818385e9889580")).toBe("HRDirect@AFDB.ORG");
});

test("a value that encodes no address leaves the element as it is", () => {
  // "<script>" XORed with 0x11: markup, not an address.
  const markup = [..."<script>"].map((c) => (c.charCodeAt(0) ^ 0x11).toString(16).padStart(2, "0"));
  const element = `<a href="/cdn-cgi/l/email-protection" data-cfemail="11${markup.join("")}">[email&#160;protected]</a>`;
  expect(decodeProtectedEmail(`11${markup.join("")}`)).toBeNull();
  expect(revealProtectedEmails(element)).toBe(element);
  expect(decodeProtectedEmail("0")).toBeNull();
  expect(revealProtectedEmails("<p>Write to jobs@example.org</p>")).toBe(
    "<p>Write to jobs@example.org</p>",
  );
});

test("only the protected element is replaced; the markup around it stays as written", () => {
  const address = "jobs@example.org";
  const encoded = `42${[...address].map((c) => (c.charCodeAt(0) ^ 0x42).toString(16).padStart(2, "0")).join("")}`;
  const before = '<P class="x">Write&nbsp;to <b>us</b> at ';
  const after = " &amp; wait<br></P>";
  expect(
    revealProtectedEmails(
      `${before}<SPAN class="__cf_email__" data-cfemail="${encoded}">[email&#160;protected]</SPAN>${after}`,
    ),
  ).toBe(`${before}<a href="mailto:${address}">${address}</a>${after}`);
});
