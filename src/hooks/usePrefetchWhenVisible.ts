import { useEffect, useRef } from "react";

/**
 * Runs `prefetch` for each of these pages once the element is on screen, as Gatsby's `<Link>`
 * prefetches its links: a tap then renders at once instead of waiting a round trip. `prefetch`
 * keeps Gatsby's rules (not with Save-Data, on 2G or for bots); the language switcher's also
 * makes the language ready.
 */
export function usePrefetchWhenVisible<T extends Element>(
  paths: readonly string[],
  prefetch: (path: string) => void,
) {
  const ref = useRef<T>(null);
  const key = paths.join("\n");
  useEffect(() => {
    const element = ref.current;
    if (!element || !key || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (const path of key.split("\n")) prefetch(path);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [key, prefetch]);
  return ref;
}
