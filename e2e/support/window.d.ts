/** Gatsby's client-side navigation, exposed on window by its production runtime. */
export {};

declare global {
  interface Window {
    ___navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  }
}
