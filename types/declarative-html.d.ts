import "react";

/*
 * HTML the browser runs without our scripts, not yet in @types/react 18: popovers (Chromium 114,
 * Safari 17, Firefox 125) and invoker commands (Chromium 135, Firefox 144, Safari 26.2). React 18
 * passes lowercase attributes it does not know through to the DOM as written.
 */
// Declaration merging needs the same type parameter as @types/react, used there, not here.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint" | undefined;
  }
  // `<link rel="expect" blocking="render">` (Chromium 124): hold the first paint for an element.
  interface LinkHTMLAttributes<T> {
    blocking?: "render" | undefined;
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined;
    popovertargetaction?: "toggle" | "show" | "hide" | undefined;
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | undefined;
  }
}
