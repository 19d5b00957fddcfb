import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The photos in src/images/team (`.jpg`, `.png` or `.webp`) by file name, which is what a team
 * member's `photo` names in the locale files. A member without one keeps the initials.
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
          base
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
    data.teamPhotos.nodes.flatMap(({ base, childImageSharp }) =>
      childImageSharp ? [[base, childImageSharp.gatsbyImageData]] : [],
    ),
  );
}
