import type { TFuncKey } from "i18next";
import type translations from "../../locales/en/translations.json";

/**
 * Keys typed from the default language's file (see types/i18next.d.ts), for the places `t()`'s
 * own typing cannot reach: keys built from data, and Head's translator.
 */
type Strings = typeof translations;

/** Any key of the default language's file. */
export type TranslationKey = TFuncKey<"translations">;

/** An office's id: it names `offices.<id>` in every locale file. */
export type OfficeId = keyof Strings["offices"];

/** A country (ISO 3166 code) an office can be in: it names `countries.<code>`. */
export type CountryCode = keyof Strings["countries"];

/** An image whose alt text is translated (`images.<name>`); others get a readable file name. */
export type TranslatedImage = keyof Strings["images"];
