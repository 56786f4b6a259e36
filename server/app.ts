/** buildApp(deps): the whole HTTP product as a function, booted by main.ts and by tests. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../common/limits.js';
import { isAppPath } from '../common/routes.js';
import { accountRoutes } from './account/account.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { createBillingService } from './billing/billing.service.js';
import { createAccountService } from './account/account.service.js';
import { createPrivacyService } from './account/privacy.service.js';
import { createUploadRetention } from './account/upload-retention.js';
import { authRoutes } from './auth/auth.routes.js';
import { createAuthService } from './auth/auth.service.js';
import { DEFAULT_AUTH_RATE_LIMITS, rateLimitStore, type AuthRateLimits } from './auth/rate-limits.js';
import type { Config } from './config.js';
import { databaseProblem, type Db } from './db/database.js';
import type { Mailer } from './email/mailer.js';
import type { IngestPool } from './ingest/ingest-pool.js';
import { storageProblem, type Storage } from './storage/storage.js';
import { guideRoutes } from './guides/guides.routes.js';
import { createGuideJobs } from './guides/guide-jobs.js';
import { createGuideLibrary } from './guides/guide-library.js';
import type { GuideWriter } from './guides/engine/generate.js';
import { uploadRoutes } from './uploads/uploads.routes.js';
import { createUploadsService } from './uploads/uploads.service.js';
import { AppError, installErrorHandler } from './errors.js';

/**
 * One access line per answer instead of Fastify's two per request (each carrying the request's address and
 * port): method, path without its query (a reset link's token stays out of the log), status and milliseconds.
 * Failures are still logged as Fastify logs them.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    request.log.info({ method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  ingest: IngestPool;
  /** Writes guides: the offline writer, or an LLM writer with offline fallback. */
  writer: GuideWriter;
  /** Built web app to serve; omitted in API-only tests. */
  webDir?: string;
  authRateLimits?: AuthRateLimits;
  logger?: boolean | object;
}

