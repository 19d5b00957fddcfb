import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import { strictSchema } from "../shared/options";
import { inlineSvg } from "./inlineSvg";
import { svgDimensions } from "./svgDimensions";

/** No options: a stray one in gatsby-config stops the build (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, {});

/**
 * Every SVG file carries its intrinsic size, so every <img> gets width/height (no layout shift),
 * and a small one its markup too, so SvgImage draws it inline (see inlineSvg.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "File" || node.extension !== "svg") return;
  const source = fs.readFileSync(node.absolutePath as string, "utf8");
  const { width, height } = svgDimensions(source);
  actions.createNodeField({ node, name: "width", value: width });
  actions.createNodeField({ node, name: "height", value: height });
  const inline = inlineSvg(source);
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
