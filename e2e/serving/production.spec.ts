import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { selfSignedCertificate } from "../../scripts/lib/certificate";
import { ROOT } from "../../harness/nginx";

/**
 * The nginx.conf an owner installs (`npm run nginx:config`, docs/OWNER.md) is valid for Debian's
 * nginx with its modules, around a release as the publish command leaves it: the same function
 * writes it as serve:nginx's, which the rest of this suite serves and tests.
 */
test("the owner's nginx.conf passes nginx -t around a live release", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "owner-nginx-"));
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const script = path.join(ROOT, "scripts", "nginx.ts");
  execFileSync(tsx, [script, "local", path.join(work, "local")]);
  fs.mkdirSync(path.join(work, "srv"));
  fs.symlinkSync(path.join(work, "local", "site"), path.join(work, "srv", "current"));
  const certificates = path.join(work, "certificates");
  selfSignedCertificate(
    path.join(certificates, "fullchain.pem"),
    path.join(certificates, "privkey.pem"),
  );
  const conf = execFileSync(
    tsx,
    [script, "server", "https://www.example.test", "--alias", "example.test"].concat([
      "--root",
      path.join(work, "srv"),
      "--certificates",
      certificates,
    ]),
    { encoding: "utf8" },
  );
  expect(conf).toContain("return 301 https://www.example.test$request_uri;");
  fs.writeFileSync(path.join(work, "nginx.conf"), conf);
  // Its user, pid and logs are Debian's; only the test's prefix differs.
  execFileSync("/usr/sbin/nginx", ["-t", "-q", "-p", work, "-c", path.join(work, "nginx.conf")]);
  fs.rmSync(work, { recursive: true, force: true });
});
