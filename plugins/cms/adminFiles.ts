import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { cmsBackend, cmsPublishing, site, socialNetworks } from "../../src/config/site";
import type { Tree } from "../../src/content/localeTree";
import { latestToday, namedInTexts } from "../../src/content/validateCompany";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { ADMIN_FOLDER, ADMIN_PREFIX } from "../shared/adminFolder";
import { EDITOR_LABELS_FILE, localeFile, readLanguages } from "../i18n-locales/readLanguages";
import { cmsConfig, FORMATS, type EditorLabels } from "./cmsConfig";
import { sveltiaVersion, writeSveltiaFiles } from "./sveltiaFiles";

/**
 * Node-only. The CMS page, `public/admin/` after a build, or served fresh by `gatsby develop`:
 * index.html, its script (src/admin, bundled here with esbuild), the configuration generated from
 * the default language's file, Sveltia CMS's own files and the logo.
 */

export type AdminInput = {
  rootDir: string;
  localesDir: string;
  defaultLanguage: string;
  siteUrl: string;
  /** "" or `/website`: the CMS's URLs start with it. */
  pathPrefix: string;
};

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The configuration, from the files as they are now. */
export function adminConfig(input: AdminInput) {
  const { rootDir, localesDir, defaultLanguage, siteUrl, pathPrefix } = input;
  const languages = readLanguages(localesDir, defaultLanguage);
  const texts = readJson<Tree>(localeFile(localesDir, defaultLanguage));
  const labels = readJson<EditorLabels>(path.join(rootDir, LOCALES_FOLDER, EDITOR_LABELS_FILE));
  const company = { ...namedInTexts(texts), today: latestToday() };
  const config = cmsConfig({
    siteName: site.name,
    siteUrl: `${siteUrl}${pathPrefix}`,
    adminUrl: `${pathPrefix}${ADMIN_PREFIX}`,
    backend: cmsBackend,
    publishing: cmsPublishing,
    languages: languages.map(({ code }) => code),
    defaultLanguage,
    texts,
    labels,
    company,
  });
  const context = {
    ...company,
    defaultLanguage,
    languages: languages.map(({ code }) => code),
    languageNames: Object.fromEntries(languages.map(({ code, name }) => [code, name])),
    socialNetworks,
    formats: FORMATS,
    version: sveltiaVersion(rootDir),
    messages: labels.editor,
  };
  return { config, context };
}

/** src/admin/admin.ts and what it imports, as one script for the browser. */
export function adminScript(rootDir: string): string {
  const result = buildSync({
    entryPoints: [path.join(rootDir, "src", "admin", "admin.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text;
}

/** `<script>` text may not contain `</script`; JSON never needs it as such. */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

export function adminPage(options: {
  title: string;
  /** `/admin/`, or under the path prefix. */
  adminUrl: string;
  bundle: string;
  script: string;
  importMap: Record<string, string>;
  context: object;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${options.title}</title>
<link rel="icon" href="${options.adminUrl}logo.svg" type="image/svg+xml">
<link rel="cms-config-url" type="application/json" href="${options.adminUrl}config.json">
<script type="importmap">${scriptSafe(JSON.stringify({ imports: options.importMap }))}</script>
<script type="application/json" id="site-context">${scriptSafe(JSON.stringify(options.context))}</script>
<script src="${options.script}"></script>
<script src="${options.bundle}"></script>
</head>
<body></body>
</html>
`;
}

/** Writes the CMS page into `public/admin/` (replacing what an earlier build left there). */
export function writeAdmin(input: AdminInput): { files: number; configBytes: number } {
  const adminDir = path.join(input.rootDir, "public", ADMIN_FOLDER);
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(adminDir, { recursive: true });
  const adminUrl = `${input.pathPrefix}${ADMIN_PREFIX}`;
  const sveltia = writeSveltiaFiles(input.rootDir, adminDir, adminUrl);
  const { config, context } = adminConfig(input);
  const configJson = `${JSON.stringify(config, null, 2)}\n`;
  fs.writeFileSync(path.join(adminDir, "config.json"), configJson);
  fs.writeFileSync(path.join(adminDir, "admin.js"), adminScript(input.rootDir));
  fs.copyFileSync(
    path.join(input.rootDir, "src", "images", "logo.svg"),
    path.join(adminDir, "logo.svg"),
  );
  fs.writeFileSync(
    path.join(adminDir, "index.html"),
    adminPage({
      title: String(config.app_title),
      adminUrl,
      bundle: sveltia.bundle,
      script: `${adminUrl}admin.js`,
      importMap: { [sveltia.immutableUrl]: sveltia.immutable },
      context,
    }),
  );
  const files = fs.readdirSync(adminDir, { recursive: true }).length;
  return { files, configBytes: configJson.length };
}
