/**
 * The layout defect finder, shared by every engine's suite: it runs in the page (Playwright's and
 * puppeteer's `evaluate`, webdriverio's `execute` serialise it), so it is one self-contained
 * function with no imports and no closures over this module.
 */

export type LayoutDefect = { problem: string; element: string; text: string };

export type LayoutCheck = {
  /**
   * Also require the page's content to keep equal margins on both sides (off while a modal
   * drawer covers the page, which sits against one edge on purpose).
   */
  margins?: boolean;
};

/**
 * Looks at the real extent of every visible text (its line boxes, not its element's box) and
 * reports: a page wider than its viewport, text that sticks out of its box, leaves the viewport,
 * is cut off by an ancestor that hides overflow, or runs into other text or a control, and
 * content whose left and right margins differ by more than a pixel.
 *
 * The viewport is the layout viewport (`clientWidth`), so a classic scrollbar's 15 px count.
 */
export function findLayoutDefects(check: LayoutCheck = {}): LayoutDefect[] {
  const defects: LayoutDefect[] = [];
  const root = document.documentElement;
  const viewport = root.clientWidth;
  if (root.scrollWidth > viewport) {
    defects.push({
      problem: `page is ${root.scrollWidth}px wide in a ${viewport}px viewport`,
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
  const modal = document.querySelector("dialog:modal, dialog[open], [popover]:popover-open");
  const scope: Element = modal ?? document.body;
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
    // Moved off the page until focused (the skip link): not on screen, so it cannot collide.
    if (rects.length > 0 && rects.every((rect) => rect.bottom + window.scrollY <= 0)) continue;
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
      if (rect.left < -1 || rect.right > viewport + 1) {
        defects.push({
          problem: `text spans ${Math.round(rect.left)}..${Math.round(rect.right)}px of a ${viewport}px viewport`,
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

  // Equal side margins: the leftmost and rightmost ink (text, images, controls, anything with a
  // background or border) that does not span the whole width (section backgrounds do) sits as
  // far from its side of the viewport as the other. Empty wrappers' boxes do not count: content
  // spilling into a container's padding is the defect this looks for.
  if (check.margins !== false && !modal) {
    let left = Infinity;
    let right = -Infinity;
    let leftmost = "";
    let rightmost = "";
    const extend = (rect: DOMRect, el: Element) => {
      if (rect.width === 0 || rect.height === 0 || rect.width >= viewport - 1) return;
      // Moved off the page until focused (the skip link).
      if (rect.bottom + window.scrollY <= 0) return;
      if (rect.left < left) [left, leftmost] = [rect.left, describe(el)];
      if (rect.right > right) [right, rightmost] = [rect.right, describe(el)];
    };
    const replaced = /^(img|svg|video|canvas|iframe|input|button|select|textarea)$/i;
    const paints = (el: Element, style: CSSStyleDeclaration) =>
      replaced.test(el.tagName) ||
      !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
      style.backgroundImage !== "none" ||
      ["top", "right", "bottom", "left"].some(
        (side) =>
          style.getPropertyValue(`border-${side}-style`) !== "none" &&
          parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
      );
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (el.closest("dialog, [popover]") || el.parentElement?.closest("svg")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || isVisuallyHidden(el)) continue;
      if (paints(el, style)) extend(el.getBoundingClientRect(), el);
    }
    for (const { el, rects } of texts) rects.forEach((rect) => extend(rect, el));
    const leftMargin = Math.round(left * 10) / 10;
    const rightMargin = Math.round((viewport - right) * 10) / 10;
    if (Number.isFinite(left) && Math.abs(leftMargin - rightMargin) > 1) {
      defects.push({
        problem: `side margins differ: ${leftMargin}px left (${leftmost}), ${rightMargin}px right (${rightmost})`,
        element: "body",
        text: "",
      });
    }
  }
  return defects;
}
