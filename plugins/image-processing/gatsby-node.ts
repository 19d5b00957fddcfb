import fs from "node:fs";
import { createRequire } from "node:module";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { setAvifDefaults, staleAvifCall, type SharpLike } from "./avifEffort";
import { imageQueries, startImageJobs } from "./earlyJobs";
import { JobLedger, type CreatedJob } from "./jobLedger";

// internals: gatsby — its internal store of static queries and CREATE_JOB_V2 events read
/**
 * Options: the site's and AVIF's effort. Effort 2 instead of sharp's 4 takes a third of the CPU
 * for files 0–9 % larger; effort 1 would be faster still but smudges flat areas (docs/IMAGES.md).
 */
const fields = (Joi: Joi) => ({
  ...siteFields(Joi),
  avifEffort: Joi.number().integer().min(0).max(9).default(2),
});
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));
type ImageOptions = OptionsOf<typeof fields>;

/** gatsby-plugin-sharp's own require: the sharp instance its jobs encode with. */
const sharpPluginRequire = (rootDir: string) =>
  createRequire(siteRequire(rootDir).resolve("gatsby-plugin-sharp/package.json"));

/** Which jobs wrote which files in this process (jobLedger.ts). */
const ledger = new JobLedger();
let listening = false;

/**
 * Image jobs run in Gatsby's main process, where this runs before any job of this build is
 * created. Gatsby announces each new job on its internal emitter, the way gatsby-plugin-sharp
 * itself counts them for its progress bar.
 */
export const onPreInit: GatsbyNode["onPreInit"] = (
  { reporter, emitter },
  options: ImageOptions,
) => {
  const { rootDir, avifEffort } = options;
  const pluginRequire = sharpPluginRequire(rootDir);
  const stale = staleAvifCall(fs.readFileSync(pluginRequire.resolve("./process-file"), "utf8"));
  if (stale) {
    reporter.panic(
      `image-processing: ${stale}. Check how it sets AVIF's effort now and update ` +
        "plugins/image-processing/avifEffort.ts (or drop the default if it sets one).",
    );
  }
  setAvifDefaults(pluginRequire("sharp") as SharpLike, avifEffort);
  ledger.reset();
  // Gatsby can load the plugin twice in one process (develop restarts): one listener.
  if (!listening) emitter.on("CREATE_JOB_V2", (action: CreatedJob) => ledger.record(action));
  listening = true;
};

/**
 * Before webpack: the image jobs of every static query start now (earlyJobs.ts). Measured
 * 2026-11-24, four cold builds each, alternating: 43.1 s without, 39.8 s with (medians).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ graphql, store, reporter }) => {
  const queries = imageQueries(store.getState().staticQueryComponents);
  ledger.phase = "early";
  const started = await startImageJobs(queries, graphql);
  ledger.phase = "queries";
  reporter.info(`Image processing started before webpack for ${started} static queries`);
};

/**
 * If Gatsby stopped treating the early run's jobs and the query run's as one, every image would
 * be encoded twice: slower, and silent. The build is still right, so this warns rather than
 * failing it (`npm test`'s build fails on any warning, so a dependency update that breaks the
 * sharing is caught there). Files an earlier run left unfinished are encoded again by Gatsby
 * itself (jobLedger.ts): worth a line, not a warning.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { ofEarlyStart, ofEarlierRun } = ledger.repeats();
  if (ofEarlierRun.length > 0) {
    reporter.info(
      `Image processing finished ${ofEarlierRun.length} files an earlier run (gatsby develop) had left`,
    );
  }
  if (ofEarlyStart.length > 0) {
    reporter.warn(
      `image-processing: ${ofEarlyStart.length} files were encoded twice, by the early start and ` +
        `by the query run (${ofEarlyStart.slice(0, 3).join(", ")}): Gatsby no longer shares their ` +
        "jobs. The site is right but builds slower; check plugins/image-processing/earlyJobs.ts.",
    );
  }
};
