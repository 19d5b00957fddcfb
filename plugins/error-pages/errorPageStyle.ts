import { mq } from "../../src/theme/media";
import { fonts, palette, radii, sizes, space } from "../../src/theme/tokens";

/**
 * Node-only, build time. The style sheet of the error pages, from the site's design tokens: the
 * site's header bar with its logo, and the not-found page's centred message. The theme follows the
 * system (the pages run no script, so the site's stored choice cannot reach them). Inline in each
 * page, allowed by its hash in the page's CSP: a page answering a 429 must not need a second
 * request.
 */

type Theme = keyof typeof palette;

const variables = (theme: Theme) => {
  const colors = palette[theme];
  return [
    `--bg:${colors.bg}`,
    `--text:${colors.text}`,
    `--muted:${colors.textMuted}`,
    `--heading:${colors.heading}`,
    `--primary:${colors.primary}`,
    `--border:${colors.border}`,
    `--focus:${colors.focus}`,
    `--header:${colors.headerBg}`,
  ].join(";");
};

/** The site's container: 2% margins and a side padding that grows with the viewport. */
const sidePadding = (padding: string) =>
  `header{padding:0 calc(${sizes.containerMargin} + ${padding})}`;

export const ERROR_PAGE_CSS = [
  `:root{color-scheme:light dark;${variables("light")}}`,
  `@media (prefers-color-scheme:dark){:root{${variables("dark")}}}`,
  "*{box-sizing:border-box}",
  `body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--text);font:1rem/1.6 ${fonts.body}}`,
  `header{height:${sizes.headerHeight}px;display:flex;align-items:center;background:var(--header);border-bottom:1px solid var(--border)}`,
  sidePadding("16px"),
  `${mq.phone}{${sidePadding("24px")}}`,
  `${mq.tablet}{${sidePadding("40px")}}`,
  `${mq.desktop}{${sidePadding(`${sizes.containerPadding}px`)}}`,
  `.brand{display:inline-flex;align-items:center;gap:10px;color:var(--heading);font-weight:800;font-size:1.125rem;letter-spacing:-0.01em;line-height:1.2;text-decoration:none}`,
  `.brand svg{width:${sizes.logo}px;height:${sizes.logo}px;flex:none}`,
  `main{flex:1;width:100%;max-width:40rem;margin:0 auto;padding:${space.xxl} ${space.md};text-align:center}`,
  `.status{margin:0;color:var(--muted);font-weight:700;letter-spacing:0.08em;text-transform:uppercase}`,
  `h1{margin:${space.sm} 0 ${space.md};color:var(--heading);font-size:clamp(1.75rem,6vw,2.5rem);line-height:1.2}`,
  `.text{margin:0 0 ${space.lg};color:var(--muted);font-size:1.125rem}`,
  `main a{color:var(--primary);font-weight:700}`,
  `a:focus-visible{outline:3px solid var(--focus);outline-offset:3px;border-radius:${radii.sm}}`,
].join("\n");
