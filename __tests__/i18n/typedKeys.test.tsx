import { useTranslation } from "../../src/i18n/useTranslation";
import { locales, renderPage } from "../setup/render";

/**
 * The site's `t` is typed from locales/en/translations.json (types/i18next.d.ts): the
 * `@ts-expect-error` line fails `npm run typecheck` the day the site's hook would accept a typo.
 */
function Typo() {
  const { t } = useTranslation();
  // @ts-expect-error -- "footer.contactUs.titel" is a typo of footer.contactUs.title
  const typo = t("footer.contactUs.titel");
  return <p>{[t("footer.contactUs.title"), typo].join(" | ")}</p>;
}

it("a real key renders its text; a typo is caught by the type check", () => {
  const { container } = renderPage(<Typo />);
  expect(container.textContent?.startsWith(`${locales.en.footer.contactUs.title} | `)).toBe(true);
});
