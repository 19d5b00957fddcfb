/**
 * gatsby-plugin-react-i18next's gatsby-browser and gatsby-ssr require its page wrapper;
 * plugins/i18n-patches points both requires here. The site's own page wrapper
 * (src/app/pageProviders.tsx) gives every page the same providers (src/i18n/I18nProviders.tsx),
 * made once per language instead of on every render, and inside them the layout, which then
 * stays mounted from page to page. So the plugin's wrapper hands the page on as it is.
 */
import type { ReactNode } from "react";

export const wrapPageElement = ({ element }: { element: ReactNode }): ReactNode => element;
