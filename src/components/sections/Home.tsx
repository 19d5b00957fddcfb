import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { listItems } from "../../i18n/lists";
import { splitColumns } from "../../theme/media";
import { colors, space } from "../../theme/tokens";
import { Section } from "../ui/Section";
import { SectionLink } from "../ui/SectionLink";
import { SvgImage } from "../ui/SvgImage";

// Serialized once; the figures styled from their list (see Card).
const heroStyle = css({ ...splitColumns(1.1, space.xl), alignItems: "center" });
const eyebrowStyle = css({ color: colors.accent, fontWeight: 700, marginBottom: space.sm });
const titleStyle = css({
  fontSize: "clamp(2.1rem, 1.4rem + 3vw, 3.6rem)",
  letterSpacing: "-0.02em",
});
const leadStyle = css({ fontSize: "1.2rem", color: colors.textMuted, maxWidth: "38rem" });
const actionsStyle = css({
  display: "flex",
  flexWrap: "wrap",
  gap: space.md,
  margin: `${space.lg} 0`,
});
const statsStyle = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(6.5rem, 100%), 1fr))",
  gap: space.lg,
  maxWidth: "36rem",
  margin: 0,
  "& > div": { display: "flex", flexDirection: "column-reverse", justifyContent: "flex-end" },
  dt: { color: colors.textMuted, fontSize: "0.95rem", overflowWrap: "anywhere", hyphens: "auto" },
  dd: {
    margin: 0,
    fontSize: "clamp(1.35rem, 1rem + 1.6vw, 1.9rem)",
    fontWeight: 800,
    color: colors.heading,
  },
});
const illustrationStyle = css({ width: "100%", maxWidth: 560, justifySelf: "center" });

export function Home() {
  const { t } = useTranslation();
  const stats = listItems(t("sections.home.stats", { returnObjects: true }));
  return (
    <Section id="home">
      <div css={heroStyle}>
        <div>
          <p css={eyebrowStyle}>{t("sections.home.eyebrow")}</p>
          <h1 id="home-title" css={titleStyle}>
            {t("sections.home.title")}
          </h1>
          <p css={leadStyle}>{t("sections.home.lead")}</p>
          <div css={actionsStyle}>
            <SectionLink to="contact">{t("sections.home.primaryCta")}</SectionLink>
            <SectionLink to="product" variant="secondary">
              {t("sections.home.secondaryCta")}
            </SectionLink>
          </div>
          <dl css={statsStyle}>
            {stats.map(({ id, value, label }) => (
              <div key={id}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <SvgImage name="illustrations/hero" css={illustrationStyle} />
      </div>
    </Section>
  );
}
