import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";
import { ROOT } from "../../harness/nginx";

const OBSERVATORY = path.join(
  ROOT,
  "tools",
  "observatory",
  "node_modules",
  "@mdn",
  "mdn-http-observatory",
);

type Scan = {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number };
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
};

/**
 * The MDN HTTP Observatory, installed offline by scripts/setup.sh, grades TLS mode. Its `bin`
 * wrapper replaces NODE_EXTRA_CA_CERTS with a CA bundle that only its (skipped) install script
 * downloads, so the scanner is run directly, trusting exactly our self-signed certificate:
 * certificate verification stays on.
 */
test("MDN HTTP Observatory grades TLS mode A+ (>= 120)", async () => {
  if (!fs.existsSync(OBSERVATORY)) {
    throw new Error("tools/observatory is not installed: run scripts/setup.sh");
  }
  const preload = path.join(OBSERVATORY, "conf", "hsts-preload.json");
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");
  const host = new URL(required(TLS_ORIGIN_ENV)).host;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(OBSERVATORY, "src", "scan.js"), host],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: required(TLS_CERT_ENV) }, timeout: 60_000 },
  );
  const result = JSON.parse(stdout) as Scan;
  const lines = Object.entries(result.tests).map(
    ([name, { result: outcome, scoreModifier, pass }]) =>
      `  ${pass ? "pass" : "FAIL"} ${name}: ${outcome} (${scoreModifier >= 0 ? "+" : ""}${scoreModifier})`,
  );
  console.log(
    `\nMDN HTTP Observatory, ${host} (TLS mode): grade ${result.scan.grade}, score ${result.scan.score}\n${lines.join("\n")}`,
  );
  const output = path.join(ROOT, "test-results", "serving");
  fs.mkdirSync(output, { recursive: true });
  fs.writeFileSync(path.join(output, "observatory.json"), stdout);
  expect(result.scan.grade).toBe("A+");
  expect(result.scan.score).toBeGreaterThanOrEqual(120);
  expect(result.scan.testsFailed).toBe(0);
});
