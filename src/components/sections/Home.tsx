import { useTranslation } from "../../i18n/useTranslation";
import { listItems } from "../../i18n/lists";
import { mq } from "../../theme/media";
import { colors, space } from "../../theme/tokens";
import { Section } from "../ui/Section";
import { SectionLink } from "../ui/SectionLink";
import { SvgImage } from "../ui/SvgImage";

export function Home() {
  const { t } = useTranslation();
  const stats = listItems(t("sections.home.stats", { returnObjects: true }));
  return (
    <Section id="home">
      <div
        css={{
          display: "grid",
          // minmax(0, …): a column is never wider than its share, whatever its content's minimum.
          gridTemplateColumns: "minmax(0, 1fr)",
          gap: space.xl,
          alignItems: "center",
          [mq.tabletWide]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)" },
        }}
      >
        <div>
          <p css={{ color: colors.accent, fontWeight: 700, marginBottom: space.sm }}>
            {t("sections.home.eyebrow")}
          </p>
          <h1
            id="home-title"
            css={{ fontSize: "clamp(2.1rem, 1.4rem + 3vw, 3.6rem)", letterSpacing: "-0.02em" }}
          >
            {t("sections.home.title")}
          </h1>
          <p css={{ fontSize: "1.2rem", color: colors.textMuted, maxWidth: "38rem" }}>
            {t("sections.home.lead")}
          </p>
          <div css={{ display: "flex", flexWrap: "wrap", gap: space.md, margin: `${space.lg} 0` }}>
            <SectionLink to="contact">{t("sections.home.primaryCta")}</SectionLink>
            <SectionLink to="product" variant="secondary">
              {t("sections.home.secondaryCta")}
            </SectionLink>
          </div>
          <dl
            css={{
              display: "grid",
              gridTemplateColumns: "repeat(auto-fit, minmax(min(6.5rem, 100%), 1fr))",
              gap: space.lg,
              maxWidth: "36rem",
              margin: 0,
            }}
          >
            {stats.map(({ id, value, label }) => (
              <div
                key={id}
                css={{
                  display: "flex",
                  flexDirection: "column-reverse",
                  justifyContent: "flex-end",
                }}
              >
                <dt
                  css={{
                    color: colors.textMuted,
                    fontSize: "0.95rem",
                    overflowWrap: "anywhere",
                    hyphens: "auto",
                  }}
                >
                  {label}
                </dt>
                <dd
                  css={{
                    margin: 0,
                    fontSize: "clamp(1.35rem, 1rem + 1.6vw, 1.9rem)",
                    fontWeight: 800,
                    color: colors.heading,
                  }}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <SvgImage
          name="illustrations/hero"
          css={{ width: "100%", maxWidth: 560, justifySelf: "center" }}
        />
      </div>
    </Section>
  );
}
