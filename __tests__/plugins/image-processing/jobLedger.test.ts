/** @jest-environment node */
import { JobLedger, type CreatedJob } from "../../../plugins/image-processing/jobLedger";

/** A CREATE_JOB_V2 action as Gatsby emits it for gatsby-plugin-sharp. */
const job = (outputs: string[], plugin = "gatsby-plugin-sharp"): CreatedJob => ({
  plugin: { name: plugin },
  payload: {
    job: {
      outputDir: "/site/public/static/abc",
      args: { operations: outputs.map((outputPath) => ({ outputPath })) },
    },
  },
});

describe("image job ledger", () => {
  it("finds files the query run encodes again after the early start", () => {
    const ledger = new JobLedger();
    ledger.phase = "early";
    ledger.record(job(["1/phone.avif", "1/phone.webp"]));
    ledger.phase = "queries";
    ledger.record(job(["1/phone.avif", "1/phone.webp"]));
    expect(ledger.repeats()).toEqual({
      ofEarlyStart: [
        "/site/public/static/abc/1/phone.avif",
        "/site/public/static/abc/1/phone.webp",
      ],
      ofEarlierRun: [],
    });
  });

  it("tells what an earlier run left unfinished from a failure of the early start", () => {
    // gatsby develop encoded one size of a new photo when the browser asked; the build finishes
    // the rest as develop's job and encodes the photo again as its own.
    const ledger = new JobLedger();
    ledger.record(job(["2/priya.avif", "2/priya.webp"]));
    ledger.phase = "early";
    ledger.record(job(["2/priya-64.avif", "2/priya.avif", "2/priya.webp"]));
    ledger.phase = "queries";
    expect(ledger.repeats()).toEqual({
      ofEarlyStart: [],
      ofEarlierRun: [
        "/site/public/static/abc/2/priya.avif",
        "/site/public/static/abc/2/priya.webp",
      ],
    });
  });

  it("counts nothing when the query run shares the early jobs, or for other plugins' jobs", () => {
    const ledger = new JobLedger();
    ledger.phase = "early";
    ledger.record(job(["1/phone.avif"]));
    ledger.phase = "queries";
    ledger.record(job(["1/phone.avif"], "gatsby-plugin-other"));
    ledger.record(job(["3/team.avif"]));
    expect(ledger.repeats()).toEqual({ ofEarlyStart: [], ofEarlierRun: [] });
    ledger.reset();
    expect(ledger.phase).toBe("carried");
  });
});
