import { expect, test } from "@playwright/test";
import { browseEverything, watchPolicies } from "../serving/support/browsing";
import { HOSTS, originOf } from "./support/hosts";

for (const host of HOSTS) {
  test(`no CSP violation or console error browsing the site on ${host.name}'s runtime`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { violations, consoleErrors } = await watchPolicies(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await browseEverything(page, originOf(host));
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The not-found pages' own 404 is the one console error a browser logs for them.
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
}
