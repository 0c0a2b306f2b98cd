/**
 * What a command, registered in a file of its own, reads from the program: the
 * site folder and config file the global options name, and how to report its exit code.
 */
export interface CommandContext {
  /** Absolute path of the site folder (`--site-dir`, default the current folder). */
  siteDir(): string;
  /** Path of the config file (`--config`), relative to the site folder or absolute; undefined for site.config.json. */
  configFile(): string | undefined;
  /** Sets the exit code the command line ends with. */
  setExitCode(code: number): void;
}
