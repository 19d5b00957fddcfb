/**
 * The path the site is served under, from PATH_PREFIX (a GitHub Pages project site: `/website`),
 * written as Gatsby writes gatsby-config's pathPrefix: "" at a domain's root, else a leading slash
 * and none at the end. gatsby-config and the GitHub Pages target read it here, so both agree.
 */
export function pathPrefixOf(env: NodeJS.ProcessEnv): string {
  const value = (env.PATH_PREFIX ?? "").replace(/\/+$/, "");
  return value && !value.startsWith("/") ? `/${value}` : value;
}
