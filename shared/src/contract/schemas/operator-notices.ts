import { z } from 'zod';
import { safeSitePath } from '../../routing/site-path';
import { successEnvelope } from '../envelope';
import { operatorNoticeLimits } from '../limits';
import { isoDateTime, keysetEnvelope, keysetFields, queryChoice, queryText } from './common';
import { failField, isBlankField } from './form-fields';

/*
 * Notices an admin sends to everyone or to a segment (the console's Notices screen, `pnpm admin
 * notices:send`): each recipient finds it in their notifications, and their devices get a push.
 */

/**
 * Who a notice goes to; every segment counts active accounts only. `members`: role user (agents
 * included, operators not); `agents`: verified agents; `city`: accounts whose profile city is it.
 */
export const noticeSegments = ['everyone', 'members', 'agents', 'city'] as const;
export type NoticeSegment = (typeof noticeSegments)[number];

const cityRequired = (segment: NoticeSegment | undefined, city: string | undefined, ctx: z.RefinementCtx) => {
  if (segment === 'city' && !city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'city is required' });
};

/** admin/notices/audience: how many accounts a segment reaches now (the count shown before sending). */
export const adminNoticeAudienceQuery = z
  .object({
    /** Everyone when absent. */
    segment: queryChoice('segment', noticeSegments).transform((segment) => segment ?? 'everyone'),
    city: queryText('city', 100),
  })
  .superRefine((query, ctx) => cityRequired(query.segment, query.city, ctx));
export const noticeAudienceSchema = z.object({
  segment: z.enum(noticeSegments),
  /** The city as the site names it (segment city), else null. */
  city: z.string().nullable(),
  recipients: z.number().int().nonnegative(),
});
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;
export const adminNoticeAudienceReply = successEnvelope(noticeAudienceSchema);

/** admin/notices/cities: the site's cities by name, for the city segment. */
export const adminNoticeCitiesReply = successEnvelope(z.array(z.string()));

/** A required text field, trimmed, at most `max` characters. */
const noticeText = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` });

/** admin/notices/send: the notice, its optional link (a path of this site) and its segment. */
export const adminSendNoticeBody = z
  .object({
    title: noticeText('title', operatorNoticeLimits.title),
    message: noticeText('message', operatorNoticeLimits.message),
    link: z
      .union([z.string({ error: 'link must be text' }), z.null()])
      .optional()
      .transform((value, ctx): string | null => {
        if (isBlankField(value)) return null;
        const link = value!.trim();
        if (link.length > operatorNoticeLimits.link) {
          return failField(ctx, `link must be at most ${operatorNoticeLimits.link} characters`);
        }
        return safeSitePath(link) ?? failField(ctx, 'link must be a path of this site, such as /properties');
      }),
    segment: z.enum(noticeSegments, { error: `segment must be one of: ${noticeSegments.join(', ')}` }),
    city: z
      .union([z.string({ error: 'city must be text' }), z.null()])
      .optional()
      .transform((value, ctx): string | undefined => {
        if (isBlankField(value)) return undefined;
        const city = value!.trim();
        return city.length > 100 ? failField(ctx, 'city must be at most 100 characters') : city;
      }),
  })
  .superRefine((body, ctx) => cityRequired(body.segment, body.city, ctx));
export type AdminSendNoticeBody = z.input<typeof adminSendNoticeBody>;

/** A notice as sent: by whom and when, to which segment and how many accounts. */
export const operatorNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** Where it leads on the site, or null. */
  link: z.string().nullable(),
  segment: z.enum(noticeSegments),
  city: z.string().nullable(),
  recipients: z.number().int().nonnegative(),
  /** Who sent it; null once their account is gone. */
  sender_id: z.number().int().nullable(),
  sender_name: z.string(),
  sender_email: z.string(),
  via: z.enum(['console', 'command']),
  created_at: isoDateTime,
});
export type OperatorNotice = z.infer<typeof operatorNoticeSchema>;
export const adminSendNoticeReply = successEnvelope(operatorNoticeSchema);

/** admin/notices: the notices sent, newest first, a keyset page at a time. */
export const adminNoticesQuery = z.object(keysetFields(20));
export const adminNoticesReply = keysetEnvelope(operatorNoticeSchema);
