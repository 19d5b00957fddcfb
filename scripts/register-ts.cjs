/**
 * Lets Node 20 run the project's TypeScript scripts (`node -r ./scripts/register-ts.cjs x.ts`).
 *
 * None of tsx, ts-node, esbuild-register or @babel/register is installed, and adding one would
 * change the lockfile for a few lines of script. The TypeScript compiler is already a direct
 * dependency: this strips the types file by file (transpileModule, no type check: `npm run
 * typecheck` does that) and hands CommonJS to Node.
 */
const fs = require("node:fs");
const ts = require("typescript");

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2020,
  esModuleInterop: true,
  sourceMap: false,
  inlineSourceMap: true,
};

require.extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
