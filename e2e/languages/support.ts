import fs from "node:fs";
import path from "node:path";

/** The two languages the suite adds, by folder and flag only. */
export const EXTRA = [
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
] as const;

/** Set by global-setup (workers inherit the environment). */
export const ORIGIN_ENV = "LANGUAGES_ORIGIN";
export const PROJECT_ENV = "LANGUAGES_PROJECT";

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through its Playwright config`);
  return value;
};

/** A file the copy's build wrote, relative to its project folder. */
export const built = (file: string) =>
  fs.readFileSync(path.join(required(PROJECT_ENV), file), "utf8");
export const origin = () => required(ORIGIN_ENV);
