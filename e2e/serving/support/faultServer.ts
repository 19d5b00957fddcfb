import http from "node:http";
import type net from "node:net";

export type Scripted = { status: number; body: string };
export type Hit = { path: string; at: number; status: number };

/**
 * A real local HTTP server for `/locales/...` whose answers are scripted per path: each request
 * takes the next answer of its path's queue (the last one repeats). Every hit is recorded.
 */
export async function startFaultServer(script: Record<string, Scripted[]>) {
  const hits: Hit[] = [];
  const served = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const queue = script[path] ?? [{ status: 404, body: "not found" }];
    const index = served.get(path) ?? 0;
    served.set(path, index + 1);
    const answer = queue[Math.min(index, queue.length - 1)] as Scripted;
    hits.push({ path, at: performance.now(), status: answer.status });
    response.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    hitsOf: (path: string) => hits.filter((hit) => hit.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
