import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's internal Partytown plugin's browser file, in gatsby's package. Its one API,
 * `onInitialClientRender`, returns at once outside `gatsby develop`, but the file's requires put
 * gatsby-script and Partytown's integration into every production app bundle (1.7 KiB brotli).
 */
export const PARTYTOWN_BROWSER = path.join(
  "dist",
  "internal-plugins",
  "partytown",
  "gatsby-browser.js",
);

/** How Gatsby's generated plugin list (.cache/api-runner-browser-plugins.js) requires it. */
export const PARTYTOWN_REQUEST = /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

const DEVELOP_ONLY =
  /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== [`'"]development[`'"]\) \{\s*return;\s*\}/;

/**
 * Before the build: the swapped file must still exist, export no browser API but
 * `onInitialClientRender`, and still return from it at once in production. One sentence per
 * broken condition (empty when the swap is still a no-op for visitors).
 */
export function stalePartytownPatch(gatsbyDir: string): string[] {
  const file = path.join(gatsbyDir, PARTYTOWN_BROWSER);
  const name = `gatsby/${PARTYTOWN_BROWSER.split(path.sep).join("/")}`;
  if (!fs.existsSync(file)) return [`${name} no longer exists`];
  const source = fs.readFileSync(file, "utf8");
  const exported = new Set(
    [...source.matchAll(/exports\.(\w+)\s*=/g)]
      .map(([, api]) => api)
      .filter((api) => api !== "__esModule"),
  );
  const problems: string[] = [];
  const others = [...exported].filter((api) => api !== "onInitialClientRender");
  if (others.length > 0) problems.push(`${name} now also exports ${others.join(", ")}`);
  if (!DEVELOP_ONLY.test(source)) {
    problems.push(`${name}'s onInitialClientRender no longer returns at once outside development`);
  }
  return problems;
}
