/** Set by global-setup and read by the specs. */
export const CMS_ORIGIN_ENV = "CMS_ORIGIN";

export { required } from "../../serving/support/env";
