import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { colors, durations, sizes, space, zIndex } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { IconButton } from "../ui/IconButton";
import { NavList } from "../ui/NavList";

type DrawerProps = {
  open: boolean;
  /** Close button, Escape, backdrop: focus goes back to the menu button. */
  onClose: () => void;
  /** A menu item was chosen: focus follows the section it scrolls to. */
  onChoose: () => void;
};

/**
 * The narrow-screen menu: a native modal <dialog>, so focus is trapped inside, the page behind is
 * inert and Escape closes it. A click on the backdrop (the dialog element itself) closes it too.
 */
export function Drawer({ open, onClose, onChoose }: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Close synchronously so the page is no longer inert when the menu item scrolls and focuses.
  const choose = () => {
    dialog.current?.close();
    onChoose();
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // Clicks on the backdrop close the drawer; Escape is handled by the dialog's cancel event.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="drawer-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={closeOnBackdrop}
      css={{
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
        background: colors.surface,
        color: colors.text,
        boxShadow: "-12px 0 32px rgba(2, 6, 23, 0.35)",
        zIndex: zIndex.drawer,
        "&[open]": { animation: `drawer-in ${durations.drawer} ease-out` },
        "&::backdrop": { background: colors.overlay },
        "[dir='rtl'] &[open]": { animationName: "drawer-in-rtl" },
        "@keyframes drawer-in": {
          from: { transform: "translateX(100%)" },
          to: { transform: "none" },
        },
        "@keyframes drawer-in-rtl": {
          from: { transform: "translateX(-100%)" },
          to: { transform: "none" },
        },
      }}
    >
      <div css={{ padding: space.lg, minHeight: "100%" }}>
        <div
          css={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            marginBottom: space.lg,
          }}
        >
          <h2 id="drawer-title" css={{ fontSize: "1.25rem", margin: 0 }}>
            {t("nav.menu")}
          </h2>
          <IconButton label={t("nav.closeMenu")} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </div>
        <nav aria-labelledby="drawer-title">
          <NavList vertical onChoose={choose} />
        </nav>
      </div>
    </dialog>
  );
}
