/**
 * `npm run cms`: the preview (`gatsby develop` on 127.0.0.1 only) with the editors' CMS at /admin/.
 * Gatsby prints a few hundred lines while it starts; once the page and the CMS answer, this says
 * in plain words where to go and which folder to choose (docs/EDITORS.md, "On your own computer").
 */
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const port = process.env.PORT ?? "8000";
const origin = `http://127.0.0.1:${port}`;

const gatsby = spawn(
  process.execPath,
  [
    path.join(ROOT, "node_modules", "gatsby", "cli.js"),
    "develop",
    "--host",
    "127.0.0.1",
    "--port",
    port,
  ],
  { cwd: ROOT, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } },
);
gatsby.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// Ctrl+C reaches Gatsby from the terminal; this process only waits for it to finish.
process.on("SIGINT", () => {});

/** True once `url` answers with a page (Gatsby answers "Preparing requested page" until then). */
async function ready(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok && !(await response.text()).includes("Preparing requested page");
  } catch {
    return false;
  }
}

async function announce() {
  while (!((await ready(`${origin}/`)) && (await ready(`${origin}/admin/`)))) {
    if (gatsby.exitCode !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const lines = [
    "The website editor is ready.",
    `  1. Open ${origin}/admin/ in Chrome or Edge.`,
    '  2. Choose "Work with Local Repository" and pick this folder:',
    `     ${ROOT}`,
    `  3. Your saves show at ${origin}/ a few seconds later.`,
    "Stop with Ctrl+C when you are done.",
  ];
  const rule = "─".repeat(Math.max(...lines.map((line) => line.length)));
  console.log(`\n${rule}\n${lines.join("\n")}\n${rule}\n`);
}

void announce();
