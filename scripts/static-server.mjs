#!/usr/bin/env node
// @ts-check
/**
 * Serves a build like a plain static host (see scripts/lib/static-server.mjs), for the e2e suite and
 * by hand. Usage: PORT=9470 node scripts/static-server.mjs [root]   (binds 127.0.0.1 only)
 * With --pages, as GitHub Pages serves the folder `npm run publish` stages for it, under
 * PATH_PREFIX (`npm run serve:pages`).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStaticServer } from "./lib/static-server.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pages = process.argv[2] === "--pages";
const folder = pages ? path.join("deploy", "github-pages", "site") : "public";
const root = path.resolve(process.argv[pages ? 3 : 2] ?? path.join(projectDir, folder));
const prefix = pages
  ? (process.env.PATH_PREFIX ?? "").replace(/^\/*/, "/").replace(/\/+$/, "")
  : "";

try {
  const { url } = await startStaticServer({
    root,
    port: Number(process.env.PORT ?? 9470),
    host: process.env.HOST ?? "127.0.0.1",
    prefix,
    plain: pages,
  });
  console.log(`static-server: serving ${root} on ${url}${prefix}/`);
} catch (error) {
  console.error(`static-server: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
