import path from "node:path";
import { site } from "../../src/config/site";
import { readLanguages } from "../../plugins/i18n-locales/readLanguages";
import { SHIPPED_DIR } from "../../harness/shipped";

// What webpack's DefinePlugin injects in the real build (see gatsby-node.ts), from the shipped words.
(globalThis as unknown as { __SITE_LANGUAGES__: unknown }).__SITE_LANGUAGES__ = readLanguages(
  path.join(SHIPPED_DIR, "locales"),
  site.defaultLanguage,
);
// Production behaviour; a test may switch it on to see what `gatsby develop` does.
(globalThis as unknown as { __LOCALE_PREVIEW__: boolean }).__LOCALE_PREVIEW__ = false;
