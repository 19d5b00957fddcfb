/**
 * gatsby-plugin-react-i18next's `gatsby-browser` requires its page wrapper, and with it i18next,
 * when the app starts; gatsby-node points that require here instead. The wrapper module is the
 * same, but it is evaluated on first use: `gatsby-browser`'s onClientEntry asks for it in a task
 * of its own, so the app's start-up (one long task of module code) no longer includes i18next.
 */
import type { wrapPageElement as pluginWrapPageElement } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement";

type WrapPageElement = typeof pluginWrapPageElement;

let pageWrapper: WrapPageElement | undefined;

/** The plugin's page wrapper, evaluated the first time it is asked for. */
export function loadPageWrapper(): WrapPageElement {
  if (!pageWrapper) {
    // A require inside a function is what defers the module's evaluation (import() would add a
    // request and make rendering wait for it).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require("gatsby-plugin-react-i18next/dist/plugin/wrapPageElement") as {
      wrapPageElement: WrapPageElement;
    };
    pageWrapper = plugin.wrapPageElement;
  }
  return pageWrapper;
}

export const wrapPageElement: WrapPageElement = (args, options) => loadPageWrapper()(args, options);
