// @ts-check
/**
 * gatsby-starter-default, the bench's reference: the same stack with nothing of ours, built and
 * measured in the same run so that every figure can be read as a ratio to it.
 *
 * Its code is never part of this repository. Prepare a checkout once, outside the repository:
 *
 *   git clone <gatsby-starter-default> /work/starter   (or a copy of it)
 *   node scripts/bench/starter.mjs /work/starter
 *
 * which removes its SSR and DSG pages (with sharp 0.33 Gatsby's engines cannot load sharp, and a
 * server-rendered page is not what this site is compared with) and the links to them, overrides
 * sharp to ^0.33.5 as this project does (0.32's install script downloads libvips), and installs
 * its packages from the npm registry. Then `npm run bench -- --starter /work/starter`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The starter's server-rendered and deferred pages, and its links to them. */
const DYNAMIC_PAGES = ["src/pages/using-ssr.js", "src/templates/using-dsg.js"];
const DYNAMIC_LINK = /^.*url: "using-(ssr|dsg)".*\n/gm;
const DSG_PAGE = /createPage\(\{[\s\S]*?defer: true,?\s*\}\)/;

/** Refuses a starter that still has SSR or DSG pages, or no packages (build-scaling uses it too). */
export function checkStarter(/** @type {string} */ dir) {
  const sources = [
    ...fs.readdirSync(dir).filter((file) => file.startsWith("gatsby-node")),
    ...fs
      .readdirSync(path.join(dir, "src"), { recursive: true, encoding: "utf8" })
      .map((file) => path.join("src", file)),
  ].filter((file) => /\.[jt]sx?$/.test(file));
  const dynamic = sources.filter((file) =>
    /getServerData|defer:\s*true/.test(fs.readFileSync(path.join(dir, file), "utf8")),
  );
  if (dynamic.length > 0) {
    throw new Error(
      `Remove the SSR/DSG pages first (node scripts/bench/starter.mjs ${dir}): ${dynamic.join(", ")}`,
    );
  }
  if (!fs.existsSync(path.join(dir, "node_modules", "gatsby"))) {
    throw new Error(`${dir} has no node_modules: run node scripts/bench/starter.mjs ${dir}`);
  }
}

/** Makes a checkout of the starter buildable and comparable here (see above). Idempotent. */
export function prepareStarter(/** @type {string} */ dir) {
  if (!fs.existsSync(path.join(dir, "gatsby-config.js"))) {
    throw new Error(`${dir} does not look like gatsby-starter-default (no gatsby-config.js)`);
  }
  for (const file of DYNAMIC_PAGES) fs.rmSync(path.join(dir, file), { force: true });
  const gatsbyNode = path.join(dir, "gatsby-node.js");
  if (fs.existsSync(gatsbyNode)) {
    fs.writeFileSync(gatsbyNode, fs.readFileSync(gatsbyNode, "utf8").replace(DSG_PAGE, ""));
  }
  const index = path.join(dir, "src", "pages", "index.js");
  if (fs.existsSync(index)) {
    fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace(DYNAMIC_LINK, ""));
  }
  const pkgFile = path.join(dir, "package.json");
  const pkg = JSON.parse(fs.readFileSync(pkgFile, "utf8"));
  if (pkg.overrides?.sharp !== "^0.33.5") {
    pkg.overrides = { ...pkg.overrides, sharp: "^0.33.5" };
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  if (!fs.existsSync(path.join(dir, "node_modules", "gatsby"))) {
    const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
      cwd: dir,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`npm install failed in ${dir}`);
  }
  checkStarter(dir);
}

/**
 * A cold `gatsby build` of `dir` (no .cache, no public), timed in seconds.
 * @param {string} dir
 * @param {{ quiet?: boolean }} [options]
 */
export function coldBuild(dir, { quiet = false } = {}) {
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
  if (result.status !== 0) throw new Error(`gatsby build failed in ${dir} (exit ${result.status})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: node scripts/bench/starter.mjs <checkout of the starter>");
  prepareStarter(path.resolve(dir));
  console.log(`${dir} is ready: npm run bench -- --starter ${dir}`);
}
