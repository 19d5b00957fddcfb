/**
 * The shared test fixture. Every test fails when the page it drives
 * - throws an uncaught error (`pageerror`),
 * - logs a console error that the test did not announce with `expectConsoleError`,
 * - requests anything from a host other than 127.0.0.1 (the site must be self-contained).
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { t } from "./site";

type Guard = {
  /** Console errors matching `pattern` are expected by this test (e.g. a deliberate 404). */
  expectConsoleError(pattern: RegExp): void;
  /** A fresh context (other locale, JavaScript off...) under the same watch; closed afterwards. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
};

export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ browser, context }, use, testInfo) => {
      const problems: string[] = [];
      const expected: RegExp[] = [];
      const extraContexts: BrowserContext[] = [];
      const watchPage = (page: Page) => {
        page.on("pageerror", (error) => problems.push(`uncaught error on ${page.url()}: ${error}`));
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          const text = `${message.text()} (${message.location().url})`;
          if (!expected.some((pattern) => pattern.test(text))) {
            problems.push(`console error on ${page.url()}: ${text}`);
          }
        });
      };
      const watch = async (watched: BrowserContext) => {
        await watched.route(
          (url) => /^(https?|wss?):$/.test(url.protocol) && url.hostname !== "127.0.0.1",
          async (route) => {
            problems.push(`request to a foreign host: ${route.request().url()}`);
            await route.abort("blockedbyclient");
          },
        );
        watched.pages().forEach(watchPage);
        watched.on("page", watchPage);
      };
      await watch(context);
      await use({
        expectConsoleError: (pattern) => expected.push(pattern),
        newContext: async (options = {}) => {
          const created = await browser.newContext(options);
          extraContexts.push(created);
          await watch(created);
          return created;
        },
      });
      await Promise.all(extraContexts.map((created) => created.close()));
      if (testInfo.status === testInfo.expectedStatus) {
        expect(problems, "uncaught errors, console errors or foreign requests").toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** A missing page-data file or the 404 document itself is logged by Chromium as a failed load. */
export const NOT_FOUND_LOAD = /Failed to load resource: the server responded with a status of 404/;

/** Resolves once React has hydrated the page (Gatsby marks onInitialClientRender). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender").length > 0,
  );
}

/** The footer's Privacy Policy link (Quick Links column). */
export const footerPrivacyLink = (page: Page, lng = "en") =>
  page.getByRole("contentinfo").getByRole("link", { name: t(lng, "footer.quickLinks.privacy") });

/** The header's menu button (narrow screens) and the drawer it opens. */
export const menuButton = (page: Page, lng = "en") =>
  page.getByRole("banner").getByRole("button", { name: t(lng, "nav.openMenu") });
export const drawer = (page: Page, lng = "en") =>
  page.getByRole("dialog", { name: t(lng, "nav.menu") });

/**
 * What Chromium's accessibility tree (what a screen reader reads) exposes for the element with
 * this role and name: its states (`expanded`, `modal`, `focused`…), or null when it is not in the
 * tree (hidden, or inert behind a modal dialog). Unlike Playwright's role queries, it includes the
 * states the browser computes itself, such as a popover invoker's `expanded`.
 */
export async function accessibleStates(
  page: Page,
  role: string,
  name: string,
): Promise<Record<string, unknown> | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const node = nodes.find(
      (candidate) =>
        !candidate.ignored && candidate.role?.value === role && candidate.name?.value === name,
    );
    if (!node) return null;
    return Object.fromEntries(
      (node.properties ?? []).map((property) => [property.name, property.value.value]),
    );
  } finally {
    await cdp.detach();
  }
}

/** A screen reader is in the drawer: a modal dialog, with the page behind it (the menu icon too) out of reach. */
export async function expectDrawerAnnounced(page: Page, lng = "en"): Promise<void> {
  await expect
    .poll(() => accessibleStates(page, "dialog", t(lng, "nav.menu")))
    .toMatchObject({ modal: true });
  await expect.poll(() => accessibleStates(page, "button", t(lng, "nav.openMenu"))).toBeNull();
}

/** A screen reader is on the menu icon, told the menu is collapsed (the browser's own state). */
export async function expectMenuButtonCollapsed(page: Page, lng = "en"): Promise<void> {
  await expect
    .poll(() => accessibleStates(page, "button", t(lng, "nav.openMenu")))
    .toMatchObject({ expanded: false, focused: true, hasPopup: "dialog" });
}

/** Go to `path` and wait until the site is interactive. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The top of an element relative to the viewport, once scrolling has stopped moving it. */
export async function settledTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  let stableFor = 0;
  for (let attempt = 0; attempt < 100; attempt++) {
    const top = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
    stableFor = Math.abs(top - previous) < 0.5 ? stableFor + 1 : 0;
    if (stableFor >= 3) return top;
    previous = top;
    await page.waitForTimeout(50);
  }
  return previous;
}

/**
 * The section's top ends up just under the fixed header (80 px, ± 2 px), measured after the
 * scroll has settled, not merely "something was clicked".
 */
export async function expectUnderHeader(page: Page, id: string, headerHeight = 80): Promise<void> {
  await expect
    .poll(
      async () => {
        const top = await settledTop(page, `#${id}`);
        return Math.abs(top - headerHeight) <= 2 ? "just under the header" : `top at ${top} px`;
      },
      { message: `#${id} should settle ${headerHeight} px from the top`, timeout: 10_000 },
    )
    .toBe("just under the header");
}
