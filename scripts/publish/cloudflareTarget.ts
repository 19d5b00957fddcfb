import fs from "node:fs";
import { deploy, rollback, uploadPreview } from "../cloudflare";
import { WRANGLER_CONFIG } from "../wrangler";
import { previewAlias } from "./branch";
import type { Target } from "./target";

/**
 * Cloudflare Workers static assets (deploy/cloudflare): a deploy, a version uploaded under a
 * preview alias for a draft, wrangler's rollback. Token and account: CLOUDFLARE_API_TOKEN,
 * CLOUDFLARE_ACCOUNT_ID.
 */
function workerName(): string {
  const name = /"name":\s*"([^"]+)"/.exec(fs.readFileSync(WRANGLER_CONFIG, "utf8"));
  if (!name) throw new Error(`${WRANGLER_CONFIG} names no Worker`);
  return name[1]!;
}

export const cloudflare: Target = {
  deploy: ({ dryRun }) => deploy(dryRun),
  // `<alias>-<worker>` is one DNS label: 63 characters.
  preview: ({ dryRun }, branch) =>
    uploadPreview(previewAlias(branch, 63 - workerName().length - 1), dryRun),
  rollback: ({ dryRun }) => rollback(dryRun),
};
