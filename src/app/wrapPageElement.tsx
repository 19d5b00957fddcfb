import type { ReactNode } from "react";
import { GlobalStyles } from "../theme/GlobalStyles";

/**
 * Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. The global
 * styles wrap the page, not the root: Gatsby also renders each page's `Head` inside
 * wrapRootElement, and a second <Global> there would parse and insert the whole global style
 * sheet again while the page hydrates.
 */
export function wrapPageElement({ element }: { element: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      {element}
    </>
  );
}
