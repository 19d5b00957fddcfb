import fs from "node:fs";
import path from "node:path";

/**
 * Node-only, build time. `/.well-known/security.txt` (RFC 9116): where to report a vulnerability,
 * and until when that information holds: half a year from the build, inside the RFC's "less than
 * a year" (2.5.5). Every publish, the scheduled one included, writes it again, so no calendar
 * date can stop a build and the live file never goes stale.
 */

export const EXPIRES_AFTER_DAYS = 180;

export type SecurityTxtOptions = {
  /** `mailto:` or `https:` URIs, most preferred first. */
  contact: readonly string[];
  /** The file's own URL. */
  canonical: string;
  /** Languages a report may be written in. */
  preferredLanguages: readonly string[];
};

export class SecurityTxtError extends Error {}

/** The fields in RFC 9116's order of importance; fails on a value the RFC does not allow. */
export function renderSecurityTxt(options: SecurityTxtOptions, now = new Date()): string {
  if (options.contact.length === 0) throw new SecurityTxtError("security.txt needs a Contact");
  for (const contact of options.contact) {
    if (!/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(contact)) {
      throw new SecurityTxtError(`security.txt Contact must be mailto: or https:, not ${contact}`);
    }
  }
  const expires = new Date(now.getTime() + EXPIRES_AFTER_DAYS * 24 * 60 * 60 * 1000);
  return [
    ...options.contact.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${options.preferredLanguages.join(", ")}`,
    `Canonical: ${options.canonical}`,
    "",
  ].join("\n");
}

export function writeSecurityTxt(publicDir: string, options: SecurityTxtOptions): string {
  const target = path.join(publicDir, ".well-known", "security.txt");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, renderSecurityTxt(options));
  return target;
}
