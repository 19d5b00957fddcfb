import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import tls from "node:tls";
import { HTTP_ORIGIN_ENV, required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./env";

/**
 * One request over a chosen protocol, with the answer exactly as sent: every header line in order
 * (names lower-cased, so a doubled header shows twice) and the body's bytes as they arrived, not
 * decompressed. HTTP/1.1 over TLS is chosen through ALPN, as a browser without HTTP/2 would.
 */

export type Protocol = "http/1.1" | "h2";

export type Answer = {
  protocol: Protocol;
  status: number;
  headers: [string, string][];
  body: Buffer;
};

export type RequestOptions = {
  protocol: Protocol;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The self-signed certificate of the TLS origin. */
  certificate?: string;
  /** The client socket's address, e.g. "127.0.0.2" to be another client. */
  localAddress?: string;
  /** HTTP/1.1: the connections to share (keep-alive); by default one of its own. */
  agent?: http.Agent;
};

const pairs = (raw: string[]): [string, string][] =>
  Array.from({ length: raw.length / 2 }, (_, i) => [
    (raw[2 * i] as string).toLowerCase(),
    raw[2 * i + 1] as string,
  ]);

function requestH1(url: URL, options: RequestOptions): Promise<Answer> {
  const tls = url.protocol === "https:";
  const client = tls ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        agent: options.agent ?? false,
        localAddress: options.localAddress,
        ...(tls ? { ca: options.certificate, ALPNProtocols: ["http/1.1"] } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            protocol: "http/1.1",
            status: response.statusCode ?? 0,
            headers: pairs(response.rawHeaders),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** An HTTP/2 session to a TLS origin (ALPN h2), with the client's own settings; close it. */
export function connectH2(
  origin: string,
  options: Pick<RequestOptions, "certificate" | "localAddress"> & {
    settings?: http2.Settings;
  } = {},
): Promise<http2.ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, {
      settings: options.settings,
      createConnection: (url) => {
        const { hostname: host, port } = url as URL;
        // Node's types leave out the socket options tls.connect passes on, localAddress among them.
        const socket = { host, port: Number(port), localAddress: options.localAddress };
        return tls.connect({ ...socket, ca: options.certificate, ALPNProtocols: ["h2"] });
      },
    });
    session.once("error", reject);
    // Requests wait for the server's SETTINGS: a body sent before them would use the default
    // window, larger than the one this server allows.
    session.once("remoteSettings", () => {
      session.off("error", reject);
      resolve(session);
    });
  });
}

/** One request on an open HTTP/2 session. */
export function requestOnSession(
  session: http2.ClientHttp2Session,
  path: string,
  options: Omit<RequestOptions, "protocol"> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(
      { ":method": options.method ?? "GET", ":path": path, ...options.headers },
      // Node would otherwise end a GET's stream before its body.
      { endStream: options.body === undefined },
    );
    let status = 0;
    let headers: [string, string][] = [];
    const chunks: Buffer[] = [];
    // Node passes the header lines as sent after the parsed headers and the flags.
    const onResponse = (_headers: unknown, _flags: number, raw: string[]) => {
      const all = pairs(raw);
      status = Number(all.find(([name]) => name === ":status")?.[1]);
      headers = all.filter(([name]) => !name.startsWith(":"));
    };
    stream.on("response", onResponse as (headers: http2.IncomingHttpHeaders) => void);
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () =>
      resolve({ protocol: "h2", status, headers, body: Buffer.concat(chunks) }),
    );
    stream.on("error", reject);
    if (options.body !== undefined) stream.end(options.body);
  });
}

export async function request(
  origin: string,
  path: string,
  options: RequestOptions,
): Promise<Answer> {
  if (options.protocol === "http/1.1") return requestH1(new URL(path, origin), options);
  const session = await connectH2(origin, options);
  try {
    return await requestOnSession(session, path, options);
  } finally {
    session.close();
  }
}

/** The three ways a client reaches the site: plain HTTP/1.1, HTTP/1.1 over TLS, HTTP/2. */
export type Transport = { name: string; origin: () => string; protocol: Protocol; tls: boolean };

export const TRANSPORTS: readonly Transport[] = [
  { name: "HTTP/1.1", origin: () => required(HTTP_ORIGIN_ENV), protocol: "http/1.1", tls: false },
  {
    name: "HTTP/1.1 over TLS",
    origin: () => required(TLS_ORIGIN_ENV),
    protocol: "http/1.1",
    tls: true,
  },
  { name: "HTTP/2", origin: () => required(TLS_ORIGIN_ENV), protocol: "h2", tls: true },
];

/** One request through a transport (trusting TLS mode's self-signed certificate). */
export function fetchVia(
  transport: Transport,
  path: string,
  options: Omit<RequestOptions, "protocol" | "certificate"> = {},
): Promise<Answer> {
  const certificate = transport.tls ? fs.readFileSync(required(TLS_CERT_ENV), "utf8") : undefined;
  return request(transport.origin(), path, {
    ...options,
    protocol: transport.protocol,
    certificate,
  });
}
