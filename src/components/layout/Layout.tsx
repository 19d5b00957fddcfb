import { css } from "@emotion/react";
import { Suspense, type ReactNode } from "react";
import { useFallbackTranslations } from "../../hooks/useFallbackTranslations";
import { sizes } from "../../theme/tokens";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LoadingOverlay } from "./LoadingOverlay";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

type LayoutProps = { children: ReactNode };

const mainStyle = css({ paddingTop: sizes.headerHeight, minHeight: "70vh" });

/**
 * The page content and the footer sit in Suspense boundaries although nothing in them suspends:
 * React 18 hydrates the header first and the server-rendered boundaries afterwards at idle
 * priority, in slices of a few milliseconds, instead of one long task that blocks the main
 * thread (and would count as Total Blocking Time). A click on content not hydrated yet makes
 * React hydrate that part first.
 */
export function Layout({ children }: LayoutProps) {
  useFallbackTranslations();
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainStyle}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LoadingOverlay />
    </>
  );
}
