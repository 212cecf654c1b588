import { RequireAccess } from '@domus/shared/guards';
import { Route, Routes } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ChatPage } from './components/chat-page';
import { NotFoundPage } from './components/not-found-page';

/** The pages of mf-chat, at the absolute paths the shell hands to this remote. */
export default function ChatRoutes() {
  return (
    <Routes>
      {/* A visitor goes to `/login?redirect=/user/chat…` and comes back to the same conversation. */}
      <Route
        path={pagePaths.chat}
        element={
          <RequireAccess>
            <ChatPage />
          </RequireAccess>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
