import type { ReactNode } from "react";
import { useFallbackTranslations } from "../../hooks/useFallbackTranslations";
import { sizes } from "../../theme/tokens";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LoadingOverlay } from "./LoadingOverlay";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

type LayoutProps = { children: ReactNode };

export function Layout({ children }: LayoutProps) {
  useFallbackTranslations();
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        css={{ paddingTop: sizes.headerHeight, minHeight: "70vh" }}
      >
        {children}
      </main>
      <Footer />
      <LoadingOverlay />
    </>
  );
}
