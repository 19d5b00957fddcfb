type IconProps = { name: "menu" | "close"; size?: number };

const paths: Record<IconProps["name"], string> = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
};

/** Interface glyphs drawn with currentColor so they follow the theme (not content images). */
export function Icon({ name, size = 24 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
