import type { ReactNode } from "react";
import { mq } from "../../theme/media";
import { space } from "../../theme/tokens";

type CardGridProps = { children: ReactNode; columns?: 2 | 4; className?: string };

export function CardGrid({ children, columns = 4, className }: CardGridProps) {
  return (
    <ul
      className={className}
      css={{
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: space.lg,
        listStyle: "none",
        margin: 0,
        padding: 0,
        [mq.phablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        [mq.wide]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </ul>
  );
}
