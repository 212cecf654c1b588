import type { RemoteName } from './remote-map';

/**
 * The federation runtime's refusal of a strict singleton outside a remote's range
 * (@module-federation/runtime-core `getRegisteredShare`): "Version 1.0.0 from shell of shared
 * singleton module @domus/shared/ui does not satisfy the requirement of mf_tools which needs ^2.0.0)".
 */
const refusal =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** A remote built against a version of a shared module (@domus/shared) that this shell does not provide. */
export class SharedVersionError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly sharedModule: string,
    readonly required: string,
    readonly provided: string,
    options?: ErrorOptions,
  ) {
    super(
      `Remote ${remote} cannot run on this site: it needs ${sharedModule} ${required}, and the shell provides ${provided}. ` +
        `Deploy a build of ${remote} made against ${provided.split('.')[0]}.x, or first a shell that provides ${required}.`,
      options,
    );
    this.name = 'SharedVersionError';
  }
}

/** `error` as a SharedVersionError when it (or an error it wraps) is the runtime's version refusal. */
export function asSharedVersionError(remote: RemoteName, error: unknown): SharedVersionError | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const match = refusal.exec(cause.message);
    if (match) {
      const [, provided, , sharedModule, , required] = match;
      return new SharedVersionError(remote, sharedModule, required, provided, { cause: error });
    }
  }
  return undefined;
}
