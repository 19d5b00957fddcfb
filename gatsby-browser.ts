// The browser side: the same page wrapper as server rendering, and start-up, hydration and
// navigation hooks (src/app/browserApis.ts).
export { withPageProviders as wrapPageElement } from "./src/app/pageProviders";
export {
  onClientEntry,
  onRouteUpdate,
  onRouteUpdateDelayed,
  replaceHydrateFunction,
  shouldUpdateScroll,
} from "./src/app/browserApis";
