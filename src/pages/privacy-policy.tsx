import { graphql, type HeadProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { PrivacyPolicy } from "../components/sections/PrivacyPolicy";
import type { I18nPageContext, LocalesData } from "../i18n/pageData";

export default function PrivacyPolicyPage() {
  return (
    <Layout>
      <PrivacyPolicy />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<LocalesData, I18nPageContext>) => (
  <Seo data={data} pageContext={pageContext} page="privacy" />
);

export const query = graphql`
  query PrivacyPolicyPage($language: String!) {
    ...PageLocales
  }
`;
