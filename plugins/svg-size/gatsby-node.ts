import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import { svgDimensions } from "./svgDimensions";

/** SVG files carry their intrinsic size so every <img> gets width/height (no layout shift). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "File" || node.extension !== "svg") return;
  const { width, height } = svgDimensions(fs.readFileSync(node.absolutePath as string, "utf8"));
  actions.createNodeField({ node, name: "width", value: width });
  actions.createNodeField({ node, name: "height", value: height });
};
