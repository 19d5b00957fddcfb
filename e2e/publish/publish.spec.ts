import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { copyProject } from "../../harness/projectCopy";
import { browse, bundlesOf, checkPage, get } from "./support/client";
import { breakLocale, changeCode, changeText, ES_FILE } from "../../harness/publishEdits";
import { dryRun, publish, startHost, type Host, type Published } from "../../harness/publishHost";

/**
 * `npm run publish` to a local nginx host, as a pipeline runs it after an editor's save, on a copy
 * of the project (the real locale files are never touched): the first publish builds from cold,
 * every later one keeps Gatsby's cache. The test build cannot be shared: the publishes edit the
 * project, and a cache made in another folder is dropped (plugins/cache-guard). A dry run sends
 * nothing; a broken file publishes nothing; a change is served afterwards, and a client browsing
 * during that publish gets no 404 and no page of one build with the headers or bundles of
 * another; a rollback serves the release before.
 */

test.describe.configure({ mode: "serial", timeout: 600_000 });

let project: string;
let host: Host;
/** The Spanish team title the first release serves (changeText changes it later). */
let firstTitle: string;

const page = async (pathname: string) => (await get(`${host.origin}${pathname}`)).text();

function expectPublished(result: Published) {
  expect(result.code, result.output.slice(-4000)).toBe(0);
  expect(result.output).toMatch(/publish: release \d{8}T\d{9}Z is live/);
}

/** Save → served: polls until the page shows `text` (nginx's new workers start after the reload). */
async function served(pathname: string, text: string, saved: number): Promise<number> {
  await expect.poll(() => page(pathname), { timeout: 10_000, intervals: [50] }).toContain(text);
  return (Date.now() - saved) / 1000;
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  project = copyProject("publish-site-");
  firstTitle = (
    JSON.parse(fs.readFileSync(path.join(project, ES_FILE), "utf8")) as {
      sections: { team: { title: string } };
    }
  ).sections.team.title;
  host = await startHost();
  expectPublished(await publish(project, host)); // from cold: no .cache/ yet
  await served("/es/", firstTitle, Date.now());
});

test.afterAll(async () => {
  await host?.stop();
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

test("a dry run sends nothing: the live release and its answers stay", async () => {
  const live = host.live();
  const releases = fs.readdirSync(path.join(host.root, "releases")).sort();
  const before = await page("/es/");
  // The deploy step of a dry run, on the release the first publish built and packed (a dry run
  // builds as a publish does); that `npm run publish` passes --dry-run on: publish.test.ts.
  const result = dryRun(project, host);
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/nothing was sent/);
  expect(host.live()).toBe(live);
  expect(fs.readdirSync(path.join(host.root, "releases")).sort()).toEqual(releases);
  expect(await page("/es/")).toBe(before);
});

test("a broken locale file publishes nothing: the live release and its answers stay", async () => {
  const live = host.live();
  const releases = fs.readdirSync(path.join(host.root, "releases")).sort();
  const before = await page("/es/");
  const restore = breakLocale(project);
  try {
    const result = await publish(project, host);
    expect(result.code).toBe(1);
    expect(result.output).toContain(ES_FILE);
    expect(result.output).toContain("nothing was published");
  } finally {
    restore();
  }
  expect(host.live()).toBe(live);
  expect(fs.readdirSync(path.join(host.root, "releases")).sort()).toEqual(releases);
  expect(await page("/es/")).toBe(before);
});

test("a text saved and a code change are served by the next publish; a client browsing meanwhile gets no 404 and no page mixed from two builds", async () => {
  // A page opened before the publish asks for its bundles after it, when they have new names.
  const opened = await page("/");
  const text = changeText(project, "durante la visita");
  changeCode(project);
  // A runner whose public/ lacks the live build's bundles (a cache missed or evicted): the
  // upload alone would not have the files the open page asks for.
  for (const name of fs.readdirSync(path.join(project, "public"))) {
    if (bundlesOf(`/${name}`).length > 0) fs.rmSync(path.join(project, "public", name));
  }
  const client = browse(host.origin);
  const result = await publish(project, host);
  expectPublished(result);
  await served("/es/", text, Date.now());
  await expect.poll(() => client.seen.versions.get("/es/")?.size, { timeout: 60_000 }).toBe(2);
  const seen = await client.stop();
  expect(seen.problems).toEqual([]);
  expect(seen.rounds).toBeGreaterThan(5);
  const late = await Promise.all(
    bundlesOf(opened).map(
      async (bundle) => `${bundle} ${(await get(`${host.origin}${bundle}`)).status}`,
    ),
  );
  expect(late.filter((answer) => !answer.endsWith(" 200"))).toEqual([]);
  const problems: string[] = [];
  await checkPage(host.origin, "/es/", problems);
  const fresh = await page("/");
  expect(problems).toEqual([]);
  const renamed = bundlesOf(opened).filter((bundle) => !bundlesOf(fresh).includes(bundle));
  expect(renamed.length, "bundles the publish renamed").toBeGreaterThan(0);
});

test("a rollback serves the release before", async () => {
  const releases = fs.readdirSync(path.join(host.root, "releases")).sort();
  const [previous, live] = releases.slice(-2);
  expect(host.live()).toBe(live);
  const result = await publish(project, host, ["--rollback"]);
  expect(result.code, result.output).toBe(0);
  expect(result.output).toContain(`back to release ${previous}`);
  expect(host.live()).toBe(previous);
  await expect.poll(() => page("/es/"), { timeout: 10_000 }).not.toContain("durante la visita");
  expect(await page("/es/")).toContain(firstTitle);
});
