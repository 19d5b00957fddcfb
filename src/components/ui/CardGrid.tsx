import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { mq } from "../../theme/media";
import { space } from "../../theme/tokens";

type CardGridProps = { children: ReactNode; columns?: 2 | 4; className?: string };

/** Serialized once for each column count (see Card). */
const gridStyle = (columns: 2 | 4) =>
  css({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: space.lg,
    listStyle: "none",
    margin: 0,
    padding: 0,
    [mq.phablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq.wide]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  });
const grids = { 2: gridStyle(2), 4: gridStyle(4) };

export function CardGrid({ children, columns = 4, className }: CardGridProps) {
  return (
    <ul className={className} css={grids[columns]}>
      {children}
    </ul>
  );
}
