import { useTranslation } from "react-i18next";
import { space } from "../../theme/tokens";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SectionLink } from "../ui/SectionLink";
import { ProductScreens } from "./ProductScreens";

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
      <ProductScreens />
      <CardGrid css={{ margin: `${space.xxl} 0 ${space.lg}` }}>
        {features.map((feature) => (
          <li key={feature}>
            <Card title={t(`sections.product.features.${feature}.title`)}>
              <p>{t(`sections.product.features.${feature}.body`)}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
      <SectionLink to="contact">{t("sections.product.cta")}</SectionLink>
    </Section>
  );
}
