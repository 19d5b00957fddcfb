import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { ROOT_ELEMENT_ERROR } from "./rootElement";

/**
 * Gatsby's `replaceHydrateFunction`. React 18 hydrates a root at default priority in one
 * uninterrupted task (default updates are not time-sliced); inside `startTransition` the initial
 * hydration gets a transition lane instead, so React renders in ~5 ms slices and lets the browser
 * paint and handle input between them (the way Next.js starts its app router). A click on markup
 * not hydrated yet still works: React hydrates that part first and replays the event.
 */
export function hydrateInSlices(
  element: ReactNode,
  container: Element | Document | DocumentFragment | null,
): () => void {
  if (!(container instanceof Element)) throw new Error(ROOT_ELEMENT_ERROR);
  // Nothing to hydrate: `gatsby develop` renders into an empty shell and into its empty loading
  // indicator; hydrating those is a "Hydration failed" error on every preview (Gatsby's own
  // renderer makes the same choice).
  if (container.firstElementChild === null) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element, { onRecoverableError: reportRecoverable });
  });
  // Gatsby unmounts its loading indicator with what the renderer returns.
  return () => root?.unmount();
}

/**
 * React's own report of what it recovered from while hydrating (a mismatch with the server's HTML
 * is still reported), but one: a navigation tapped while the page still hydrates in slices reaches
 * parts not hydrated yet, and React renders those anew (its error #421). That is the recovery
 * working as designed, not a fault of the page.
 */
export function reportRecoverable(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#421\b|received an update before it finished hydrating/.test(message)) return;
  (typeof reportError === "function" ? reportError : console.error)(error);
}
