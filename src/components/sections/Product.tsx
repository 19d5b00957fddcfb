import { useTranslation } from "react-i18next";
import { mq } from "../../theme/media";
import { space } from "../../theme/tokens";
import { Card } from "../ui/Card";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SectionLink } from "../ui/SectionLink";
import { SvgImage } from "../ui/SvgImage";

const features = ["offline", "scheduling", "proof", "insights"] as const;

export function Product() {
  const { t } = useTranslation();
  return (
    <Section id="product">
      <SectionHeading
        id="product"
        eyebrow={t("sections.product.eyebrow")}
        title={t("sections.product.title")}
        lead={t("sections.product.lead")}
      />
      <div
        css={{
          display: "grid",
          gap: space.xl,
          alignItems: "center",
          [mq.tabletWide]: { gridTemplateColumns: "1fr 1.4fr" },
        }}
      >
        <SvgImage
          name="illustrations/product"
          css={{ width: "100%", maxWidth: 480, justifySelf: "center" }}
        />
        <div>
          <ul
            css={{
              display: "grid",
              gap: space.md,
              listStyle: "none",
              margin: `0 0 ${space.lg}`,
              padding: 0,
              [mq.phablet]: { gridTemplateColumns: "1fr 1fr" },
            }}
          >
            {features.map((feature) => (
              <li key={feature}>
                <Card title={t(`sections.product.features.${feature}.title`)}>
                  <p>{t(`sections.product.features.${feature}.body`)}</p>
                </Card>
              </li>
            ))}
          </ul>
          <SectionLink to="contact">{t("sections.product.cta")}</SectionLink>
        </div>
      </div>
    </Section>
  );
}
