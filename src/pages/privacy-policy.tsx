import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { PrivacyPolicy } from "../components/sections/PrivacyPolicy";
import type { I18nPageContext, LocalesData } from "../i18n/pageData";

type PrivacyPolicyData = LocalesData & {
  site: { siteMetadata: { privacyPolicyUpdatedText: string } };
};

export default function PrivacyPolicyPage({ data }: PageProps<PrivacyPolicyData>) {
  return (
    <Layout>
      <PrivacyPolicy updated={data.site.siteMetadata.privacyPolicyUpdatedText} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<PrivacyPolicyData, I18nPageContext>) => (
  <Seo data={data} pageContext={pageContext} page="privacy" />
);

export const query = graphql`
  query PrivacyPolicyPage($language: String!) {
    ...PageLocales
    site {
      siteMetadata {
        privacyPolicyUpdatedText(language: $language)
      }
    }
  }
`;
