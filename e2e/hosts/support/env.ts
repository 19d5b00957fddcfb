/** Set by global-setup (workers inherit the environment) and read by the specs. */
export const NGINX_ORIGIN_ENV = "HOSTS_NGINX_ORIGIN";
export const NGINX_CERT_ENV = "HOSTS_NGINX_CERT";

export { required } from "../../serving/support/env";
