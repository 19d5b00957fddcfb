import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { listItems } from "../../i18n/lists";
import { splitColumns } from "../../theme/media";
import { space } from "../../theme/tokens";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SvgImage } from "../ui/SvgImage";

const introStyle = css({ ...splitColumns(2, space.lg), alignItems: "center" });
const illustrationStyle = css({ width: "100%", maxWidth: 360 });

export function Technology() {
  const { t } = useTranslation();
  const items = listItems(t("sections.technology.items", { returnObjects: true }));
  return (
    <Section id="technology" alt>
      <div css={introStyle}>
        <SectionHeading
          id="technology"
          eyebrow={t("sections.technology.eyebrow")}
          title={t("sections.technology.title")}
          lead={t("sections.technology.lead")}
        />
        <SvgImage name="illustrations/technology" css={illustrationStyle} />
      </div>
      <CardGrid items={items}>
        {({ title, body }) => (
          <Card title={title}>
            <p>{body}</p>
          </Card>
        )}
      </CardGrid>
    </Section>
  );
}
