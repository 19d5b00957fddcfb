/**
 * Webpack's DefinePlugin injects the language list at build time (see gatsby-node.ts); tests get
 * the same list, read from the real `locales/` folders.
 */
import path from "node:path";
import { site } from "../../src/config/site";
import { readLanguages } from "../../src/i18n/readLanguages";

Object.assign(globalThis, {
  __SITE_LANGUAGES__: readLanguages(
    path.join(__dirname, "..", "..", "locales"),
    site.defaultLanguage,
  ),
});
