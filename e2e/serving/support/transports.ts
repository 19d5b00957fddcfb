import fs from "node:fs";
import { request, type Answer, type Protocol, type RequestOptions } from "./clients";
import { HTTP_ORIGIN_ENV, required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./env";

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
