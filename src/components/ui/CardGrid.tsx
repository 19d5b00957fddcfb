import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { mq } from "../../theme/media";
import { space } from "../../theme/tokens";

type CardGridProps<Item extends { id: string }> = {
  items: readonly Item[];
  children: (item: Item) => ReactNode;
  className?: string;
};

/** Serialized once (see Card). */
const gridStyle = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq.phablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [mq.wide]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});

/** A list's items as a grid of cards, each keyed by its id. */
export function CardGrid<Item extends { id: string }>({
  items,
  children,
  className,
}: CardGridProps<Item>) {
  return (
    <ul className={className} css={gridStyle}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
