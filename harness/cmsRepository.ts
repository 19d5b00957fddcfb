import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SHIPPED_DIR } from "./shipped";

/**
 * The repository the CMS edits, as a folder of the browser's private file system (OPFS).
 *
 * Sveltia CMS's local mode asks for the project's folder with the File System Access API's
 * `showDirectoryPicker()`, a native dialog no test driver can answer (Playwright issue 8850). The
 * stand-in replaces that one function: it returns a folder in OPFS, which implements the same
 * FileSystemDirectoryHandle the real picker returns, seeded here with the editable files and read
 * back after the CMS has saved. What this leaves untested: the native dialog itself and the
 * browser's permission prompt for a real folder on disk (tried by hand in Chromium,
 * docs/EDITORS.md), and writing to the disk, which the browser does for the CMS.
 */

export type RepoFiles = Record<string, Buffer>;

/**
 * The files the CMS reads and writes as shipped (harness/shipped.ts), not as editors have changed
 * them since, and the `.git` the CMS looks for.
 */
export function projectFiles(): RepoFiles {
  const files = fs
    .readdirSync(SHIPPED_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(SHIPPED_DIR, file)).isFile());
  return {
    ".git/HEAD": Buffer.from("ref: refs/heads/main\n"),
    ...Object.fromEntries(
      files.map((file) => [
        file.split(path.sep).join("/"),
        fs.readFileSync(path.join(SHIPPED_DIR, file)),
      ]),
    ),
  };
}

/** Before any page script: the folder picker answers with the OPFS folder "repo". */
export async function standInForFolderPicker(page: Page): Promise<void> {
  // As text, not a function: tsx (harness/cmsScreenshots.ts) would compile a function with a
  // helper the page does not have.
  await page.addInitScript({
    content: `Object.defineProperty(window, "showDirectoryPicker", {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo"),
    });`,
  });
}

export async function seedRepository(page: Page, files: RepoFiles): Promise<void> {
  const encoded = Object.fromEntries(
    Object.entries(files).map(([file, bytes]) => [file, bytes.toString("base64")]),
  );
  await page.evaluate(async (entries) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry("repo", { recursive: true }).catch(() => undefined);
    const repo = await root.getDirectoryHandle("repo", { create: true });
    for (const [file, base64] of Object.entries(entries)) {
      const parts = file.split("/");
      let folder = repo;
      for (const part of parts.slice(0, -1))
        folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (
        await folder.getFileHandle(parts.at(-1)!, { create: true })
      ).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
      await writable.close();
    }
  }, encoded);
}

/** Every file of the repository folder now, after the CMS's saves. */
export async function readRepository(page: Page): Promise<RepoFiles> {
  const encoded = await page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of folder as unknown as AsyncIterable<
        [string, FileSystemHandle]
      >) {
        if (handle.kind === "directory")
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          files[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("repo"), "");
    return files;
  });
  return Object.fromEntries(
    Object.entries(encoded).map(([file, base64]) => [file, Buffer.from(base64, "base64")]),
  );
}

/** The lines that differ between two versions of a text file, as `-old` / `+new`. */
export function changedLines(before: Buffer | undefined, after: Buffer | undefined): string[] {
  const a = (before ?? Buffer.alloc(0)).toString("utf8").split("\n");
  const b = (after ?? Buffer.alloc(0)).toString("utf8").split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  return [
    ...a.slice(start, endA + 1).map((line) => `-${line}`),
    ...b.slice(start, endB + 1).map((line) => `+${line}`),
  ];
}
