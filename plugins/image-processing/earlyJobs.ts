/**
 * Gatsby runs queries only after both webpack compilations, so gatsby-plugin-sharp's jobs would
 * start after them and run alone at the end of the build. Running the static queries that ask for
 * `gatsbyImageData` once before webpack starts the same jobs early: Gatsby keys jobs by their
 * content, so when the real query run asks for them again it gets the running or finished job
 * instead of a second one. Sharp then works on the second core while webpack uses the first.
 */

export type StaticQuery = { componentPath: string; query: string };

/** The extracted static queries that produce processed images. */
export function imageQueries(staticQueries: unknown): StaticQuery[] {
  if (!(staticQueries instanceof Map)) {
    throw new Error(
      "image-processing: Gatsby's store no longer holds the extracted static queries as a Map " +
        "(state.staticQueryComponents). Update plugins/image-processing/earlyJobs.ts.",
    );
  }
  return [...staticQueries.values()].filter(
    (entry): entry is StaticQuery =>
      typeof entry?.query === "string" && /\bgatsbyImageData\b/.test(entry.query),
  );
}

type Graphql = (query: string) => Promise<{ errors?: unknown }>;

/**
 * Runs each query once (results unused) and resolves when their image jobs have been created.
 * Failures are left to the real query run, which reports them against the component.
 */
export async function startImageJobs(queries: StaticQuery[], graphql: Graphql): Promise<number> {
  const results = await Promise.allSettled(queries.map(({ query }) => graphql(query)));
  return results.filter((result) => result.status === "fulfilled" && !result.value.errors).length;
}
