import fs from "node:fs";
import path from "node:path";
import { LOCALES_FOLDER } from "../../src/i18n/namespace";
import { checkLocales, splitProblems } from "./checkLocales";
import { formatProblems, FLAGS_FOLDER } from "../../src/content/validateLocales";

/**
 * Gatsby's overlay shows the message in a box that does not wrap (about 64 characters wide at
 * common window sizes): long lines are broken at spaces, continuations indented.
 */
export function wrapLines(text: string, width = 64): string {
  return text
    .split("\n")
    .flatMap((line) => {
      const lead = /^\s*/.exec(line)?.[0] ?? "";
      const [first = "", ...words] = line.slice(lead.length).split(" ");
      const lines: string[] = [];
      let current = `${lead}${first}`;
      for (const word of words) {
        if (current.length + 1 + word.length > width) {
          lines.push(current);
          current = `${lead}    ${word}`;
        } else current = `${current} ${word}`;
      }
      return [...lines, current];
    })
    .join("\n");
}

/** The part of webpack's compiler the plugin uses (webpack is Gatsby's dependency, not ours). */
type WebpackError = Error & { hideStack?: boolean };
type Compilation = {
  compiler: { isChild(): boolean };
  errors: WebpackError[];
  warnings: WebpackError[];
  fileDependencies: Set<string>;
  contextDependencies: Set<string>;
};
type Compiler = {
  webpack: { WebpackError: new (message: string) => WebpackError };
  hooks: {
    afterCompile: {
      tapPromise(name: string, run: (compilation: Compilation) => Promise<void>): void;
    };
  };
};

/**
 * `gatsby develop` only: the locale check as part of every compilation of the browser bundle.
 *
 * The translation files are not modules (they reach pages through GraphQL), so on their own a
 * broken file only surfaces in the browser as raw keys, i18next's "No translations were found"
 * and React runtime errors. Making them dependencies of the compilation recompiles on every
 * edit; a problem becomes a compile error, which Gatsby's overlay shows in the browser ("Failed
 * to compile" with the checker's text) and clears on the next clean compilation. Unused keys are
 * compile warnings: the page keeps working while the code that will use them is written.
 */
export class LocaleCheckWebpackPlugin {
  constructor(
    private readonly rootDir: string,
    private readonly defaultLanguage: string,
  ) {}

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.afterCompile.tapPromise(LocaleCheckWebpackPlugin.name, async (compilation) => {
      // Child compilations (CSS extraction) inherit the hook: report once, in the page bundle's.
      if (compilation.compiler.isChild()) return;
      const localesDir = path.join(this.rootDir, LOCALES_FOLDER);
      compilation.contextDependencies.add(localesDir);
      compilation.contextDependencies.add(path.join(this.rootDir, FLAGS_FOLDER));
      if (fs.existsSync(localesDir)) {
        for (const entry of fs.readdirSync(localesDir, { recursive: true, encoding: "utf8" })) {
          compilation.fileDependencies.add(path.join(localesDir, entry));
        }
      }

      const problems = await checkLocales(this.rootDir, this.defaultLanguage);
      const { errors, warnings } = splitProblems(problems, { develop: true });
      for (const [problems, list, warning] of [
        [errors, compilation.errors, false],
        [warnings, compilation.warnings, true],
      ] as const) {
        if (problems.length === 0) continue;
        const error = new WebpackError(wrapLines(formatProblems(problems, { warning })));
        error.name = "LocaleCheckError";
        error.hideStack = true;
        list.push(error);
      }
    });
  }
}
