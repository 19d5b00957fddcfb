/** Set by global-setup (workers inherit the environment) and read by the specs. */
export const PAGES_ORIGIN_ENV = "PAGES_ORIGIN";
/** The published copy of the project. */
export const PROJECT_ENV = "PAGES_PROJECT";

/** The project site's path and origin, as actions/configure-pages gives them for a repository. */
export const PREFIX = "/website";
export const SITE_URL = "https://sahyadri-software.github.io";

export { required } from "../serving/support/env";
