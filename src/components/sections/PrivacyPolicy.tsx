import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { listItems } from "../../i18n/lists";
import { colors, space } from "../../theme/tokens";
import { Container } from "../ui/Container";

type PrivacyPolicyProps = {
  /** The date of the last change, already written out in the page's language. */
  updated: string;
};

// The article and its parts in one class (see Card).
const articleStyle = css({
  maxWidth: "46rem",
  margin: "0 auto",
  padding: `${space.xxl} 0`,
  "& > h1": { fontSize: "clamp(2rem, 1.5rem + 2vw, 2.75rem)" },
  "& > p:first-of-type": { color: colors.textMuted },
  "& > p:nth-of-type(2)": { fontSize: "1.125rem" },
  "& > section": { scrollMarginTop: 16, marginTop: space.xl },
  "& > section > h2": { fontSize: "1.4rem" },
});

export function PrivacyPolicy({ updated }: PrivacyPolicyProps) {
  const { t } = useTranslation();
  // In reading order; the footer's "Application Security" link opens the one with id `security`.
  const sections = listItems(t("privacy.sections", { returnObjects: true }));
  return (
    <Container>
      <article css={articleStyle}>
        <h1>{t("privacy.title")}</h1>
        <p>{t("privacy.updated", { date: updated })}</p>
        <p>{t("privacy.intro")}</p>
        {sections.map(({ id, title, body }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>{title}</h2>
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
