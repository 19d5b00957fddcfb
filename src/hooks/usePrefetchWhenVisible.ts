import { useEffect, useRef } from "react";
import { prefetchPathname } from "gatsby";

/**
 * Fetches these pages' data once the element is on screen, as Gatsby's `<Link>` does for its
 * links: a tap then renders at once instead of waiting a round trip. Gatsby's loader skips it
 * with Save-Data, on 2G and for bots, and runs it in idle time. `prefetch` is Gatsby's
 * `prefetchPathname`, or one that keeps its rules and does more (the language switcher's).
 */
export function usePrefetchWhenVisible<T extends Element>(
  paths: readonly string[],
  prefetch: (path: string) => void = prefetchPathname,
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
