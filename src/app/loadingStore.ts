/**
 * Whether a client-side navigation is waiting on slow page code or data. Gatsby tells us through
 * onRouteUpdateDelayed (after ~1 s) and onRouteUpdate (gatsby-browser); the overlay subscribes.
 */
type Listener = (loading: boolean) => void;

let loading = false;
const listeners = new Set<Listener>();

export function setPageLoading(next: boolean): void {
  if (next === loading) return;
  loading = next;
  listeners.forEach((listener) => listener(loading));
}

export function isPageLoading(): boolean {
  return loading;
}

export function subscribePageLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
