import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallSpec } from '@domus/shared/contract';
import { signedInUser } from '../../http/auth';
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
  listingEditsQuery,
  listingEditsReply,
  moderationCalls,
  moderationPageQuery,
  pendingAdvertisementsReply,
  pendingListingsReply,
  rejectBody,
  reportsQuery,
  reportsReply,
} from './schemas';
import { listEdits } from '../listing-edits/edit-log';
import { listDecisions } from './decision-log';
import type { Decision } from './listing-decision';
import { decideListingReport, listListingReports } from './listing-reports';

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { moderation } = app.services;
  const tags = ['admin'];

  app.route({
    ...apiOnlyRoute(moderationCalls.pendingProperties),
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
    ...apiOnlyRoute(moderationCalls.pendingProjects),
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
    ...apiOnlyRoute(moderationCalls.pendingAdvertisements),
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
    ...apiOnlyRoute(moderationCalls.reports),
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
    ...apiOnlyRoute(moderationCalls.dismissReport),
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
    ...apiOnlyRoute(moderationCalls.upholdReport),
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
    ...apiOnlyRoute(moderationCalls.decisions),
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
    ...apiOnlyRoute(moderationCalls.listingEdits),
    schema: {
      tags,
      summary:
        'Every edit of a listing or project, newest first: who changed which fields from what to what (files as URLs), and whether it went back to review',
      querystring: listingEditsQuery,
      response: { 200: listingEditsReply },
    },
    handler: async (request) => {
      const { subject, subject_id, ...page } = request.query;
      const { data, total } = await listEdits(deps.db, deps.files, { ...page, subject, subjectId: subject_id });
      return okList(data, total);
    },
  });

  /**
   * An approval (an optional note for the owner) or a rejection (a reason the owner reads) of one
   * listing or advertisement, recorded under the signed-in admin.
   */
  function decisionRoute(route: {
    call: CallSpec;
    approve: boolean;
    summary: string;
    /** The reply's schema: the decided listing or advertisement (checked as it leaves, as every reply). */
    reply: z.ZodType;
    decide: (id: number, decision: Decision) => Promise<unknown>;
    done: string;
  }) {
    app.route({
      ...apiOnlyRoute(route.call),
      schema: {
        tags,
        summary: route.summary,
        body: route.approve ? approveBody : rejectBody,
        response: { 200: route.reply },
      },
      handler: async (request) => {
        const { id, reason } = request.body;
        const decidedBy = signedInUser(request).id;
        const decision: Decision = route.approve
          ? { approve: true, reason, decidedBy }
          : { approve: false, reason, decidedBy };
        return ok(await route.decide(id, decision), undefined, route.done);
      },
    });
  }

  const decideProperty = moderation.decideProperty.bind(moderation);
  const decideProject = moderation.decideProject.bind(moderation);
  const decideAdvertisement = moderation.decideAdvertisement.bind(moderation);
  const listing = decidedListingReply;
  const advertisement = decidedAdvertisementReply;
  for (const route of [
    {
      call: moderationCalls.approveProperty,
      approve: true,
      summary: 'Approve a property (it becomes public); the owner is notified',
      reply: listing,
      decide: decideProperty,
      done: 'Property approved',
    },
    {
      call: moderationCalls.rejectProperty,
      approve: false,
      summary: 'Reject a property with a reason; the owner is notified',
      reply: listing,
      decide: decideProperty,
      done: 'Property rejected',
    },
    {
      call: moderationCalls.enableProject,
      approve: true,
      summary: 'Enable (approve) a project; the owner is notified',
      reply: listing,
      decide: decideProject,
      done: 'Project enabled',
    },
    {
      call: moderationCalls.rejectProject,
      approve: false,
      summary: 'Reject a project with a reason; the owner is notified',
      reply: listing,
      decide: decideProject,
      done: 'Project rejected',
    },
    {
      call: moderationCalls.approveAdvertisement,
      approve: true,
      summary: 'Approve a pending advertisement: it runs from now for its duration; the owner is notified',
      reply: advertisement,
      decide: decideAdvertisement,
      done: 'Advertisement approved',
    },
    {
      call: moderationCalls.rejectAdvertisement,
      approve: false,
      summary: 'Reject a pending advertisement with a reason; the owner is notified',
      reply: advertisement,
      decide: decideAdvertisement,
      done: 'Advertisement rejected',
    },
  ]) {
    decisionRoute(route);
  }
};
