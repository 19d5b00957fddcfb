// Stands in for Gatsby's internal Partytown plugin in the production browser bundle
// (plugins/gatsby-patches): the plugin acts only under `gatsby develop`, but its requires put
// gatsby-script and Partytown's integration into every page's app bundle.
export {};
