import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp } from "../plugins/shared/escapeRegExp";
import {
  projectFiles,
  seedRepository,
  standInForFolderPicker,
  type RepoFiles,
} from "./cmsRepository";

/** Driving Sveltia CMS at /admin/ as an editor does, with what it reports along the way. */

export type Watch = {
  violations: string[];
  errors: string[];
  outside: string[];
  /** What the CMS page said or asked in alert() and confirm() boxes. */
  alerts: string[];
};

/**
 * Every request to another host is refused and noted, every CSP violation and console error
 * noted (the CMS must need none of them). Its questions are answered by `answer` (yes to all
 * unless told).
 */
export async function watch(
  page: Page,
  answer: (message: string) => boolean = () => true,
): Promise<Watch> {
  const seen: Watch = { violations: [], errors: [], outside: [], alerts: [] };
  page.on("dialog", (dialog) => {
    seen.alerts.push(dialog.message());
    void (answer(dialog.message()) ? dialog.accept() : dialog.dismiss());
  });
  await page.context().route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.protocol === "data:" || url.protocol === "blob:") {
      return route.continue();
    }
    seen.outside.push(url.href);
    return route.abort("blockedbyclient");
  });
  await page.exposeFunction("__reportViolation", (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(message.text());
    if (process.env.CMS_DEBUG) console.log(`[${message.type()}] ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.errors.push(`pageerror: ${error.message}`));
  return seen;
}

/**
 * Opens /admin/, works with the local repository (the stand-in's folder, seeded). The button's
 * words are the CMS's own, in the browser's language.
 */
export async function openCms(
  page: Page,
  origin: string,
  files: RepoFiles = projectFiles(),
  localRepository = "Work with Local Repository",
) {
  await standInForFolderPicker(page);
  await page.goto(`${origin}/admin/`);
  await seedRepository(page, files);
  await page.getByRole("button", { name: localRepository }).click();
  await expect(page.getByText("Website texts")).toBeVisible();
}

export async function openEntry(page: Page, name: "Website texts" | "Company facts") {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
}

/** One language's side of the editor; an entry without languages (the company facts) has one. */
export const pane = (page: Page, language: string) =>
  page.getByRole("group", { name: new RegExp(`^Edit \\W*${language}\\W* Content$`) });
export const factsPane = (page: Page) => pane(page, "_default");

/**
 * A field by its label, directly inside `scope` (not inside one of its fields: the privacy
 * policy's group is not the "Privacy policy" of search and sharing). The editor draws a group's
 * fields as they scroll into view: until the field is there, the last one drawn is scrolled to,
 * which draws the next.
 */
export async function field(scope: Locator, label: string): Promise<Locator> {
  const matches = scope.getByRole("group", {
    name: new RegExp(`^\\W*${escapeRegExp(label)}\\W* Field$`),
  });
  /** Which match has no field between it and the scope, or -1. */
  const direct = async () => {
    const root = await scope.elementHandle();
    // No named function inside: tsx (harness/cmsScreenshots.ts) would add a helper the page lacks.
    return matches.evaluateAll(
      (elements, scopeElement) =>
        elements.findIndex((element) => {
          for (
            let node = element.parentElement;
            node && node !== scopeElement;
            node = node.parentElement
          ) {
            const isField =
              node.getAttribute("role") === "group" &&
              / Field$/.test(node.getAttribute("aria-label") ?? "");
            if (isField) return false;
          }
          return true;
        }),
      root,
    );
  };
  let index = await direct();
  for (let attempt = 0; attempt < 60 && index === -1; attempt++) {
    const drawn = scope.getByRole("group", { name: / Field$/ });
    const count = await drawn.count();
    if (count > 0) await drawn.nth(count - 1).scrollIntoViewIfNeeded();
    await scope.page().mouse.wheel(0, 400);
    await scope.page().waitForTimeout(100);
    index = await direct();
  }
  const found = matches.nth(Math.max(index, 0));
  await found.scrollIntoViewIfNeeded();
  return found;
}

/** Follows a path of labels (groups, then the field) and returns the innermost field. */
export async function fieldAt(scope: Locator, ...labels: string[]): Promise<Locator> {
  let current = scope;
  for (const label of labels) {
    current = await field(current, label);
    // A group's own toggle is its first Expand or Collapse button (its items have their own).
    const toggle = current.getByRole("button", { name: /^(?:Expand|Collapse)$/ }).first();
    if ((await toggle.count()) > 0 && (await toggle.getAttribute("aria-expanded")) === "false") {
      await toggle.click();
    }
  }
  return current;
}

/**
 * Fills the Spanish description of the team's photos with a text that drops its `{{name}}`: an edit
 * the CMS must refuse (the refusal spec proves it, the editors' screenshots show it).
 */
export async function dropPlaceholder(page: Page): Promise<Locator> {
  const described = await fieldAt(
    pane(page, "Spanish"),
    "Landing page",
    "Team",
    "Photo, described",
  );
  await described.getByRole("textbox").fill("Retrato de la persona");
  return described;
}

/** The last item of a list of people (an item group holds a name and a role; fields hold one). */
export const lastPerson = (people: Locator) =>
  people
    .getByRole("group")
    .filter({ has: people.page().getByRole("textbox", { name: "Person's name" }) })
    .filter({ has: people.page().getByRole("textbox", { name: "Person's role" }) })
    .last();

/**
 * Saves and waits until the CMS says so (the entry stays open after a save, so the word of an
 * earlier save goes first).
 */
export async function save(page: Page) {
  const button = page.getByRole("button", { name: "Save" });
  const saved = page.getByText("Entry saved");
  await expect(saved).toBeHidden({ timeout: 30_000 });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(saved).toBeVisible();
}
