import { css } from "@emotion/react";
import type { MouseEvent, RefObject } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { reducedMotion } from "../../theme/media";
import { colors, durations, sizes, space, zIndex } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { IconButton } from "../ui/IconButton";
import { NavList } from "../ui/NavList";
import { drawerScript } from "./drawerScript";

export const DRAWER_ID = "site-menu";
const DRAWER_SCRIPT = drawerScript(DRAWER_ID);

const dialogStyle = css({
  position: "fixed",
  // Logical sides: the drawer comes from the end edge (the left in right-to-left languages).
  insetBlock: 0,
  insetInline: "auto 0",
  width: sizes.drawerWidth,
  maxWidth: "100vw",
  height: "100%",
  maxHeight: "100%",
  margin: 0,
  padding: 0,
  border: 0,
  overflow: "auto",
  background: colors.surface,
  color: colors.text,
  boxShadow: "-12px 0 32px rgba(2, 6, 23, 0.35)",
  zIndex: zIndex.drawer,
  // Separate rules: a browser without popovers drops a whole list naming `:popover-open`.
  "&[open]": { animation: `drawer-in ${durations.drawer} ease-out` },
  "&:popover-open": { animation: `drawer-in ${durations.drawer} ease-out` },
  "&::backdrop": { background: colors.overlay },
  "[dir='rtl'] &[open]": { animationName: "drawer-in-rtl" },
  "[dir='rtl'] &:popover-open": { animationName: "drawer-in-rtl" },
  // Not even one frame of the slide (a 0.01 ms animation still paints its first frame).
  [reducedMotion]: {
    "&[open]": { animationName: "none" },
    "&:popover-open": { animationName: "none" },
  },
  "@keyframes drawer-in": {
    from: { transform: "translateX(100%)" },
    to: { transform: "none" },
  },
  "@keyframes drawer-in-rtl": {
    from: { transform: "translateX(-100%)" },
    to: { transform: "none" },
  },
});
const panelStyle = css({ padding: space.lg, minHeight: "100%" });
const titleBarStyle = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: space.lg,
  "& > h2": { fontSize: "1.25rem", margin: 0 },
});

type DrawerProps = {
  dialog: RefObject<HTMLDialogElement>;
  /** Close button, backdrop: focus goes back to the menu button. */
  onClose: (event?: MouseEvent<HTMLElement>) => void;
  /** A menu item was chosen: focus follows the section it scrolls to. */
  onChoose: () => void;
};

/**
 * The narrow-screen menu: a native modal <dialog> the browser runs from its attributes before
 * any bundle has loaded (see Header's menu button): `closedby="any"` closes it on a click outside,
 * Escape closes it, the close button carries the same commands as the menu button. `popover` is
 * the fallback for browsers without invoker commands. With JavaScript the inline script after it
 * (drawerScript.ts) paints it as a popover first and makes it modal right after, and closes it
 * on a choice; React (useDrawer) adds focus handling after hydration.
 */
export function Drawer({ dialog, onClose, onChoose }: DrawerProps) {
  const { t } = useTranslation();

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <>
      {/* Backdrop clicks where `closedby` is unsupported; Escape is the dialog's own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        popover="auto"
        closedby="any"
        aria-labelledby="drawer-title"
        onClick={closeOnBackdrop}
        css={dialogStyle}
      >
        <div css={panelStyle}>
          <div css={titleBarStyle}>
            <h2 id="drawer-title">{t("nav.menu")}</h2>
            <IconButton
              label={t("nav.closeMenu")}
              commandfor={DRAWER_ID}
              command="close"
              popovertarget={DRAWER_ID}
              popovertargetaction="hide"
              onClick={onClose}
            >
              <Icon name="close" />
            </IconButton>
          </div>
          <nav aria-labelledby="drawer-title">
            <NavList vertical onChoose={onChoose} />
          </nav>
        </div>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: DRAWER_SCRIPT }} />
    </>
  );
}
