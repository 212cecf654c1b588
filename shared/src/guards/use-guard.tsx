import { useQuery, useQueryClient } from '../query';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../routing';

import { useSettings } from '../settings/settings-query';
import { sessionAtom } from '../store/store';
import { GuardDialog } from './guard-dialog';
import {
  checkGuards,
  checkPackage,
  packageCheckFailure,
  type GuardFailure,
  type GuardOutcome,
  type GuardRequirements,
} from './guard-rules';
import { packageCheckQueryOptions } from './package-check-query';

export interface GuardState {
  /** The outcome now; undefined while the settings or the package check it needs are not known yet. */
  outcome: GuardOutcome | undefined;
  /**
   * Runs `onAllowed` when every rule passes, else opens the "Opps!" dialog. Returns whether it ran
   * at once: with a package requirement it runs after a fresh `check-package-limit` instead.
   */
  attempt: (onAllowed?: () => void) => boolean;
  /** True while the package of an attempt is being checked (disable the button meanwhile). */
  checking: boolean;
  /** The dialog a failed attempt opened (null otherwise): render it where the hook is used. */
  dialog: ReactNode;
}

/** Sign-in, profile and verification, from the session and `web-settings`; no API call of its own. */
function useSessionOutcome(requirements: GuardRequirements): GuardOutcome | undefined {
  const session = useAtomValue(sessionAtom);
  const settings = useSettings();
  const { pathname, search } = useLocation();
  if (requirements.verification && session.data && !settings) return undefined;
  return checkGuards({ user: session.data, settings, requirements, returnTo: `${pathname}${search}` });
}

/**
 * The outcome for a whole page, with `retry` for a package check that failed. The package is
 * checked (fresh, never from cache) once the other rules pass.
 */
export function usePageGuard(requirements: GuardRequirements = {}): {
  outcome: GuardOutcome | undefined;
  retry: () => void;
} {
  const base = useSessionOutcome(requirements);
  const key = requirements.package;
  const check = useQuery({
    ...packageCheckQueryOptions(key ?? 'property_list'),
    enabled: key !== undefined && base?.allowed === true,
  });
  const retry = useCallback(() => void check.refetch(), [check]);
  if (!key || !base?.allowed) return { outcome: base, retry };
  if (check.isFetching) return { outcome: undefined, retry };
  if (check.isError) return { outcome: packageCheckFailure(), retry };
  return { outcome: check.data ? checkPackage(check.data, key) : undefined, retry };
}

/** The guard outcome for the signed-in user, from the session, `web-settings` and `check-package-limit`. */
export function useGuardOutcome(requirements: GuardRequirements = {}): GuardOutcome | undefined {
  return usePageGuard(requirements).outcome;
}

/**
 * Guards an action (a button, a link): `attempt(() => navigate('/user/properties'))`. A package
 * requirement is checked when the user acts, so the limit is the one of that moment and pages
 * showing the button make no call for it.
 */
export function useGuard(requirements: GuardRequirements = {}): GuardState {
  const base = useSessionOutcome(requirements);
  const key = requirements.package;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [shown, setShown] = useState<GuardFailure | null>(null);
  const [packageOutcome, setPackageOutcome] = useState<GuardOutcome | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);
  const lastAction = useRef<(() => void) | undefined>(undefined);

  const outcome = key && base?.allowed ? packageOutcome : base;

  const attempt = useCallback(
    (onAllowed?: () => void) => {
      if (!base) return false;
      if (!base.allowed) {
        setShown(base);
        return false;
      }
      if (!key) {
        onAllowed?.();
        return true;
      }
      if (inFlight.current) return false;
      inFlight.current = true;
      lastAction.current = onAllowed;
      setChecking(true);
      void queryClient
        .fetchQuery(packageCheckQueryOptions(key))
        .then(
          (check) => checkPackage(check, key),
          () => packageCheckFailure(),
        )
        .then((result) => {
          inFlight.current = false;
          setChecking(false);
          setPackageOutcome(result);
          if (result.allowed) onAllowed?.();
          else setShown(result);
        });
      return false;
    },
    [base, key, queryClient],
  );

  const dialog = shown ? (
    <GuardDialog
      failure={shown}
      onConfirm={() => {
        setShown(null);
        if (shown.reason === 'packageCheckFailed') attempt(lastAction.current);
        else if (shown.redirectTo) navigate(shown.redirectTo);
      }}
      onCancel={() => setShown(null)}
    />
  ) : null;

  return { outcome, attempt, checking, dialog };
}
