import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallSpec } from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { requireAdmin, signedInUser } from '../../http/auth';
import { apiOnlyRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import {
  approveBody,
  decidedAdvertisementReply,
  decidedListingReply,
  decidedReportReply,
  decisionsQuery,
  decisionsReply,
  dismissReportBody,
  moderationCalls,
  moderationPageQuery,
  pendingAdvertisementsReply,
  pendingListingsReply,
  rejectBody,
  reportsQuery,
  reportsReply,
} from './schemas';
import { listDecisions } from './decision-log';
import { decideListingReport, listListingReports } from './listing-reports';
import { ModerationService } from './service';

/** An admin call: 401 for visitors, 403 for anyone but an admin. */
const adminRoute = (call: CallSpec) => ({ ...apiOnlyRoute(call), onRequest: requireAdmin });

export const moderationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const moderation = new ModerationService(deps);
  const tags = ['admin'];

  app.route({
    ...adminRoute(moderationCalls.pendingProperties),
    schema: {
      tags,
      summary: 'Properties waiting for approval, oldest first',
      querystring: moderationPageQuery,
      response: { 200: pendingListingsReply },
    },
    handler: async (request) => {
      const { data, total } = await moderation.pendingProperties(request.query);
      return okList(data, total);
    },
  });
  app.route({
    ...adminRoute(moderationCalls.pendingProjects),
    schema: {
      tags,
      summary: 'Projects waiting to be enabled, oldest first',
      querystring: moderationPageQuery,
      response: { 200: pendingListingsReply },
    },
    handler: async (request) => {
      const { data, total } = await moderation.pendingProjects(request.query);
      return okList(data, total);
    },
  });
  app.route({
    ...adminRoute(moderationCalls.pendingAdvertisements),
    schema: {
      tags,
      summary: 'Advertisements waiting for approval, oldest first',
      querystring: moderationPageQuery,
      response: { 200: pendingAdvertisementsReply },
    },
    handler: async (request) => {
      const { data, total } = await moderation.pendingAdvertisements(request.query);
      return okList(data, total);
    },
  });
  app.route({
    ...adminRoute(moderationCalls.reports),
    schema: {
      tags,
      summary:
        'Reports of listings, newest first, with the reporter and the reason or message (all=1: decided ones too)',
      querystring: reportsQuery,
      response: { 200: reportsReply },
    },
    handler: async (request) => {
      const { all, ...page } = request.query;
      const { data, total } = await listListingReports(deps.db, { ...page, open: all === '0' });
      return okList(data, total);
    },
  });
  app.route({
    ...adminRoute(moderationCalls.dismissReport),
    schema: {
      tags,
      summary: 'Dismiss a report of a listing: the listing stays; who decided and when is recorded',
      body: dismissReportBody,
      response: { 200: decidedReportReply },
    },
    handler: async (request) =>
      ok(
        await decideListingReport(deps, request.body.id, {
          decision: 'dismissed',
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Report dismissed',
      ),
  });
  app.route({
    ...adminRoute(moderationCalls.upholdReport),
    schema: {
      tags,
      summary:
        'Uphold a report: the listing is taken down with the reason (its owner is notified), with every open report of it',
      body: rejectBody,
      response: { 200: decidedReportReply },
    },
    handler: async (request) =>
      ok(
        await decideListingReport(deps, request.body.id, {
          decision: 'upheld',
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Report upheld',
      ),
  });
  app.route({
    ...adminRoute(moderationCalls.decisions),
    schema: {
      tags,
      summary: 'Every decision on listings, projects and advertisements, newest first, with who made it and when',
      querystring: decisionsQuery,
      response: { 200: decisionsReply },
    },
    handler: async (request) => {
      const { subject, subject_id, ...page } = request.query;
      const { data, total } = await listDecisions(deps.db, { ...page, subject, subjectId: subject_id });
      return okList(data, total);
    },
  });

  app.route({
    ...adminRoute(moderationCalls.approveProperty),
    schema: {
      tags,
      summary: 'Approve a property (it becomes public); the owner is notified',
      body: approveBody,
      response: { 200: decidedListingReply },
    },
    handler: async (request) =>
      ok(
        await moderation.decideProperty(request.body.id, {
          approve: true,
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Property approved',
      ),
  });
  app.route({
    ...adminRoute(moderationCalls.rejectProperty),
    schema: {
      tags,
      summary: 'Reject a property with a reason; the owner is notified',
      body: rejectBody,
      response: { 200: decidedListingReply },
    },
    handler: async (request) =>
      ok(
        await moderation.decideProperty(request.body.id, {
          approve: false,
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Property rejected',
      ),
  });

  app.route({
    ...adminRoute(moderationCalls.enableProject),
    schema: {
      tags,
      summary: 'Enable (approve) a project; the owner is notified',
      body: approveBody,
      response: { 200: decidedListingReply },
    },
    handler: async (request) =>
      ok(
        await moderation.decideProject(request.body.id, {
          approve: true,
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Project enabled',
      ),
  });
  app.route({
    ...adminRoute(moderationCalls.rejectProject),
    schema: {
      tags,
      summary: 'Reject a project with a reason; the owner is notified',
      body: rejectBody,
      response: { 200: decidedListingReply },
    },
    handler: async (request) =>
      ok(
        await moderation.decideProject(request.body.id, {
          approve: false,
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Project rejected',
      ),
  });

  app.route({
    ...adminRoute(moderationCalls.approveAdvertisement),
    schema: {
      tags,
      summary: 'Approve a pending advertisement: it runs from now for its duration; the owner is notified',
      body: approveBody,
      response: { 200: decidedAdvertisementReply },
    },
    handler: async (request) =>
      ok(
        await moderation.decideAdvertisement(request.body.id, {
          approve: true,
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Advertisement approved',
      ),
  });
  app.route({
    ...adminRoute(moderationCalls.rejectAdvertisement),
    schema: {
      tags,
      summary: 'Reject a pending advertisement with a reason; the owner is notified',
      body: rejectBody,
      response: { 200: decidedAdvertisementReply },
    },
    handler: async (request) =>
      ok(
        await moderation.decideAdvertisement(request.body.id, {
          approve: false,
          reason: request.body.reason,
          decidedBy: signedInUser(request).id,
        }),
        undefined,
        'Advertisement rejected',
      ),
  });
};
