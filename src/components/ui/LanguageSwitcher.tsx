import { css } from "@emotion/react";
import { withPrefix } from "gatsby";
import { useState, type MouseEvent } from "react";
import { afterNextPaint } from "../../app/afterNextPaint";
import { useTranslation } from "../../i18n/useTranslation";
import { languages } from "../../config/languages";
import { useLanguageSwitch } from "../../hooks/useLanguageSwitch";
import { usePrefetchWhenVisible } from "../../hooks/usePrefetchWhenVisible";
import { usePageLanguage } from "../../hooks/usePageLanguage";
import { localizePath } from "../../i18n/paths";
import { prepareLanguage } from "../../i18n/prepareLanguage";
import { colors, radii, sizes } from "../../theme/tokens";
import { InlineList } from "./InlineList";
import { SvgImage } from "./SvgImage";

/** A flag, with the ring when marked: serialized once each (see Card). */
const flagStyle = (marked: boolean) =>
  css({
    display: "inline-flex",
    padding: 8,
    borderRadius: radii.sm,
    border: `2px solid ${marked ? colors.footerLink : "transparent"}`,
    lineHeight: 0,
  });
const markedFlag = flagStyle(true);
const plainFlag = flagStyle(false);

/**
 * One flag per language in `locales/`. Real links to the same page in that language (so they work
 * without JavaScript); with it, the switch is immediate, cached and keeps the scroll position, and
 * the other languages' pages are fetched and made ready once the flags are on screen.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, defaultLanguage, originalPath } = usePageLanguage();
  const switchTo = useLanguageSwitch();
  // The flag tapped is marked at once, in the tap's own frame; the page follows in a task after
  // it. A switch renders the whole page anew in the other words, and that frame would otherwise
  // be the first the visitor sees change (INP).
  const [chosen, setChosen] = useState({ from: language, code: language });
  const marked = chosen.from === language ? chosen.code : language;
  const others = languages.filter(({ code }) => code !== language);
  const listRef = usePrefetchWhenVisible<HTMLUListElement>(
    others.map(({ code }) => localizePath(originalPath, code, defaultLanguage)),
    prepareLanguage,
  );
  return (
    <InlineList listRef={listRef}>
      {languages.map(({ code, name }) => (
        <li key={code}>
          <a
            href={withPrefix(localizePath(originalPath, code, defaultLanguage))}
            hrefLang={code}
            lang={code}
            aria-label={t("footer.language.switchTo", { language: name })}
            aria-current={code === language ? "true" : undefined}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              if (code === language) {
                switchTo(code);
                return;
              }
              setChosen({ from: language, code });
              afterNextPaint(() => switchTo(code));
            }}
            css={code === marked ? markedFlag : plainFlag}
          >
            <SvgImage
              name={`flags/${code}`}
              decorative
              width={sizes.flag.width}
              height={sizes.flag.height}
            />
          </a>
        </li>
      ))}
    </InlineList>
  );
}
