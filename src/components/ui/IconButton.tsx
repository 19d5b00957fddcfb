import { css } from "@emotion/react";
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { colors, radii } from "../../theme/tokens";

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  children: ReactNode;
};

const buttonStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.sm,
  background: "transparent",
  color: colors.heading,
  cursor: "pointer",
  "&:hover": { background: colors.bgAlt },
});

/** A square button whose only content is an icon; `label` is its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" aria-label={label} css={buttonStyle} {...props}>
      {children}
    </button>
  );
});
