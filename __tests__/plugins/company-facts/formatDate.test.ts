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
    // In a process of its own: Node applies a change of TZ, jest's copy of the environment not.
    const zones = ["Pacific/Pago_Pago", "Asia/Kolkata", "Pacific/Kiritimati"];
    const script = `import { formatLongDate } from "./plugins/company-facts/formatDate";
      for (const zone of ${JSON.stringify(zones)}) {
        process.env.TZ = zone;
        console.log(zone, new Date(2026, 0, 1).toISOString(), formatLongDate("2026-01-01", "en"));
      }`;
    const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
    const lines = execFileSync(tsx, ["-e", script], { cwd: ROOT, encoding: "utf8" });
    const results = lines.trim().split("\n");
    expect(results.map((line) => line.split(" ")[0])).toEqual(zones);
    for (const line of results) {
      const [zone, midnight, written] = line.split(/ (\S+) (.*)/);
      // Local midnight there is not UTC's: the zone really applied.
      expect([zone, midnight === "2026-01-01T00:00:00.000Z"]).toEqual([zone, false]);
      expect([zone, written]).toEqual([zone, "January 1, 2026"]);
    }
  });
});
