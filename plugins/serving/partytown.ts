import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../shared/htmlFiles";

/** Where Gatsby copies Partytown's runtime in every build, used or not. */
export const PARTYTOWN_DIR = "~partytown";

/**
 * Node-only, build time. Gatsby copies Partytown (the runtime behind `<Script
 * strategy="off-main-thread">`, about 300 KB of service-worker scripts) into every build. A page
 * that uses it carries Partytown's snippet in its HTML; when none does, the copy is removed, so it
 * is neither deployed nor precompressed. Returns whether it was removed.
 */
export function removeUnusedPartytown(publicDir: string): boolean {
  const dir = path.join(publicDir, PARTYTOWN_DIR);
  if (!fs.existsSync(dir)) return false;
  const used = htmlFiles(publicDir).some((file) =>
    fs.readFileSync(path.join(publicDir, file), "utf8").includes("partytown"),
  );
  if (used) return false;
  fs.rmSync(dir, { recursive: true });
  return true;
}
