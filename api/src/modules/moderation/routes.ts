import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { listEdits } from '../listing-edits/edit-log';
import { listDecisions } from './decision-log';
import type { Decision } from './listing-decision';
import { decideListingReport, listListingReports } from './listing-reports';
import { claimMinutes, claimReview, releaseReview } from './review-claims';

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { moderation } = app.services;
  const tags = ['admin'];

  app.route({
    ...callRoute('adminPendingProperties', {
      tags,
      summary: 'Properties waiting for approval, oldest first',
    }),
    handler: async (request) => {
      const { data, total, next_cursor } = await moderation.pendingProperties(request.query);
      return okList(data, total, { next_cursor });
    },
  });
  app.route({
    ...callRoute('adminPendingProjects', {
      tags,
      summary: 'Projects waiting to be enabled, oldest first',
    }),
    handler: async (request) => {
      const { data, total, next_cursor } = await moderation.pendingProjects(request.query);
      return okList(data, total, { next_cursor });
    },
  });
  app.route({
    ...callRoute('adminPendingAdvertisements', {
      tags,
      summary: 'Advertisements waiting for approval, oldest first',
    }),
    handler: async (request) => {
      const { data, total, next_cursor } = await moderation.pendingAdvertisements(request.query);
      return okList(data, total, { next_cursor });
    },
  });
  app.route({
    ...callRoute('adminListingReports', {
      tags,
      summary:
        'Reports of listings, newest first, with the reporter and the reason or message (all=1: decided ones too)',
    }),
    handler: async (request) => {
      const { all, ...page } = request.query;
      const { data, total, next_cursor } = await listListingReports(deps.db, { ...page, open: all === '0' });
      return okList(data, total, { next_cursor });
    },
  });
  app.route({
    ...callRoute('adminDismissReport', {
      tags,
      summary: 'Dismiss a report of a listing: the listing stays; who decided and when is recorded',
    }),
    handler: async (request) =>
      ok(
        await decideListingReport(deps, request.body.id, {
          decision: 'dismissed',
          decidedBy: signedInUser(request).id,
          via: 'console',
        }),
        undefined,
        'Report dismissed',
      ),
  });
  app.route({
    ...callRoute('adminUpholdReport', {
      tags,
      summary:
        'Uphold a report: the listing is taken down with the reason (its owner is notified), with every open report of it',
    }),
    handler: async (request) =>
      ok(
        await decideListingReport(deps, request.body.id, {
          decision: 'upheld',
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
          via: 'console',
        }),
        undefined,
        'Report upheld',
      ),
  });
  app.route({
    ...callRoute('adminClaimReview', {
      tags,
      summary: `Claim an item of a review queue for ${claimMinutes} minutes while deciding it (again: renewed); others' decisions on it are refused meanwhile. 409 when it was decided or another operator holds it`,
    }),
    handler: async (request) =>
      ok(
        await claimReview(deps.db, request.body.subject, request.body.id, signedInUser(request).id),
        undefined,
        'Claimed',
      ),
  });
  app.route({
    ...callRoute('adminReleaseReview', { tags, summary: "Let go of one's claim on an item of a review queue" }),
    handler: async (request) =>
      ok(
        await releaseReview(deps.db, request.body.subject, request.body.id, signedInUser(request).id),
        undefined,
        'Released',
      ),
  });
  app.route({
    ...callRoute('adminDecisions', {
      tags,
      summary: 'Every decision on listings, projects and advertisements, newest first, with who made it and when',
    }),
    handler: async (request) => {
      const { subject, subject_id, ...page } = request.query;
      const { data, total } = await listDecisions(deps.db, { ...page, subject, subjectId: subject_id });
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('adminListingEdits', {
      tags,
      summary:
        'Every edit of a listing or project, newest first: who changed which fields from what to what (files as URLs), and whether it went back to review',
    }),
    handler: async (request) => {
      const { subject, subject_id, ...page } = request.query;
      const { data, total } = await listEdits(deps.db, deps.files, { ...page, subject, subjectId: subject_id });
      return okList(data, total);
    },
  });

  /**
   * An approval (an optional note for the owner) or a rejection (a reason the owner reads) of one
   * listing or advertisement, recorded under the signed-in operator.
   */
  const decisionOf = (
    request: FastifyRequest,
    body: { reason: string; expected_status?: 'pending' },
    approve: boolean,
  ): Decision => {
    const made = {
      decidedBy: signedInUser(request).id,
      via: 'console' as const,
      expectPending: body.expected_status === 'pending',
    };
    return approve ? { ...made, approve: true, reason: body.reason } : { ...made, approve: false, reason: body.reason };
  };

  app.route({
    ...callRoute('adminApproveProperty', {
      tags,
      summary: 'Approve a property (it becomes public); the owner is notified',
    }),
    handler: async (request) =>
      ok(
        await moderation.decideProperty(request.body.id, decisionOf(request, request.body, true)),
        undefined,
        'Property approved',
      ),
  });
  app.route({
    ...callRoute('adminRejectProperty', { tags, summary: 'Reject a property with a reason; the owner is notified' }),
    handler: async (request) =>
      ok(
        await moderation.decideProperty(request.body.id, decisionOf(request, request.body, false)),
        undefined,
        'Property rejected',
      ),
  });
  app.route({
    ...callRoute('adminEnableProject', { tags, summary: 'Enable (approve) a project; the owner is notified' }),
    handler: async (request) =>
      ok(
        await moderation.decideProject(request.body.id, decisionOf(request, request.body, true)),
        undefined,
        'Project enabled',
      ),
  });
  app.route({
    ...callRoute('adminRejectProject', { tags, summary: 'Reject a project with a reason; the owner is notified' }),
    handler: async (request) =>
      ok(
        await moderation.decideProject(request.body.id, decisionOf(request, request.body, false)),
        undefined,
        'Project rejected',
      ),
  });
  app.route({
    ...callRoute('adminApproveAdvertisement', {
      tags,
      summary: 'Approve a pending advertisement: it runs from now for its duration; the owner is notified',
    }),
    handler: async (request) =>
      ok(
        await moderation.decideAdvertisement(request.body.id, decisionOf(request, request.body, true)),
        undefined,
        'Advertisement approved',
      ),
  });
  app.route({
    ...callRoute('adminRejectAdvertisement', {
      tags,
      summary: 'Reject a pending advertisement with a reason; the owner is notified',
    }),
    handler: async (request) =>
      ok(
        await moderation.decideAdvertisement(request.body.id, decisionOf(request, request.body, false)),
        undefined,
        'Advertisement rejected',
      ),
  });
};
