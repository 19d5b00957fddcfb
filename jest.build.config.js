/**
 * Tests that build the whole site (slow: one `gatsby build` each), run by `npm run test:locales`,
 * not by the unit-test run.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/build"],
  testMatch: ["**/*.build.ts"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  testTimeout: 600000,
};
