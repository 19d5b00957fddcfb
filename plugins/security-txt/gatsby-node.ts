import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SitePluginOptions } from "../shared/options";
import { type SecurityTxtOptions, writeSecurityTxt } from "./securityTxt";

/** Options come from gatsby-config (the facts live in src/config/site.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, pluginOptions) => {
  const options = pluginOptions as unknown as SecurityTxtOptions & SitePluginOptions;
  const written = writeSecurityTxt(path.join(options.rootDir, "public"), options);
  reporter.info(`security.txt: ${path.relative(options.rootDir, written)}`);
};
