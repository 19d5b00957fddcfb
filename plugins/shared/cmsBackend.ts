import type { CmsBackend, CmsPublishing } from "../../src/config/site";

/**
 * The CMS's backend (src/config/site.ts) as Sveltia CMS configures it (plugins/cms), and the
 * outside origins its page may reach for it (plugins/serving: the /admin/ policy).
 */

/**
 * The commit status (GitHub, Forgejo) or environment (GitLab) under which the pipelines report a
 * branch's preview, and which the CMS shows beside a draft (its `preview_context`).
 */
export const PREVIEW_CONTEXT = "deploy/preview";

/** Sveltia's backend options for the owner's choice. */
export function backendOptions(backend: CmsBackend): Record<string, unknown> {
  const common = { repo: backend.repo, branch: backend.branch };
  switch (backend.host) {
    case "github":
      return {
        name: "github",
        ...common,
        base_url: backend.authUrl,
        preview_context: PREVIEW_CONTEXT,
      };
    case "gitlab":
      return {
        name: "gitlab",
        ...common,
        auth_type: "pkce",
        app_id: backend.appId,
        base_url: backend.url,
        api_root: `${backend.url}/api/v4`,
        preview_context: PREVIEW_CONTEXT,
      };
    case "forgejo":
      return {
        name: "gitea",
        ...common,
        app_id: backend.appId,
        base_url: backend.url,
        api_root: `${backend.url}/api/v1`,
      };
  }
}

/**
 * Sveltia's publish mode for the owner's choice: drafts with review are its editorial workflow,
 * which it has for GitHub and GitLab only; with Forgejo the build stops and says so.
 */
export function publishingOptions(backend: CmsBackend, publishing: CmsPublishing) {
  if (publishing === "direct") return {};
  if (backend.host === "forgejo") {
    throw new Error(
      'src/config/site.ts: cmsPublishing "review" needs a GitHub or GitLab backend (Sveltia CMS has no drafts with review on Forgejo or Gitea); set it to "direct", or move the repository',
    );
  }
  return { publish_mode: "editorial_workflow" };
}

/** The outside origins the CMS page may reach for that backend (its own policy). */
export function backendOrigins(backend: CmsBackend): { connect: string[]; images: string[] } {
  switch (backend.host) {
    case "github":
      return {
        connect: ["https://api.github.com"],
        images: ["https://avatars.githubusercontent.com"],
      };
    case "gitlab":
    case "forgejo": {
      const origin = new URL(backend.url).origin;
      return { connect: [origin], images: [origin, "https://secure.gravatar.com"] };
    }
  }
}
