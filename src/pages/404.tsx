import { graphql, type HeadProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { NotFound } from "../components/sections/NotFound";
import type { I18nPageContext } from "../i18n/pageData";

export default function NotFoundPage() {
  return <NotFound />;
}

export const Head = ({
  data,
  pageContext,
}: HeadProps<Queries.NotFoundPageQuery, I18nPageContext>) => (
  <Seo data={data} pageContext={pageContext} page="notFound" indexable={false} />
);

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageLocales
  }
`;
