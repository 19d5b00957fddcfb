import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PublishContext, Target } from "./target";

/**
 * Publishing to an nginx server: the build in public/ and the nginx files written with it, staged
 * as a release folder and handed to deploy/nginx/push.sh, the one path a pipeline's deploy job
 * runs too. Its environment (PUBLISH_HOST, PUBLISH_SSH, …) is push.sh's.
 */

function push(root: string, env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  const child = spawn("sh", [path.join(root, "deploy", "nginx", "push.sh"), ...args], {
    env,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code ?? 1));
  });
}

export const nginx: Target = {
  async deploy({ root, env, dryRun }: PublishContext) {
    const release = fs.mkdtempSync(path.join(os.tmpdir(), "publish-nginx-"));
    fs.symlinkSync(path.join(root, "public"), path.join(release, "public"));
    fs.symlinkSync(path.join(root, "deploy", "nginx", "generated"), path.join(release, "nginx"));
    try {
      return await push(root, env, dryRun ? ["--dry-run", release] : [release]);
    } finally {
      fs.rmSync(release, { recursive: true, force: true });
    }
  },
  rollback({ root, env, dryRun }: PublishContext) {
    if (!dryRun) return push(root, env, ["--rollback"]);
    console.log(`publish: ${env.PUBLISH_HOST} would go back one release; nothing was changed`);
    return Promise.resolve(0);
  },
};
