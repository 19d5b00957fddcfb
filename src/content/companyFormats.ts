/**
 * What each kind of company fact must look like, as a pattern and an editor's hint. The build's
 * check (validateCompany.ts) and the CMS's fields (plugins/cms) use the same patterns, so the CMS
 * refuses what the build would.
 */
export type Format = {
  pattern: RegExp;
  /** What is wrong, in an editor's words, for a value that does not match. */
  hint: string;
};

const label = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?";

export const formats = {
  /** An international number as people read it: +, the country code, digits and separators. */
  phone: {
    pattern: /^\+[1-9](?:[ .()-]{0,2}\d){6,13}$/,
    hint: 'a phone number written with + and the country code, e.g. "+91 20 6743 1180" (digits, spaces, dashes, dots, brackets)',
  },
  /** The HTML standard's valid e-mail address, with a dot in the domain. */
  email: {
    pattern: new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${label}(?:\\.${label})+$`),
    hint: 'an e-mail address such as "hello@example.com"',
  },
  /** A full https address with a host name; a path may follow. */
  httpsUrl: {
    pattern: new RegExp(`^https://${label}(?:\\.${label})+(?::\\d{1,5})?(?:[/?#]\\S*)?$`),
    hint: 'a full web address starting with https://, e.g. "https://www.linkedin.com/company/example"',
  },
  date: {
    pattern: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
    hint: 'a date written year-month-day, e.g. "2026-11-22"',
  },
  postalCode: {
    pattern: /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?$/,
    hint: 'a postal code: letters and digits, with spaces or dashes between them, e.g. "411045"',
  },
  /** An ISO 3166 country code. */
  country: { pattern: /^[A-Z]{2}$/, hint: 'a two-letter country code in capitals, e.g. "IN"' },
} satisfies Record<string, Format>;

/** Is it a real day of the calendar (not 2026-02-30)? */
export function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
