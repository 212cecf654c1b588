import {
  type OperatorDay,
  type OperatorOverview,
  type OperatorQueues,
  type PaymentTotal,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { listChatReports } from '../moderation/chat-reports';
import { listSuspicions } from '../moderation/duplicate-suspicions';
import { countListingReports } from '../moderation/listing-reports';
import type { ModerationService } from '../moderation/service';
import type { VerificationService } from '../verification/service';
import { dailySql, paymentTotalsSql, seriesSources, type Series } from './queries';

/** Just the total of a queue's listing, for the queues that have no count of their own: its page is empty. */
const countOnly = { limit: 0, offset: 0 } as const;

/**
 * The operator console's overview: what waits in each review queue (counted by the queues' own
 * modules, so the rules stay theirs), today's figures and the last 30 days.
 */
export class OperatorOverviewService {
  constructor(
    private readonly deps: AppDeps,
    private readonly moderation: ModerationService,
    private readonly verification: VerificationService,
  ) {}

  async overview(): Promise<OperatorOverview> {
    // One after the other: a small pool (or PGlite's one connection) is not held by one page.
    const waiting = await this.waiting();
    const daily = await this.daily();
    const payment_totals = await this.deps.db.query<PaymentTotal>(paymentTotalsSql);
    const last = daily[daily.length - 1]!;
    return {
      waiting,
      today: {
        since: `${last.day}T00:00:00.000Z`,
        sign_ups: last.sign_ups,
        new_listings: last.new_listings,
        payments: last.payments,
        payment_totals,
        reports: last.reports,
      },
      daily,
    };
  }

  private async waiting(): Promise<OperatorQueues> {
    return {
      properties: await this.moderation.countPending('properties'),
      projects: await this.moderation.countPending('projects'),
      advertisements: await this.moderation.countPending('advertisements'),
      listing_reports: await countListingReports(this.deps.db, true),
      chat_reports: (await listChatReports(this.deps, { ...countOnly, state: 'open' })).total,
      duplicates: (await listSuspicions(this.deps, { ...countOnly, state: 'open' })).total,
      verifications: (await this.verification.listRequests({ ...countOnly, status: 'pending' })).total,
    };
  }

  /** The four series, one query each, merged by day. */
  private async daily(): Promise<OperatorDay[]> {
    const series = Object.keys(seriesSources) as Series[];
    const counts: Record<string, { day: string; n: number }[]> = {};
    for (const name of series) {
      counts[name] = await this.deps.db.query<{ day: string; n: number }>(dailySql(seriesSources[name]));
    }
    return counts.sign_ups!.map(({ day }, i) => ({
      day,
      sign_ups: counts.sign_ups![i]!.n,
      new_listings: counts.new_listings![i]!.n,
      payments: counts.payments![i]!.n,
      reports: counts.reports![i]!.n,
    }));
  }
}
