import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { type SecurityTxtOptions, writeSecurityTxt } from "./securityTxt";

/** Options come from gatsby-config (the facts live in src/config/site.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }, pluginOptions) => {
  const { program } = store.getState() as { program: { directory: string } };
  const options = pluginOptions as unknown as SecurityTxtOptions;
  const written = writeSecurityTxt(path.join(program.directory, "public"), options);
  reporter.info(`security.txt: ${path.relative(program.directory, written)}`);
};
