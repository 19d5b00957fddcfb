import { useId } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import type { TranslatedImage } from "../../i18n/keys";
import { useSvgImages } from "../../hooks/useSvgImages";
import { withInstanceIds } from "./inlineSvgIds";

type SvgImageProps = {
  /** Path under src/images without extension: `illustrations/team`, `flags/es`. */
  name: string;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
  /** Rendered size; defaults to the file's intrinsic size. */
  width?: number;
  height?: number;
  className?: string;
};

/**
 * What `SvgImage` draws, selected from its parent's style: an inline `<svg>`, or an `<img>` for a
 * file too large to inline (plugins/svg), such as an editor's new logo.
 */
export const svgImageChild = "& > svg, & > img";

/** `icons/whatsapp-chat` -> "Whatsapp chat": alt text from the file name when no key names it. */
export function readableName(name: string): string {
  const base = (name.split("/").pop() ?? name).replace(/[-_]+/g, " ").trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * An SVG from src/images (through GraphQL), sized to avoid layout shift, with translated alt.
 * Small files (icons, flags, the logo) are drawn inline: as `<img>` each would be a document of
 * its own for the browser to build (plugins/svg).
 */
export function SvgImage({ name, decorative = false, width, height, className }: SvgImageProps) {
  const images = useSvgImages();
  const { t, i18n } = useTranslation();
  // The same on the server and in the browser, and different for each copy of an inline SVG.
  const instance = `svg${useId().replace(/[^\w-]/g, "")}`;
  const image = images[name];
  if (!image) throw new Error(`No SVG named "${name}" in src/images`);
  // Checked at run time: not every image has a translated alt text.
  const translated = (name.split("/").pop() ?? name) as TranslatedImage;
  const altKey = `images.${translated}` as const;
  const alt = decorative ? "" : i18n.exists(altKey) ? t(altKey) : readableName(name);
  const renderedWidth = width ?? image.width;
  const renderedHeight = height ?? Math.round((renderedWidth * image.height) / image.width);
  if (image.inline) {
    return (
      <svg
        className={className}
        width={renderedWidth}
        height={renderedHeight}
        viewBox={image.inline.viewBox}
        {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": alt })}
        focusable="false"
        // Build-time markup of the site's own files, checked by plugins/svg.
        dangerouslySetInnerHTML={{ __html: withInstanceIds(image.inline.body, instance) }}
      />
    );
  }
  return (
    <img
      className={className}
      src={image.publicURL}
      alt={alt}
      width={renderedWidth}
      height={renderedHeight}
      // Every image waits for the first layout, even above the fold: the largest paint of every
      // page is text, complete in the first frame, and no illustration is fetched ahead of it
      // (nor, in Lighthouse's model of the page, delays it). Sizes are set, so nothing shifts.
      loading="lazy"
      decoding="async"
    />
  );
}
