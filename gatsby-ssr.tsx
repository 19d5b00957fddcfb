import type { GatsbySSR } from "gatsby";
import { PRE_PAINT_SCRIPT } from "./src/app/prePaintConfig";

export { wrapRootElement } from "./src/app/wrapRootElement";

/** First thing in <body>: theme and language are settled before anything is painted. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />,
  ]);
};
