import { formatLongDate } from "../../../plugins/site-schema/formatDate";

describe("formatLongDate", () => {
  it("writes the date out as each language does", () => {
    expect(formatLongDate("2026-11-22", "en")).toBe("November 22, 2026");
    expect(formatLongDate("2026-11-22", "es")).toBe("22 de noviembre de 2026");
  });

  it("keeps the calendar day whatever the build machine's time zone", () => {
    expect(formatLongDate("2026-01-01", "en")).toBe("January 1, 2026");
  });
});
