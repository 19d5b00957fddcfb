/**
 * Site-relative paths of the icons in `static/` (rendered from SVG by `npm run icons`), of the
 * social image (`static/og-image.png`) and of the web manifest the build writes.
 */
export const socialImage = { path: "/og-image.png", width: 1200, height: 630, type: "image/png" };

export const icons = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  appleTouch: "/apple-touch-icon.png",
  manifest: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};

export const manifestPath = "/manifest.webmanifest";
