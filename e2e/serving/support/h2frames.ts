import { tlsSocket } from "./clients";

/**
 * A bare HTTP/2 client that writes frames exactly as told, for what a well-behaved client library
 * never sends: more streams than the server allows, streams reset as fast as they are opened,
 * header lists that HPACK makes tiny on the wire and huge once decoded. It reads back what the
 * server did with each stream (status, reset code) and with the connection (GOAWAY).
 */

export const FRAME = {
  DATA: 0x0,
  HEADERS: 0x1,
  RST_STREAM: 0x3,
  SETTINGS: 0x4,
  PING: 0x6,
  GOAWAY: 0x7,
  WINDOW_UPDATE: 0x8,
} as const;
const FLAG = { END_STREAM: 0x1, ACK: 0x1, END_HEADERS: 0x4 } as const;
export const ERROR = {
  NO_ERROR: 0,
  PROTOCOL_ERROR: 1,
  REFUSED_STREAM: 7,
  CANCEL: 8,
  ENHANCE_YOUR_CALM: 11,
} as const;
const SETTING = { MAX_CONCURRENT_STREAMS: 0x3, INITIAL_WINDOW_SIZE: 0x4 } as const;

/** HPACK integer with an N-bit prefix (RFC 7541, section 5.1). */
function hpackInteger(value: number, prefixBits: number, firstByte: number): Buffer {
  const max = (1 << prefixBits) - 1;
  if (value < max) return Buffer.from([firstByte | value]);
  const bytes = [firstByte | max];
  let rest = value - max;
  while (rest >= 128) {
    bytes.push((rest % 128) + 128);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}
/** A string literal without Huffman coding. */
const hpackString = (text: string) =>
  Buffer.concat([hpackInteger(Buffer.byteLength(text), 7, 0), Buffer.from(text)]);

export const hpack = {
  /** A header from the static or dynamic table (RFC 7541, section 6.1). */
  indexed: (index: number) => hpackInteger(index, 7, 0x80),
  /** Literal value for a table name, not indexed (section 6.2.2). */
  literal: (nameIndex: number, value: string) =>
    Buffer.concat([hpackInteger(nameIndex, 4, 0x00), hpackString(value)]),
  /** New name and value, added to the dynamic table at index 62 (section 6.2.1). */
  literalIndexed: (name: string, value: string) =>
    Buffer.concat([Buffer.from([0x40]), hpackString(name), hpackString(value)]),
};
/** Static table indexes (RFC 7541, appendix A). */
const STATIC = { AUTHORITY: 1, METHOD_GET: 2, PATH: 4, SCHEME_HTTPS: 7 } as const;

/** `GET <path>` over https, as a header block. */
export function getHeaderBlock(authority: string, path: string, extra: Buffer[] = []): Buffer {
  return Buffer.concat([
    hpack.indexed(STATIC.METHOD_GET),
    hpack.indexed(STATIC.SCHEME_HTTPS),
    hpack.literal(STATIC.PATH, path),
    hpack.literal(STATIC.AUTHORITY, authority),
    ...extra,
  ]);
}

export function frame(
  type: number,
  flags: number,
  stream: number,
  payload: Buffer = Buffer.alloc(0),
): Buffer {
  const head = Buffer.alloc(9);
  head.writeUIntBE(payload.length, 0, 3);
  head.writeUInt8(type, 3);
  head.writeUInt8(flags, 4);
  head.writeUInt32BE(stream & 0x7fffffff, 5);
  return Buffer.concat([head, payload]);
}
const uint32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

export type StreamOutcome = { status?: number; reset?: number; dataBytes: number; ended: boolean };

export type RawH2 = {
  /** What the server did with each stream the client opened, by stream id. */
  streams: Map<number, StreamOutcome>;
  /** The server's SETTINGS. */
  settings: Map<number, number>;
  goaway?: { lastStream: number; error: number };
  closed: boolean;
  /** Sends `GET path` on a new stream (END_STREAM: no body); returns the stream id. */
  get(path: string, extra?: Buffer[]): number;
  /** Sends any frames as they are. */
  write(...frames: Buffer[]): void;
  /**
   * Sends a PING, which the server must answer: nginx holds its last 16 KB of frames in its TLS
   * buffer while every stream waits for a window, and its answer to the PING flushes them.
   */
  ping(): void;
  /** Resolves once `done()` holds (checked on every frame) or the connection closed. */
  until(done: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
};

/** `:status` as nginx writes it: a static-table index, or a literal after name index 8. */
function readStatus(block: Buffer): number | undefined {
  const first = block[0] ?? 0;
  const indexed: Record<number, number> = {
    0x88: 200,
    0x89: 204,
    0x8a: 206,
    0x8b: 304,
    0x8c: 400,
    0x8d: 404,
    0x8e: 500,
  };
  if (indexed[first]) return indexed[first];
  if ((first === 0x48 || first === 0x08) && block[1] === 3) {
    return Number(block.subarray(2, 5).toString("latin1"));
  }
  return undefined;
}

/**
 * Connects with ALPN h2 and sends the preface and our SETTINGS (`initialWindowSize` 0 keeps every
 * response from sending its body, so its stream stays open).
 */
export async function connectRawH2(
  origin: string,
  {
    certificate,
    initialWindowSize,
    localAddress,
  }: { certificate?: string; initialWindowSize?: number; localAddress?: string } = {},
): Promise<RawH2> {
  const url = new URL(origin);
  const socket = tlsSocket(url, { certificate, localAddress, alpn: ["h2"] });
  await new Promise<void>((resolve, reject) => {
    socket.once("secureConnect", resolve);
    socket.once("error", reject);
  });
  if (socket.alpnProtocol !== "h2") throw new Error(`ALPN chose ${socket.alpnProtocol}`);
  const settings =
    initialWindowSize === undefined
      ? Buffer.alloc(0)
      : Buffer.concat([Buffer.from([0, SETTING.INITIAL_WINDOW_SIZE]), uint32(initialWindowSize)]);
  socket.write(
    Buffer.concat([
      Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1"),
      frame(FRAME.SETTINGS, 0, 0, settings),
    ]),
  );

  let nextStream = 1;
  let received: Buffer = Buffer.alloc(0);
  const waiters = new Set<() => void>();
  const client: RawH2 = {
    streams: new Map(),
    settings: new Map(),
    closed: false,
    get(path, extra = []) {
      const id = nextStream;
      nextStream += 2;
      client.streams.set(id, { dataBytes: 0, ended: false });
      const block = getHeaderBlock(url.host, path, extra);
      socket.write(frame(FRAME.HEADERS, FLAG.END_STREAM | FLAG.END_HEADERS, id, block));
      return id;
    },
    write(...frames) {
      if (!socket.destroyed) socket.write(Buffer.concat(frames));
    },
    ping() {
      client.write(frame(FRAME.PING, 0, 0, Buffer.alloc(8)));
    },
    until(done, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (done() || client.closed) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`HTTP/2 condition not met within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      socket.destroy();
    },
  };

  const onFrame = (type: number, flags: number, stream: number, payload: Buffer) => {
    const outcome = client.streams.get(stream);
    if (type === FRAME.SETTINGS && !(flags & FLAG.ACK)) {
      for (let at = 0; at + 6 <= payload.length; at += 6) {
        client.settings.set(payload.readUInt16BE(at), payload.readUInt32BE(at + 2));
      }
      socket.write(frame(FRAME.SETTINGS, FLAG.ACK, 0));
    } else if (type === FRAME.HEADERS && outcome) {
      outcome.status ??= readStatus(payload);
      if (flags & FLAG.END_STREAM) outcome.ended = true;
    } else if (type === FRAME.DATA && outcome) {
      outcome.dataBytes += payload.length;
      if (flags & FLAG.END_STREAM) outcome.ended = true;
    } else if (type === FRAME.RST_STREAM && outcome) {
      outcome.reset = payload.readUInt32BE(0);
    } else if (type === FRAME.GOAWAY) {
      client.goaway = {
        lastStream: payload.readUInt32BE(0) & 0x7fffffff,
        error: payload.readUInt32BE(4),
      };
    } else if (type === FRAME.PING && !(flags & FLAG.ACK)) {
      socket.write(frame(FRAME.PING, FLAG.ACK, 0, payload));
    }
  };

  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    while (received.length >= 9) {
      const length = received.readUIntBE(0, 3);
      if (received.length < 9 + length) break;
      const payload = received.subarray(9, 9 + length);
      onFrame(received[3] ?? 0, received[4] ?? 0, received.readUInt32BE(5) & 0x7fffffff, payload);
      received = received.subarray(9 + length);
    }
    for (const waiter of [...waiters]) waiter();
  });
  const onClose = () => {
    client.closed = true;
    for (const waiter of [...waiters]) waiter();
  };
  socket.on("close", onClose);
  socket.on("error", onClose);
  return client;
}

export { FLAG, SETTING, uint32 };
