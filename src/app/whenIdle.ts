/** Runs `callback` when the main thread is idle. WebKit has no requestIdleCallback. */
export function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback);
  else window.setTimeout(callback, 50);
}
