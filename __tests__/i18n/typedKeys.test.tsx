import { useTranslation } from "react-i18next";
import { renderPage } from "../setup/render";

/**
 * Translation keys are typed from locales/en/translations.json (types/i18next.d.ts): the
 * `@ts-expect-error` lines fail `npm run typecheck` the day a typo would type-check.
 */
function Typo() {
  const { t } = useTranslation();
  // @ts-expect-error -- "footer.contactUs.titel" is a typo of footer.contactUs.title
  const typo = t("footer.contactUs.titel");
  return <p>{[t("footer.contactUs.title"), typo].join(" | ")}</p>;
}

it("a real key renders its text; a typo would be caught by the type check", () => {
  const { container } = renderPage(<Typo />);
  expect(container.textContent).toMatch(/^Contact Us \| /);
});
