/**
 * Where the CMS lives in the build (`public/admin/`, served at `/admin/`): written by plugins/cms,
 * given its own headers by plugins/serving, left to the server's compression by plugins/precompress.
 */
export const ADMIN_FOLDER = "admin";
export const ADMIN_PREFIX = `/${ADMIN_FOLDER}/`;
