// Server rendering: the same page wrapper as the browser, the pre-paint script, and Emotion's
// styles hoisted into <head> (src/app/ssrApis.tsx).
export { withPageProviders as wrapPageElement } from "./src/app/pageProviders";
export { onPreRenderHTML, onRenderBody, replaceRenderer } from "./src/app/ssrApis";
