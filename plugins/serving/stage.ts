import fs from "node:fs";
import path from "node:path";

/**
 * Node-only. A copy of the built site as one host serves it, for the hosts that read a folder of
 * their own (Netlify, GitHub Pages): what that host must not serve is left out, and its own files
 * (`_headers`, `_redirects`, a rewritten page) are written in. `public/` itself is never changed,
 * so every host is staged from the same build.
 */
export type StageOptions = {
  publicDir: string;
  /** Emptied first. */
  outDir: string;
  /** Files of public/ (relative, forward slashes) the host must not serve. */
  leaveOut: (file: string) => boolean;
  /** The host's own files (relative path → content), written last. */
  files?: Record<string, string>;
  /** Each HTML file's text as the host serves it. */
  html?: (file: string, text: string) => string;
};

/** Copies the site into `outDir` for one host; returns the files it holds (relative). */
export function stageSite({
  publicDir,
  outDir,
  leaveOut,
  files = {},
  html,
}: StageOptions): string[] {
  fs.rmSync(outDir, { recursive: true, force: true });
  const staged: string[] = [];
  const copy = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const from = path.join(dir, entry.name);
      const file = path.relative(publicDir, from).split(path.sep).join("/");
      if (entry.isDirectory()) {
        copy(from);
        continue;
      }
      if (leaveOut(file) || file in files) continue;
      const to = path.join(outDir, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      if (html && file.endsWith(".html")) {
        fs.writeFileSync(to, html(file, fs.readFileSync(from, "utf8")));
      } else {
        fs.copyFileSync(from, to);
      }
      staged.push(file);
    }
  };
  copy(publicDir);
  for (const [file, content] of Object.entries(files)) {
    const to = path.join(outDir, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, content);
    staged.push(file);
  }
  return staged.sort();
}
