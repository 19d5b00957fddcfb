import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { colors, sizes, space } from "../../theme/tokens";
import { RasterImage } from "./RasterImage";

type TeamAvatarProps = { name: string; photo?: IGatsbyImageData; alt: string };

/** "Aditi Kulkarni" -> "AK". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
}

const circle = {
  width: sizes.avatar,
  height: sizes.avatar,
  marginBottom: space.md,
  borderRadius: "50%",
} as const;
const photoStyle = css({ ...circle, objectFit: "cover" });
const initialsStyle = css({
  ...circle,
  display: "grid",
  placeItems: "center",
  background: colors.primary,
  color: colors.primaryText,
  fontWeight: 800,
});

/** The member's photo when src/images/team has one, otherwise their initials (decorative). */
export function TeamAvatar({ name, photo, alt }: TeamAvatarProps) {
  if (photo) return <RasterImage image={photo} alt={alt} css={photoStyle} />;
  return (
    <div aria-hidden="true" css={initialsStyle}>
      {initials(name)}
    </div>
  );
}
