import { useContext, useEffect, useReducer } from "react";
import type { i18n as I18n, TFunction } from "i18next";
import { I18nContext, getI18n } from "react-i18next";
import type { LOCALE_NAMESPACE } from "./namespace";
import { memoT } from "./translationMemo";

/**
 * react-i18next's `useTranslation`, for pages whose i18next instance changes with their language
 * (one per language, src/i18n/pageI18n.ts). Its version 12, the newest gatsby-plugin-react-i18next
 * accepts, keeps `t` in state and replaces it in an effect after an instance changes: a language
 * switch painted the new page in the old words first, then rendered every translated component
 * again. Here `t` comes from the instance in context, so the switch's one render has its words.
 * (react-i18next 18 does the same, but needs i18next 27 and a plugin that accepts it.) Words once
 * worked out are remembered per instance (translationMemo.ts).
 */
export function useTranslation(): { t: TFunction<typeof LOCALE_NAMESPACE>; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const t = memoT(i18n);
  // Strings that arrive later (the fallback loader changes the language once they are added)
  // render again, as with react-i18next's default `bindI18n`.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const onChange = () => rerender();
    i18n.on("languageChanged", onChange);
    return () => i18n.off("languageChanged", onChange);
  }, [i18n]);
  return { t, i18n };
}
