// Server rendering: the same page wrapper as the browser, the pre-paint script, and Emotion's
// styles hoisted into <head> (src/app/ssrApis.tsx).
export { wrapPageElement } from "./src/app/wrapPageElement";
export { onPreRenderHTML, onRenderBody, replaceRenderer } from "./src/app/ssrApis";
