/**
 * "Languages are data": a copy of the project gets two more locale folders and flags, nothing
 * else, and one `gatsby build` must turn them into complete pages everywhere the language list
 * is used: routes, localized 404, <html lang/dir>, the switcher, hreflang and the pre-paint
 * detection script. `fr` is left to right, `ar` right to left. The same copy gets a team photo:
 * `src/images/team/meera.jpg`, named by Meera's `photo` in every locale file, is all it takes.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { buildProject, copyProject, type Build } from "../../harness/projectCopy";
import { cmsLayout } from "../../src/content/jsonLayout";
import { SAME_IN_EVERY_LANGUAGE } from "../../src/i18n/lists";

const extra = [
  { code: "fr", name: "Français", dir: "ltr", prefix: "FR·" },
  { code: "ar", name: "العربية", dir: "rtl", prefix: "AR·" },
] as const;

type Tree = { [key: string]: unknown };

/**
 * Every text of `en`, prefixed, so a page shows which locale it was built from (a list item's id
 * and photo are not texts).
 */
function prefixed(value: unknown, prefix: string, field = ""): unknown {
  if (typeof value === "string")
    return SAME_IN_EVERY_LANGUAGE.includes(field) ? value : `${prefix} ${value}`;
  if (Array.isArray(value)) return value.map((item) => prefixed(item, prefix));
  return Object.fromEntries(
    Object.entries(value as Tree).map(([key, child]) => [key, prefixed(child, prefix, key)]),
  );
}

/** A locale file with Meera's photo named, as an editor sets it in the CMS. */
function withMeerasPhoto(tree: Tree): Tree {
  const team = (tree.sections as { team: { members: { id: string }[] } }).team;
  team.members = team.members.map((member) =>
    member.id === "meera" ? { ...member, photo: "meera.jpg" } : member,
  );
  return tree;
}

let project = "";
let build: Build;

const read = (page: string) => fs.readFileSync(path.join(project, "public", page), "utf8");

beforeAll(async () => {
  project = copyProject("extra-locales-");

  const localeFile = (code: string) => path.join(project, "locales", code, "translations.json");
  for (const code of ["en", "es"]) {
    const tree = JSON.parse(fs.readFileSync(localeFile(code), "utf8")) as Tree;
    fs.writeFileSync(localeFile(code), cmsLayout(withMeerasPhoto(tree)));
  }
  const en = JSON.parse(fs.readFileSync(localeFile("en"), "utf8")) as Tree;
  for (const { code, name, dir, prefix } of extra) {
    const locale = { ...(prefixed(en, prefix) as Tree), lang: { name, dir } };
    fs.mkdirSync(path.join(project, "locales", code));
    fs.writeFileSync(path.join(project, "locales", code, "translations.json"), cmsLayout(locale));
    fs.writeFileSync(
      path.join(project, "src", "images", "flags", `${code}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 3 2"><rect width="3" height="2" fill="#888"/></svg>\n`,
    );
  }

  // A stand-in portrait (a test fixture, never shipped): a face-like disc on a backdrop.
  fs.mkdirSync(path.join(project, "src", "images", "team"), { recursive: true });
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360">' +
        '<rect width="300" height="360" fill="#6b8f71"/><circle cx="150" cy="150" r="70" fill="#c68863"/>' +
        '<rect x="70" y="240" width="160" height="120" rx="60" fill="#1f3b57"/></svg>',
    ),
  )
    .jpeg()
    .toFile(path.join(project, "src", "images", "team", "meera.jpg"));

  build = buildProject(project);
  console.log(`gatsby build with fr and ar: ${build.seconds.toFixed(0)} s`);
}, 600_000); // one whole `gatsby build`

afterAll(() => {
  if (project && build?.status === 0) fs.rmSync(project, { recursive: true, force: true });
  else if (project) console.log(`build output kept in ${project}`);
});

test("the build succeeds", () => {
  if (build.status !== 0) console.log(build.output.slice(-4000));
  expect(build.status).toBe(0);
});

describe.each(extra)("$code ($dir)", ({ code, dir, prefix }) => {
  it.each(["index.html", "privacy-policy/index.html", "404.html"])(
    "has /%s in its language and direction",
    (page) => {
      const html = read(`${code}/${page}`);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
      expect(html).toMatch(new RegExp(`<html[^>]* dir="${dir}"`));
      expect(html).toContain(prefix);
    },
  );

  it("is listed in hreflang alternates of every language's pages", () => {
    for (const page of ["index.html", `es/index.html`, `${code}/privacy-policy/index.html`]) {
      expect(read(page)).toMatch(new RegExp(`<link[^>]*hrefLang="${code}"`, "i"));
    }
  });

  it("is served as a fallback translation file", () => {
    const file = JSON.parse(read(`locales/${code}/translations.json`)) as Tree;
    expect((file.nav as Tree).home).toBe(`${prefix} Home`);
  });
});

test("the language switcher shows one flag per language", () => {
  const html = read("fr/index.html");
  const switcherLinks = html.match(/<a [^>]*hrefLang="[^"]+"[^>]*>/gi) ?? [];
  expect(switcherLinks.map((link) => /hrefLang="([^"]+)"/i.exec(link)?.[1]).sort()).toEqual([
    "ar",
    "en",
    "es",
    "fr",
  ]);
  expect(html).toMatch(/<a [^>]*href="\/ar\/"[^>]*hrefLang="ar"/i);
});

test("the pre-paint script detects the new languages", () => {
  expect(read("index.html")).toContain('"languages":["en","ar","es","fr"]');
});

test("the localized 404 pages match their own prefix", () => {
  const matchPaths = JSON.parse(
    fs.readFileSync(path.join(project, ".cache", "match-paths.json"), "utf8"),
  ) as { path: string; matchPath: string }[];
  for (const code of ["es", "fr", "ar"]) {
    expect(matchPaths).toContainEqual({ path: `/${code}/404/`, matchPath: `/${code}/*` });
  }
});

test("English stays unprefixed and left to right", () => {
  expect(read("index.html")).toMatch(/<html[^>]* lang="en" dir="ltr"/);
});

test("the sitemap lists every page of the new languages, with alternates", () => {
  const sitemap = read("sitemap.xml");
  for (const code of ["fr", "ar"]) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${code}/</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${code}/privacy-policy/</loc>`));
    expect(sitemap).toContain(`hreflang="${code}"`);
  }
});

test("nginx sends each new language's not-found page for its own prefix", () => {
  const maps = fs.readFileSync(
    path.join(project, "deploy", "nginx", "generated", "maps.conf"),
    "utf8",
  );
  for (const code of ["es", "fr", "ar"]) {
    expect(maps).toContain(`"~^/${code}/" "/${code}/404.html";`);
  }
});

test("a member's photo replaces their initials, in AVIF and WebP", () => {
  const cards = read("es/index.html").match(/<article[^>]*>.*?<\/article>/gs) ?? [];
  const card = (name: string) => cards.find((html) => html.includes(name)) ?? "";
  const meera = card("Meera Iyer");
  expect(meera).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 64w/);
  expect(meera).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 64w/);
  expect(meera).toMatch(/<img [^>]*width="64" height="64"[^>]*alt="Retrato de Meera Iyer"/);
  expect(card("Aditi Kulkarni")).not.toContain("<picture");
  expect(card("Aditi Kulkarni")).toContain(">AK</div>");
});
