import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A self-signed certificate for 127.0.0.1 and localhost, for serving over HTTPS on this machine
 * (serve:nginx with TLS=1, serve:netlify, the owner's nginx.conf under `nginx -t`).
 */
export function selfSignedCertificate(certificate: string, key: string): void {
  fs.mkdirSync(path.dirname(certificate), { recursive: true });
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30"],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
      ...["-keyout", key, "-out", certificate],
    ],
    { stdio: "ignore" },
  );
}
