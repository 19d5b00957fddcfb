import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Where code runs decides what it may use (see docs/ARCHITECTURE.md). */
const SITE = ["src/**", "gatsby-browser.ts", "gatsby-ssr.ts"];
const BUILD = ["plugins/**", "gatsby-config.ts", "gatsby-node.ts"];

/** What a test or a command sees when it reaches into the other's folder. */
const SHARED_ONLY =
  "Commands and tests share Node helpers through scripts/lib/; test helpers live in harness/.";

/** Globals only a browser has: the build side must not touch the DOM. */
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));

export default tseslint.config(
  {
    ignores: [
      "public/",
      "release/",
      "deploy/netlify/site/",
      ".cache/",
      "coverage/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "tools/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Ships to browsers and runs in SSR: nothing from Node. (TypeScript cannot say so: Gatsby's
    // own types bring Node's into every program.)
    files: SITE,
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...builtinModules.map((name) => ({
              name,
              message: "src/ runs in the browser: Node modules belong in plugins/.",
            })),
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message:
                "Use src/i18n/useTranslation: it has the new words in a switch's one render.",
            },
          ],
          patterns: [
            {
              group: ["node:*"],
              message: "src/ runs in the browser: Node modules belong in plugins/.",
            },
            { group: ["**/plugins/**"], message: "src/ must not import build-time code." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name='css'] > JSXExpressionContainer > :matches(ObjectExpression, ArrayExpression)",
          message:
            "Serialize styles once: a module-level css({...}), and style a repeated item's children from the item (Emotion's advice on performance).",
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["process", "Buffer", "__dirname", "__filename", "global"].map((name) => ({
          name,
          message: "src/ runs in the browser: this is Node's.",
        })),
      ],
    },
  },
  {
    // Runs in Node at build time: no DOM.
    files: BUILD,
    languageOptions: { globals: globals.node },
    rules: {
      "no-restricted-globals": [
        "error",
        ...browserOnlyGlobals.map((name) => ({
          name,
          message: "plugins/ run in Node at build time: there is no browser here.",
        })),
      ],
    },
  },
  {
    // The browser tests reach the commands only through their shared helpers (scripts/lib/) and
    // the test harness (docs/ARCHITECTURE.md, "Tests and tools"), so that no helper is written twice.
    files: ["e2e/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)scripts/(?!lib/)", message: SHARED_ONLY }] },
      ],
    },
  },
  {
    // The owner's and developers' commands never depend on the tests.
    files: ["scripts/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/e2e/**", "**/__tests__/**", "**/harness/**"], message: SHARED_ONLY },
          ],
        },
      ],
    },
  },
  {
    files: ["harness/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/e2e/**", "**/__tests__/**"], message: SHARED_ONLY }] },
      ],
    },
  },
  {
    // Serialised into the page as-is, so it is written in ES5 on purpose.
    files: ["src/i18n/prePaint.ts", "src/components/layout/drawerScript.ts"],
    rules: {
      "no-var": "off",
      "prefer-const": "off",
      "@typescript-eslint/no-unused-vars": ["error", { caughtErrors: "none" }],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
