import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { ADMIN_FOLDER } from "../shared/adminFolder";
import { writeAdmin } from "./adminFiles";

/** Options: the site's, and its canonical URL (shown in the CMS as the site it edits). */
const fields = (Joi: Joi) => ({ ...siteFields(Joi), siteUrl: Joi.string().uri().required() });
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));

type Options = OptionsOf<typeof fields>;

/** The part of Express (Gatsby's development server) used here. */
type Request = { path: string; originalUrl: string };
type Response = {
  status(code: number): Response;
  set(name: string, value: string): Response;
  send(body: string): void;
  sendFile(file: string): void;
  redirect(status: number, url: string): void;
};

/** An earlier build's CMS page goes first: it is written anew after the pages, below. */
export const onPreBuild: GatsbyNode["onPreBuild"] = (_args, { rootDir }: Options) => {
  fs.rmSync(path.join(rootDir, "public", ADMIN_FOLDER), { recursive: true, force: true });
};

/** The CMS page in public/admin/, before `serving` gives it its own policy. */
export const onPostBuild: GatsbyNode["onPostBuild"] = (
  { reporter, basePath },
  options: Options,
) => {
  const { files, configBytes } = writeAdmin({ ...options, pathPrefix: basePath });
  reporter.info(
    `CMS at /${ADMIN_FOLDER}/: ${files} files, its configuration ${(configBytes / 1024).toFixed(0)} KiB`,
  );
};

/**
 * While previewing (`npm run cms`, `npm run develop`), /admin/ is written again whenever it is
 * asked for, so its fields follow the locale files as they are edited.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (
  { app, reporter },
  options: Options,
) => {
  const adminDir = path.join(options.rootDir, "public", ADMIN_FOLDER);
  reporter.info(
    `The CMS is at /${ADMIN_FOLDER}/ on this server: open it in Chrome or Edge, choose "Work with Local Repository" and pick ${options.rootDir}`,
  );
  app.use(`/${ADMIN_FOLDER}`, (request: Request, response: Response) => {
    // Mounted at /admin: `path` is what follows it ("/" for /admin/, "" for /admin itself).
    if (!request.originalUrl.split("?")[0]!.startsWith(`/${ADMIN_FOLDER}/`)) {
      response.redirect(301, `/${ADMIN_FOLDER}/`);
      return;
    }
    const relative = decodeURIComponent(request.path).replace(/^\/+/, "") || "index.html";
    if (relative === "index.html") writeAdmin({ ...options, pathPrefix: "" });
    const file = path.join(adminDir, path.normalize(relative));
    if (!file.startsWith(adminDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.status(404).send("Not found");
      return;
    }
    response.set("Cache-Control", "no-store").sendFile(file);
  });
};
