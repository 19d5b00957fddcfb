import type { ReactNode } from "react";
import type { SectionId } from "../../config/navigation";
import {
  sectionHref,
  useLandingPath,
  useSectionNavigation,
} from "../../hooks/useSectionNavigation";
import { ButtonLink } from "./ButtonLink";

type SectionLinkProps = { to: SectionId; children: ReactNode; variant?: "primary" | "secondary" };

/** A call to action that scrolls to a landing-page section, like the header items. */
export function SectionLink({ to, children, variant }: SectionLinkProps) {
  const goTo = useSectionNavigation();
  const landing = useLandingPath();
  return (
    <ButtonLink
      href={sectionHref(landing, to)}
      variant={variant}
      onClick={(event) => {
        event.preventDefault();
        goTo(to);
      }}
    >
      {children}
    </ButtonLink>
  );
}
