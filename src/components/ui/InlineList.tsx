import { css } from "@emotion/react";
import type { ReactNode, Ref } from "react";
import { space } from "../../theme/tokens";

type InlineListProps = {
  children: ReactNode;
  label?: string;
  listRef?: Ref<HTMLUListElement>;
  /** From a parent's `css` prop: how the items look (their links, say). */
  className?: string;
};

const listStyle = css({
  display: "flex",
  flexWrap: "wrap",
  gap: space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** A wrapping row of list items without bullets (flags, social icons). */
export function InlineList({ children, label, listRef, className }: InlineListProps) {
  return (
    <ul ref={listRef} aria-label={label} className={className} css={listStyle}>
      {children}
    </ul>
  );
}
