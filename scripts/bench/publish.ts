/**
 * Save → served through `npm run publish` to a local nginx host (deploy/README.md, "Measured"):
 * a Spanish text and a team photo, each with Gatsby's cache kept and from cold (`.cache/` and
 * `public/` removed first), `RUNS` times each (default 3; `COLD_RUNS` for the cold ones), on a
 * copy of the project. The clock starts when the saved file is written and stops when the host
 * serves the change. The Node that runs it runs the publish: put the pipelines' (24) first in PATH.
 *
 *   npx tsx scripts/bench/publish.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addPhoto, changeText } from "../../harness/publishEdits";
import { publish, startHost, type Host } from "../../harness/publishHost";
import { copyProject } from "../../harness/projectCopy";
import { median } from "../../harness/stats.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? RUNS);
const MEMBERS = ["aditi", "rohan", "meera", "arjun"];

type Member = { id: string; name: string };

async function servedAfter(host: Host, saved: number, text: string): Promise<number> {
  for (;;) {
    const html = await (await fetch(`${host.origin}/es/`)).text();
    if (html.includes(text)) return (Date.now() - saved) / 1000;
    if (Date.now() - saved > 1_800_000) throw new Error(`never served: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main() {
  const project = copyProject("publish-bench-");
  const host = await startHost();
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  console.log(`Node ${process.version}, nproc ${os.cpus().length}, load ${load()} at the start`);
  const members = (
    JSON.parse(fs.readFileSync(path.join(project, "locales/es/translations.json"), "utf8")) as {
      sections: { team: { members: Member[] } };
    }
  ).sections.team.members;
  const times: Record<string, number[]> = {};
  let photos = 0;

  async function once(kind: "text" | "photo", cold: boolean) {
    if (cold) {
      for (const folder of [".cache", "public"]) {
        fs.rmSync(path.join(project, folder), { recursive: true, force: true });
      }
    }
    let shown: string;
    const saved = Date.now();
    if (kind === "text") {
      shown = changeText(project, `bench ${saved}`);
    } else {
      const member = members.find(({ id }) => id === MEMBERS[photos % MEMBERS.length])!;
      await addPhoto(project, member.id, `bench-${(photos += 1)}.png`);
      shown = `bench-${photos}.avif`;
    }
    const result = await publish(project, host);
    if (result.code !== 0) throw new Error(result.output.slice(-3000));
    const seconds = await servedAfter(host, saved, shown);
    const key = `${kind}, ${cold ? "cold" : "cache kept"}`;
    (times[key] ??= []).push(seconds);
    console.log(`${key}: ${seconds.toFixed(1)} s (load ${load()})`);
  }

  try {
    const first = await publish(project, host);
    if (first.code !== 0) throw new Error(first.output.slice(-3000));
    await host.includeSite();
    for (let run = 0; run < RUNS; run += 1) {
      await once("text", false);
      await once("photo", false);
    }
    for (let run = 0; run < COLD_RUNS; run += 1) {
      await once("text", true);
      await once("photo", true);
    }
    console.log("\n| change | median s | runs s |\n| --- | --- | --- |");
    for (const [key, values] of Object.entries(times)) {
      const runs = values.map((value) => value.toFixed(1)).join(", ");
      console.log(`| ${key} | ${median(values).toFixed(1)} | ${runs} |`);
    }
    console.log(`\nload average ${load()} at the end`);
  } finally {
    await host.stop();
    fs.rmSync(project, { recursive: true, force: true });
  }
}

void main();
