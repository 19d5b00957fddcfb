import type { ReactNode } from "react";
import { colors, radii, space } from "../../theme/tokens";

type CardProps = { title: string; children: ReactNode; headingLevel?: "h3" | "h4" };

export function Card({ title, children, headingLevel: Heading = "h3" }: CardProps) {
  return (
    <article
      css={{
        padding: space.lg,
        borderRadius: radii.md,
        border: `1px solid ${colors.border}`,
        background: colors.surface,
        height: "100%",
      }}
    >
      <Heading css={{ fontSize: "1.2rem" }}>{title}</Heading>
      <div css={{ color: colors.textMuted, p: { margin: 0 } }}>{children}</div>
    </article>
  );
}
