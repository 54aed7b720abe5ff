// @ts-check
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import globals from "globals";
import tseslint from "typescript-eslint";
import noInheritedKeyLookup from "./lint/no-inherited-key-lookup.js";
import i18next from "eslint-plugin-i18next";

// Every component's words come from the catalogs (app/locales): text written in its markup would
// show in English on every language's page. Only the admin area stays English (ADR 019): its routes,
// its components and the components only it uses are the files below.
const ENGLISH_ONLY_FILES = [
  "app/routes/admin/**",
  "app/components/admin-*.tsx",
  // The refusal of an admin page to a signed-in user without the role, at an admin address.
  "app/components/access-denied.tsx",
  "app/components/bar-charts.tsx",
  "app/components/email-status-badge.tsx",
  "app/components/job-preview-list.tsx",
  "app/components/relative-time.tsx",
  "app/components/run-status-badge.tsx",
  "app/components/scroll-region.tsx",
];

// The site's name is the same in every language, and so are figures and punctuation alone.
const LITERAL_TEXT = [
  "error",
  { mode: "jsx-text-only", words: { exclude: ["Blueboard", "404", "[0-9!-/:-@[-`{-~·\\s]+"] } },
];

// The attributes a reader hears or sees (a screen reader's label and role description, a tooltip,
// a placeholder, an image's text): their words come from the catalogs too. An example address
// ("name@example.org") is no word.
const READ_ATTRIBUTES =
  "JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt)$/]";
const WORDS = "/^(?![^ ]+@[^ ]+$).*[A-Za-z]{2}/";

/** `no-restricted-imports` for one part of the tree: the dependency direction, as lint. */
const restrict = (files, patterns) => ({
  files,
  rules: {
    "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
  },
});

// The one exception: the server reads the words of the site's catalogs (app/locales/<lang>/*.json),
// data that translators edit, for the pages' messages and what it writes in a reader's language.
const noApp = {
  regex: "^(#app/(?!locales/[a-z]{2}/[a-z-]+\\.json$)|(\\.\\./)+app/)",
  message: "server/ never imports app/ (only the catalogs, app/locales/<lang>/*.json).",
};

