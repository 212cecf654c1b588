/**
 * A refusal or a problem the operator can act on (a missing tool, a database in use, a backup
 * from a newer version): the command prints its message alone, without a stack trace, and
 * nothing has been changed.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
