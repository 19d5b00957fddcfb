import { SITE_DIR, stageNetlify } from "../netlify";
import type { Target } from "./target";

/** Netlify: the build staged with Netlify's own `_headers` and `_redirects` (deploy/netlify/site). */
export const netlify: Target = {
  stage: () => {
    stageNetlify();
    return { public: SITE_DIR };
  },
  // An alias has at most 37 characters (netlify-cli's own limit): `<alias>--<site>.netlify.app`.
  aliasRoom: () => 37,
};
