import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { hydrateInSlices } from "./hydrate";
import { setPageLoading } from "./loadingStore";
import { assertRootElement } from "./rootElement";
import { isLanguageSwitch } from "../i18n/languageNavigation";
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
 * A language switch keeps the reader's place; everything else uses Gatsby's default. The page
 * element keeps its key across languages (src/app/pageProviders.tsx), so React changes its words
 * in place and the browser keeps the position (scroll anchoring where it has it), with no forced
 * layout from a scroll of ours.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !isLanguageSwitch(routerProps.location.state);
