import { css } from "@emotion/react";
import type { MouseEvent, ReactNode } from "react";
import { colors, radii } from "../../theme/tokens";

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** Serialized once for each variant (see Card). */
const buttonStyle = (primary: boolean) =>
  css({
    display: "inline-flex",
    alignItems: "center",
    minHeight: 48,
    padding: "0 22px",
    borderRadius: radii.pill,
    fontWeight: 700,
    textDecoration: "none",
    border: `2px solid ${colors.primary}`,
    background: primary ? colors.primary : "transparent",
    color: primary ? colors.primaryText : colors.primary,
    "&:hover": { filter: "brightness(1.08)" },
  });
const variants = { primary: buttonStyle(true), secondary: buttonStyle(false) };

/** A link styled as a button (it navigates, so it stays an <a>). */
export function ButtonLink({ href, children, variant = "primary", onClick }: ButtonLinkProps) {
  return (
    <a href={href} onClick={onClick} css={variants[variant]}>
      {children}
    </a>
  );
}