/** Builds the Fastify app with every plugin and feature route. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // On close, keep-alive connections with no request in flight are closed at once (a restart does not wait for them).
    forceCloseConnections: 'idle',
  });
  installErrorHandler(app);
  app.decorateRequest('user', null);

  const stripeJs = Boolean(config.billing?.publishableKey);
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Stripe's card element loads from js.stripe.com, only when a publishable key is configured.
        // No inline script anywhere (index.html loads one module by URL), so no nonce or hash is needed (decision 018).
        scriptSrc: ["'self'", ...(stripeJs ? ['https://js.stripe.com'] : [])],
        scriptSrcAttr: ["'none'"],
        frameSrc: stripeJs ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        // Inline styles (never scripts): the toast library injects its stylesheet at run time (docs/decisions/002).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripeJs ? ['https://api.stripe.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  const limitStore = rateLimitStore(config, deps.db);
  // Responses over 1 KB go out as brotli or gzip; dynamic brotli at a middle quality, where it costs
  // about what gzip does. Hashed assets were compressed at build (preCompressed below).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, { global: false, ...limitStore.options });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  const auth = createAuthService({
    db: deps.db,
    mailer: deps.mailer,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    onBackgroundError: (err) => app.log.error({ err }, 'background task failed'),
  });

  // Liveness: the process answers. Readiness: it can serve (a load balancer sends traffic only then).
  let closing = false;
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/ready', async () => {
    const onError = (err: unknown) => app.log.warn({ err }, 'readiness check failed');
    const problem = closing
      ? 'shutting down'
      : ((await databaseProblem(deps.db, onError)) ?? (await storageProblem(deps.storage, onError)));
    if (problem) throw new AppError('NOT_READY', `Not ready: ${problem}`);
    return { ok: true };
  });
  app.get('/api/config', async () => config.publicSettings);
  // While shutting down, a request still in flight is answered and its keep-alive connection closed with it:
  // connections idle at the start of the close are closed at once (forceCloseConnections), these as they finish.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const account = createAccountService({ db: deps.db });
  const limits = deps.authRateLimits ?? {
    ...DEFAULT_AUTH_RATE_LIMITS,
    register: { perIp: { max: config.registerLimitPerHour, windowMs: 3_600_000 } },
  };
  authRoutes(app, { auth, account, limits });
  const uploads = createUploadsService({ db: deps.db, storage: deps.storage, ingest: deps.ingest });
  const library = createGuideLibrary({ db: deps.db });
  const billing = createBillingService({ db: deps.db, account, auth, config: config.billing, publicUrl: config.publicUrl });
  const retentionDays = config.uploadRetentionDays;
  const onFileError = (err: unknown) => app.log.error({ err }, 'stored file not removed');
  const privacy = createPrivacyService({ db: deps.db, auth, billing, uploads, library, retentionDays, onError: onFileError });
  const retention = createUploadRetention({ db: deps.db, auth, uploads, library, retentionDays, onError: onFileError });
  accountRoutes(app, { auth, account, privacy });
  uploadRoutes(app, { auth, uploads, privacy });
  const jobs = createGuideJobs({
    db: deps.db,
    account,
    uploads,
    writer: deps.writer,
    onError: (err) => app.log.error({ err }, 'guide job failed'),
    policy: config.jobs,
  });
  guideRoutes(app, { auth, uploads, jobs, library });
  await billingRoutes(app, { auth, billing });
  // Jobs a restart interrupted start again once the server is up.
  app.addHook('onReady', async () => {
    const resumed = await jobs.resume();
    if (resumed) app.log.info(`resumed ${resumed} guide job(s)`);
  });
  // The daily retention sweep: run now if due, then checked hourly (decision 017).
  let stopRetention = async () => {};
  app.addHook('onReady', async () => {
    stopRetention = retention.start((removed) => app.log.info(`retention sweep removed ${removed} expired upload(s)`));
  });
  app.addHook('preClose', () => stopRetention());
  // Before the server stops listening: report not ready, take no more jobs, let those in hand finish or hand them back.
  app.addHook('preClose', async () => {
    closing = true;
    await jobs.stop(config.shutdownGraceMs);
  });
  app.addHook('onClose', () => limitStore.close());

  if (deps.webDir) await serveWeb(app, deps.webDir);
  else
    app.setNotFoundHandler((request) => {
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url}`);
    });
  return app;
}

/** Headers every answer has to itself: Fastify's own, never copied from the probe below. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers @fastify/helmet sets with these options, worked out once at start. The plugin builds a
 * new helmet middleware on every request (parsing the whole policy again): a twentieth of an authenticated
 * read's time. The headers depend on the configuration only, so a probe app answers one request and its
 * headers are set on every answer from then on (decision 022).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name, value]) => !OWN_HEADERS.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Serves the built SPA: assets as files, every screen path as index.html, unknown pages as 404. */
async function serveWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built (${indexFile} is missing). Run "npm run build".`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Public pages prerendered at build (scripts/prerender.mjs), path → file: their HTML shows before any script runs.
  const prerenderedDir = path.join(webDir, 'prerendered');
  const pagesFile = path.join(prerenderedDir, 'pages.json');
  const prerendered = new Map(
    existsSync(pagesFile) ? Object.entries(JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>) : [],
  );
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://x');
    // A form the browser sent itself, before the page's script ran (the auth forms say POST so nothing typed lands in
    // the address): back to its page, with what was typed unread (decision 038).
    if (request.method === 'POST' && !url.pathname.startsWith('/api/') && isAppPath(url.pathname)) return reply.redirect(url.pathname, 303);
    if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${url.pathname}`);
    }
    const page = prerendered.get(url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname);
    // As a file, so its .br or .gz written at build goes out (this handler is not a route, and is not compressed).
    if (page) return reply.header('cache-control', 'no-cache').sendFile(page, prerenderedDir, { cacheControl: false });
    return reply
      .status(isAppPath(url.pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
