import fs from "node:fs";
import os from "node:os";

/**
 * On a machine with few cores, sharp's encoders (on libuv's thread pool) took CPU from Gatsby's
 * main thread, which runs webpack and is what the build waits for: with sharp's work started
 * early, the bundles took 0.6–0.9 s longer. Linux schedules threads, not processes, so the
 * process's other threads (thread pool, V8's helpers) get a lower priority: they still have every
 * cycle the main thread leaves, and the main thread keeps its core. Threads are only ever lowered
 * (raising a priority back needs privileges); threads made later keep the main thread's.
 */
export type Scheduler = {
  threads(): number[];
  getPriority(tid: number): number;
  setPriority(tid: number, priority: number): void;
};

/** Linux's view of this process's threads; none elsewhere (the build then runs as before). */
export const linuxScheduler: Scheduler = {
  threads: () =>
    fs.existsSync("/proc/self/task") ? fs.readdirSync("/proc/self/task").map(Number) : [],
  getPriority: (tid) => os.getPriority(tid),
  setPriority: (tid, priority) => os.setPriority(tid, priority),
};

/** Gives every thread but the main one (whose id is the process id) at least `nice`. */
export function lowerHelperThreads(
  nice: number,
  scheduler: Scheduler = linuxScheduler,
  mainThread = process.pid,
): number {
  let lowered = 0;
  for (const tid of scheduler.threads()) {
    if (!Number.isInteger(tid) || tid === mainThread) continue;
    try {
      if (scheduler.getPriority(tid) >= nice) continue;
      scheduler.setPriority(tid, nice);
      lowered += 1;
    } catch {
      // The thread ended between listing and changing it.
    }
  }
  return lowered;
}
