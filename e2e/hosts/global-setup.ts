import fs from "node:fs";
import path from "node:path";
import { NGINX_ORIGIN_ENV, NGINX_CERT_ENV } from "./support/env";
import { HOSTS, startHost } from "./support/hosts";
import { ROOT, startNginx } from "../../harness/nginx";

/**
 * Serves the existing build (`npm run build` first) on each host's own runtime and, as the
 * reference every answer is compared with, on nginx over TLS (the hosts serve HTTPS only). The
 * returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, "public", "_headers"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const [nginx, ...hosts] = await Promise.all([
    startNginx({ tls: true }),
    ...HOSTS.map((host) => startHost(host)),
  ]);
  HOSTS.forEach((host, index) => (process.env[host.originEnv] = hosts[index]!.origin));
  process.env[NGINX_ORIGIN_ENV] = nginx.origin;
  process.env[NGINX_CERT_ENV] = nginx.certificate;
  return async () => {
    await Promise.all([nginx.stop(), ...hosts.map((host) => host.stop())]);
  };
}
