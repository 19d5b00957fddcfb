import { graphql, type HeadProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { Contact } from "../components/sections/Contact";
import { Home } from "../components/sections/Home";
import { Product } from "../components/sections/Product";
import { Team } from "../components/sections/Team";
import { Technology } from "../components/sections/Technology";
import type { I18nPageContext } from "../i18n/pageData";

export default function IndexPage() {
  return (
    <>
      <Home />
      <Technology />
      <Product />
      <Team />
      <Contact />
    </>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.IndexPageQuery, I18nPageContext>) => (
  <Seo data={data} pageContext={pageContext} page="home" />
);

export const query = graphql`
  query IndexPage($language: String!) {
    ...PageLocales
  }
`;
