/**
 * title-cli's exit codes (docs/title-cli.md#exit-codes): scripts can tell a typo from a busy
 * server, a missing thing from a provider that broke the contract.
 */
export const EXIT = {
  ok: 0,
  /** Anything unexpected (a bug, a network failure). */
  failure: 1,
  /** Wrong or missing options or arguments. */
  usage: 2,
  /** The data file, pact file, tenant or user named does not exist. */
  notFound: 3,
  /** The mock API runs on the data file and the command cannot go through it. */
  serverRunning: 4,
  /** The provider failed verification against the pact. */
  verificationFailed: 5,
  /** can-i-deploy answered no. */
  notDeployable: 6,
  /** audit verify found history that does not match (a changed, missing or moved entry). */
  auditFailed: 7,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports in one line and exits with its code. */
export class CliError extends Error {
  /** The command has already printed this failure as JSON (--json), so the CLI does not again. */
  reportedAsJson = false;
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode) {
    super(message);
    this.exitCode = exitCode;
    this.name = 'CliError';
  }
}
