import { Link } from "gatsby";
import { useTranslation } from "../../i18n/useTranslation";
import { useLandingPath } from "../../hooks/useSectionNavigation";
import { colors, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SvgImage } from "../ui/SvgImage";

export function NotFound() {
  const { t } = useTranslation();
  const landing = useLandingPath();
  return (
    <Container>
      <div
        css={{
          maxWidth: "40rem",
          margin: "0 auto",
          padding: `${space.xxl} 0`,
          textAlign: "center",
        }}
      >
        <SvgImage name="illustrations/hero" decorative width={320} />
        <h1 css={{ marginTop: space.lg }}>{t("notFound.title")}</h1>
        <p css={{ color: colors.textMuted, fontSize: "1.125rem" }}>{t("notFound.text")}</p>
        <Link to={landing} css={{ fontWeight: 700 }}>
          {t("notFound.home")}
        </Link>
      </div>
    </Container>
  );
}
