/** What `npm run publish` asks of a host (scripts/publish/cli.ts lists them); deploy.sh does the rest. */
export type Target = {
  /**
   * The folders of a release for this host, from the build in public/ (staged first where the
   * host needs its own files): `public` is what the host serves.
   */
  stage(root: string, env: NodeJS.ProcessEnv): Record<string, string>;
  /** The longest preview alias the host takes; none: the host makes no previews. */
  aliasRoom?(): number;
};
