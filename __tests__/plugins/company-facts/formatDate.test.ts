/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { formatLongDate } from "../../../plugins/company-facts/formatDate";

const ROOT = path.join(__dirname, "..", "..", "..");

describe("formatLongDate", () => {
  it("writes the date out as each language does", () => {
    expect(formatLongDate("2026-11-22", "en")).toBe("November 22, 2026");
    expect(formatLongDate("2026-11-22", "es")).toBe("22 de noviembre de 2026");
  });

  it("keeps the calendar day on a build machine in any time zone", () => {
    // A process of its own per zone: the zone is read when Node starts.
    const script = `import { formatLongDate } from "./plugins/company-facts/formatDate";
      console.log(new Date(2026, 0, 1).toISOString(), formatLongDate("2026-01-01", "en"));`;
    for (const zone of ["Pacific/Pago_Pago", "Asia/Kolkata", "Pacific/Kiritimati"]) {
      const [midnight, written] = execFileSync(
        path.join(ROOT, "node_modules", ".bin", "tsx"),
        ["-e", script],
        { cwd: ROOT, env: { ...process.env, TZ: zone }, encoding: "utf8" },
      )
        .trim()
        .split(/ (.*)/);
      // Local midnight there is not UTC's: the zone really applied.
      expect([zone, midnight === "2026-01-01T00:00:00.000Z"]).toEqual([zone, false]);
      expect([zone, written]).toEqual([zone, "January 1, 2026"]);
    }
  });
});
