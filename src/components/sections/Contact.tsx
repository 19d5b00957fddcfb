import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { mq, splitColumns } from "../../theme/media";
import { colors, space } from "../../theme/tokens";
import { Card } from "../ui/Card";
import { ExternalLink } from "../ui/ExternalLink";
import { OfficeAddress } from "../ui/OfficeAddress";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SvgImage } from "../ui/SvgImage";
import { EmailAddress } from "../ui/EmailAddress";

const layoutStyle = css(splitColumns(1.3, space.xl));
const channelsStyle = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq.phablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});
const linkStyle = css({ fontWeight: 700, fontSize: "1.1rem", wordBreak: "break-word" });
const illustrationStyle = css({
  width: "100%",
  maxWidth: 440,
  alignSelf: "center",
  justifySelf: "center",
  color: colors.text,
});

export function Contact() {
  const { t } = useTranslation();
  const { emails, phone, messaging, offices } = useSiteMetadata();
  return (
    <Section id="contact">
      <div css={layoutStyle}>
        <div>
          <SectionHeading
            id="contact"
            eyebrow={t("sections.contact.eyebrow")}
            title={t("sections.contact.title")}
            lead={t("sections.contact.lead")}
          />
          <ul css={channelsStyle}>
            <li>
              <Card title={t("sections.contact.emailLabel")}>
                <a href={`mailto:${emails.general}`} css={linkStyle}>
                  <EmailAddress address={emails.general} />
                </a>
              </Card>
            </li>
            <li>
              <Card title={t("sections.contact.phoneLabel")}>
                <a href={`tel:${phone.e164}`} css={linkStyle}>
                  {phone.display}
                </a>
                <p>{t("sections.contact.hours")}</p>
              </Card>
            </li>
            <li>
              <Card title={t("sections.contact.chatLabel")}>
                <ExternalLink href={messaging.url} css={linkStyle}>
                  {messaging.label}
                </ExternalLink>
              </Card>
            </li>
            <li>
              <Card title={t("sections.contact.officesLabel")}>
                {offices.map((office) => (
                  <OfficeAddress key={office.id} office={office} />
                ))}
              </Card>
            </li>
          </ul>
        </div>
        <SvgImage name="illustrations/contact" css={illustrationStyle} />
      </div>
    </Section>
  );
}
