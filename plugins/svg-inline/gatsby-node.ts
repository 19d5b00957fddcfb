import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import { strictSchema } from "../shared/options";
import { inlineSvg } from "./inlineSvg";

/** No options: a stray one in gatsby-config stops the build (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, {});

/** Small SVG files carry their markup, so SvgImage draws them inline (see inlineSvg.ts). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "File" || node.extension !== "svg") return;
  const inline = inlineSvg(fs.readFileSync(node.absolutePath as string, "utf8"));
  if (inline) actions.createNodeField({ node, name: "inline", value: inline });
};

/** Typed, so that a site whose SVGs are all large still has the field (as null). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type InlineSvg {
      viewBox: String!
      body: String!
    }
    type FileFields {
      inline: InlineSvg
    }
  `);
};
