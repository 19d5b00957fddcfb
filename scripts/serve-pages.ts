/** `PATH_PREFIX=/<repository> npm run serve:pages`: see scripts/lib/servePages.ts. */
import path from "node:path";
import { pathPrefixOf } from "../plugins/shared/pathPrefix";
import { servePages } from "./lib/servePages";

const prefix = pathPrefixOf(process.env);
servePages(path.resolve(__dirname, ".."), prefix, Number(process.env.PORT ?? 9470)).then(
  ({ url }) => console.log(`serve:pages: ${url}${prefix}/ as GitHub Pages serves it`),
  (error: Error) => {
    console.error(`serve:pages: ${error.message}`);
    process.exitCode = 1;
  },
);
