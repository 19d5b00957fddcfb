/**
 * Runs `callback` once the browser has painted the next frame: a task queued from
 * `requestAnimationFrame` runs after that frame's paint.
 */
export function afterNextPaint(callback: () => void): void {
  window.requestAnimationFrame(() => {
    window.setTimeout(callback, 0);
  });
}
