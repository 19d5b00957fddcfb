/** The part of webpack's compiler a guard uses (webpack is Gatsby's dependency, not ours). */
type Compiler = {
  webpack: { WebpackError: new (message: string) => Error };
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: Compilation) => void): void;
    };
  };
};
type Compilation = {
  errors: Error[];
  hooks: { finishModules: { tap(name: string, run: () => void): void } };
};

/** Full production compilations; develop rebuilds only what changed, so nothing would match. */
export const GUARDED_STAGES = new Set(["build-javascript", "build-html"]);

/**
 * A webpack plugin that fails a compilation in which a module swap matched nothing (only bundle
 * size and blocking time would show it otherwise). `matched` is cleared at each compilation and
 * filled by the swap; `unmatched` names what is missing, in a sentence, or returns undefined.
 */
export function unmatchedGuard(
  name: string,
  matched: Set<string>,
  unmatched: () => string | undefined,
) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        matched.clear();
        compilation.hooks.finishModules.tap(name, () => {
          const message = unmatched();
          if (message) compilation.errors.push(new compiler.webpack.WebpackError(message));
        });
      });
    },
  };
}
