/** Unit and component tests (jsdom). Browser behaviour is proven by the e2e suite instead. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts?(x)"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: {
    "^gatsby-page-utils/(.*)$": "gatsby-page-utils/dist/$1",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  setupFiles: ["<rootDir>/__tests__/setup/globals.ts"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/dom.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};
