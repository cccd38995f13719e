import {
  analyticsQuerySchema,
  analyticsReportSchema,
  dashboardQuerySchema,
  dashboardTilesSchema,
  dashboardVisitSchema,
} from '@shortlist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forUser } from '../../platform/service-context.ts';
import { type DashboardDeps, dashboardTiles, recordDashboardVisit } from './dashboard.service.ts';
import { analyticsReport } from './report.service.ts';

/** Issue 15: the dashboard's numbers (spec 01 §7 `GET /analytics/dashboard-tiles/`) and the analytics report. */
export const analyticsRoutes =
  (deps: DashboardDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];
    app.get(
      '/analytics/dashboard-tiles/',
      { schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardTilesSchema } } },
      (request) => dashboardTiles(forUser(request, deps), { query: request.query }),
    );
    app.post(
      '/analytics/dashboard-visits/',
      { schema: { tags, response: { 200: dashboardVisitSchema } } },
      (request) => recordDashboardVisit(forUser(request, deps)),
    );
    app.get(
      '/analytics/report/',
      { schema: { tags, querystring: analyticsQuerySchema, response: { 200: analyticsReportSchema } } },
      (request) => analyticsReport(deps, request.query),
    );
  };
