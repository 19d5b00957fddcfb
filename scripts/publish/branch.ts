import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";

/**
 * The branch being published, as the forges' pipelines name it (a pull request's own branch
 * first), or git's when run by hand. PUBLISH_BRANCH overrides all of them.
 */
export function currentBranch(env: NodeJS.ProcessEnv, root: string): string {
  const named =
    env.PUBLISH_BRANCH ||
    env.GITHUB_HEAD_REF || // GitHub and Forgejo: a pull request's source branch
    env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME ||
    env.CI_COMMIT_REF_NAME || // GitLab
    env.GITHUB_REF_NAME;
  if (named) return named;
  return execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).trim();
}

/**
 * A preview alias for a branch: lower-case letters, digits and dashes, starting with a letter, at
 * most `room` characters (what the host's DNS label leaves). A name cut to fit keeps a short hash
 * of the whole, so two long drafts never share an alias.
 */
export function previewAlias(branch: string, room: number): string {
  let alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!/^[a-z]/.test(alias)) alias = `b-${alias}`.replace(/-+$/, "");
  if (alias.length <= room) return alias;
  const hash = createHash("sha256").update(branch).digest("hex").slice(0, 6);
  return `${alias.slice(0, room - hash.length - 1).replace(/-+$/, "")}-${hash}`;
}
