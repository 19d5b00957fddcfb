import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useTranslation } from "../../i18n/useTranslation";
import { SECURITY_SECTION_ID } from "../../config/navigation";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { useLandingPath } from "../../hooks/useSectionNavigation";
import { usePageLanguage } from "../../hooks/usePageLanguage";
import { localizePath } from "../../i18n/paths";
import { mq } from "../../theme/media";
import { colors, sizes, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { ExternalLink } from "../ui/ExternalLink";
import { FooterColumn } from "../ui/FooterColumn";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { Logo } from "../ui/Logo";
import { OfficeAddress } from "../ui/OfficeAddress";
import { SocialLinks } from "../ui/SocialLinks";
import { SvgImage } from "../ui/SvgImage";
import { EmailAddress } from "../ui/EmailAddress";

// Serialized once, not on every render (Emotion's advice on performance).
const footerStyle = css({
  background: colors.footerBg,
  color: colors.footerMuted,
  padding: `${space.xxl} 0 ${space.xl}`,
});
const columnsStyle = css({
  display: "grid",
  gap: space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  [mq.phablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [mq.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});
const linkStyle = css({ color: colors.footerLink, fontWeight: 600 });
const textStyle = css({ marginTop: space.sm });
const chatStyle = css({ display: "flex", gap: space.sm, a: { lineHeight: 0, padding: 6 } });
const chatIcon = { decorative: true, width: sizes.icon + 8, height: sizes.icon + 8 } as const;
const listStyle = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.sm,
});
const contactRowStyle = css({
  display: "grid",
  gap: space.xl,
  marginTop: space.xxl,
  paddingTop: space.xl,
  borderTop: `1px solid rgba(148, 163, 184, 0.3)`,
  gridTemplateColumns: "minmax(0, 1fr)",
  // Three columns leave the e-mail addresses room only from desktop widths.
  // The contact column keeps the e-mail addresses' width while the row has room.
  [mq.desktop]: {
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr) fit-content(34%)",
  },
});
const taglineStyle = css({ marginTop: space.md });
const officesStyle = css({
  display: "grid",
  gap: space.md,
  [mq.phablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});
const phoneStyle = css({ margin: 0 });
const bottomRowStyle = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  marginTop: space.xl,
});
const copyrightStyle = css({ margin: 0, fontSize: "0.9rem" });

/** The footer: four columns, then offices, phone, e-mails, logo and social links. */
export function Footer() {
  const { t } = useTranslation();
  const { name, offices, phone, emails, messaging, buildYear } = useSiteMetadata();
  const { language, defaultLanguage } = usePageLanguage();
  const landing = useLandingPath();
  const privacy = localizePath("/privacy-policy/", language, defaultLanguage);
  return (
    <footer css={footerStyle}>
      <Container>
        <div css={columnsStyle}>
          <FooterColumn title={t("footer.contactUs.title")}>
            <Link to={landing} css={linkStyle}>
              {t("footer.contactUs.cta")}
            </Link>
            <p css={textStyle}>{t("footer.contactUs.text")}</p>
          </FooterColumn>
          <FooterColumn title={t("footer.letsChat.title")}>
            <div css={chatStyle}>
              <ExternalLink href={messaging.url} aria-label={t("footer.letsChat.messaging")}>
                <SvgImage name="icons/whatsapp" {...chatIcon} />
              </ExternalLink>
              <a href={`mailto:${emails.general}`} aria-label={t("footer.letsChat.email")}>
                <SvgImage name="icons/email" {...chatIcon} />
              </a>
            </div>
          </FooterColumn>
          <FooterColumn title={t("footer.language.title")}>
            <LanguageSwitcher />
          </FooterColumn>
          <FooterColumn title={t("footer.quickLinks.title")}>
            <ul css={listStyle}>
              <li>
                <Link to={privacy} css={linkStyle}>
                  {t("footer.quickLinks.privacy")}
                </Link>
              </li>
              <li>
                <Link to={`${privacy}#${SECURITY_SECTION_ID}`} css={linkStyle}>
                  {t("footer.quickLinks.security")}
                </Link>
              </li>
            </ul>
          </FooterColumn>
        </div>
        <div css={contactRowStyle}>
          <div>
            <Logo inverted />
            <p css={taglineStyle}>{t("site.tagline")}</p>
          </div>
          <FooterColumn title={t("footer.offices.title")}>
            <div css={officesStyle}>
              {offices.map((office) => (
                <OfficeAddress key={office.id} office={office} />
              ))}
            </div>
          </FooterColumn>
          <div>
            <p css={phoneStyle}>
              {t("footer.phone")}:{" "}
              <a href={`tel:${phone.e164}`} css={linkStyle}>
                {phone.display}
              </a>
            </p>
            <p>
              {t("footer.email")}:{" "}
              <a href={`mailto:${emails.general}`} css={linkStyle}>
                <EmailAddress address={emails.general} />
              </a>
              ,{" "}
              <a href={`mailto:${emails.careers}`} css={linkStyle}>
                <EmailAddress address={emails.careers} />
              </a>
            </p>
          </div>
        </div>
        <div css={bottomRowStyle}>
          <SocialLinks />
          <p css={copyrightStyle}>{t("footer.copyright", { year: buildYear, name })}</p>
        </div>
      </Container>
    </footer>
  );
}
