import { useTranslation } from "react-i18next";
import { mq } from "../../theme/media";
import { space } from "../../theme/tokens";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SvgImage } from "../ui/SvgImage";

const items = ["web", "mobile", "cloud", "quality"] as const;

export function Technology() {
  const { t } = useTranslation();
  return (
    <Section id="technology" alt>
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr)",
          gap: space.lg,
          alignItems: "center",
          [mq.tabletWide]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" },
        }}
      >
        <SectionHeading
          id="technology"
          eyebrow={t("sections.technology.eyebrow")}
          title={t("sections.technology.title")}
          lead={t("sections.technology.lead")}
        />
        <SvgImage name="illustrations/technology" css={{ width: "100%", maxWidth: 360 }} />
      </div>
      <CardGrid>
        {items.map((item) => (
          <li key={item}>
            <Card title={t(`sections.technology.items.${item}.title`)}>
              <p>{t(`sections.technology.items.${item}.body`)}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
