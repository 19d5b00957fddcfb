import type { Tree } from "../content/localeTree";
import {
  followErrorLinks,
  guardEditor,
  preferSiteDefaults,
  type GuardMessages,
} from "./editorGuards";
import { enteredOnceFills } from "./enteredOnce";
import { inPlaceJson } from "./inPlaceJson";
import { installOfflineFetch } from "./offlineFetch";
import { companyCheck, guard, textsCheck, type SiteContext } from "./saveChecks";

/**
 * The script of the CMS page (/admin/, plugins/cms writes it): it runs before Sveltia CMS's
 * bundle, keeps the CMS from reaching outside the site, and, once the bundle has loaded,
 * registers how the site's JSON is written, what each save fills in and checks, and the questions
 * before edits are lost (editorGuards.ts), then starts the CMS with /admin/config.json. Not part
 * of the visitors' pages.
 */

type Cms = {
  registerCustomFormat(name: string, extension: string, format: object): void;
  registerEventListener(listener: { name: string; handler: (args: never) => unknown }): void;
  init(): Promise<void>;
};
/** The slice of Immutable.js's Map the CMS passes to hooks (and takes back from preSave). */
type EntryMap = {
  get(key: string): EntryMap | undefined;
  setIn(path: (string | number)[], value: unknown): EntryMap;
  toJS(): unknown;
};

declare global {
  interface Window {
    CMS?: Cms;
    CMS_MANUAL_INIT?: boolean;
  }
}

const context = JSON.parse(
  document.getElementById("site-context")?.textContent ?? "{}",
) as SiteContext & {
  formats: { texts: string; company: string };
  version: string;
  messages: GuardMessages;
};

window.CMS_MANUAL_INIT = true;
installOfflineFetch(context.version);
preferSiteDefaults(window.localStorage);
guardEditor(window, context.messages, (question) => window.confirm(question));
followErrorLinks(window);

/** The texts with every entered-once text a language left empty copied in (enteredOnce.ts). */
function withEnteredOnce(entry: EntryMap): EntryMap {
  const { data, i18n = {} } = entry.toJS() as { data: Tree; i18n?: Record<string, { data: Tree }> };
  const others = Object.fromEntries(Object.entries(i18n).map(([code, own]) => [code, own.data]));
  return enteredOnceFills(data, others).reduce(
    (map, { locale, path, value }) => map.setIn(["i18n", locale, "data", ...path], value),
    entry,
  );
}

document.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  if (!cms) throw new Error("Sveltia CMS did not load: /admin/ is missing its bundle");
  const texts = inPlaceJson();
  const company = inPlaceJson();
  cms.registerCustomFormat(context.formats.texts, "json", texts);
  cms.registerCustomFormat(context.formats.company, "json", company);
  const tell = (text: string) => window.alert(text);
  const checks = {
    texts: guard(textsCheck(context, texts), tell),
    company: guard(companyCheck(context, company), tell),
  };
  cms.registerEventListener({
    name: "preSave",
    handler: (({ entry }: { entry: EntryMap }) => {
      // The entry's kind by its content: the texts have their language, the facts a phone.
      if (entry.get("data")?.get("lang") === undefined) return checks.company({ entry } as never);
      const filled = withEnteredOnce(entry);
      checks.texts({ entry: filled } as never);
      return filled === entry ? undefined : filled;
    }) as never,
  });
  void cms.init();
});
