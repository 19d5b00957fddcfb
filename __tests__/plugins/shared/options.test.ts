/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import type { GatsbyNode } from "gatsby";
import * as imageProcessing from "../../../plugins/image-processing/gatsby-node";
import * as seoFiles from "../../../plugins/seo-files/gatsby-node";
import * as serving from "../../../plugins/serving/gatsby-node";
import * as svg from "../../../plugins/svg/gatsby-node";

const site = {
  rootDir: "/site",
  localesDir: "/site/locales",
  defaultLanguage: "en",
  languages: ["en"],
};

/** Each local plugin's schema, as Gatsby runs it on the options in gatsby-config. */
function validate(
  plugin: { pluginOptionsSchema?: GatsbyNode["pluginOptionsSchema"] },
  options: Record<string, unknown>,
) {
  if (!plugin.pluginOptionsSchema) throw new Error("the plugin declares no options schema");
  return testPluginOptionsSchema(plugin.pluginOptionsSchema, options);
}

describe("local plugins' options", () => {
  it("reject a misspelled option instead of ignoring it", async () => {
    const result = await validate(imageProcessing, { ...site, avifEfort: 1 });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual(['"avifEfort" is not allowed']);
  });

  it("reject a missing or wrong site option", async () => {
    expect((await validate(serving, { ...site, rootDir: undefined })).errors).toEqual([
      '"rootDir" is required',
    ]);
    expect((await validate(serving, { ...site, languages: [] })).errors).toEqual([
      '"languages" must contain at least 1 items',
    ]);
  });

  it("accept the site's options with a plugin's defaults, and nothing for a plugin without any", async () => {
    expect((await validate(imageProcessing, site)).isValid).toBe(true);
    expect((await validate(seoFiles, site)).isValid).toBe(true);
    expect((await validate(seoFiles, { ...site, securityContact: [] })).errors).toEqual([
      '"securityContact" must contain at least 1 items',
    ]);
    expect((await validate(svg, {})).isValid).toBe(true);
    expect((await validate(svg, site)).errors).toContain('"rootDir" is not allowed');
  });
});
