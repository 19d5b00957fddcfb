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

/** The status line and header lines of an answer head (up to, without, the blank line). */
function parseHead(head: Buffer): Omit<RawAnswer, "ms"> {
  const [statusLine = "", ...lines] = head.toString("latin1").split("\r\n");
  return {
    status: Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers: lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  };
}

/**
 * Connects to `url` from `localAddress` (TLS for https, trusting `certificate`, offering
 * `alpn` when given) and sends `request` byte for byte once connected.
 */
function connectAndSend(
  url: URL,
  request: string | Buffer,
  { localAddress, certificate }: RawOptions,
  alpn?: string[],
): net.Socket {
  const options = { host: url.hostname, port: Number(url.port), localAddress };
  const secure = url.protocol === "https:";
  const socket = secure
    ? tls.connect({ ...options, ca: certificate, ALPNProtocols: alpn })
    : net.connect(options);
  socket.once(secure ? "secureConnect" : "connect", () => socket.write(request));
  return socket;
}

/**
 * Sends `request` byte for byte (no client library normalizes or refuses it) and reads one answer
 * head: the status line and headers. Rejects when nothing arrives in time.
 */
export function rawRequest(
  origin: string,
  request: string | Buffer,
  { timeoutMs = 5000, ...connection }: RawOptions = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connectAndSend(new URL(origin), request, connection);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseHead(received.subarray(0, end)), ms: performance.now() - started });
      return true;
    };
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
export function single(answer: Pick<RawAnswer, "headers">, name: string): string | undefined {
  const values = answer.headers.filter(([key]) => key === name).map(([, value]) => value);
  if (values.length > 1) throw new Error(`${name} sent ${values.length} times`);
  return values[0];
}

/** Names of the headers an answer carries more than once. */
export function doubled(answer: Pick<RawAnswer, "headers">): string[] {
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

export type RawExchange = {
  /** Everything the server sent before it closed the connection. */
  received: Buffer;
  /** The head parsed, when one arrived. */
  answer?: RawAnswer;
  /** The body after the head (the requests here ask for no compression). */
  body: Buffer;
};

/**
 * Sends `request` byte for byte and reads until the server closes the connection (send
 * `Connection: close`), or until `timeoutMs`. A reset connection counts as closed.
 */
export function rawExchange(
  origin: string,
  request: string | Buffer,
  { timeoutMs = 5000, ...connection }: RawOptions = {},
): Promise<RawExchange> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connectAndSend(new URL(origin), request, connection, ["http/1.1"]);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection stayed open for ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      clearTimeout(timer);
      const received = Buffer.concat(chunks);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) {
        resolve({ received, body: Buffer.alloc(0) });
        return;
      }
      const head = parseHead(received.subarray(0, end));
      resolve({
        received,
        answer: { ...head, ms: performance.now() - started },
        body: received.subarray(end + 4),
      });
    });
  });
}
