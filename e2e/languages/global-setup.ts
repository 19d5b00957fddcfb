import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { buildProject, copyProject } from "../../harness/projectCopy";
import { startStaticServer } from "../../scripts/lib/static-server.mjs";
import { cmsLayout } from "../../src/content/jsonLayout";
import { mapTexts, pseudoLocalizeTree } from "../../harness/pseudoLocalize";
import { EXTRA, ORIGIN_ENV, PROJECT_ENV } from "./support";

type Tree = { [key: string]: unknown };

/** Meera's `photo` named in a locale file, as an editor sets it in the CMS. */
function withMeerasPhoto(tree: Tree): Tree {
  const team = (tree.sections as { team: { members: { id: string }[] } }).team;
  team.members = team.members.map((member) =>
    member.id === "meera" ? { ...member, photo: "meera.jpg" } : member,
  );
  return tree;
}

/**
 * A copy of the project, with the content as shipped, and two more locale folders and flags: `fr`,
 * left to right, pseudo-localized from English (accented, ~40 % longer, bracketed); `ar`, right to
 * left, with a marker before every English text. And a team photo, named by Meera's `photo` in
 * every file. One `gatsby build`, served like a static host. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const project = copyProject("extra-languages-", { shipped: true });
  const file = (code: string) => path.join(project, "locales", code, "translations.json");
  for (const code of ["en", "es"]) {
    const tree = JSON.parse(fs.readFileSync(file(code), "utf8")) as Tree;
    fs.writeFileSync(file(code), cmsLayout(withMeerasPhoto(tree)));
  }
  const en = JSON.parse(fs.readFileSync(file("en"), "utf8")) as Tree;
  for (const { code, name, dir } of EXTRA) {
    const texts = code === "fr" ? pseudoLocalizeTree(en) : mapTexts(en, (text) => `AR· ${text}`);
    fs.mkdirSync(path.dirname(file(code)));
    fs.writeFileSync(file(code), cmsLayout({ ...texts, lang: { name, dir } }));
    fs.writeFileSync(
      path.join(project, "src", "images", "flags", `${code}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 3 2"><rect width="3" height="2" fill="#888"/></svg>\n`,
    );
  }
  // A stand-in portrait (a test fixture, never shipped): a face-like disc on a backdrop.
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360">' +
        '<rect width="300" height="360" fill="#6b8f71"/><circle cx="150" cy="150" r="70" fill="#c68863"/></svg>',
    ),
  )
    .jpeg()
    .toFile(path.join(project, "src", "images", "team", "meera.jpg"));

  const build = buildProject(project);
  if (build.status !== 0)
    throw new Error(`the build with fr and ar failed:\n${build.output.slice(-4000)}`);
  const server = await startStaticServer({ root: path.join(project, "public") });
  process.env[ORIGIN_ENV] = server.url;
  process.env[PROJECT_ENV] = project;
  return async () => {
    await server.close();
    fs.rmSync(project, { recursive: true, force: true });
  };
}
