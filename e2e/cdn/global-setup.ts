import fs from "node:fs";
import path from "node:path";
import { CDN_ORIGIN_ENV, NGINX_ORIGIN_ENV, NGINX_CERT_ENV } from "./support/env";
import { startCloudflare } from "./support/cloudflare";
import { ROOT, startNginx } from "../../harness/nginx";

/**
 * Serves the existing build (`npm run build` first) on Cloudflare's runtime and, as the reference
 * every answer is compared with, on nginx over TLS (Cloudflare serves HTTPS only). The returned
 * function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, "public", "_headers"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const [cloudflare, nginx] = await Promise.all([startCloudflare(), startNginx({ tls: true })]);
  process.env[CDN_ORIGIN_ENV] = cloudflare.origin;
  process.env[NGINX_ORIGIN_ENV] = nginx.origin;
  process.env[NGINX_CERT_ENV] = nginx.certificate;
  return async () => {
    await Promise.all([cloudflare.stop(), nginx.stop()]);
  };
}
