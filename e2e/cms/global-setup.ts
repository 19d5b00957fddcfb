import fs from "node:fs";
import path from "node:path";
import { ROOT, startNginx } from "../../harness/nginx";
import { CMS_ORIGIN_ENV } from "./support/env";

/** Serves the existing build with nginx over TLS (the CMS page's own policy and headers). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, "public", "admin", "index.html"))) {
    throw new Error("public/admin/ is missing: run `npm run build` first");
  }
  const nginx = await startNginx({ tls: true });
  process.env[CMS_ORIGIN_ENV] = nginx.origin;
  return () => nginx.stop();
}
