import type { ReactNode, Ref } from "react";
import { space } from "../../theme/tokens";

type InlineListProps = { children: ReactNode; label?: string; listRef?: Ref<HTMLUListElement> };

/** A wrapping row of list items without bullets (flags, social icons). */
export function InlineList({ children, label, listRef }: InlineListProps) {
  return (
    <ul
      ref={listRef}
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
