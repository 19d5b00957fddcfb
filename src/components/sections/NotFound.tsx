import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useTranslation } from "../../i18n/useTranslation";
import { useLandingPath } from "../../hooks/useSectionNavigation";
import { colors, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SvgImage } from "../ui/SvgImage";

// The message and its parts in one class (see Card).
const messageStyle = css({
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${space.xxl} 0`,
  textAlign: "center",
  "& > h1": { marginTop: space.lg },
  "& > p": { color: colors.textMuted, fontSize: "1.125rem" },
  "& > a": { fontWeight: 700 },
});

export function NotFound() {
  const { t } = useTranslation();
  const landing = useLandingPath();
  return (
    <Container>
      <div css={messageStyle}>
        <SvgImage name="illustrations/hero" decorative width={320} />
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.text")}</p>
        <Link to={landing}>{t("notFound.home")}</Link>
      </div>
    </Container>
  );
}
