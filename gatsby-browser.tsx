import type { GatsbyBrowser } from "gatsby";
import { setPageLoading } from "./src/app/loadingStore";
import { assertRootElement } from "./src/app/rootElement";
import { scrollPositionFromState } from "./src/i18n/languageNavigation";

export { wrapRootElement } from "./src/app/wrapRootElement";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  assertRootElement();
};

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  setPageLoading(true);
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  setPageLoading(false);
};

/** A language switch keeps the reading position; everything else uses Gatsby's default. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  scrollPositionFromState(routerProps.location.state) ?? true;
