/**
 * Compiles `<project>/src/index.ts` with Gatsby's webpack and the locale check, then prints the
 * compilation's errors, warnings and watched paths as JSON. Run under tsx by
 * LocaleCheckWebpackPlugin.test.ts: the check loads i18next-cli, an ES module jest cannot load.
 */
import { cmsLayout } from "../../../src/content/jsonLayout";
import path from "node:path";
import { createRequire } from "node:module";
import type webpackType from "webpack";
import { LocaleCheckWebpackPlugin } from "../../../plugins/i18n-locales/LocaleCheckWebpackPlugin";

const dir = process.argv[2] ?? "";
const webpack = createRequire(require.resolve("gatsby/package.json"))(
  "webpack",
) as typeof webpackType;
const compiler = webpack({
  mode: "development",
  context: dir,
  entry: "./src/index.ts",
  output: { path: path.join(dir, "out") },
  // The plugin declares only the part of webpack it uses.
  plugins: [
    new LocaleCheckWebpackPlugin(dir, "en") as unknown as webpackType.WebpackPluginInstance,
  ],
});
compiler.run((error, stats) => {
  compiler.close(() => undefined);
  if (error || !stats) throw error ?? new Error("no stats");
  const { errors, warnings, fileDependencies, contextDependencies } = stats.compilation;
  console.log(
    cmsLayout({
      errors: errors.map((problem) => problem.message),
      warnings: warnings.map((problem) => problem.message),
      fileDependencies: [...fileDependencies],
      contextDependencies: [...contextDependencies],
    }),
  );
});
