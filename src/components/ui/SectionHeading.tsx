import { css } from "@emotion/react";
import { colors, space } from "../../theme/tokens";

type SectionHeadingProps = { id: string; eyebrow: string; title: string; lead: string };

// One class for the header and its three lines (see Card).
const headingStyle = css({
  maxWidth: "46rem",
  marginBottom: space.xl,
  "& > p:first-of-type": {
    color: colors.accent,
    fontWeight: 700,
    letterSpacing: "0.08em",
    textTransform: "uppercase",
    fontSize: "0.875rem",
    marginBottom: space.sm,
  },
  "& > h2": { fontSize: "clamp(1.75rem, 1.2rem + 2vw, 2.5rem)" },
  "& > p:last-of-type": { color: colors.textMuted, fontSize: "1.125rem" },
});

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <header css={headingStyle}>
      <p>{eyebrow}</p>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{lead}</p>
    </header>
  );
}
