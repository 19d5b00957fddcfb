#!/usr/bin/env node
// @ts-check
/**
 * Serves a build like a plain static host (see scripts/lib/static-server.mjs), for the e2e suite and
 * by hand. Usage: PORT=9470 node scripts/static-server.mjs [root]   (binds 127.0.0.1 only)
 * As GitHub Pages serves it: `npm run serve:pages` (scripts/serve-pages.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStaticServer } from "./lib/static-server.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(process.argv[2] ?? path.join(projectDir, "public"));

try {
  const { url } = await startStaticServer({
    root,
    port: Number(process.env.PORT ?? 9470),
    host: process.env.HOST ?? "127.0.0.1",
  });
  console.log(`static-server: serving ${root} on ${url}/`);
} catch (error) {
  console.error(`static-server: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
