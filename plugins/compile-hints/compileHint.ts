/**
 * V8's explicit compile hint: every function in the file is compiled when the script is. In its
 * own module because gatsby-node may export only Gatsby's APIs (any other export is an error in
 * the build log); the e2e budget test reads it too.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
