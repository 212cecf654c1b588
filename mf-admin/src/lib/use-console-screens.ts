import { isOperator } from '@domus/shared/contract/rules/roles';
import { useSessionUser } from '@domus/shared/store';

import { screensFor } from './console-paths';

/** The screens the signed-in operator works (none for anyone else). */
export function useConsoleScreens() {
  const role = useSessionUser()?.role;
  return isOperator(role) ? screensFor(role) : [];
}
