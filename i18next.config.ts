import { defineConfig, recommendedAcceptedAttributes } from "i18next-cli";
import { extractSettings } from "./plugins/i18n-locales/codeKeys";
import { readLanguages } from "./plugins/i18n-locales/readLanguages";
import { site } from "./src/config/site";
import { LOCALES_FOLDER } from "./src/i18n/namespace";

/** i18next-cli's settings: `npx i18next-cli status`, `lint` (in `npm run test:static`) and `extract --dry-run`. */
export default defineConfig({
  locales: readLanguages(LOCALES_FOLDER, site.defaultLanguage).map(({ code }) => code),
  extract: extractSettings(),
  lint: {
    // Every element counts, our components too (text in <Card> is as visible as in <p>), and so
    // do the attributes that carry visible words, with our components' own: SectionHeading's
    // eyebrow and lead, SeoSocial's imageAlt.
    acceptedTags: "all",
    acceptedAttributes: [...recommendedAcceptedAttributes, "eyebrow", "lead", "imageAlt"],
  },
});
