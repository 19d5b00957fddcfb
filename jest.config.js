/** The unit tests (jsdom; `npm run test:unit`). Browser behaviour is proven by e2e/. */

// Gatsby's own Babel preset, with Emotion's JSX runtime as in gatsby-config.
const transform = {
  "^.+\\.[jt]sx?$": [
    "babel-jest",
    {
      presets: [
        ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
        "@babel/preset-typescript",
      ],
    },
  ],
};

module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      roots: ["<rootDir>/__tests__"],
      testMatch: ["**/*.test.ts?(x)"],
      testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/edits/"],
      transform,
      moduleNameMapper: { "^gatsby-page-utils/(.*)$": "gatsby-page-utils/dist/$1" },
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
      setupFiles: ["<rootDir>/__tests__/setup/globals.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/setup/dom.ts"],
      testEnvironmentOptions: { url: "http://localhost/" },
    },
    {
      // `npm run test:edits`: the unit tests and content checks again, on a copy of the project
      // carrying editors' saves (__tests__/edits).
      displayName: "edits",
      testEnvironment: "node",
      roots: ["<rootDir>/__tests__/edits"],
      transform,
    },
  ],
};
