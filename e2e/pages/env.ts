import { pathPrefixOf } from "../../plugins/shared/pathPrefix";

/** Set by global-setup (workers inherit the environment) and read by the specs. */
export const PAGES_ORIGIN_ENV = "PAGES_ORIGIN";

/**
 * A folder already staged for Pages (the pipeline's check job tests the release it uploads): its
 * path and origin are the pipeline's, from actions/configure-pages.
 */
export const STAGED = process.env.PAGES_SITE;

/** The project site's path and origin, as actions/configure-pages gives them for a repository. */
export const PREFIX = STAGED ? pathPrefixOf(process.env) : "/website";
export const SITE_URL = STAGED ? process.env.SITE_URL! : "https://sahyadri-software.github.io";

export { required } from "../serving/support/env";
