import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PrivacyPolicy } from "../components/sections/PrivacyPolicy";
import type { I18nPageContext } from "../i18n/pageData";

type PrivacyPolicyData = Queries.PrivacyPolicyPageQuery;

export default function PrivacyPolicyPage({ data }: PageProps<PrivacyPolicyData>) {
  const updated = data.companyFacts?.privacyPolicyUpdatedText;
  if (!updated) throw new Error("The privacy policy's date is missing from the company facts");
  return <PrivacyPolicy updated={updated} />;
}

export const Head = ({ data, pageContext }: HeadProps<PrivacyPolicyData, I18nPageContext>) => (
  <Seo data={data} pageContext={pageContext} page="privacy" />
);

export const query = graphql`
  query PrivacyPolicyPage($language: String!) {
    ...PageLocales
    companyFacts {
      privacyPolicyUpdatedText(language: $language)
    }
  }
`;
