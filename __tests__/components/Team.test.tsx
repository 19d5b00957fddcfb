import { screen, within } from "@testing-library/react";
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

/** The shared Gatsby mock's data, as if `src/images/team/<name>.jpg` were there. */
function withTeamPhoto(name: string) {
  jest.mocked(useStaticQuery).mockImplementation(() => ({
    ...sharedQuery(),
    teamPhotos: { nodes: [{ name, childImageSharp: { gatsbyImageData: photo } }] },
  }));
}

const card = (name: string) => screen.getByRole("heading", { name }).closest("article")!;

describe("Team", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(sharedQuery));

  it("shows initials for every member when src/images/team has no photos", () => {
    renderPage(<Team />);
    const aditi = card(locales.en.sections.team.members.aditi.name);
    expect(aditi.querySelector("img")).toBeNull();
    expect(aditi).toHaveTextContent(/^AK/);
  });

  it("shows a member's photo, with a translated alt, instead of the initials", () => {
    withTeamPhoto("meera");
    renderPage(<Team />, { language: "es" });
    const name = locales.es.sections.team.members.meera.name;
    const meera = card(name);
    const img = within(meera).getByRole("img");
    expect(img).toHaveAttribute("alt", locales.es.sections.team.photo.replace("{{name}}", name));
    expect(img).toHaveAttribute("src", "/static/t/meera.jpg");
    expect(meera.querySelector("source[type='image/avif']")).not.toBeNull();
    expect(meera).not.toHaveTextContent(/^MI/);
    // The others keep their initials.
    expect(card(locales.es.sections.team.members.rohan.name).querySelector("img")).toBeNull();
  });
});
