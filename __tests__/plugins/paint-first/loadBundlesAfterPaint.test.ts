import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BUNDLE_LOADER,
  loadBundlesAfterPaint,
  loaderTag,
  rewritePublicHtml,
} from "../../../plugins/paint-first/loadBundlesAfterPaint";

const BUNDLES = ["/webpack-runtime-a1.js", "/framework-b2.js", "/app-c3.js"];

/** The end of a page as Gatsby writes it (chunk map, compilation hash, then the bundles). */
const gatsbyPage = `<html><body><div id="___gatsby">page</div><!-- slice-start id="_gatsby-scripts-1" -->
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script>${BUNDLES.map((src) => `<script src="${src}" async></script>`).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const scriptSources = () =>
  [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

describe("loadBundlesAfterPaint", () => {
  it("replaces Gatsby's bundle tags with one inline loader, leaving its other scripts alone", () => {
    const html = loadBundlesAfterPaint(gatsbyPage);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";');
    expect(html).toContain('window.___webpackCompilationHash="abc";</script>');
    expect(html).toContain(
      `<script id="bundle-loader" data-bundles="${BUNDLES.join(" ")}">${BUNDLE_LOADER}</script><!-- slice-end`,
    );
  });

  it("leaves a rewritten page, or one without bundles, as it is", () => {
    const once = loadBundlesAfterPaint(gatsbyPage);
    expect(loadBundlesAfterPaint(once)).toBe(once);
    expect(loadBundlesAfterPaint("<p>static</p>")).toBe("<p>static</p>");
  });

  it("updates the loader of a page an earlier build rewrote (Gatsby keeps unchanged pages)", () => {
    const old = `<p>x</p><script id="bundle-loader" data-bundles="/a.js /b.js">oldLoader()</script>`;
    expect(loadBundlesAfterPaint(old)).toBe(`<p>x</p>${loaderTag(["/a.js", "/b.js"])}`);
  });
});

describe("the loader in a page", () => {
  let frames: FrameRequestCallback[];

  /** Inserts the loader as the page has it; jsdom runs it with `document.currentScript` set. */
  const runLoader = () => {
    const script = document.createElement("script");
    script.id = "bundle-loader";
    script.setAttribute("data-bundles", BUNDLES.join(" "));
    script.textContent = BUNDLE_LOADER;
    document.body.appendChild(script);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    document.body.innerHTML = "";
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("adds the bundles, in order, once the browser reports the first paint", () => {
    let reportPaint = () => {};
    const observed: unknown[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint", "resource"];
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        reportPaint = () => callback({}, { disconnect: () => {} });
      }
      observe(options: unknown) {
        observed.push(options);
      }
    }
    Object.defineProperty(window, "PerformanceObserver", {
      configurable: true,
      value: FakePerformanceObserver,
    });
    try {
      runLoader();
      expect(observed).toEqual([{ type: "paint", buffered: true }]);
      frames.forEach((callback) => callback(0));
      jest.advanceTimersByTime(1000);
      expect(scriptSources()).toEqual([]);
      reportPaint();
      reportPaint();
      jest.runAllTimers();
      expect(scriptSources()).toEqual(BUNDLES);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it("adds them after 3 s if the browser never reports a paint", () => {
    class SilentPerformanceObserver {
      static supportedEntryTypes = ["paint"];
      observe() {}
    }
    Object.defineProperty(window, "PerformanceObserver", {
      configurable: true,
      value: SilentPerformanceObserver,
    });
    try {
      runLoader();
      jest.advanceTimersByTime(2999);
      expect(scriptSources()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(scriptSources()).toEqual(BUNDLES);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it("without Paint Timing, adds them, in order, only after the first frame", () => {
    expect("PerformanceObserver" in window).toBe(false);
    runLoader();
    expect(scriptSources()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(scriptSources()).toEqual([]);
    jest.runAllTimers();
    expect(scriptSources()).toEqual(BUNDLES);
  });

  it("adds them at once in a background tab, where no frame is painted", () => {
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runLoader();
    expect(scriptSources()).toEqual(BUNDLES);
    expect(frames).toHaveLength(0);
  });
});

describe("rewritePublicHtml", () => {
  const publicDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "paint-first-"));

  it("rewrites every page and reports none left without the loader", () => {
    const dir = publicDir();
    fs.mkdirSync(path.join(dir, "es"));
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage);
    fs.writeFileSync(path.join(dir, "es", "index.html"), gatsbyPage);
    expect(rewritePublicHtml(dir)).toEqual({ changed: 2, withoutLoader: [] });
    expect(rewritePublicHtml(dir)).toEqual({ changed: 0, withoutLoader: [] });
  });

  it("names the pages whose bundle tags it no longer recognises", () => {
    const dir = publicDir();
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage.replace(/ async>/g, " defer>"));
    expect(rewritePublicHtml(dir).withoutLoader).toEqual(["index.html"]);
  });
});
