import fs from "node:fs";
import tls from "node:tls";
import { expect, test } from "@playwright/test";
import { required, TLS_CERT_ENV, TLS_ORIGIN_ENV } from "./support/env";

type Handshake =
  | { ok: true; protocol: string; cipher: string; ticket: boolean; alpn: string | false }
  | { ok: false };

/** One TLS handshake with the given client limits; reports what was agreed. */
function handshake(options: tls.ConnectionOptions): Promise<Handshake> {
  const origin = new URL(required(TLS_ORIGIN_ENV));
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: origin.hostname,
      port: Number(origin.port),
      ca: fs.readFileSync(required(TLS_CERT_ENV)),
      ...options,
    });
    socket.setTimeout(5000, () => socket.destroy());
    socket.once("secureConnect", () => {
      // A TLS 1.2 server that issues tickets sends one during the handshake.
      const result: Handshake = {
        ok: true,
        protocol: socket.getProtocol() ?? "",
        cipher: socket.getCipher().standardName,
        ticket: socket.getTLSTicket() !== undefined,
        alpn: socket.alpnProtocol ?? false,
      };
      socket.end();
      resolve(result);
    });
    socket.once("error", () => resolve({ ok: false }));
    socket.once("close", () => resolve({ ok: false }));
  });
}

test("TLS 1.3 and TLS 1.2 with forward-secret AEAD suites only; no session tickets", async () => {
  const modern = await handshake({});
  expect(modern).toMatchObject({ ok: true, protocol: "TLSv1.3" });

  for (const cipher of ["ECDHE-RSA-AES128-GCM-SHA256", "ECDHE-RSA-CHACHA20-POLY1305"]) {
    const agreed = await handshake({ maxVersion: "TLSv1.2", ciphers: cipher });
    expect(agreed, cipher).toMatchObject({ ok: true, protocol: "TLSv1.2", ticket: false });
  }
  // CBC, SHA-1 and suites without forward secrecy (static RSA key exchange) are refused, and so
  // is TLS 1.1. SECLEVEL=0 lets Node's OpenSSL offer them at all: the refusal is the server's.
  for (const cipher of ["ECDHE-RSA-AES128-SHA", "ECDHE-RSA-AES256-SHA384", "AES128-GCM-SHA256"]) {
    const refused = await handshake({ maxVersion: "TLSv1.2", ciphers: `${cipher}:@SECLEVEL=0` });
    expect(refused, cipher).toEqual({ ok: false });
  }
  const old = {
    maxVersion: "TLSv1.1",
    minVersion: "TLSv1",
    ciphers: "DEFAULT:@SECLEVEL=0",
  } as const;
  expect(await handshake(old)).toEqual({ ok: false });
});

test("HTTP/2 for the clients that offer it, HTTP/1.1 for the others (ALPN)", async () => {
  expect(await handshake({ ALPNProtocols: ["h2", "http/1.1"] })).toMatchObject({ alpn: "h2" });
  expect(await handshake({ ALPNProtocols: ["http/1.1"] })).toMatchObject({ alpn: "http/1.1" });
});
