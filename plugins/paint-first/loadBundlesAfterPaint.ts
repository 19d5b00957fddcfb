import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../shared/htmlFiles";

/**
 * Node-only, build time: gatsby-node's onPostBuild runs it on every page before the serving
 * configuration hashes the final inline scripts for the CSP.
 *
 * Gatsby ends each page with `<script src="/app-….js" async>` for its three bundles. The browser's
 * preload scanner requests them as soon as it reads the HTML, so on a slow connection ~100 KiB of
 * JavaScript shares the line with the page's images before anything is on screen, and is compiled
 * while the first frame is due. The page is complete without them (server-rendered, links work),
 * so they are requested after the first paint instead: one inline script adds the same script
 * elements when the browser reports the first paint (Paint Timing), or, where that is not
 * available, from a timer set in a `requestAnimationFrame` callback (just after the first frame).
 * A page opened in a background tab paints nothing and loads them at once; a browser that never
 * reports a paint gets them after 3 s. Measured 2026-11-24 against Gatsby's tags (mid-tier phone,
 * DevTools throttling, medians of 5, alternating): FCP 1.21 -> 1.15 s, TBT 79 -> 56 ms.
 */

// internals: gatsby — its script tags in the built HTML rewritten
/** Gatsby's tag for each bundle of the `app` entry (see its webpack stats extractor). */
const BUNDLE_TAG = /<script src="(\/[^"<>\s]+\.js)" async><\/script>/g;
/** The loader as written by an earlier run (Gatsby keeps the HTML of unchanged pages). */
const LOADER_TAG = /<script id="bundle-loader" data-bundles="([^"<>]*)">[\s\S]*?<\/script>/;

/**
 * The loader reads the bundle URLs from its own `data-bundles` attribute, so its text (and the
 * CSP hash that allows it) is the same on every page of every build.
 */
export const BUNDLE_LOADER = [
  "(function(){var bundles=document.currentScript.getAttribute('data-bundles').split(' '),done=false;",
  "function load(){if(done)return;done=true;",
  "bundles.forEach(function(src){var s=document.createElement('script');s.src=src;document.body.appendChild(s)})}",
  "if(document.visibilityState==='hidden')return load();",
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){",
  "new PerformanceObserver(function(l,o){o.disconnect();load()}).observe({type:'paint',buffered:true});",
  "setTimeout(load,3000);return}}catch(e){}",
  "requestAnimationFrame(function(){setTimeout(load,0)})})()",
].join("");

export function loaderTag(sources: readonly string[]): string {
  return `<script id="bundle-loader" data-bundles="${sources.join(" ")}">${BUNDLE_LOADER}</script>`;
}

/**
 * The page with Gatsby's bundle tags replaced by the loader (an existing loader is brought up to
 * date); unchanged when there is nothing to do.
 */
export function loadBundlesAfterPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1] as string);
  if (sources.length === 0) {
    return html.replace(LOADER_TAG, (_tag, list: string) => loaderTag(list.split(" ")));
  }
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return "";
    first = false;
    return loaderTag(sources);
  });
}

/**
 * Rewrites every page in `public/`. Returns how many changed, and the pages left without a
 * loader: Gatsby's script tags no longer look as expected there, so the rewrite did not apply.
 */
export function rewritePublicHtml(publicDir: string): { changed: number; withoutLoader: string[] } {
  let changed = 0;
  const withoutLoader: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const html = fs.readFileSync(full, "utf8");
    const rewritten = loadBundlesAfterPaint(html);
    if (!LOADER_TAG.test(rewritten)) withoutLoader.push(file);
    if (rewritten === html) continue;
    fs.writeFileSync(full, rewritten);
    changed += 1;
  }
  return { changed, withoutLoader };
}
