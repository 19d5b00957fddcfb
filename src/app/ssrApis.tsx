import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { isValidElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import type { GatsbySSR } from "gatsby";
import { directionOf, languageCodes } from "../config/languages";
import { site } from "../config/site";
import { languageOfPath } from "../i18n/paths";
import { globalStylesCss } from "../theme/globalStyles";
import { PRE_PAINT_SCRIPT } from "./prePaintConfig";

/** The same on every page: written once per build. */
const GLOBAL_CSS = globalStylesCss();
const GLOBAL_STYLES_KEY = "global-styles";

/**
 * First thing in <body>: theme and language are settled before anything is painted. In <head>:
 * the document-wide styles, ahead of the components' (also in `gatsby develop`'s page shell).
 * `<html lang dir>` from the page's path; in the browser the page wrapper keeps them in step
 * (src/hooks/useDocumentLanguage.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const language = languageOfPath(pathname, languageCodes, site.defaultLanguage);
  setHtmlAttributes({ lang: language, dir: directionOf(language) });
  setHeadComponents([
    <style key={GLOBAL_STYLES_KEY} dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
  ]);
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
 * Emotion's styles go to <head>, as its own server rendering writes them (@emotion/server): a
 * cache of the page's own collects them instead of a `<style>` in front of every element that
 * introduces a class, and the browser's cache takes them over by their `data-emotion` ids.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const page = await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { html, styles } = extractCriticalToChunks(page);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter(({ css }) => css !== "")
      .map(({ key, ids, css }) => (
        <style
          key={`${key} ${ids.join(" ")}`}
          data-emotion={`${key} ${ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
  );
};

/**
 * The document-wide styles come first in <head>, as their rules must (a component's class wins
 * over them where both set the same property): replaceRenderer adds its head components before
 * onRenderBody does.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const head = getHeadComponents();
  const isGlobal = (component: ReactNode) =>
    isValidElement(component) && component.key === GLOBAL_STYLES_KEY;
  replaceHeadComponents([...head.filter(isGlobal), ...head.filter((c) => !isGlobal(c))]);
};
