import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, radii, space } from "../../theme/tokens";

type CardProps = { title: string; children: ReactNode };

// Serialized once, and the heading and body styled from the card: each `css` prop costs two
// React components per element on every render (Emotion's advice on performance).
const cardStyle = css({
  padding: space.lg,
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  height: "100%",
  "& > h3": { fontSize: "1.2rem" },
  // A paragraph after the body's first line (the phone's opening hours) stands apart from it.
  "& > div": { color: colors.textMuted, p: { margin: 0 }, "& > * + p": { marginTop: space.xs } },
});

export function Card({ title, children }: CardProps) {
  return (
    <article css={cardStyle}>
      <h3>{title}</h3>
      <div>{children}</div>
    </article>
  );
}
