import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import type { GatsbySSR } from "gatsby";
import { emotionAttribute, hoistEmotionStyles } from "./emotionSsr";
import { PRE_PAINT_SCRIPT } from "./prePaintConfig";

/** First thing in <body>: theme and language are settled before anything is painted. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />,
  ]);
};

/**
 * The page rendered as Gatsby renders it (React's streaming renderer, every Suspense boundary
 * resolved), through the web-streams entry point so this module needs nothing from Node.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(stream).text();
}

/**
 * Emotion's styles go to <head> (see emotionSsr.ts). `data-s` marks them as already placed:
 * without it Emotion's cache re-appends every server style element to <head> when the app starts,
 * which costs a style recalculation on the main thread.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { body, styles } = hoistEmotionStyles(await renderToHtml(bodyComponent));
  replaceBodyHTMLString(body);
  setHeadComponents(
    styles.map((style) => (
      <style
        key={emotionAttribute(style)}
        data-emotion={emotionAttribute(style)}
        data-s=""
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  );
};
