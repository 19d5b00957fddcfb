import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../../harness/nginx";
import { freePort } from "../../../scripts/lib/ports";
import { headersFor, readHeaderRules } from "../../../scripts/lib/static-server.mjs";
import { get } from "../../serving/support/http";

/**
 * The hosts whose own runtime serves the build here, each compared with nginx (the reference),
 * and where that runtime cannot give nginx's answer: each difference with why. Where a host
 * differs, the specs check what it does instead.
 */
export type Host = {
  name: "cloudflare" | "netlify";
  /** Set by global-setup: the runtime's HTTPS origin. */
  originEnv: string;
  /** Cache-Control as sent here differs; `rules` gives what the host's own rules say instead. */
  cacheControl?: string;
  rules?: (path: string) => Map<string, string>;
  /** Its redirects carry none of the site's headers. */
  redirectHeaders?: string;
  /** Paths nginx redirects (or answers 404) that this host serves as it finds them. */
  spellings?: { paths: string[]; why: string }[];
  /** A method other than GET or HEAD is refused without `Allow`. */
  methods?: string;
};

/**
 * The headers the staged `_headers` gives a path, read by the parser of the e2e suite's host:
 * Netlify merges matching rules alike, the last value winning, and netlify.test.ts keeps the
 * file to what both read the same (no detach lines, no header twice in a rule).
 */
const netlifyRules = (forPath: string) =>
  headersFor(readHeaderRules(path.join(ROOT, "deploy/netlify/site"))!, forPath);

export const HOSTS: Host[] = [
  { name: "cloudflare", originEnv: "HOSTS_CLOUDFLARE_ORIGIN" },
  {
    name: "netlify",
    originEnv: "HOSTS_NETLIFY_ORIGIN",
    cacheControl:
      "netlify dev's static server sends `public, max-age=0` and its proxy writes that over `_headers` (netlify-cli 27.10.2, utils/proxy.js); Netlify's CDN applies `_headers`",
    rules: netlifyRules,
    redirectHeaders:
      "Netlify applies `_headers` to the files it serves, not to its redirects (netlify dev sends `Cache-Control: no-cache` and nothing else)",
    spellings: [
      {
        paths: ["/privacy-policy", "/es", "/es/privacy-policy?x=1", "/admin"],
        why: "netlify dev serves the page; Netlify's CDN redirects a folder's slashless path itself, and matches a rule with or without its trailing slash, so a rule would send the page to itself",
      },
      {
        paths: ["//es/", "/es//privacy-policy/", "//evil.example/", "/.//evil.example/"],
        why: "netlify dev reads a path with `//` as a URL and serves what it resolves to (`//es/` and `//evil.example/` as `/`): never a redirect",
      },
    ],
    methods:
      "Netlify sets `Allow` itself and ignores it in `_headers`; netlify dev answers a POST with the path's own status",
  },
];

export const originOf = (host: Host) => {
  const origin = process.env[host.originEnv];
  if (!origin) throw new Error(`${host.originEnv} is not set: run the suite through its config`);
  return origin;
};

/** Why `url` is served as it is on `host` rather than as nginx answers it, if it is. */
export const spellingDiffers = (host: Host, url: string) =>
  host.spellings?.find(({ paths }) => paths.includes(url))?.why;

export type RunningHost = { origin: string; stop(): Promise<void> };

/**
 * `PORT=<free> npm run serve:<host>`, as an owner runs it: the build on the host's own runtime,
 * over HTTPS with its self-signed certificate, on loopback.
 */
export async function startHost(host: Host): Promise<RunningHost> {
  const port = await freePort();
  const child = spawn("npx", ["tsx", `scripts/${host.name}.ts`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `https://127.0.0.1:${port}`;
  // Netlify's CLI is installed on first use (a minute or two).
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve:${host.name} exited:\n${output}`);
    const ready = await get(`${origin}/`, { insecure: true }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`serve:${host.name} did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // The whole group: npx, tsx and the runtime.
      process.kill(-(child.pid as number), "SIGTERM");
      await exited;
    },
  };
}
