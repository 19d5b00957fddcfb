import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { sizes } from "../../theme/tokens";
import { mq } from "../../theme/media";

type ContainerProps = { children: ReactNode; className?: string };

const containerStyle = css({
  maxWidth: sizes.containerMax,
  margin: `0 ${sizes.containerMargin}`,
  padding: "0 16px",
  [mq.phone]: { padding: "0 24px" },
  [mq.tablet]: { padding: "0 40px" },
  [mq.desktop]: { padding: `0 ${sizes.containerPadding}px` },
  [`@media (min-width: ${sizes.containerMax * 1.04}px)`]: { margin: "0 auto" },
});

/** The page-width container: max 1500 px, 2% side margins, padding stepping down. */
export function Container({ children, className }: ContainerProps) {
  return (
    <div className={className} css={containerStyle}>
      {children}
    </div>
  );
}
