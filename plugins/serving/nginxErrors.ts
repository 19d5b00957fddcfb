import { ERROR_STATUSES } from "../error-pages/statuses";
import { GENERATED_NOTE } from "./nginxValues";
import type { ServingConfig } from "./servingConfig";

/**
 * nginx's own codes answered with one of the site's pages: 494 is nginx's "request header too
 * large", sent to the client as a 400.
 */
const NGINX_ALIASES = [{ code: 494, status: 400 }] as const;

/**
 * Node-only, build time. `generated/errors.conf` (server level): every error nginx can answer
 * with is one of the site's own pages, in the language of the path's prefix (`$not_found_page`
 * and `$error_pages` come from maps.conf), with every header of headers.conf.
 */
export function renderNginxErrors(config: ServingConfig): string {
  return [
    `# ${GENERATED_NOTE}`,
    `# Build ${config.compilationHash}. Include at server level.`,
    "",
    "# A real 404 status with the not-found page of the path's language. A directory without an",
    "# index (`/static/`) answers 404 like any missing path, not 403.",
    "error_page 404 $not_found_page;",
    "error_page 403 =404 $not_found_page;",
    "",
    "# The site's page for every other error status (public/_errors, plugins/error-pages).",
    ...ERROR_STATUSES.map((status) => `error_page ${status} $error_pages/${status}.html;`),
    ...NGINX_ALIASES.map(
      ({ code, status }) => `error_page ${code} =${status} $error_pages/${status}.html;`,
    ),
    "",
  ].join("\n");
}
