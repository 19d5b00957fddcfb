import fs from "node:fs";
import path from "node:path";
import { requireCloudflareBuild } from "../cloudflare";
import { WRANGLER_CONFIG } from "../wrangler";
import type { Target } from "./target";

/**
 * Cloudflare Workers static assets (deploy/cloudflare): the build as it is (wrangler leaves out
 * what its `.assetsignore` names). A preview is a version uploaded under an alias.
 */
function workerName(): string {
  const name = /"name":\s*"([^"]+)"/.exec(fs.readFileSync(WRANGLER_CONFIG, "utf8"));
  if (!name) throw new Error(`${WRANGLER_CONFIG} names no Worker`);
  return name[1]!;
}

export const cloudflare: Target = {
  stage: (root) => {
    requireCloudflareBuild();
    return { public: path.join(root, "public") };
  },
  // `<alias>-<worker>` is one DNS label: 63 characters.
  aliasRoom: () => 63 - workerName().length - 1,
};
