import type { FastifyInstance } from 'fastify';

/** A request slower than this is worth a line at info whatever its route. */
export const slowRequestMs = 1_000;

/**
 * Fastify logs two lines per request at info: about 10,000 lines in 10 minutes of one person's
 * use, drowning starts, stops and errors. Here a request is one line, at debug, unless it failed
 * on the server (5xx, also logged with its error by the error handler) or was slow, which stay at
 * info. Routes with their own `logLevel` (health, ready, metrics: warn) log nothing below it.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    const failed = reply.statusCode >= 500;
    const slow = elapsed >= slowRequestMs;
    // Nothing built for a line nobody writes: this runs on every answer.
    if (failed || slow || debugLevels.has(request.log.level)) {
      const line = {
        req: { method: request.method, url: request.routeOptions.url ?? '(unmatched)' },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(elapsed),
      };
      if (failed) request.log.info(line, 'request failed');
      else if (slow) request.log.info(line, 'slow request');
      else request.log.debug(line, 'request completed');
    }
    done();
  });
}

const debugLevels = new Set(['debug', 'trace']);
