import { webhookLimits } from '@vitrine/contract';
import { type OutboundPolicy, OutboundRefusedError, outboundRequest } from '../../lib/outbound-http.ts';
import { webhookHeaders } from './webhook-signing.ts';
import type { EndpointRow } from './webhooks.repository.ts';

export interface DeliveryOutcome {
  /** Null when no answer came (refused, unreachable, timed out). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
}

/**
 * One try of one message: a signed POST with every secret in force (during a rotation, the
 * previous one too), redirects not followed, the answer kept as an excerpt.
 */
export async function deliver(
  endpoint: EndpointRow,
  message: { msgId: string; body: string; attempt: number },
  policy: OutboundPolicy,
): Promise<DeliveryOutcome> {
  const { msgId, body, attempt } = message;
  const secrets = [
    endpoint.secret,
    ...(endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()
      ? [endpoint.previousSecret]
      : []),
  ];
  const started = performance.now();
  try {
    const response = await outboundRequest(
      {
        url: endpoint.url,
        method: 'POST',
        headers: {
          ...webhookHeaders(secrets, msgId, body),
          'webhook-attempt': attempt,
          'user-agent': 'Vitrine-Webhooks/1',
        },
        body: Buffer.from(body),
      },
      { ...policy, maxResponseBytes: webhookLimits.responseExcerptBytes },
    );
    return {
      statusCode: response.status,
      durationMs: Math.round(performance.now() - started),
      error: response.status >= 300 && response.status < 400 ? 'redirect not followed' : null,
      response: response.body.toString('utf8'),
    };
  } catch (error) {
    const refused = error instanceof OutboundRefusedError;
    return {
      statusCode: null,
      durationMs: Math.round(performance.now() - started),
      error: refused ? error.message : (error as Error).message || 'network error',
      response: null,
    };
  }
}
