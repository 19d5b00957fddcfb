import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, space } from "../../theme/tokens";

type FooterColumnProps = { title: string; children: ReactNode };

// One class for the column and its heading (see Card).
const columnStyle = css({
  minWidth: 0,
  "& > h2": {
    color: colors.footerText,
    fontSize: "1rem",
    marginBottom: space.md,
    letterSpacing: "0.02em",
  },
});

export function FooterColumn({ title, children }: FooterColumnProps) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} css={columnStyle}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
