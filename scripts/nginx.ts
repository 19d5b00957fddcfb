/**
 * The site's nginx configuration (scripts/publish/nginxConfig.ts), written for a machine:
 *
 *   tsx scripts/nginx.ts local PREFIX       this machine (scripts/serve-nginx.sh runs it): the build
 *                                           in public/ on 127.0.0.1:$PORT, HTTPS with TLS=1
 *   npm run nginx:config -- https://www.example.com [--alias example.com] [--root /srv/site]
 *                           [--certificates DIR]
 *                                           an owner's server: its /etc/nginx/nginx.conf, serving
 *                                           the release the publish command made live, with the
 *                                           certificate certbot keeps in /etc/letsencrypt/live/HOST
 *                                           (fullchain.pem, privkey.pem) unless DIR says otherwise
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { selfSignedCertificate } from "./lib/certificate";
import { HAND_WRITTEN, httpConf, nginxConf, serverConf } from "./publish/nginxConfig";
import { ROOT } from "./wrangler";

/**
 * A release-like folder in PREFIX (site/nginx/, site/public) for the build here, and the
 * nginx.conf that serves it. Environment: PORT, TLS=1, PUBLIC_DIR, GENERATED_DIR (another build
 * and the files written for it), LIMIT_EXEMPT (addresses never limited, space-separated).
 */
function local(prefix: string): void {
  const env = process.env;
  const port = env.PORT ?? "8080";
  const site = path.join(prefix, "site");
  const nginxDir = path.join(site, "nginx");
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(nginxDir, { recursive: true });
  // nginx's workers (`nobody` when it is started as root) reach the site through this folder.
  fs.chmodSync(prefix, 0o755);
  for (const file of HAND_WRITTEN) {
    fs.copyFileSync(path.join(ROOT, "deploy", "nginx", file), path.join(nginxDir, file));
  }
  const generated = path.resolve(env.GENERATED_DIR ?? path.join(ROOT, "deploy/nginx/generated"));
  fs.symlinkSync(generated, path.join(nginxDir, "generated"));
  fs.symlinkSync(
    path.resolve(env.PUBLIC_DIR ?? path.join(ROOT, "public")),
    path.join(site, "public"),
  );
  const exempt = (env.LIMIT_EXEMPT ?? "").split(/\s+/).filter(Boolean);
  fs.writeFileSync(path.join(nginxDir, "http.conf"), httpConf(site, exempt));
  fs.writeFileSync(path.join(nginxDir, "server.conf"), serverConf(site));
  const listen = `127.0.0.1:${port}`;
  let tls;
  if (env.TLS === "1") {
    const certificate = path.join(prefix, "tls", "cert.pem");
    const key = path.join(prefix, "tls", "key.pem");
    if (!fs.existsSync(certificate)) selfSignedCertificate(certificate, key);
    tls = { listen, certificate, key, origin: `https://127.0.0.1:${port}` };
  }
  const conf = nginxConf({ site, ...(tls ? { tls } : { http: listen }) });
  fs.writeFileSync(path.join(prefix, "nginx.conf"), conf);
}

/** An owner's /etc/nginx/nginx.conf, printed. */
function server(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      alias: { type: "string", multiple: true, default: [] },
      root: { type: "string", default: "/srv/site" },
      certificates: { type: "string" },
    },
  });
  const origin = new URL(positionals[0] ?? "https://www.example.com").origin;
  const live = values.certificates ?? `/etc/letsencrypt/live/${new URL(origin).hostname}`;
  process.stdout.write(
    nginxConf({
      site: `${values.root}/current`,
      http: "80",
      tls: {
        listen: "443",
        certificate: `${live}/fullchain.pem`,
        key: `${live}/privkey.pem`,
        origin,
        aliases: values.alias,
      },
      system: true,
    }),
  );
}

const [command, ...rest] = process.argv.slice(2);
if (command === "local" && rest[0]) local(rest[0]);
else if (command === "server") server(rest);
else {
  console.error(
    "usage: tsx scripts/nginx.ts local PREFIX | server ORIGIN [--alias NAME] [--root DIR] [--certificates DIR]",
  );
  process.exitCode = 2;
}
