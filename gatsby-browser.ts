// The browser side: the same page wrapper as server rendering, and start-up, hydration and
// navigation hooks (src/app/browserApis.ts).
export { wrapPageElement } from "./src/app/wrapPageElement";
export {
  onClientEntry,
  onRouteUpdate,
  onRouteUpdateDelayed,
  replaceHydrateFunction,
  shouldUpdateScroll,
} from "./src/app/browserApis";
