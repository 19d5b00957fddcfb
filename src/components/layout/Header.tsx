import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { useDrawer } from "../../hooks/useDrawer";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { mq, mqBelow } from "../../theme/media";
import { colors, sizes, space, zIndex } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { IconButton } from "../ui/IconButton";
import { Logo } from "../ui/Logo";
import { NavList } from "../ui/NavList";
import { ThemeToggle } from "../ui/ThemeToggle";
import { DRAWER_ID, Drawer } from "./Drawer";

// Serialized once, not on every render (Emotion's advice on performance).
const headerStyle = css({
  position: "fixed",
  inset: "0 0 auto 0",
  height: sizes.headerHeight,
  zIndex: zIndex.header,
  background: colors.headerBg,
  borderBottom: `1px solid ${colors.border}`,
  backdropFilter: "saturate(1.4) blur(8px)",
});
const barStyle = css({ height: "100%", display: "flex", alignItems: "center", gap: space.md });
const navStyle = css({ marginInlineStart: "auto", [mqBelow.desktop]: { display: "none" } });
const actionsStyle = css({
  display: "flex",
  gap: space.sm,
  marginInlineStart: "auto",
  [mq.desktop]: { marginInlineStart: 0 },
});
const menuButtonStyle = css({ [mq.desktop]: { display: "none" } });

/** Fixed 80 px header: logo, the five menu items (a drawer under 1020 px), hidden theme toggle. */
export function Header() {
  const { t } = useTranslation();
  const { showThemeToggle } = useSiteMetadata();
  const drawer = useDrawer();

  return (
    <header css={headerStyle}>
      <Container css={barStyle}>
        <Logo />
        <nav aria-label={t("nav.label")} css={navStyle}>
          <NavList />
        </nav>
        <div css={actionsStyle}>
          {showThemeToggle && <ThemeToggle />}
          {/* The browser opens the drawer: as a modal dialog from invoker commands without
              JavaScript, as a popover without them; with JavaScript the drawer's script paints
              it as a popover first and then makes it modal (drawerScript.ts). No aria-expanded:
              the browser exposes the drawer's state on a button with popovertarget or command
              itself, and ARIA in HTML forbids authors to set it there. */}
          <IconButton
            ref={drawer.menuButton}
            label={t("nav.openMenu")}
            aria-haspopup="dialog"
            aria-controls={DRAWER_ID}
            commandfor={DRAWER_ID}
            command="show-modal"
            popovertarget={DRAWER_ID}
            onClick={drawer.show}
            css={menuButtonStyle}
          >
            <Icon name="menu" />
          </IconButton>
        </div>
      </Container>
      <Drawer dialog={drawer.dialog} onClose={drawer.close} onChoose={drawer.choose} />
    </header>
  );
}
