import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import { useTeamPhotos } from "../../hooks/useTeamPhotos";
import { listItems } from "../../i18n/lists";
import { colors, radii, space } from "../../theme/tokens";
import { CardGrid } from "../ui/CardGrid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SvgImage } from "../ui/SvgImage";
import { TeamAvatar } from "../ui/TeamAvatar";

/** `photo`: a file name in src/images/team; without one, the member's initials are shown. */
type TeamMember = { id: string; name: string; role: string; bio: string; photo?: string };

const illustrationStyle = css({ width: "100%", maxWidth: 520, marginBottom: space.xl });
// A member's card and its lines in one class (see Card).
const memberStyle = css({
  padding: space.lg,
  borderRadius: radii.md,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  height: "100%",
  "& > h3": { fontSize: "1.15rem", marginBottom: 2 },
  "& > p:first-of-type": { color: colors.accent, fontWeight: 700 },
  "& > p:last-child": { color: colors.textMuted, margin: 0 },
});

export function Team() {
  const { t } = useTranslation();
  const photos = useTeamPhotos();
  const members: readonly TeamMember[] = listItems(
    t("sections.team.members", { returnObjects: true }),
  );
  return (
    <Section id="team" alt>
      <SectionHeading
        id="team"
        eyebrow={t("sections.team.eyebrow")}
        title={t("sections.team.title")}
        lead={t("sections.team.lead")}
      />
      <SvgImage name="illustrations/team" css={illustrationStyle} />
      <CardGrid items={members}>
        {({ name, role, bio, photo }) => (
          <article css={memberStyle}>
            <TeamAvatar
              name={name}
              photo={photo ? photos[photo] : undefined}
              alt={t("sections.team.photo", { name })}
            />
            <h3>{name}</h3>
            <p>{role}</p>
            <p>{bio}</p>
          </article>
        )}
      </CardGrid>
    </Section>
  );
}
