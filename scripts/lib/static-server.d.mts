import type { RequestListener } from "node:http";

export function cacheControl(urlPath: string): string;
export function staticHandler(root: string): RequestListener;
export function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
