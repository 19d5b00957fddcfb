import "i18next";

// `returnNull: false` is set in gatsby-config; tell the types so `t()` returns a string.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
