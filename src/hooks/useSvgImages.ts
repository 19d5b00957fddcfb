import { graphql, useStaticQuery } from "gatsby";

export type SvgFile = {
  relativePath: string;
  publicURL: string;
  width: number;
  height: number;
  /** Small files' markup, drawn inline (plugins/svg); null for the others. */
  inline: { viewBox: string; body: string } | null;
};

type SvgImagesQuery = Queries.SvgImagesQuery;

/** Every SVG in `src/images`, keyed by its path without extension (`flags/es`). */
export function useSvgImages(): Record<string, SvgFile> {
  const data = useStaticQuery<SvgImagesQuery>(graphql`
    query SvgImages {
      allFile(filter: { sourceInstanceName: { eq: "images" }, extension: { eq: "svg" } }) {
        nodes {
          relativePath
          publicURL
          fields {
            width
            height
            inline {
              viewBox
              body
            }
          }
        }
      }
    }
  `);
  return indexOf(data);
}

// Every SvgImage on a page calls the hook with the same query result: index it once, not per image.
const indexes = new WeakMap<SvgImagesQuery, Record<string, SvgFile>>();

function indexOf(data: SvgImagesQuery): Record<string, SvgFile> {
  let index = indexes.get(data);
  if (!index) {
    index = Object.fromEntries(
      data.allFile.nodes.map(({ relativePath, publicURL, fields }) => {
        // plugins/svg sizes every SVG or stops the build; a gap here is a broken build.
        if (!publicURL || !fields?.width || !fields.height) {
          throw new Error(`${relativePath} has no public URL or size`);
        }
        const file = {
          relativePath,
          publicURL,
          width: fields.width,
          height: fields.height,
          inline: fields.inline ?? null,
        };
        return [relativePath.replace(/\.svg$/, ""), file];
      }),
    );
    indexes.set(data, index);
  }
  return index;
}
