import type { PluginOptions, PluginOptionsSchemaArgs } from "gatsby";

/** Gatsby's Joi, as handed to `pluginOptionsSchema`. */
export type Joi = PluginOptionsSchemaArgs["Joi"];
type Fields = Record<string, ReturnType<Joi["any"]>>;

/**
 * What gatsby-config tells every local plugin about the site: where it is, the folder its
 * translations are read from (`locales/`) and its languages (that folder's folders, default
 * first). Plugins take these instead of working them out again, so all of them agree with the
 * i18n plugin.
 */
export const siteFields = (Joi: Joi) => ({
  rootDir: Joi.string().required(),
  localesDir: Joi.string().required(),
  defaultLanguage: Joi.string().required(),
  languages: Joi.array().items(Joi.string()).min(1).required(),
});

/**
 * A plugin's options schema. Gatsby only warns about an option its schema does not name; here a
 * misspelled option stops the build (as a missing required one does) instead of being ignored.
 */
export const strictSchema = (Joi: Joi, fields: Fields) =>
  Joi.object(fields).pattern(/./, Joi.any().forbidden());

/**
 * The options a plugin's APIs receive, typed from its fields: Gatsby validated them against the
 * schema and filled in its defaults, so each field is there. Every field is required or has a
 * default, and lists are lists of strings (the only ones our plugins take).
 */
export type OptionsOf<F extends (Joi: Joi) => Fields> = PluginOptions & {
  [K in keyof ReturnType<F>]: ReturnType<F>[K] extends ReturnType<Joi["string"]>
    ? string
    : ReturnType<F>[K] extends ReturnType<Joi["number"]>
      ? number
      : ReturnType<F>[K] extends ReturnType<Joi["boolean"]>
        ? boolean
        : ReturnType<F>[K] extends ReturnType<Joi["array"]>
          ? string[]
          : never;
};

export type SiteOptions = OptionsOf<typeof siteFields>;
