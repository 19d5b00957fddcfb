import type { CmsBackend } from "../../src/config/site";

/**
 * The CMS's backend (src/config/site.ts) as Sveltia CMS configures it (plugins/cms), and the
 * outside origins its page may reach for it (plugins/serving: the /admin/ policy).
 */

/** Sveltia's backend options for the owner's choice. */
export function backendOptions(backend: CmsBackend): Record<string, unknown> {
  const common = { repo: backend.repo, branch: backend.branch };
  switch (backend.host) {
    case "github":
      return { name: "github", ...common, base_url: backend.authUrl };
    case "gitlab":
      return {
        name: "gitlab",
        ...common,
        auth_type: "pkce",
        app_id: backend.appId,
        base_url: backend.url,
        api_root: `${backend.url}/api/v4`,
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
