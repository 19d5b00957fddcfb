/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { adminConfig } from "../../../plugins/cms/adminFiles";
import {
  backendOptions,
  backendOrigins,
  publishingOptions,
} from "../../../plugins/shared/cmsBackend";
import { readableName, textFields } from "../../../plugins/cms/textFields";
import { walkLocale, type Tree } from "../../../src/content/localeTree";
import { cmsPublishing, type CmsBackend } from "../../../src/config/site";
import { shipped, SHIPPED_DIR } from "../../../harness/shipped";

const root = path.join(__dirname, "..", "..", "..");
const { config } = adminConfig({
  rootDir: root,
  localesDir: path.join(SHIPPED_DIR, "locales"),
  defaultLanguage: "en",
  siteUrl: "https://www.example.test",
  pathPrefix: "",
});
const en = JSON.parse(shipped("locales/en/translations.json")) as Tree;

const sveltiaSchema = path.join(root, "node_modules/@sveltia/cms/schema/sveltia-cms.json");
const ajv = new Ajv({ allErrors: true, unknownFormats: "ignore" });
const isValid = ajv.compile(JSON.parse(fs.readFileSync(sveltiaSchema, "utf8")) as object);
const hosts: Record<CmsBackend["host"], CmsBackend> = {
  github: { host: "github", repo: "a/b", branch: "main", authUrl: "https://auth.example" },
  gitlab: { host: "gitlab", repo: "a/b", branch: "main", url: "https://gl.example", appId: "x" },
  forgejo: {
    host: "forgejo",
    repo: "a/b",
    branch: "main",
    url: "https://fj.example/git",
    appId: "x",
  },
};

type Field = { name: string; widget: string; label: string; fields?: Field[]; pattern?: string[] };
const singletons = (config as { singletons: { name: string; fields: Field[] }[] }).singletons;
const texts = singletons.find(({ name }) => name === "texts")!.fields;

/** Dotted keys of the text fields, in order (a list's item fields as `list[].field`). */
function keysOf(fields: Field[], prefix = ""): string[] {
  return fields.flatMap(({ name, widget, fields: inner }) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (widget === "object") return keysOf(inner ?? [], key);
    if (widget === "list") return keysOf(inner ?? [], `${key}[]`);
    return [key];
  });
}

describe("the CMS's configuration", () => {
  it("is valid for Sveltia CMS (its own JSON schema), with each backend the owner may choose", () => {
    for (const [host, backend] of Object.entries(hosts)) {
      const withBackend = { ...config, backend: backendOptions(backend) };
      expect([host, isValid(withBackend), isValid.errors]).toEqual([host, true, null]);
    }
  });

  it("has a field for every text of the default language, in the file's order", () => {
    const fromFile = [...walkLocale(en).texts.keys()].map((key) =>
      key.replace(/\[[^\]]+\]/g, "[]"),
    );
    const fromConfig = keysOf(texts).filter((key) => !/\[\]\.(?:id|photo)$/.test(key));
    expect(fromConfig).toEqual([...new Set(fromFile)]);
  });

  it("gives every text the pattern the locale check applies, and a readable name without a label", () => {
    const fields = textFields(
      { group: { skipToContent: "Skip", greeting: "Hi {{name}}" } },
      {},
      {},
      "en",
    );
    const group = fields[0]!.fields as Field[];
    expect(group.map(({ label }) => label)).toEqual(["Skip to content", "Greeting"]);
    expect(group[1]!.pattern![1]).toMatch(/keeping \{\{name\}\}/);
    expect(readableName("errorPages")).toBe("Error pages");
  });

  it("labels only keys that exist", () => {
    const labels = JSON.parse(
      fs.readFileSync(path.join(root, "locales", "editor-labels.json"), "utf8"),
    ) as { labels: Record<string, unknown> };
    const walk = walkLocale(en);
    const exists = (key: string) =>
      walk.texts.has(key) ||
      walk.groups.has(key) ||
      walk.lists.has(key) ||
      [...walk.texts.keys()].some((text) => text.replace(/\[[^\]]+\]/g, "") === key) ||
      key.endsWith(".photo");
    expect(Object.keys(labels.labels).filter((key) => !exists(key))).toEqual([]);
  });

  /** The fields of one team member. */
  const member = () => {
    const team = (texts.find(({ name }) => name === "sections")!.fields ?? []).find(
      ({ name }) => name === "team",
    )!;
    return team.fields!.find(({ name }) => name === "members")!.fields!;
  };

  it("lets the team's items have a photo, uploaded to src/images/team", () => {
    const members = keysOf(texts).filter((key) => key.startsWith("sections.team.members[]"));
    expect(members).toContain("sections.team.members[].photo");
    expect(JSON.stringify(config)).toContain('"media_folder":"/src/images/team"');
  });

  it("asks for a person's name in the default language only (src/admin copies it)", () => {
    const required = (name: string) =>
      (member().find((field) => field.name === name) as { required?: unknown }).required;
    expect(required("name")).toEqual(["en"]);
    expect(required("role")).toBeUndefined();
  });
});

describe("the CMS page's policy", () => {
  it("reaches the backend's API and avatars, on a self-hosted forge its origin only", () => {
    expect(backendOrigins(hosts.github)).toEqual({
      connect: ["https://api.github.com"],
      images: ["https://avatars.githubusercontent.com"],
    });
    expect(backendOrigins(hosts.forgejo).connect).toEqual(["https://fj.example"]);
  });
});

describe("the owner's choice of direct saves or drafts with review", () => {
  it("drafts with review are Sveltia's editorial workflow, valid for its schema", () => {
    for (const host of ["github", "gitlab"] as const) {
      const withReview = { ...config, ...publishingOptions(hosts[host], "review") };
      expect(withReview).toMatchObject({ publish_mode: "editorial_workflow" });
      expect([host, isValid(withReview), isValid.errors]).toEqual([host, true, null]);
    }
  });

  it("direct saves leave Sveltia's default (each save a commit on the site's branch)", () => {
    for (const backend of Object.values(hosts)) {
      expect(publishingOptions(backend, "direct")).toEqual({});
    }
    // The build's configuration carries the choice in src/config/site.ts.
    expect((config as { publish_mode?: string }).publish_mode).toBe(
      cmsPublishing === "review" ? "editorial_workflow" : undefined,
    );
  });

  it("review with Forgejo stops the build with what to do", () => {
    expect(() => publishingOptions(hosts.forgejo, "review")).toThrow(
      /cmsPublishing "review" needs a GitHub or GitLab backend.*set it to "direct"/,
    );
  });
});
