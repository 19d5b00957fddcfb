/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The lint rules that keep each side to its own platform and keep the tests out of the commands.
 * ESLint runs once, in a process of its own (jest cannot load its ESM config in-process).
 */
const LINT = `import { ESLint } from "eslint";
const eslint = new ESLint();
const cases = JSON.parse(process.argv[1]);
const results = [];
for (const [filePath, code] of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map((message) => message.ruleId ?? message.message));
}
console.log(JSON.stringify(results));`;

const imports = (source: string) =>
  `import * as shared from "${source}";\nexport const a = [shared];\n`;
const node =
  'import fs from "node:fs";\nimport path from "path";\nexport const a = [fs, path, process.env.A];\n';
const browser = "export const a = [window.location.href, document.title, localStorage];\n";
const [imported, global] = ["no-restricted-imports", "no-restricted-globals"];

// [the file, its code, the rules lint reports]
const cases: [string, string, string[]][] = [
  // The site's code runs in browsers, the build's in Node: each keeps to its own platform.
  ["src/x/a.tsx", node, [imported, imported, global]],
  ["src/x/a.ts", imports("../../plugins/svg/inlineSvg"), [imported]],
  ["plugins/x/a.ts", browser, [global, global, global]],
  ["plugins/x/gatsby-node.ts", node, []],
  ["src/x/a.ts", browser, []],
  // Tests use the harness and scripts/lib/; commands use neither the tests nor the harness.
  ["e2e/x/a.spec.ts", imports("../../scripts/publish/nginxConfig"), [imported]],
  ["e2e/x/a.spec.ts", imports("../../harness/nginx"), []],
  ["e2e/x/a.spec.ts", imports("../../scripts/lib/ports"), []],
  ["scripts/a.ts", imports("../e2e/support/site"), [imported]],
  ["scripts/a.ts", imports("../harness/nginx"), [imported]],
  ["scripts/a.ts", imports("./lib/stats.mjs"), []],
  ["harness/a.ts", imports("../e2e/support/site"), [imported]],
  ["harness/a.ts", imports("../__tests__/fixtures/x"), [imported]],
];

it("keeps each side to its platform, and the tests out of the commands (npm run lint)", () => {
  const run = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", LINT, JSON.stringify(cases)],
    { cwd: path.join(__dirname, ".."), encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  const reported = JSON.parse(run.stdout) as string[][];
  expect(cases.map(([file, code], index) => [file, code, reported[index]])).toEqual(cases);
});
