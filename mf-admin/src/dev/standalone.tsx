import { runStandalone } from '@domus/shared/remotes';

import * as spa from '../spa';

void runStandalone(spa);
