import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import { emotionAttribute, hoistEmotionStyles } from "./src/app/emotionSsr";
import { PRE_PAINT_SCRIPT } from "./src/app/prePaintConfig";

export { wrapPageElement } from "./src/app/wrapPageElement";

/** First thing in <body>: theme and language are settled before anything is painted. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />,
  ]);
};

/** The page rendered as Gatsby does it (streamed, every Suspense boundary resolved). */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString("utf8");
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Emotion's styles go to <head> (see src/app/emotionSsr.ts). `data-s` marks them as already placed:
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
