import type { AdminSendNoticeBody, NoticeSegment } from '@domus/shared/contract';
import { operatorNoticeLimits } from '@domus/shared/contract/limits';
import { safeSitePath } from '@domus/shared/routing';

/** The compose form as the admin fills it. */
export interface NoticeDraft {
  title: string;
  message: string;
  link: string;
  segment: NoticeSegment;
  city: string;
}

export const emptyDraft: NoticeDraft = { title: '', message: '', link: '', segment: 'everyone', city: '' };

/** What is wrong with a field: the key of its message (`notices.errors.<key>`), as the API checks it too. */
export type DraftProblems = Partial<
  Record<'title' | 'message' | 'link' | 'city', 'required' | 'tooLong' | 'notSitePath'>
>;

export function problemsOf(draft: NoticeDraft): DraftProblems {
  const problems: DraftProblems = {};
  const title = draft.title.trim();
  const message = draft.message.trim();
  const link = draft.link.trim();
  if (!title) problems.title = 'required';
  else if (title.length > operatorNoticeLimits.title) problems.title = 'tooLong';
  if (!message) problems.message = 'required';
  else if (message.length > operatorNoticeLimits.message) problems.message = 'tooLong';
  if (link.length > operatorNoticeLimits.link) problems.link = 'tooLong';
  else if (link && !safeSitePath(link)) problems.link = 'notSitePath';
  if (draft.segment === 'city' && !draft.city) problems.city = 'required';
  return problems;
}

/** The body of admin/notices/send for a draft without problems. */
export const bodyOf = (draft: NoticeDraft): AdminSendNoticeBody => ({
  title: draft.title.trim(),
  message: draft.message.trim(),
  link: draft.link.trim() || undefined,
  segment: draft.segment,
  city: draft.segment === 'city' ? draft.city : undefined,
});
