/** What `npm run publish` asks of a host (scripts/publish/cli.ts lists them). */
export type PublishContext = {
  root: string;
  env: NodeJS.ProcessEnv;
  /** Do everything that can be done without changing what visitors or reviewers see. */
  dryRun: boolean;
};

export type Target = {
  /** Puts the build in public/ live; resolves with the exit code. */
  deploy(context: PublishContext): Promise<number>;
  /** A draft's build on a URL of its own, if the host makes previews. */
  preview?(context: PublishContext, branch: string): Promise<{ code: number; url?: string }>;
  /** Back to the release before the live one. */
  rollback(context: PublishContext): Promise<number>;
};
