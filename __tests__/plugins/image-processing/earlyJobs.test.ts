/** @jest-environment node */
import { imageQueries, startImageJobs } from "../../../plugins/image-processing/earlyJobs";

const productQuery = {
  componentPath: "/site/src/hooks/useProductScreens.ts",
  query: "query ProductScreens { file { childImageSharp { gatsbyImageData(width: 840) } } }",
};
const siteQuery = {
  componentPath: "/site/src/hooks/useSite.ts",
  query: "query Site { site { siteMetadata { title } } }",
};

describe("early image jobs", () => {
  it("picks the static queries that ask for processed images", () => {
    const extracted = new Map([
      ["sq--product", productQuery],
      ["sq--site", siteQuery],
    ]);
    expect(imageQueries(extracted)).toEqual([productQuery]);
  });

  it("stops the build when Gatsby's store no longer holds the queries as it did", () => {
    expect(() => imageQueries(undefined)).toThrow(/staticQueryComponents/);
    expect(() => imageQueries({ "sq--product": productQuery })).toThrow(/earlyJobs\.ts/);
  });

  it("runs each query once and leaves failures to the real query run", async () => {
    const run: string[] = [];
    const graphql = async (query: string) => {
      run.push(query);
      if (query.includes("Broken")) throw new Error("schema changed");
      return query.includes("Invalid") ? { errors: ["Unknown field"] } : { data: {} };
    };
    const queries = [
      productQuery,
      { componentPath: "a", query: "query Broken { gatsbyImageData }" },
      { componentPath: "b", query: "query Invalid { gatsbyImageData }" },
    ];
    await expect(startImageJobs(queries, graphql)).resolves.toBe(1);
    expect(run).toEqual(queries.map(({ query }) => query));
  });
});
