import { expect, test, type Page } from "@playwright/test";

/**
 * On the pseudo-localized build (accented, ~40% longer strings), no text may overflow its box,
 * be clipped by an ancestor or push the page wider than the viewport, on a phone (390 px) or a
 * desktop (1280 px), in either language, with the drawer closed and open.
 */

const pages = ["/", "/privacy-policy/", "/es/", "/es/privacy-policy/", "/es/missing-page/"];
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

type Defect = { problem: string; element: string; text: string };

/**
 * Runs in the page. Looks at the real extent of every visible text (its line boxes, not its
 * element's box) and reports text that sticks out of its box, leaves the viewport, is cut off by
 * an ancestor that hides overflow, or runs into other text or a control.
 */
function findDefects(): Defect[] {
  const defects: Defect[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) {
    defects.push({
      problem: `page is ${root.scrollWidth}px wide in a ${window.innerWidth}px viewport`,
      element: "html",
      text: "",
    });
  }
  const describe = (el: Element) => {
    const className = (el.getAttribute("class") ?? "").split(" ")[0];
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${className ? `.${className}` : ""}`;
  };
  const isVisuallyHidden = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== "auto" || style.clipPath.startsWith("inset(50%")) return true;
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1) return true;
    }
    return false;
  };
  const clips = (style: CSSStyleDeclaration) =>
    [style.overflowX, style.overflowY].some((value) => value !== "visible");
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);

  // With a modal dialog open, only what is in it is visible and usable.
  const scope: Element = document.querySelector("dialog[open]") ?? document.body;
  const texts: { el: Element; rects: DOMRect[]; text: string }[] = [];
  for (const el of Array.from(scope.querySelectorAll("*"))) {
    const nodes = Array.from(el.childNodes).filter(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim(),
    );
    if (nodes.length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || el.getClientRects().length === 0) continue;
    if (isVisuallyHidden(el)) continue;
    const rects = nodes.flatMap((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    });
    const text = nodes
      .map((node) => node.textContent ?? "")
      .join("")
      .trim()
      .slice(0, 60);
    texts.push({ el, rects, text });

    // Text sticking out of its own box (a long word in a narrow column, a fixed-width button).
    if (style.display !== "inline" && el.scrollWidth > el.clientWidth + 1) {
      defects.push({
        problem: `text is ${el.scrollWidth}px wide in a ${el.clientWidth}px box`,
        element: describe(el),
        text,
      });
    }
    if (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth) {
      defects.push({ problem: "text is truncated with an ellipsis", element: describe(el), text });
    }
    for (const rect of rects) {
      if (rect.left < -1 || rect.right > window.innerWidth + 1) {
        defects.push({
          problem: `text spans ${Math.round(rect.left)}..${Math.round(rect.right)}px of a ${window.innerWidth}px viewport`,
          element: describe(el),
          text,
        });
        break;
      }
    }
    // Text cut off by the nearest ancestor that hides overflow (a fixed-height header, a card).
    for (
      let parent = el.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (!clips(getComputedStyle(parent))) continue;
      const box = parent.getBoundingClientRect();
      const cut = rects.some(
        (rect) =>
          rect.left < box.left - 1 ||
          rect.right > box.right + 1 ||
          rect.top < box.top - 1 ||
          rect.bottom > box.bottom + 1,
      );
      if (cut)
        defects.push({ problem: `clipped by ${describe(parent)}`, element: describe(el), text });
      break;
    }
  }

  // Text running into other text, or under a button or an image.
  const controls = Array.from(scope.querySelectorAll("button, img, svg, input, select")).filter(
    (el) => el.getClientRects().length > 0 && !isVisuallyHidden(el),
  );
  texts.forEach((a, index) => {
    for (const b of texts.slice(index + 1)) {
      if (related(a.el, b.el)) continue;
      if (a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb)))) {
        defects.push({
          problem: `overlaps the text "${b.text}"`,
          element: describe(a.el),
          text: a.text,
        });
      }
    }
    for (const control of controls) {
      if (related(a.el, control)) continue;
      const box = control.getBoundingClientRect();
      if (a.rects.some((rect) => overlap(rect, box))) {
        defects.push({
          problem: `runs under ${describe(control)}`,
          element: describe(a.el),
          text: a.text,
        });
      }
    }
  });
  return defects;
}

async function open(page: Page, path: string) {
  // Clear any language cached by an earlier test so unprefixed URLs stay in English.
  await page.addInitScript(() => {
    try {
      window.localStorage.clear();
    } catch {
      // storage blocked: nothing cached either
    }
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of viewports) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path} fits`, async ({ page }) => {
        await open(page, path);
        // This is the pseudo-localized build (every string is bracketed).
        await expect(page.locator("main h1, main h2").first()).toContainText("[");
        expect(await page.evaluate(findDefects)).toEqual([]);
      });
    }

    if (viewport.width < 1020) {
      test("the open drawer fits", async ({ page }) => {
        await open(page, "/es/");
        // Until React has hydrated, the button does nothing: retry the click.
        await expect(async () => {
          await page.locator('header button[aria-haspopup="dialog"]').click();
          await expect(page.getByRole("dialog")).toBeVisible({ timeout: 500 });
        }).toPass();
        // Measure where the drawer ends up, not halfway through its slide-in.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== "running"),
        );
        expect(await page.evaluate(findDefects)).toEqual([]);
      });
    }
  });
}

test("the check finds clipped, overflowing and overlapping text", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(() => {
    const over = document.createElement("div");
    over.style.cssText = "position: relative; height: 3em";
    over.innerHTML =
      '<p style="position: absolute; margin: 0">[Ŏṽééŗļååþ]</p><p style="position: absolute; margin: 0 0 0 1em">[Ûñđéŗ]</p>';
    document.querySelector("main")?.append(over);
    const clipped = document.createElement("p");
    clipped.style.cssText = "width: 80px; overflow: hidden; white-space: nowrap";
    clipped.textContent = "[Ŵéé ƀûûîîļđ šööƒŧŵååŗéé]";
    const wide = document.createElement("p");
    wide.style.cssText = "width: 60px";
    wide.textContent = "[Ŗééšþöññššîîƀîîļîîŧýýýý]";
    document.querySelector("main")?.append(clipped, wide);
  });
  const defects = await page.evaluate(findDefects);
  expect(defects.map((defect) => defect.text)).toEqual(
    expect.arrayContaining([
      "[Ŵéé ƀûûîîļđ šööƒŧŵååŗéé]",
      "[Ŗééšþöññššîîƀîîļîîŧýýýý]",
      "[Ŏṽééŗļååþ]",
    ]),
  );
});
