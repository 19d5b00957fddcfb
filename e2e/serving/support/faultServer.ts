import http from "node:http";
import type net from "node:net";

export type Scripted = { status: number; body: string };

/**
 * A real local HTTP server for `/locales/...` whose answers are scripted per path: each request
 * takes the next answer of its path's queue (the last one repeats). Requests are counted per path.
 */
export async function startFaultServer(script: Record<string, Scripted[]>) {
  const served = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const queue = script[path] ?? [{ status: 404, body: "not found" }];
    const index = served.get(path) ?? 0;
    served.set(path, index + 1);
    const answer = queue[Math.min(index, queue.length - 1)] as Scripted;
    response.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** How many requests for `path` arrived. */
    requestsFor: (path: string) => served.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
