import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// Node-environment suites (the locale checker, the CLI) share this file but have no DOM.
const hasDom = typeof window !== "undefined";

if (hasDom) {
  // react-dom/server (used to check the static HTML) needs these; jsdom does not provide them.
  Object.assign(globalThis, { TextEncoder, TextDecoder });

  // jsdom lacks a few browser APIs the site uses; these stand-ins behave like Chromium's.
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    // Chromium queues the close event; dispatching it at once is enough for these tests.
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  }
  // jsdom's default stylesheet shows <wbr> as a block, so accessible names computed in the tests
  // would get a space where browsers (which show it inline) have none: "hello@ example.com".
  const userAgentRules = document.createElement("style");
  userAgentRules.textContent = "wbr { display: inline; }";
  document.head.append(userAgentRules);
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  // The site reads `matches` alone (reduced motion, dark scheme): neither is set.
  window.matchMedia = jest.fn((media: string) => ({ matches: false, media })) as never;
}

afterEach(() => {
  jest.clearAllMocks();
  if (!hasDom) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.className = "";
});
