import { siteFacts as site } from "../setup/siteFacts";
import { organizationJsonLd, serializeJsonLd } from "../../src/seo/jsonLd";

describe("organizationJsonLd", () => {
  const data = organizationJsonLd(site, "/icons/icon-512.png", "We build software.");

  it("describes the company, its offices and profiles from the facts", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${site.siteUrl}/#organization`,
      name: site.name,
      legalName: site.legalName,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/icons/icon-512.png`,
      description: "We build software.",
      foundingDate: String(site.foundingYear),
      telephone: site.phone.e164,
      email: site.emails.general,
      sameAs: site.social.map((profile) => profile.url),
    });
    expect(data.address).toHaveLength(site.offices.length);
    const [office] = site.offices;
    expect(data.address[0]).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: office?.streetAddress,
      addressCountry: office?.country,
    });
  });

  it("leaves out an absent description", () => {
    expect(organizationJsonLd(site, "/logo.png")).not.toHaveProperty("description");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is embedded in", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & <!--" });
  });
});
