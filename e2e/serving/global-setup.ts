import fs from "node:fs";
import path from "node:path";
import { HTTP_ORIGIN_ENV, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { ROOT, startNginx } from "../../harness/nginx";

/**
 * Serves the existing build (`npm run build` first; `npm run test:serving` does) twice through
 * `npm run serve:nginx`: plain HTTP and TLS, each on a free loopback port. The returned function
 * is Playwright's teardown: it stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, "public", "page-data", "app-data.json"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const http = await startNginx();
  const tls = await startNginx({ tls: true });
  process.env[HTTP_ORIGIN_ENV] = http.origin;
  process.env[TLS_ORIGIN_ENV] = tls.origin;
  process.env[TLS_CERT_ENV] = tls.certificate;
  return async () => {
    await Promise.all([http.stop(), tls.stop()]);
  };
}
