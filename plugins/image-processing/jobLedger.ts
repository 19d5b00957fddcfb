import path from "node:path";

/**
 * Which image jobs wrote which files, by the build's phase that created them, to tell the early
 * start's failure from Gatsby's own repeats.
 *
 * - `carried`: jobs of an earlier run that Gatsby finishes in this one. `gatsby develop` encodes an
 *   image only when the browser asks for it; the next `gatsby build` runs what was left (the
 *   unrequested sizes, an encode cut off by stopping the server) as jobs of develop's own, and
 *   then its query run encodes the same files again. That is gatsby-plugin-sharp's doing and costs
 *   one extra encode per leftover file, once: the build is right.
 * - `early`: the jobs the early start created (earlyJobs.ts).
 * - `queries`: jobs created after it, by Gatsby's query run. A file written by an `early` job and
 *   again by a `queries` job is what the early start exists to prevent.
 */

export type Phase = "carried" | "early" | "queries";

/** The part of a CREATE_JOB_V2 action read here. */
export type CreatedJob = {
  plugin?: { name?: string };
  payload?: {
    job?: { outputDir?: string; args?: { operations?: Array<{ outputPath?: string }> } };
  };
};

export type Repeats = { ofEarlyStart: string[]; ofEarlierRun: string[] };

export class JobLedger {
  phase: Phase = "carried";
  private readonly writers = new Map<string, Set<Phase>>();

  /** Records the files an image job will write, under the current phase. */
  record(action: CreatedJob): void {
    if (action.plugin?.name !== "gatsby-plugin-sharp") return;
    const job = action.payload?.job;
    for (const { outputPath } of job?.args?.operations ?? []) {
      if (!job?.outputDir || !outputPath) continue;
      const file = path.join(job.outputDir, outputPath);
      this.writers.set(file, (this.writers.get(file) ?? new Set()).add(this.phase));
    }
  }

  /** Files a later phase's job writes again (in the order first recorded). */
  repeats(): Repeats {
    const written = [...this.writers];
    const files = (test: (phases: Set<Phase>) => boolean) =>
      written.filter(([, phases]) => test(phases)).map(([file]) => file);
    return {
      ofEarlyStart: files((phases) => phases.has("early") && phases.has("queries")),
      ofEarlierRun: files(
        (phases) => phases.has("carried") && (phases.has("early") || phases.has("queries")),
      ),
    };
  }

  reset(): void {
    this.phase = "carried";
    this.writers.clear();
  }
}
