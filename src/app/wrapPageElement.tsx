import type { ReactNode } from "react";
import { StyleCacheProvider } from "./StyleCacheProvider";

/**
 * Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. The
 * document-wide styles are not part of it: the server writes them into <head> once
 * (src/app/ssrApis.tsx), and nothing in the browser renders them again.
 */
export function wrapPageElement({ element }: { element: ReactNode }) {
  return <StyleCacheProvider>{element}</StyleCacheProvider>;
}
