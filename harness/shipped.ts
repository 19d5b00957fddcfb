import fs from "node:fs";
import path from "node:path";

/**
 * The content editors own, as shipped, kept as a fixture at the same paths as in the project
 * (`locales/<lng>/translations.json`, `src/config/company.json`). Editors change the live files;
 * the unit tests and the CMS's browser tests work on these, so no save of theirs fails a test.
 */
export const SHIPPED_DIR = path.join(__dirname, "shipped-content");

/** A shipped file's text, by its path in the project (`locales/en/translations.json`). */
export const shipped = (file: string) => fs.readFileSync(path.join(SHIPPED_DIR, file), "utf8");
