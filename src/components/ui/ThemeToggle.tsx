import { useTranslation } from "../../i18n/useTranslation";
import { useTheme } from "../../hooks/useTheme";
import { IconButton } from "./IconButton";

/** Light/dark switch. Hidden by default (site config `showThemeToggle`): the system theme rules. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? t("theme.toLight") : t("theme.toDark");
  return (
    <IconButton label={label} onClick={toggleTheme}>
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </IconButton>
  );
}
