/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "..");
// The CLI, as `npm run lint` runs it (jest cannot load ESLint's ESM config in-process).
const eslintCli = path.join(root, "node_modules", "eslint", "bin", "eslint.js");

/** The lint rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(code: string, filePath: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [eslintCli, "--format", "json", "--stdin", "--stdin-filename", filePath],
    { cwd: root, input: code, encoding: "utf8" },
  );
  const [result] = JSON.parse(run.stdout) as {
    messages: { ruleId: string | null; message: string }[];
  }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the boundary between the site and the build", () => {
  it("keeps Node out of src/", async () => {
    const code =
      'import fs from "node:fs";\nimport path from "path";\nexport const a = [fs, path, process.env.A];\n';
    expect(await violations(code, "src/components/ui/Example.tsx")).toEqual([
      "no-restricted-imports",
      "no-restricted-imports",
      "no-restricted-globals",
    ]);
  });

  it("keeps build-time code out of src/", async () => {
    const code =
      'import { svgDimensions } from "../../plugins/svg/svgDimensions";\nexport const a = svgDimensions;\n';
    expect(await violations(code, "src/hooks/useExample.ts")).toEqual(["no-restricted-imports"]);
  });

  it("keeps the browser out of plugins/", async () => {
    const code = "export const a = [window.location.href, document.title, localStorage];\n";
    expect(await violations(code, "plugins/serving/example.ts")).toEqual([
      "no-restricted-globals",
      "no-restricted-globals",
      "no-restricted-globals",
    ]);
  });

  it("lets each side use its own platform", async () => {
    expect(
      await violations(
        'import fs from "node:fs";\nexport const a = [fs, process.env.A];\n',
        "plugins/x/gatsby-node.ts",
      ),
    ).toEqual([]);
    expect(await violations("export const a = document.title;\n", "src/app/example.ts")).toEqual(
      [],
    );
  });
});

describe("the boundary between the tests and the commands", () => {
  // [the importing file, what it imports, whether lint refuses it]
  it.each([
    ["e2e/serving/example.spec.ts", "../../scripts/publish/nginxConfig", true],
    ["e2e/serving/example.spec.ts", "../../harness/nginx", false],
    ["e2e/serving/example.spec.ts", "../../scripts/lib/ports", false],
    ["scripts/example.ts", "../e2e/support/site", true],
    ["scripts/example.ts", "../harness/nginx", true],
    ["scripts/example.ts", "./lib/stats.mjs", false],
    ["harness/example.ts", "../e2e/support/site", true],
    ["harness/example.ts", "../__tests__/fixtures/x", true],
  ])("%s importing %s is refused: %s", async (file, source, refused) => {
    const code = `import * as shared from "${source}";\nexport const a = shared;\n`;
    expect(await violations(code, file)).toEqual(refused ? ["no-restricted-imports"] : []);
  });
});
