import fs from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { site } from "../../src/config/site";
import { facts } from "../setup/siteFacts";
import { inlineSvg } from "../../plugins/svg/inlineSvg";
import { svgDimensions } from "../../plugins/svg/svgDimensions";

/** Gatsby without its build: the shipped company facts and the real SVG files, as GraphQL would serve. */
const imagesDir = path.join(__dirname, "..", "..", "src", "images");

function listSvgs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSvgs(full);
    return entry.name.endsWith(".svg") ? [full] : [];
  });
}

/** `gatsbyImageData` as gatsby-transformer-sharp describes an image (one file: jsdom loads none). */
const imageData = (relativePath: string, width: number, height: number) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width,
      height,
      images: { fallback: { src: `/static/${relativePath}` }, sources: [] },
    },
  },
});

const staticQueryData = {
  site: { siteMetadata: { siteUrl: site.siteUrl }, buildTime: "2031" },
  companyFacts: { facts },
  desktop: imageData("product/desktop.png", 840, 525),
  phone: imageData("product/phone.png", 280, 606),
  teamPhotos: { nodes: [] },
  allFile: {
    nodes: listSvgs(imagesDir).map((file) => {
      const relativePath = path.relative(imagesDir, file).split(path.sep).join("/");
      return {
        relativePath,
        publicURL: `/static/${relativePath.replace(/\//g, "-")}`,
        fields: {
          ...svgDimensions(fs.readFileSync(file, "utf8")),
          inline: inlineSvg(fs.readFileSync(file, "utf8")),
        },
      };
    }),
  },
};

export const graphql = jest.fn();
export const useStaticQuery = jest.fn(() => staticQueryData);
export const navigate = jest.fn(() => Promise.resolve());
export const prefetchPathname = jest.fn();
export const withPrefix = (value: string) => value;

type LinkProps = { to: string; children: ReactNode; className?: string };

export function Link({ to, children, className }: LinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
