import { useStaticQuery } from "gatsby";

type SvgNode = { relativePath: string; fields: { inline: unknown } };
type QueryData = { allFile: { nodes: SvgNode[] } };

const sharedQuery = jest.mocked(useStaticQuery).getMockImplementation() as () => QueryData;

/** As if an editor's new logo were too large to draw inline (plugins/svg): an `<img>`. */
export function withLogoAsImage() {
  jest.mocked(useStaticQuery).mockImplementation(() => {
    const data = sharedQuery();
    const nodes = data.allFile.nodes.map((node) =>
      node.relativePath === "logo.svg"
        ? { ...node, fields: { ...node.fields, inline: null } }
        : node,
    );
    return { ...data, allFile: { nodes } };
  });
}

/** Back to the site's own images; for `afterEach`. */
export function withSharedImages() {
  jest.mocked(useStaticQuery).mockImplementation(sharedQuery);
}
