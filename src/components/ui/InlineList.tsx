import type { ReactNode } from "react";
import { space } from "../../theme/tokens";

type InlineListProps = { children: ReactNode; label?: string };

/** A wrapping row of list items without bullets (flags, social icons). */
export function InlineList({ children, label }: InlineListProps) {
  return (
    <ul
      aria-label={label}
      css={{
        display: "flex",
        flexWrap: "wrap",
        gap: space.sm,
        listStyle: "none",
        margin: 0,
        padding: 0,
      }}
    >
      {children}
    </ul>
  );
}
