import { graphql } from "gatsby";

/** Each page loads only its own language's strings (no page carries another language). */
export const pageLocalesFragment = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
