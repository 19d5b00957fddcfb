import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { startEngineServer } from "./server";

/**
 * Starts what the engine suite shares: its server (the build in public/ with each page's CSP),
 * an Xvfb display for MiniBrowser, the POSIX locales WebKit takes navigator.languages from, and
 * the GTK stylesheet that lets MiniBrowser's window shrink to phone widths. The workers find
 * them through environment variables; the returned function stops them.
 */
export default async function globalSetup(config: FullConfig) {
  const port = Number(new URL(String(config.projects[0]?.use.baseURL)).port);
  const server = await startEngineServer(path.join(__dirname, "..", "..", "..", "public"), port);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "engines-"));
  const locales = path.join(work, "locales");
  fs.mkdirSync(locales);
  for (const locale of ["en_US", "es_ES"]) {
    execFileSync("localedef", ["-i", locale, "-f", "UTF-8", path.join(locales, `${locale}.UTF-8`)]);
  }
  const gtk = path.join(work, "config", "gtk-3.0");
  fs.mkdirSync(gtk, { recursive: true });
  fs.writeFileSync(
    path.join(gtk, "gtk.css"),
    // MiniBrowser's toolbar would hold its window at 447 px or wider.
    "toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n",
  );

  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "2000x1400x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "inherit", "pipe"],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", reject);
    xvfb.stdio[3]!.once("data", (data) => resolve(`:${String(data).trim()}`));
  });
  Object.assign(process.env, {
    ENGINES_DISPLAY: display,
    ENGINES_LOCPATH: locales,
    ENGINES_XDG_CONFIG: path.join(work, "config"),
  });

  return async () => {
    xvfb.kill();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(work, { recursive: true, force: true });
  };
}
