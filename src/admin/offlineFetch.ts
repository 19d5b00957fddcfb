// internals: @sveltia/cms — its outside fetches (update check, status, translations) answered locally
/**
 * Sveltia CMS reaches out to three places no editor needs, with no setting to stop it: an hourly
 * check for a newer CMS on unpkg, GitHub's status page every five minutes, and unpkg again for its
 * interface translation when the browser is not in US English. Under the page's policy each is a
 * blocked request and a reported violation, and the translation is retried without pause until
 * the tab hangs (plugins/cms/sveltiaFiles.ts has the figures). This answers the first two here
 * and serves the translations from locales/ beside the page (/admin/, under a path prefix too),
 * copied from the pinned package at build time.
 */
export function installOfflineFetch(version: string): void {
  const fetchOnline = window.fetch.bind(window);
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }),
    );
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    // The version in use: no "update available" notice.
    if (url.startsWith("https://unpkg.com/@sveltia/cms/package.json")) return json({ version });
    if (url.startsWith("https://www.githubstatus.com/")) {
      return json({ status: { indicator: "none", description: "Not checked" } });
    }
    const translation = /^https:\/\/unpkg\.com\/@sveltia\/cms@[^/]+\/locales\/([\w-]+\.json)$/.exec(
      url,
    );
    if (translation) return fetchOnline(`locales/${translation[1]}`, init);
    return fetchOnline(input, init);
  };
}
