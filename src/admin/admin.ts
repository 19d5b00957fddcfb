import {
  followErrorLinks,
  guardEditor,
  preferSiteDefaults,
  type GuardMessages,
} from "./editorGuards";
import { inPlaceJson } from "./inPlaceJson";
import { installOfflineFetch } from "./offlineFetch";
import { companyCheck, preSave, textsCheck, type SiteContext } from "./saveChecks";

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

document.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  if (!cms) throw new Error("Sveltia CMS did not load: /admin/ is missing its bundle");
  const texts = inPlaceJson();
  const company = inPlaceJson();
  cms.registerCustomFormat(context.formats.texts, "json", texts);
  cms.registerCustomFormat(context.formats.company, "json", company);
  const tell = (text: string) => window.alert(text);
  const handler = preSave(textsCheck(context, texts), companyCheck(context, company), tell);
  cms.registerEventListener({ name: "preSave", handler: handler as never });
  void cms.init();
});
