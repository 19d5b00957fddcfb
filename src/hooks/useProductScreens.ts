import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export type ProductScreens = { desktop: IGatsbyImageData; phone: IGatsbyImageData };

/**
 * Trailmark's screens (src/images/product). `width` is the largest size ProductScreens displays
 * each at (sizes.productDesktop / productPhone: a static query cannot read constants); the
 * breakpoints cover the rendered sizes on 390–1440 px screens at 1x and 2x, up to the file's own
 * width (2x the largest). AVIF's quality scale is stricter: at 55 it looks like WebP at 72 on
 * these screens. The fallback for browsers with neither is JPEG, not the source's PNG: the
 * screens are opaque, and sharp takes over ten times longer to encode them as a palette PNG.
 */
export function useProductScreens(): ProductScreens {
  const data = useStaticQuery<Queries.ProductScreensQuery>(graphql`
    query ProductScreens {
      desktop: file(
        sourceInstanceName: { eq: "images" }
        relativePath: { eq: "product/desktop.png" }
      ) {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 840
            breakpoints: [320, 560, 840, 1120, 1680]
            quality: 72
            avifOptions: { quality: 55 }
            formats: [JPG, WEBP, AVIF]
          )
        }
      }
      phone: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "product/phone.png" }) {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 280
            breakpoints: [160, 280, 420, 560]
            quality: 72
            avifOptions: { quality: 55 }
            formats: [JPG, WEBP, AVIF]
          )
        }
      }
    }
  `);
  const desktop = data.desktop?.childImageSharp?.gatsbyImageData;
  const phone = data.phone?.childImageSharp?.gatsbyImageData;
  if (!desktop || !phone) {
    throw new Error(
      "src/images/product/desktop.png and phone.png are missing: restore them from git",
    );
  }
  return { desktop, phone };
}
