import type { GatsbyNode } from "gatsby";
import { strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { recordOrigin, staleCache, startClean } from "./cacheGuard";

const fields = (Joi: Joi) => ({ rootDir: Joi.string().required() });
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));

/**
 * The first hook Gatsby runs, before it checks its cache: a build under another path prefix or
 * in another folder than the cache's starts clean (cacheGuard.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = (
  { reporter, basePath },
  { rootDir }: OptionsOf<typeof fields>,
) => {
  const reason = staleCache(rootDir, { directory: rootDir, pathPrefix: basePath });
  if (!reason) return;
  reporter.info(`cache-guard: ${reason}: building from clean`);
  startClean(rootDir);
};

/** Once Gatsby has set its cache up (emptied, when it had to), the record of what it was made with. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (
  { basePath },
  { rootDir }: OptionsOf<typeof fields>,
) => {
  recordOrigin(rootDir, { directory: rootDir, pathPrefix: basePath });
};
