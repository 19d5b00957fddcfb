import { useTranslation } from "react-i18next";
import { colors, space } from "../../theme/tokens";
import { Container } from "../ui/Container";

/** In reading order; `security` is where the footer's "Application Security" link lands. */
export const privacySections = [
  "summary",
  "controller",
  "localStorage",
  "serverLogs",
  "noTracking",
  "contactByEmail",
  "externalLinks",
  "security",
  "rights",
  "children",
  "changes",
  "contact",
] as const;

type PrivacyPolicyProps = {
  /** The date of the last change, already written out in the page's language. */
  updated: string;
};

export function PrivacyPolicy({ updated }: PrivacyPolicyProps) {
  const { t } = useTranslation();
  return (
    <Container>
      <article css={{ maxWidth: "46rem", margin: "0 auto", padding: `${space.xxl} 0` }}>
        <h1 css={{ fontSize: "clamp(2rem, 1.5rem + 2vw, 2.75rem)" }}>{t("privacy.title")}</h1>
        <p css={{ color: colors.textMuted }}>{t("privacy.updated", { date: updated })}</p>
        <p css={{ fontSize: "1.125rem" }}>{t("privacy.intro")}</p>
        {privacySections.map((section) => (
          <section
            key={section}
            id={section}
            aria-labelledby={`${section}-title`}
            css={{ scrollMarginTop: 16, marginTop: space.xl }}
          >
            <h2 id={`${section}-title`} css={{ fontSize: "1.4rem" }}>
              {t(`privacy.sections.${section}.title`)}
            </h2>
            {t(`privacy.sections.${section}.body`)
              .split(/\n{2,}/)
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
