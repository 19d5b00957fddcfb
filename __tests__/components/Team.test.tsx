import { screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Team } from "../../src/components/sections/Team";
import { locales, renderPage } from "../setup/render";

const photo = {
  layout: "fixed",
  width: 64,
  height: 64,
  backgroundColor: "#8a6a43",
  images: {
    fallback: { src: "/static/t/meera.jpg", srcSet: "/static/t/meera.jpg 64w" },
    sources: [{ type: "image/avif", srcSet: "/static/t/meera.avif 64w" }],
  },
};

const sharedQuery = jest.mocked(useStaticQuery).getMockImplementation() as () => object;

/** The shared Gatsby mock's data, as if `src/images/team/<base>` were there. */
function withTeamPhoto(base: string) {
  jest.mocked(useStaticQuery).mockImplementation(() => ({
    ...sharedQuery(),
    teamPhotos: { nodes: [{ base, childImageSharp: { gatsbyImageData: photo } }] },
  }));
}

/** The Spanish strings with one member given a photo, as an editor would in the CMS. */
function spanishWithPhoto(id: string, file: string) {
  const members = locales.es.sections.team.members.map((item) =>
    item.id === id ? { ...item, photo: file } : item,
  );
  return {
    ...locales.es,
    sections: { ...locales.es.sections, team: { ...locales.es.sections.team, members } },
  };
}

const member = (language: "en" | "es", id: string) =>
  locales[language].sections.team.members.find((item) => item.id === id)!;
const card = (name: string) => screen.getByRole("heading", { name }).closest("article")!;

describe("Team", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(sharedQuery));

  it("keeps the initials when the photo's file is not there", () => {
    withTeamPhoto("someone-else.jpg");
    renderPage(<Team />, { language: "es", strings: spanishWithPhoto("meera", "meera-iyer.jpg") });
    expect(card(member("es", "meera").name).querySelector("img")).toBeNull();
  });
});
