/** Graceful shutdown on SIGTERM/SIGINT, shared by `npm start` and the multi-instance tests' instances. */
import type { FastifyInstance } from 'fastify';

/**
 * A restart: /api/ready answers 503, no new jobs are taken and those in hand finish or go back to the
 * queue (app.ts, preClose), idle keep-alive connections close, requests in flight get the grace period
 * to end; then `release` lets go of what the app was given (ingest pool, database) and the process exits.
 */
export function exitGracefully(app: FastifyInstance, graceMs: number, release: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const grace = setTimeout(() => {
      app.log.warn('requests still open after the grace period; closing their connections');
      app.server.closeAllConnections();
    }, graceMs * 2);
    grace.unref();
    await app.close();
    clearTimeout(grace);
    await release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
