import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { RasterImage } from "../../src/components/ui/RasterImage";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 840,
  height: 525,
  backgroundColor: "#d8e8e0",
  images: {
    fallback: {
      src: "/static/a/840.png",
      srcSet: "/static/a/420.png 420w,\n/static/a/840.png 840w",
      sizes: "(min-width: 840px) 840px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/a/420.avif 420w,\n/static/a/840.avif 840w" },
      { type: "image/webp", srcSet: "/static/a/420.webp 420w,\n/static/a/840.webp 840w" },
    ],
  },
};

describe("RasterImage", () => {
  it("loads lazily unless it is above the fold", () => {
    const { container, rerender } = render(<RasterImage image={image} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(container.querySelector("img")).toHaveAttribute("decoding", "async");
    rerender(<RasterImage image={image} alt="" eager />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager");
  });

  it("puts the layout's sizes on every source, or keeps the data's", () => {
    const { container, rerender } = render(<RasterImage image={image} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("sizes", image.images.fallback?.sizes);
    rerender(<RasterImage image={image} alt="" sizes="50vw" />);
    for (const element of container.querySelectorAll("source, img")) {
      expect(element).toHaveAttribute("sizes", "50vw");
    }
  });
});
