import net from "node:net";
import tls from "node:tls";

export type RawAnswer = {
  status: number;
  /** Header lines in the order sent, names lower-cased: a doubled header shows up twice. */
  headers: [string, string][];
  /** Milliseconds from connecting to the end of the answer. */
  ms: number;
};

export type RawOptions = {
  /** The client socket's own address, e.g. "127.0.0.2" to be another client. */
  localAddress?: string;
  /** The self-signed certificate to trust for an https origin. */
  certificate?: string;
  timeoutMs?: number;
};

/**
 * Sends `request` byte for byte (no client library normalizes or refuses it) and reads one answer
 * head: the status line and headers. Rejects when nothing arrives in time.
 */
export function rawRequest(
  origin: string,
  request: string | Buffer,
  { localAddress, certificate, timeoutMs = 5000 }: RawOptions = {},
): Promise<RawAnswer> {
  const url = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const options = { host: url.hostname, port: Number(url.port), localAddress };
    const socket =
      url.protocol === "https:"
        ? tls.connect({ ...options, ca: certificate, servername: undefined })
        : net.connect(options);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const [statusLine = "", ...lines] = received
        .subarray(0, end)
        .toString("latin1")
        .split("\r\n");
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
        ms: performance.now() - started,
      });
      return true;
    };
    socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () =>
      socket.write(request),
    );
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finish();
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`closed without an answer: ${received.toString("latin1").slice(0, 200)}`));
      }
    });
  });
}

/** The value of a header sent once; fails on a header sent twice. */
export function single(answer: RawAnswer, name: string): string | undefined {
  const values = answer.headers.filter(([key]) => key === name).map(([, value]) => value);
  if (values.length > 1) throw new Error(`${name} sent ${values.length} times`);
  return values[0];
}

/** Names of the headers an answer carries more than once. */
export function doubled(answer: RawAnswer): string[] {
  const names = answer.headers.map(([name]) => name);
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}

/** A request with the given extra header lines and body; the connection closes after it. */
export function request(
  method: string,
  path: string,
  host: string,
  headerLines: readonly string[] = [],
  body = "",
): string {
  return [
    `${method} ${path} HTTP/1.1`,
    `Host: ${host}`,
    ...headerLines,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}
