import { useTranslation } from "react-i18next";
import { useTeamPhotos } from "../../hooks/useTeamPhotos";
import { colors, radii, space } from "../../theme/tokens";
import { CardGrid } from "../ui/CardGrid";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { SvgImage } from "../ui/SvgImage";
import { TeamAvatar } from "../ui/TeamAvatar";

const members = ["aditi", "rohan", "meera", "arjun"] as const;

export function Team() {
  const { t } = useTranslation();
  const photos = useTeamPhotos();
  return (
    <Section id="team" alt>
      <SectionHeading
        id="team"
        eyebrow={t("sections.team.eyebrow")}
        title={t("sections.team.title")}
        lead={t("sections.team.lead")}
      />
      <SvgImage
        name="illustrations/team"
        css={{ width: "100%", maxWidth: 520, marginBottom: space.xl }}
      />
      <CardGrid>
        {members.map((member) => {
          const name = t(`sections.team.members.${member}.name`);
          return (
            <li key={member}>
              <article
                css={{
                  padding: space.lg,
                  borderRadius: radii.md,
                  background: colors.surface,
                  border: `1px solid ${colors.border}`,
                  height: "100%",
                }}
              >
                <TeamAvatar
                  name={name}
                  photo={photos[member]}
                  alt={t("sections.team.photo", { name })}
                />
                <h3 css={{ fontSize: "1.15rem", marginBottom: 2 }}>{name}</h3>
                <p css={{ color: colors.accent, fontWeight: 700 }}>
                  {t(`sections.team.members.${member}.role`)}
                </p>
                <p css={{ color: colors.textMuted, margin: 0 }}>
                  {t(`sections.team.members.${member}.bio`)}
                </p>
              </article>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
