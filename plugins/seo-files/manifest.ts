import { icons } from "../../src/seo/assets";

/** The web app manifest: names from the company config, colours from the light theme. */
export type WebManifest = {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: "minimal-ui";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: "any" }[];
};

export function buildManifest(options: {
  name: string;
  description: string;
  language: string;
  /** "" or `/website`: the manifest's URLs start with it. */
  pathPrefix: string;
  themeColor: string;
  backgroundColor: string;
}): WebManifest {
  return {
    name: options.name,
    short_name: options.name.split(" ")[0] ?? options.name,
    description: options.description,
    lang: options.language,
    start_url: `${options.pathPrefix}/`,
    scope: `${options.pathPrefix}/`,
    display: "minimal-ui",
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    icons: icons.manifest.map((icon) => ({
      ...icon,
      src: `${options.pathPrefix}${icon.src}`,
      purpose: "any",
    })),
  };
}
