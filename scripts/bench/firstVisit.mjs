// @ts-check
/**
 * Lighthouse's `clearStorageTypes` for a first visit, for every bench: by default Lighthouse keeps
 * localStorage and cookies between runs, and a stored `i18nextLng` from `/es/` would redirect the
 * next unprefixed page to Spanish.
 */
export const FIRST_VISIT_STORAGE = Object.freeze([
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "cookies",
  "indexeddb",
]);
