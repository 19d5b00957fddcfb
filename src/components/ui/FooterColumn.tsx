import { css } from "@emotion/react";
import { useId, type ReactNode } from "react";
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
  // Not made from the title: a title in another script (or accented) left every column one id.
  const id = useId();
  return (
    <section aria-labelledby={id} css={columnStyle}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
