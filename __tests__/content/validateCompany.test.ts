/** @jest-environment node */
import { formats } from "../../src/content/companyFormats";
import { latestToday, validateCompany } from "../../src/content/validateCompany";
import { formatProblem } from "../../src/content/fileProblem";
import { shipped } from "../../harness/shipped";
import { positionAt } from "../../src/content/jsonSyntax";

const committed = shipped("src/config/company.json");
const context = { officeIds: ["pune", "bengaluru"], countries: ["IN"], today: "2026-11-25" };

/** The shipped facts with one change, as an editor would save them (2-space JSON). */
type Facts = {
  [fact: string]: unknown;
  phone: string;
  emails: Record<string, string>;
  messaging: Record<string, string>;
  offices: Record<string, string>[];
  social: Record<string, string>[];
};
function edited(change: (facts: Facts) => void): string {
  const facts = JSON.parse(committed) as Facts;
  change(facts);
  return `${JSON.stringify(facts, null, 2)}\n`;
}
const check = (content: string, today = context.today) =>
  validateCompany(content, { ...context, today }).map(formatProblem);

/** `line:column` where `text` first starts in `content`. */
function at(content: string, text: string): string {
  const { line, column } = positionAt(content, content.indexOf(text));
  return `${line}:${column}`;
}

describe("validateCompany", () => {
  it("accepts the shipped facts", () => {
    expect(check(committed)).toEqual([]);
  });

  it("points at a line the CMS would write otherwise", () => {
    const oneLine = committed.replace(
      /"emails": \{\n\s+("general": "[^"]+"),\n\s+("careers": "[^"]+")\n\s+\}/,
      '"emails": { $1, $2 }',
    );
    expect(oneLine).not.toBe(committed);
    expect(check(oneLine)).toEqual([
      `src/config/company.json:${at(oneLine, ' "general"')} Start a new line after "emails": { (the CMS writes the file with each entry on its own line, indented by two spaces per level, letters typed as they are (ñ, not \\u00f1)).`,
    ]);
  });

  it("names a phone, an e-mail address and a web address that are not one, where they are", () => {
    const content = edited((facts) => {
      facts.phone = "020 6743 1180";
      facts.emails.careers = "careers at sahyadrisoftware.com";
      facts.messaging.url = "http://wa.me/912067431180";
    });
    expect(check(content)).toEqual([
      `src/config/company.json:${at(content, '"phone"')} phone "020 6743 1180" is not ${formats.phone.hint}.`,
      `src/config/company.json:${at(content, '"careers"')} emails.careers "careers at sahyadrisoftware.com" is not ${formats.email.hint}.`,
      `src/config/company.json:${at(content, '"url": "http:')} messaging.url "http://wa.me/912067431180" is not ${formats.httpsUrl.hint}.`,
    ]);
  });

  it("names an office, a country and a network the code has no words or icon for", () => {
    const content = edited((facts) => {
      facts.offices[1]!.id = "chennai";
      facts.offices[1]!.country = "in";
      facts.social[2]!.network = "twitter";
    });
    expect(check(content).map((line) => line.replace(/^[^ ]+ /, ""))).toEqual([
      `offices[chennai].id "chennai" must be one of pune, bengaluru (each office's name is offices.<id>.name in the locale files).`,
      `offices[chennai].country "in" must be one of IN (each country's name is countries.<code> in the locale files).`,
      `social[twitter].network "twitter" must be one of linkedin, instagram, x, facebook, github, medium (the networks the footer has an icon for).`,
    ]);
  });

  it("refuses an empty address line, a duplicate network, an unknown and a missing fact", () => {
    const content = edited((facts) => {
      facts.offices[0]!.locality = " ";
      facts.social.push({ network: "github", url: "https://github.com/other" });
      facts.fax = "+91 20 0000 0000";
      delete facts.emails.general;
    });
    expect(check(content).map((line) => line.replace(/^[^ ]+ /, ""))).toEqual([
      `offices[pune].locality " " is empty: write it.`,
      `emails.general is missing: add it to emails.`,
      `social[github] is in the list twice: keep one.`,
      `fax is not a fact the site uses: remove it, or check its spelling (offices, phone, emails, messaging, social, privacyPolicyUpdated).`,
    ]);
  });

  it("needs the privacy policy's date as a real past day", () => {
    const dated = (date: string) => check(edited((facts) => (facts.privacyPolicyUpdated = date)));
    expect(dated("2026-11-25")).toEqual([]);
    expect(dated("2026-02-30")[0]).toMatch(/privacyPolicyUpdated "2026-02-30" is not a date/);
    expect(dated("22/11/2026")[0]).toMatch(/is not a date written year-month-day/);
    expect(dated("2026-11-26")[0]).toMatch(/"2026-11-26" is in the future/);
  });

  it("takes an editor's own today in any time zone, whatever the clock's zone", () => {
    // 20:00 UTC is already the next day from UTC+4 eastwards (01:30 in India).
    const lateEvening = new Date("2026-11-27T20:00:00Z");
    const dated = (date: string) =>
      check(
        edited((facts) => (facts.privacyPolicyUpdated = date)),
        latestToday(lateEvening),
      );
    expect(dated("2026-11-28")).toEqual([]);
    expect(dated("2026-11-29")[0]).toMatch(/"2026-11-29" is in the future/);
  });

  it("points at a syntax error like the locale check", () => {
    const content = committed.replace(
      '"phone": "+91 20 6743 1180",',
      '"phone": "+91 20 6743 1180"',
    );
    const endOfPhone = at(content, '"phone"').replace(/:\d+$/, ":30");
    expect(check(content)).toEqual([
      `src/config/company.json:${endOfPhone} A comma is missing at the end of this line.`,
    ]);
  });
});

describe("formats", () => {
  it.each([
    ["phone", "+91 20 6743 1180", "+91 (20) 6743-1180", "+1 (415) 555-0100", "+44 20 7946 0958"],
    ["email", "hello@sahyadrisoftware.com", "first.last+tag@mail.example.co.in"],
    ["httpsUrl", "https://medium.com/@sahyadrisoftware", "https://wa.me/912067431180?text=Hi"],
    ["postalCode", "411045", "SW1A 1AA", "10115"],
  ] as const)("%s accepts real values", (format, ...values) => {
    for (const value of values) expect(value).toMatch(formats[format].pattern);
  });

  it.each([
    ["phone", "912067431180", "+91 20 6743 1180 ext 2", "+0 20 6743 1180", "+91"],
    ["email", "hello@localhost", "hello @example.com", "hello@exa mple.com", "@example.com"],
    [
      "httpsUrl",
      "http://example.com",
      "https://user:pass@example.com",
      "https://localhost",
      "javascript:alert(1)",
    ],
    ["postalCode", "", "411 045 000 000", "4110-"],
  ] as const)("%s refuses look-alikes", (format, ...values) => {
    for (const value of values) expect(value).not.toMatch(formats[format].pattern);
  });
});
