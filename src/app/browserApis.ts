import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { hydrateInSlices } from "./hydrate";
import { setPageLoading } from "./loadingStore";
import { assertRootElement } from "./rootElement";
import { scrollPositionFromState } from "../i18n/languageNavigation";
import { loadI18next } from "../i18n/pageI18n";

/**
 * Start-up runs every module of the app in one long task. Two parts of it get tasks of their own:
 * Gatsby's first page-data requests, which it makes once this promise resolves, and i18next,
 * evaluated while they load.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  assertRootElement();
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
    setTimeout(loadI18next, 0);
  });
};

/**
 * Every page is server-rendered, so the app always hydrates (see src/app/hydrate.ts). Gatsby types
 * the renderer as the legacy `ReactDOM.render` and never reads its return value.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices as unknown as Renderer;

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  setPageLoading(true);
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  setPageLoading(false);
};

/**
 * A language switch keeps the reading position; everything else uses Gatsby's default. Gatsby 5's
 * scroll handler only reads the answer as yes/no (a returned position is ignored and the page
 * jumps to the top), so the position is restored here and Gatsby is told not to scroll.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const position = scrollPositionFromState(routerProps.location.state);
  if (!position) return true;
  window.scrollTo(...position);
  return false;
};
