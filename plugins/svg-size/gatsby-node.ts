import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import { strictSchema } from "../shared/options";
import { svgDimensions } from "./svgDimensions";

/** No options: a stray one in gatsby-config stops the build. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, {});

/** SVG files carry their intrinsic size so every <img> gets width/height (no layout shift). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "File" || node.extension !== "svg") return;
  const { width, height } = svgDimensions(fs.readFileSync(node.absolutePath as string, "utf8"));
  actions.createNodeField({ node, name: "width", value: width });
  actions.createNodeField({ node, name: "height", value: height });
};
