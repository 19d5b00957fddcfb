/**
 * Node-only, build time. Cloudflare's documented limits for Workers static assets, which it does
 * not enforce before a deploy: over a limit it warns, then silently drops header rules,
 * redirects or lines (wrangler's own parser, seen with wrangler 4.164), or refuses the upload.
 * The build stops before it writes something Cloudflare would not serve as written.
 */
export const CLOUDFLARE_LIMITS = {
  headerRules: 100,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  lineLength: 2000,
  /** Per version on the Workers Free plan (Paid: 100,000). */
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
} as const;

const HOST = "Cloudflare Workers static assets";

export type DeployedFile = { file: string; bytes: number };

/** Every limit the build's files break, one message each (none when they fit). */
export function cloudflareLimitProblems({
  headers,
  redirects,
  files,
}: {
  headers: string;
  redirects: string;
  files: DeployedFile[];
}): string[] {
  const problems: string[] = [];
  const rules = (text: string) =>
    text.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
  for (const [name, text] of [
    ["_headers", headers],
    ["_redirects", redirects],
  ] as const) {
    text.split("\n").forEach((line, index) => {
      if (line.length > CLOUDFLARE_LIMITS.lineLength) {
        problems.push(
          `public/${name}:${index + 1} is ${line.length} characters long; ${HOST} ignore a line over ${CLOUDFLARE_LIMITS.lineLength}.`,
        );
      }
    });
  }
  const headerRules = rules(headers).filter((line) => !/^\s/.test(line)).length;
  if (headerRules > CLOUDFLARE_LIMITS.headerRules) {
    problems.push(
      `public/_headers has ${headerRules} rules; ${HOST} apply the first ${CLOUDFLARE_LIMITS.headerRules} and drop the rest.`,
    );
  }
  const redirectRules = rules(redirects);
  const dynamic = redirectRules.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? "")).length;
  const fixed = redirectRules.length - dynamic;
  if (fixed > CLOUDFLARE_LIMITS.staticRedirects || dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) {
    problems.push(
      `public/_redirects has ${fixed} static and ${dynamic} dynamic rules; ${HOST} take at most ${CLOUDFLARE_LIMITS.staticRedirects} and ${CLOUDFLARE_LIMITS.dynamicRedirects}.`,
    );
  }
  if (files.length > CLOUDFLARE_LIMITS.files) {
    problems.push(
      `public/ would deploy ${files.length} files; ${HOST} take at most ${CLOUDFLARE_LIMITS.files} per version on the Free plan (100,000 on Paid).`,
    );
  }
  for (const { file, bytes } of files) {
    if (bytes > CLOUDFLARE_LIMITS.fileBytes) {
      const size = (bytes / 1024 / 1024).toFixed(1);
      problems.push(`public/${file} is ${size} MiB; ${HOST} take files up to 25 MiB.`);
    }
  }
  return problems;
}
