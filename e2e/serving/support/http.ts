import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decompressed body. */
  body: string;
};

/** One request, no redirect following, headers exactly as the server sent them. */
export function get(
  url: string,
  {
    gzip = false,
    certificate,
    insecure = false,
  }: {
    gzip?: boolean;
    certificate?: string;
    /** Accept any certificate (a local runtime's self-signed one, loopback only). */
    insecure?: boolean;
  } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const headers: http.OutgoingHttpHeaders = gzip ? { "Accept-Encoding": "gzip" } : {};
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        headers,
        ca: certificate ? fs.readFileSync(certificate) : undefined,
        rejectUnauthorized: !insecure,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: body.toString("utf8"),
          });
        });
      },
    );
    request.on("error", reject);
  });
}

/** `script-src` (or any directive) of a policy, as a list of sources. */
/**
 * What a fetch directive allows once `default-src` fills in for it. A page's policy says
 * `default-src 'self'` for the manifest (WebKit does not know `manifest-src`); everything else
 * is as strict as `default-src 'none'` made it.
 */
export function allowedSources(csp: string, name: string): string[] | undefined {
  return directive(csp, name) ?? directive(csp, "default-src");
}

/** No response lets anything load that the site never uses: plugins, media, frames, workers. */
export const NEVER_LOADED = ["object-src", "media-src", "frame-src", "worker-src"] as const;

export function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}