const deepRelative = {
  group: ["../../*"],
  message: "Import across folders with #app/, #domain/, #server/ or #tests/, not ../../.",
};

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "coverage/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "check-file": checkFile },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/only-throw-error": "off",
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{app,domain,server,scripts,tests}/**/": "KEBAB_CASE" },
      ],
    },
  },
  {
    // A string from outside (a URL, a form, a feed) is never looked up in a plain object, where
    // "__proto__", "constructor" or "toString" would find inherited members.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "domain/**/*.ts"],
    // Ingestion reads what feeds send (not visitors' requests); its adapters are checked by
    // their own parsers and tests.
    ignores: ["**/*.test.ts", "server/ingestion/**"],
    plugins: { local: { rules: { "no-inherited-key-lookup": noInheritedKeyLookup } } },
    rules: { "local/no-inherited-key-lookup": "error" },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // React Router's own file names.
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: { "check-file/filename-naming-convention": "off" },
  },
  // domain/ is pure: nothing of ours, no I/O.
  restrict(
    ["domain/**"],
    [
      {
        regex: "^(#(app|server|tests)/|\\.\\./(app|server|tests)/)",
        message: "domain/ uses nothing of ours.",
      },
      {
        group: [
          "node:*",
          "fs",
          "fs/*",
          "http",
          "https",
          "net",
          "child_process",
          "pg",
          "@electric-sql/*",
          "drizzle-orm*",
        ],
        message: "domain/ does no I/O.",
      },
      deepRelative,
    ],
  ),
  // app/ is UI: it calls server/modules (types may come from anywhere on the server).
  restrict(
    ["app/**"],
    [
      {
        regex: "^#server/(?!modules/)",
        allowTypeImports: true,
        message: "app/ reaches the server only through server/modules.",
      },
      {
        regex: "^(#tests/|(\\.\\./)+(server|tests)/)",
        message: "app/ may not import tests, or server files by path.",
      },
      deepRelative,
    ],
  ),
  // server/ never imports the UI; its layers point downwards.
  restrict(["server/**"], [noApp, deepRelative]),
  restrict(
    ["server/db/**"],
    // Seeding composes modules (insert, normalise) on top of the database.
    [
      noApp,
      {
        regex: "^#server/(modules|tasks|http|email)/",
        message: "server/db is the bottom layer (only server/db/seed composes modules).",
      },
      deepRelative,
    ],
  ),
  restrict(
    ["server/db/seed/**"],
    [
      noApp,
      { regex: "^#server/(tasks|http)/", message: "seeding uses modules, not tasks or HTTP." },
      deepRelative,
    ],
  ),
  restrict(
    ["server/modules/**"],
    [
      noApp,
      {
        regex: "^#server/(tasks/|http/|main)",
        message: "modules are called by tasks and routes, not the other way round.",
      },
      deepRelative,
    ],
  ),
  // server/lib holds small helpers everyone uses: it uses nothing else of ours.
  restrict(
    ["server/lib/**"],
    [
      noApp,
      {
        regex: "^#server/(?!lib/)",
        message: "server/lib is a leaf: helpers that use nothing else of the server.",
      },
      deepRelative,
    ],
  ),
  // Mail is sent from the outbox table: modules and tasks call it, it calls none of them.
  restrict(
    ["server/email/**"],
    [
      noApp,
      {
        regex: "^#server/(modules|tasks|http|ingestion)/|^#server/(services|main)$",
        message: "server/email uses only server/db and server/lib; modules and tasks call it.",
      },
      deepRelative,
    ],
  ),
  // The HTTP layer in front of React Router answers from modules (the search API, the page cache).
  restrict(
    ["server/http/**"],
    [
      noApp,
      {
        regex: "^#server/(tasks|ingestion|email)/|^#server/main$",
        message: "server/http answers requests through server/modules; tasks run elsewhere.",
      },
      deepRelative,
    ],
  ),
  // Tasks are the entry points of background work: they call modules, ingestion and e-mail.
  restrict(
    ["server/tasks/**"],
    [
      noApp,
      {
        regex: "^#server/http/|^#server/(services|main)$",
        message: "a task gets its services as an argument and never calls the HTTP layer.",
      },
      deepRelative,
    ],
  ),
  // The ingestion pipeline stores through server/db; modules and tasks call it, not the reverse.
  restrict(
    ["server/ingestion/**"],
    [
      noApp,
      {
        regex: "^#server/(modules|tasks|http)/|^#server/(services|main)$",
        message:
          "ingestion sits below server/modules: it uses server/db (announce writes with server/db/jobs-written).",
      },
      deepRelative,
    ],
  ),
  // Source adapters fetch and parse; storing is the pipeline's job.
  restrict(
    ["server/ingestion/sources/**"],
    [
      noApp,
      {
        regex: "^#server/(db|modules|tasks|http|email)/",
        message: "adapters fetch and parse; the pipeline stores.",
      },
      deepRelative,
    ],
  ),
  {
    files: ["app/**/*.tsx"],
    ignores: ENGLISH_ONLY_FILES,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": LITERAL_TEXT,
      "no-restricted-syntax": [
        "error",
        ...[
          `${READ_ATTRIBUTES} > Literal[value=${WORDS}]`,
          `${READ_ATTRIBUTES} > JSXExpressionContainer > Literal[value=${WORDS}]`,
          `${READ_ATTRIBUTES} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
        ].map((selector) => ({
          selector,
          message: "A reader's words come from the catalogs (app/locales), through t().",
        })),
      ],
    },
  },
  // The e-mails' templates take their words from the catalogs' `email` namespace too (the messages
  // to the team, in English, say so where they write theirs).
  {
    files: ["server/**/*.tsx"],
    plugins: { i18next },
    rules: { "i18next/no-literal-string": LITERAL_TEXT },
  },
  {
    files: ["**/*.test.ts", "tests/**", "scripts/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-restricted-imports": "off",
    },
  },
);
