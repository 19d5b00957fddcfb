/**
 * The editors' allow-list beside the language folders (words the same in every language); a file,
 * so it is never taken for a language. Its own module so gatsby-config can name it without
 * loading the checker, and with it TypeScript's compiler, into every Gatsby process.
 */
export const SAME_IN_ALL_FILE = "same-in-all-languages.json";
