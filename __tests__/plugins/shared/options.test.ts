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

type Plugin = { pluginOptionsSchema?: GatsbyNode["pluginOptionsSchema"] };

/** Each local plugin's schema, as Gatsby runs it on the options in gatsby-config. */
function validate(plugin: Plugin, options: Record<string, unknown>) {
  if (!plugin.pluginOptionsSchema) throw new Error("the plugin declares no options schema");
  return testPluginOptionsSchema(plugin.pluginOptionsSchema, options);
}

const plugins: Record<string, Plugin> = {
  "image-processing": imageProcessing,
  serving,
  "seo-files": seoFiles,
  svg,
};

// [the plugin, its options in gatsby-config, the first error Gatsby stops the build with]
const cases: [string, Record<string, unknown>, string[]][] = [
  // A misspelled option is refused, not ignored.
  ["image-processing", { ...site, avifEfort: 1 }, ['"avifEfort" is not allowed']],
  ["serving", { ...site, rootDir: undefined }, ['"rootDir" is required']],
  ["serving", { ...site, languages: [] }, ['"languages" must contain at least 1 items']],
  ["image-processing", site, []],
  ["seo-files", site, []],
  [
    "seo-files",
    { ...site, securityContact: [] },
    ['"securityContact" must contain at least 1 items'],
  ],
  // A plugin without site options takes none.
  ["svg", {}, []],
  ["svg", site, ['"rootDir" is not allowed']],
];

it.each(cases)("local plugin %s given %j: %j", async (name, options, errors) => {
  expect((await validate(plugins[name]!, options)).errors.slice(0, 1)).toEqual(errors);
});
