import type { ReactNode } from "react";
import { GlobalStyles } from "../theme/GlobalStyles";

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      {element}
    </>
  );
}
