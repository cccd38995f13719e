import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEFAULT_MAIL_FROM } from '@shortlist/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { CandidateSearchIndex } from './db/candidate-search-index.ts';
import type { Database } from './db/client.ts';
import { JobSearchIndex } from './db/job-search-index.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { oidcRoutes } from './features/auth/oidc.routes.ts';
import { createOidcClient } from './features/auth/oidc-client.ts';
import { sessionsRoutes } from './features/auth/sessions.routes.ts';
import { endAllSessionsOf, sessionStanding } from './features/auth/sessions.service.ts';
import { registerAutomation, startAutomation } from './features/automation/automation.module.ts';
import { automationRoutes } from './features/automation/automation.routes.ts';
import { backgroundJobsRoutes } from './features/background-jobs/background-jobs.routes.ts';
import { candidatesRoutes } from './features/candidates/candidates.routes.ts';
import { careersPages } from './features/careers/careers.page.ts';
import { careersRoutes } from './features/careers/careers.routes.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { sweepOrphanUploads } from './features/documents/orphan-uploads.service.ts';
import { registerDuplicates, startDuplicates } from './features/duplicates/duplicates.module.ts';
import { duplicatesRoutes } from './features/duplicates/duplicates.routes.ts';
import { seedDemoInbox } from './features/email/demo-inbox.ts';
import { registerEmail } from './features/email/email.module.ts';
import { emailRoutes } from './features/email/email.routes.ts';
import { inboxRoutes } from './features/email/inbox.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { registerImports } from './features/imports/imports.module.ts';
import { importsRoutes } from './features/imports/imports.routes.ts';
import { registerInterviews } from './features/interviews/interviews.module.ts';
import { interviewsRoutes } from './features/interviews/interviews.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { kanbanRoutes } from './features/kanban/kanban.routes.ts';
import { registerNotifications } from './features/notifications/notifications.module.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { registerOffers } from './features/offers/offers.module.ts';
import { offersRoutes } from './features/offers/offers.routes.ts';
import { pipelineRoutes } from './features/pipeline/pipeline.routes.ts';
import { registerPrivacy } from './features/privacy/privacy.module.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';
import { timelineRoutes } from './features/timeline/timeline.routes.ts';
import { writeTimeline } from './features/timeline/timeline.subscriber.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { registerAuthentication, type SessionCheck } from './platform/auth.ts';
import { trustProxyOption } from './platform/client-address.ts';
import { frameworkErrorHandler, registerErrorHandling, serializeError } from './platform/errors.ts';
import { createDomainEvents, type DomainEvents, pruneDomainEvents } from './platform/events.ts';
import { createFileTextPool } from './platform/file-text/file-text-pool.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createJobRunner, type JobRunner } from './platform/jobs.ts';
import { createMailTransport } from './platform/mail.ts';
import { createRealtime, type Realtime, realtimeRoutes } from './platform/realtime.ts';
import { registerSpa } from './platform/spa.ts';
import { createDataDirStorage } from './platform/storage/local-disk-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import { type Clock, createTokenService, resolveJwtSecret } from './platform/tokens.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Injected so tests can move time (token expiry) without sleeping. */
  clock?: Clock;
  /** Lets a test add subscribers or queues before the background jobs start. */
  beforeStart?: (spine: Spine) => void;
  /** Live socket heartbeat; tests shorten it. */
  heartbeatMs?: number;
  /** Fill an empty inbox of the demo organisation through the ingest pipeline (issue 12). */
  demoInbox?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Uploaded files; local disk under DATA_DIR/files unless given. */
  storage?: FileStorage;
  /** Told about every route as it is registered (the permission matrix test lists them). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** The spine of issue 9 that features hang their side effects on. */
