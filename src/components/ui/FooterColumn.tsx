import type { ReactNode } from "react";
import { colors, space } from "../../theme/tokens";

type FooterColumnProps = { title: string; children: ReactNode };

export function FooterColumn({ title, children }: FooterColumnProps) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} css={{ minWidth: 0 }}>
      <h2
        id={id}
        css={{
          color: colors.footerText,
          fontSize: "1rem",
          marginBottom: space.md,
          letterSpacing: "0.02em",
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
