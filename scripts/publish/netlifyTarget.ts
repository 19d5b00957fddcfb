import { deploy, rollback, uploadPreview } from "../netlify";
import { previewAlias } from "./branch";
import type { Target } from "./target";

/**
 * Netlify (deploy/netlify): the staged build to production, a draft deploy under an alias for a
 * draft's branch, the previous production deploy back. Token and site: NETLIFY_AUTH_TOKEN,
 * NETLIFY_SITE_ID.
 */
export const netlify: Target = {
  deploy: ({ dryRun }) => deploy(dryRun),
  // An alias has at most 37 characters (netlify-cli's own limit): `<alias>--<site>.netlify.app`.
  preview: ({ dryRun }, branch) => uploadPreview(previewAlias(branch, 37), dryRun),
  rollback: ({ dryRun }) => rollback(dryRun),
};
