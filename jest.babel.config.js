// Gatsby's own preset, with Emotion's JSX runtime as in gatsby-config.
module.exports = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
};
