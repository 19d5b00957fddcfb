import type { ReactNode } from "react";
import type { SectionId } from "../../config/navigation";
import { colors, sizes, space } from "../../theme/tokens";
import { Container } from "./Container";

type SectionProps = { id: SectionId; children: ReactNode; alt?: boolean };

/**
 * A landing-page section: the header menu scrolls to its id, and scroll-margin keeps its top
 * clear of the fixed header. tabIndex -1 lets the menu move focus here after scrolling.
 */
export function Section({ id, children, alt = false }: SectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      css={{
        scrollMarginTop: sizes.headerHeight,
        padding: `${space.section} 0`,
        background: alt ? colors.bgAlt : colors.bg,
      }}
    >
      <Container>{children}</Container>
    </section>
  );
}
