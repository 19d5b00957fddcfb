import fs from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { site } from "../../src/config/site";
import { svgDimensions } from "../../plugins/svg-size/svgDimensions";

/** Gatsby without its build: real company config and the real SVG files, as GraphQL would serve. */
const imagesDir = path.join(__dirname, "..", "..", "src", "images");

function listSvgs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSvgs(full);
    return entry.name.endsWith(".svg") ? [full] : [];
  });
}

const staticQueryData = {
  site: { siteMetadata: site },
  allFile: {
    nodes: listSvgs(imagesDir).map((file) => {
      const relativePath = path.relative(imagesDir, file).split(path.sep).join("/");
      return {
        relativePath,
        publicURL: `/static/${relativePath.replace(/\//g, "-")}`,
        fields: svgDimensions(fs.readFileSync(file, "utf8")),
      };
    }),
  },
};

export const graphql = jest.fn();
export const useStaticQuery = jest.fn(() => staticQueryData);
export const navigate = jest.fn(() => Promise.resolve());
export const withPrefix = (value: string) => value;

type LinkProps = { to: string; children: ReactNode; className?: string };

export function Link({ to, children, className }: LinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
