import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { listItems } from "../../i18n/lists";
import { space } from "../../theme/tokens";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SectionLink } from "../ui/SectionLink";
import { ProductScreens } from "./ProductScreens";

const featuresStyle = css({ margin: `${space.xxl} 0 ${space.lg}` });

export function Product() {
  const { t } = useTranslation();
  const features = listItems(t("sections.product.features", { returnObjects: true }));
  return (
    <Section id="product">
      <SectionHeading
        id="product"
        eyebrow={t("sections.product.eyebrow")}
        title={t("sections.product.title")}
        lead={t("sections.product.lead")}
      />
      <ProductScreens />
      <CardGrid items={features} css={featuresStyle}>
        {({ title, body }) => (
          <Card title={title}>
            <p>{body}</p>
          </Card>
        )}
      </CardGrid>
      <SectionLink to="contact">{t("sections.product.cta")}</SectionLink>
    </Section>
  );
}
