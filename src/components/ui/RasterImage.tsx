import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

type RasterImageProps = {
  /** `childImageSharp.gatsbyImageData` of the file (gatsby-transformer-sharp). */
  image: IGatsbyImageData;
  alt: string;
  /** Replaces the data's generic `sizes` with the rendered width in this layout. */
  sizes?: string;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
  className?: string;
};

const imageStyle = css({ display: "block", maxWidth: "100%", height: "auto" });

/**
 * A raster image processed by sharp at build time, rendered as plain HTML: `<picture>` with the
 * AVIF and WebP sources of `gatsbyImageData` and the original format as the `<img>` fallback.
 * width/height reserve the space before it loads (no layout shift) and the dominant colour fills
 * it meanwhile. Unlike gatsby-plugin-image's `<GatsbyImage>` it needs no JavaScript at all: the
 * browser's native lazy loading and `decoding="async"` do what that runtime did.
 */
export function RasterImage({ image, alt, sizes, eager = false, className }: RasterImageProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      {/* loading before src: some engines start the request as soon as src is set. */}
      <img
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        sizes={sizes ?? fallback?.sizes}
        srcSet={fallback?.srcSet}
        src={fallback?.src}
        alt={alt}
        // The colour differs for each image: a style attribute, not a class to serialise.
        style={{ backgroundColor: image.backgroundColor }}
        css={imageStyle}
      />
    </picture>
  );
}
