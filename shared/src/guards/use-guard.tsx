import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../routing';

import { useSettings } from '../settings/settings-query';
import { sessionAtom } from '../store/store';
import { GuardDialog } from './guard-dialog';
import { checkGuards, type GuardFailure, type GuardOutcome, type GuardRequirements } from './guard-rules';

export interface GuardState {
  /** The outcome now; undefined while the settings a verification check needs are loading. */
  outcome: GuardOutcome | undefined;
  /** Runs `onAllowed` when every rule passes, else opens the "Opps!" dialog. Returns whether it ran. */
  attempt: (onAllowed?: () => void) => boolean;
  /** The dialog a failed attempt opened (null otherwise): render it where the hook is used. */
  dialog: ReactNode;
}

/** The guard outcome for the signed-in user, from the session and `web-settings`. */
export function useGuardOutcome(requirements: GuardRequirements = {}): GuardOutcome | undefined {
  const session = useAtomValue(sessionAtom);
  const settings = useSettings();
  const { pathname, search } = useLocation();
  if (requirements.verification && session.data && !settings) return undefined;
  return checkGuards({ user: session.data, settings, requirements, returnTo: `${pathname}${search}` });
}

/** Guards an action (a button, a link): `attempt(() => navigate('/user/properties'))`. */
export function useGuard(requirements: GuardRequirements = {}): GuardState {
  const outcome = useGuardOutcome(requirements);
  const navigate = useNavigate();
  const [shown, setShown] = useState<GuardFailure | null>(null);

  const attempt = useCallback(
    (onAllowed?: () => void) => {
      if (!outcome) return false;
      if (outcome.allowed) {
        onAllowed?.();
        return true;
      }
      setShown(outcome);
      return false;
    },
    [outcome],
  );

  const dialog = shown ? (
    <GuardDialog
      failure={shown}
      onConfirm={() => {
        setShown(null);
        navigate(shown.redirectTo);
      }}
      onCancel={() => setShown(null)}
    />
  ) : null;

  return { outcome, attempt, dialog };
}
