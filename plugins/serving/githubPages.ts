import { readLanguages } from "../i18n-locales/readLanguages";
import { notFoundInEveryLanguage } from "../error-pages/writeErrorPages";
import { isIgnoredOnCloudflare } from "./cloudflareFiles";
import { inlineSources } from "./inlineSources";
import { pageCsp } from "./policy";
import { readServingConfig } from "./servingConfig";
import { stageSite } from "./stage";

/**
 * Node-only. The site as GitHub Pages serves it: Pages sends no headers of ours and answers every
 * missing path with the one `404.html` at the artifact's root. So each page carries its policy as
 * a `<meta>`, the 404 page is one page in every language (its links absolute, under the prefix),
 * and what no visitor should reach there is left out.
 */

/** A `<meta>` policy cannot carry these: browsers ignore them there and log an error. */
const NOT_IN_META = new Set(["frame-ancestors", "report-uri", "sandbox"]);

export function metaPolicy(csp: string): string {
  return csp
    .split(/;\s*/)
    .filter((directive) => !NOT_IN_META.has(directive.split(" ")[0]!))
    .join("; ");
}

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/** The policy right after `<meta charset>`: before every script and style it governs. */
export function withMetaPolicy(html: string, csp: string, file: string): string {
  if (!CHARSET.test(html)) throw new Error(`${file}: no <meta charset> to put the policy after`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}">`;
  return html.replace(CHARSET, (charset) => `${charset}${meta}`);
}

/**
 * What Cloudflare leaves out is not for Pages either (precompressed copies: Pages compresses on
 * its own; Cloudflare's files; nginx's error pages; the 404 folders), nor are the other
 * languages' 404 pages: Pages serves only the root one.
 */
const leftOut = (file: string) => isIgnoredOnCloudflare(file) || /^[^/]+\/404\.html$/.test(file);

/** Where the publish command stages it and the workflow's upload-pages-artifact reads it. */
export const PAGES_FOLDER = "deploy/github-pages/site";

export type PagesOptions = {
  publicDir: string;
  outDir: string;
  localesDir: string;
  defaultLanguage: string;
  /** "" or `/website`, as the site was built with. */
  pathPrefix: string;
  logoFile: string;
};

/** Stages the build in `outDir` for upload-pages-artifact; returns the files staged. */
export function stageForGithubPages(options: PagesOptions): string[] {
  const { publicDir, localesDir, defaultLanguage } = options;
  const languages = readLanguages(localesDir, defaultLanguage).map(({ code }) => code);
  const { pages } = readServingConfig(publicDir, languages, defaultLanguage);
  const policies = new Map(pages.map(({ file, csp }) => [file, csp]));
  const notFound = notFoundInEveryLanguage(options);
  return stageSite({
    publicDir,
    outDir: options.outDir,
    leaveOut: leftOut,
    files: { "404.html": withMetaPolicy(notFound, pageCsp(inlineSources(notFound)), "404.html") },
    html: (file, text) => withMetaPolicy(text, policies.get(file)!, file),
  });
}
