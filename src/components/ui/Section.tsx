import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { SectionId } from "../../config/navigation";
import { colors, space } from "../../theme/tokens";
import { Container } from "./Container";

type SectionProps = { id: SectionId; children: ReactNode; alt?: boolean };

const sectionStyle = (alt: boolean) =>
  css({ padding: `${space.section} 0`, background: alt ? colors.bgAlt : colors.bg });
const backgrounds = { plain: sectionStyle(false), alt: sectionStyle(true) };

/**
 * A landing-page section: the header menu scrolls to its id, and the document's scroll-padding
 * (GlobalStyles) keeps its top clear of the fixed header; a scroll-margin here would add to it.
 * tabIndex -1 lets the menu move focus here after scrolling.
 */
export function Section({ id, children, alt = false }: SectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      css={alt ? backgrounds.alt : backgrounds.plain}
    >
      <Container>{children}</Container>
    </section>
  );
}
