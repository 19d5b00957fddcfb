/**
 * The site's nginx configuration (scripts/publish/nginxConfig.ts), written for a machine:
 *
 *   tsx scripts/nginx.ts local PREFIX       this machine (scripts/serve-nginx.sh runs it): the build
 *                                           in public/ on 127.0.0.1:$PORT, HTTPS with TLS=1
 *   npm run nginx:config -- https://www.example.com --alias example.com --key publish_key.pub
 *                           [--email you@example.com]
 *                                           the script that sets up an owner's Debian server, printed
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { selfSignedCertificate } from "./lib/certificate";
import { nginxConf, serverConf, serverSetup } from "./publish/nginxConfig";
import { ROOT } from "./wrangler";

/**
 * PREFIX/nginx.conf serving the build here, with its generated files copied to PREFIX/live as
 * site-activate copies a release's. Environment: PORT, TLS=1.
 */
function local(prefix: string): void {
  const env = process.env;
  const port = env.PORT ?? "8080";
  const live = path.join(prefix, "live");
  fs.rmSync(live, { recursive: true, force: true });
  fs.mkdirSync(live, { recursive: true });
  // nginx's workers (`nobody` when it is started as root) reach the site through this folder.
  fs.chmodSync(prefix, 0o755);
  const generated = path.join(ROOT, "deploy", "nginx", "generated");
  for (const file of ["maps.conf", "headers.conf", "errors.conf"]) {
    fs.copyFileSync(path.join(generated, file), path.join(live, file));
  }
  // nginx follows no link (site.conf): the build's own path, never one through a link.
  const publicDir = fs.realpathSync(path.join(ROOT, "public"));
  const rules = path.join(ROOT, "deploy", "nginx");
  fs.writeFileSync(path.join(live, "server.conf"), serverConf(publicDir, live, rules));
  const listen = `127.0.0.1:${port}`;
  let tls;
  if (env.TLS === "1") {
    const certificate = path.join(prefix, "tls", "cert.pem");
    const key = path.join(prefix, "tls", "key.pem");
    if (!fs.existsSync(certificate)) selfSignedCertificate(certificate, key);
    tls = { listen, certificate, key };
  }
  const site = { rules, live };
  const conf = tls
    ? nginxConf({ ...site, tls, origin: `https://127.0.0.1:${port}` })
    : nginxConf({ ...site, http: listen });
  fs.writeFileSync(path.join(prefix, "nginx.conf"), conf);
}

/** The owner's server setup script, printed. */
function server(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      alias: { type: "string", multiple: true, default: [] },
      key: { type: "string" },
      email: { type: "string" },
    },
  });
  if (!positionals[0] || !values.key) {
    throw new Error("usage: npm run nginx:config -- https://www.example.com --key publish_key.pub");
  }
  process.stdout.write(
    serverSetup({
      origin: new URL(positionals[0]).origin,
      aliases: values.alias,
      key: fs.readFileSync(values.key, "utf8"),
      email: values.email,
    }),
  );
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === "local" && rest[0]) local(rest[0]);
  else if (command === "server") server(rest);
  else throw new Error("usage: tsx scripts/nginx.ts local PREFIX | server ORIGIN --key FILE");
} catch (error) {
  console.error(`nginx:config: ${(error as Error).message}`);
  process.exitCode = 2;
}
