import fs from "node:fs";
import path from "node:path";

/**
 * Node-only: every HTML page of a build, relative to `public/` with forward slashes
 * (`es/privacy-policy/index.html`). Gatsby's slice templates in `_gatsby/` are build
 * intermediates, not pages.
 */
export function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return path.relative(root, full) === "_gatsby" ? [] : htmlFiles(full, root);
    }
    return entry.name.endsWith(".html")
      ? [path.relative(root, full).split(path.sep).join("/")]
      : [];
  });
}
