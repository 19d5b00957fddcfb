import { colors, space } from "../../theme/tokens";

type SectionHeadingProps = { id: string; eyebrow: string; title: string; lead: string };

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <header css={{ maxWidth: "46rem", marginBottom: space.xl }}>
      <p
        css={{
          color: colors.accent,
          fontWeight: 700,
          letterSpacing: "0.08em",
          textTransform: "uppercase",
          fontSize: "0.875rem",
          marginBottom: space.sm,
        }}
      >
        {eyebrow}
      </p>
      <h2 id={`${id}-title`} css={{ fontSize: "clamp(1.75rem, 1.2rem + 2vw, 2.5rem)" }}>
        {title}
      </h2>
      <p css={{ color: colors.textMuted, fontSize: "1.125rem" }}>{lead}</p>
    </header>
  );
}