export type Spine = { events: DomainEvents; jobs: JobRunner; realtime: Realtime };

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Uploads (job descriptions, CVs): at most 10 MB a file (spec 02 §9: 10485760 bytes). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Credentials never reach the log: the bearer header and cookies are redacted (issue 6). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      // a failed statement is logged without its parameters (issue 10)
      err: serializeError,
      // the live socket's ticket travels in its URL (issue 9): it never reaches the log
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: request.url.replace(/([?&]ticket=)[^&]*/g, '$1[redacted]'),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  beforeStart,
  heartbeatMs,
  demoInbox,
  logger,
  storage,
  onRoute,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors: frameworkErrorHandler,
    // request.ip (rate limits, the log) is the forwarded client only behind proxies TRUST_PROXY names
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The provider returns the popup to /auth/callback; any COOP but unsafe-none would cut the
    // popup off from its opener there, and the login page could not hear the result.
    if (request.url.startsWith('/auth/callback')) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });

  // Built once and applied to every response: @fastify/helmet built it anew for each request,
  // reading the policy again every time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The CV viewer shows a fetched (signed-in) PDF from a blob: URL in a frame.
        frameSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Served over plain http on localhost by default; never rewrite to https.
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in popup (spec 02 Login) must stay connected to the login page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // spec 02 §9: 10 MB per file; files are streamed to storage, which enforces it while streaming.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 20 } });
  // Limits apply only to routes that ask for one (config.rateLimit); the sign-in routes do.
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shortlist API',
        version: '1.0.0',
        description: 'Applicant tracking system API (DRF wire format).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const db = database.db;
  const files = storage ?? createDataDirStorage(config.dataDir);
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), clock);
  const oidcClient = createOidcClient(config.oidc);
  const allowedDomains = config.allowedEmailDomains;
  const checkSession: SessionCheck = (user) => sessionStanding(db, user);
  // Uploaded files are read in child processes within limits (docs/decisions/009).
  const fileText = createFileTextPool();
  app.addHook('onClose', async () => fileText.close());

  // The spine (DESIGN.md §8): background jobs, domain events and live updates.
  const jobs = createJobRunner(database, app.log);
  const events = createDomainEvents(database, jobs);
  const realtime = createRealtime({ database, tokens, checkSession, heartbeatMs });
  events.onRecord(writeTimeline);
  registerNotifications({ db, clock, realtime }, events);
  const transport = createMailTransport(config.smtpUrl);
  app.addHook('onClose', async () => transport.close());
  // what candidate search reads, held here for the lists and global search (docs/decisions/034)
  const people = new CandidateSearchIndex();
  // and what search reads of jobs (docs/decisions/035)
  const openings = new JobSearchIndex();
  const mailDeps = {
    db,
    people,
    openings,
    clock,
    events,
    jobs,
    transport,
    mailFrom: config.mailFrom ?? DEFAULT_MAIL_FROM,
    imapUrl: config.imapUrl,
    storage: files,
    fileText,
  };
  await registerEmail(mailDeps);
  registerInterviews(mailDeps);
  registerOffers(mailDeps);
  await registerAutomation({ ...mailDeps, log: app.log }, events);
  registerPrivacy({ db, clock, events, jobs, storage: files });
  registerDuplicates({ db, events, jobs }, events);
  registerImports({ db, clock, events, jobs, storage: files, fileText });
  jobs.define({
    name: 'maintenance.prune-domain-events',
    cron: '17 3 * * *',
    handler: () => pruneDomainEvents(db, clock()),
  });
  jobs.define({
    name: 'maintenance.sweep-orphan-uploads',
    cron: '41 * * * *',
    handler: async () => void (await sweepOrphanUploads({ db, storage: files }, clock())),
  });
  jobs.define({
    name: 'maintenance.vacuum-embedded',
    cron: '53 3 * * *',
    expireInSeconds: 3600,
    handler: () => database.maintain(),
  });
  beforeStart?.({ events, jobs, realtime });
  await jobs.start();
  app.addHook('onClose', async () => jobs.stop());
  await startAutomation({ jobs });
  await startDuplicates({ db, events, jobs });
  if (demoInbox) await seedDemoInbox(mailDeps);
  await realtime.register(app);

  await app.register(
    async (api) => {
      registerAuthentication(api, tokens, checkSession);
      registerInputGuard(api);
      api.get('/schema/', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes({ database }));
      await api.register(authRoutes({ db, tokens, clock, config }));
      await api.register(jobsRoutes({ db, clock, events, fileText, openings }));
      await api.register(pipelineRoutes({ db, events }));
      await api.register(kanbanRoutes({ db, clock, events, people }));
      await api.register(candidatesRoutes({ db, people, storage: files, fileText, events }));
      await api.register(importsRoutes({ db, clock, events, jobs, storage: files, fileText }));
      await api.register(
        careersRoutes({ db, clock, events, storage: files, fileText, applyRateLimit: config.applyRateLimit }),
      );
      await api.register(applicationsRoutes(mailDeps));
      await api.register(interviewsRoutes(mailDeps));
      await api.register(offersRoutes(mailDeps));
      await api.register(automationRoutes({ db, clock, events }));
      await api.register(tasksRoutes({ db, clock, events }));
      await api.register(analyticsRoutes({ db, clock, events }));
      await api.register(searchRoutes({ db, people, openings }));
      await api.register(timelineRoutes({ db }));
      await api.register(privacyRoutes({ db, clock, events, storage: files }));
      await api.register(duplicatesRoutes({ db, events }));
      await api.register(documentsRoutes({ db, storage: files, fileText, events }));
      await api.register(oidcRoutes({ db, tokens, clock, config, oidcClient, allowedDomains }));
      await api.register(sessionsRoutes({ db, clock }));
      await api.register(usersRoutes({ db, clock, allowedDomains, endSessions: endAllSessionsOf }));
      await api.register(notificationsRoutes({ db, clock, realtime }));
      await api.register(realtimeRoutes({ tokens }));
      await api.register(backgroundJobsRoutes({ jobs }));
      await api.register(emailRoutes(mailDeps));
      await api.register(inboxRoutes({ ...mailDeps, ingestToken: config.ingestToken }));
    },
    { prefix: '/api/v1' },
  );

  await app.register(careersPages({ db, clock, webDistDir: config.webDistDir, publicUrl: config.publicUrl }));
  await registerSpa(app, config.webDistDir);
  return Object.assign(app, {
    spine: { events, jobs, realtime } as Spine,
    /**
     * Reads what search reads into the search indexes now, rather than on the first search (main.ts,
     * once the server listens): at 100,000 candidates the first read takes about a second.
     */
    readSearchIndexes: async () => {
      await Promise.all([people.find(db, ''), openings.find(db, '')]);
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
