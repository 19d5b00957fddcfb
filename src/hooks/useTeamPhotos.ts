import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Photos in src/images/team named after the member's id (`aditi.jpg`, `.png` or `.webp`), by id.
 * A member without a file keeps the initials (docs/EDITORS.md).
 */
export function useTeamPhotos(): Record<string, IGatsbyImageData> {
  const data = useStaticQuery<Queries.TeamPhotosQuery>(graphql`
    query TeamPhotos {
      teamPhotos: allFile(
        filter: {
          sourceInstanceName: { eq: "images" }
          relativeDirectory: { eq: "team" }
          extension: { in: ["jpg", "jpeg", "png", "webp"] }
        }
      ) {
        nodes {
          name
          childImageSharp {
            # 64 = sizes.avatar (GraphQL in a static query cannot read the constant)
            gatsbyImageData(
              layout: FIXED
              width: 64
              height: 64
              transformOptions: { fit: COVER, cropFocus: ATTENTION }
              quality: 70
            )
          }
        }
      }
    }
  `);
  return Object.fromEntries(
    data.teamPhotos.nodes.flatMap(({ name, childImageSharp }) =>
      childImageSharp ? [[name, childImageSharp.gatsbyImageData]] : [],
    ),
  );
}
