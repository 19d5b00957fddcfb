import { useTranslation } from "../../i18n/useTranslation";
import { listItems } from "../../i18n/lists";
import { colors, space } from "../../theme/tokens";
import { Container } from "../ui/Container";

type PrivacyPolicyProps = {
  /** The date of the last change, already written out in the page's language. */
  updated: string;
};

export function PrivacyPolicy({ updated }: PrivacyPolicyProps) {
  const { t } = useTranslation();
  // In reading order; the footer's "Application Security" link opens the one with id `security`.
  const sections = listItems(t("privacy.sections", { returnObjects: true }));
  return (
    <Container>
      <article css={{ maxWidth: "46rem", margin: "0 auto", padding: `${space.xxl} 0` }}>
        <h1 css={{ fontSize: "clamp(2rem, 1.5rem + 2vw, 2.75rem)" }}>{t("privacy.title")}</h1>
        <p css={{ color: colors.textMuted }}>{t("privacy.updated", { date: updated })}</p>
        <p css={{ fontSize: "1.125rem" }}>{t("privacy.intro")}</p>
        {sections.map(({ id, title, body }) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            css={{ scrollMarginTop: 16, marginTop: space.xl }}
          >
            <h2 id={`${id}-title`} css={{ fontSize: "1.4rem" }}>
              {title}
            </h2>
            {body.split(/\n{2,}/).map((paragraph, index) => (
              // The n-th paragraph in every language: a language switch changes its words in place.
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
