/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import {
  lowerHelperThreads,
  type Scheduler,
} from "../../../plugins/image-processing/helperThreads";

/** A process's threads and their priorities, in memory. */
function fakeScheduler(priorities: Record<number, number>, ended: number[] = []) {
  const set: [number, number][] = [];
  const scheduler: Scheduler = {
    threads: () => Object.keys(priorities).map(Number),
    getPriority: (tid) => {
      if (ended.includes(tid)) throw new Error("ESRCH");
      return priorities[tid] ?? 0;
    },
    setPriority: (tid, priority) => {
      set.push([tid, priority]);
      priorities[tid] = priority;
    },
  };
  return { scheduler, set };
}

describe("helper threads", () => {
  it("lowers every thread but the main one, and never raises one", () => {
    const { scheduler, set } = fakeScheduler({ 100: 0, 101: 0, 102: 15, 103: 5 });
    expect(lowerHelperThreads(10, scheduler, 100)).toBe(2);
    expect(set).toEqual([
      [101, 10],
      [103, 10],
    ]);
  });

  it("skips a thread that ended in the meantime", () => {
    const { scheduler, set } = fakeScheduler({ 100: 0, 101: 0, 102: 0 }, [101]);
    expect(lowerHelperThreads(10, scheduler, 100)).toBe(1);
    expect(set).toEqual([[102, 10]]);
  });

  it("does nothing where the system lists no threads", () => {
    const { scheduler } = fakeScheduler({});
    expect(lowerHelperThreads(10, scheduler, 100)).toBe(0);
  });

  const linux = process.platform === "linux" ? it : it.skip;
  linux("on Linux, leaves the main thread's priority and lowers a real worker thread's", () => {
    // A separate Node process, so this test runner's own threads keep their priority.
    const script = `
      const os = require("node:os");
      const { Worker } = require("node:worker_threads");
      const { lowerHelperThreads } = require(${JSON.stringify(
        path.resolve("plugins/image-processing/helperThreads.ts"),
      )});
      const worker = new Worker("setInterval(() => {}, 1000)", { eval: true });
      worker.on("online", () => {
        const lowered = lowerHelperThreads(10);
        const fs = require("node:fs");
        const others = fs.readdirSync("/proc/self/task").map(Number).filter((t) => t !== process.pid);
        console.log(JSON.stringify({
          lowered,
          main: os.getPriority(process.pid),
          others: others.map((t) => os.getPriority(t)),
        }));
        worker.terminate();
      });
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
      encoding: "utf8",
    });
    const { lowered, main, others } = JSON.parse(output) as {
      lowered: number;
      main: number;
      others: number[];
    };
    expect(main).toBe(0);
    expect(lowered).toBeGreaterThan(0);
    expect(others.every((priority) => priority >= 10)).toBe(true);
  });
});
