import { createHash, randomBytes } from 'node:crypto';
import { apiKeys, webhookAttempts, webhookEndpoints, webhookMessages } from '../db/schema.ts';
import { newWebhookSecret } from '../modules/webhooks/webhook-signing.ts';
import type { SeedContext } from './seed-context.ts';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * 'Integrações' as an organizer who uses it sees it: two API keys (their keys unknown to
 * anyone: only a hash is kept) and a CRM's webhook endpoint with a delivery log — turned off by
 * hand, so a demo without internet never tries to reach it.
 */
export async function seedIntegrations(ctx: SeedContext, adminId: number): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const keys = [
    { name: 'Site da feira', scopes: ['read'], createdAt: ago(24 * 9), lastUsedAt: ago(2) },
    { name: 'CRM de contatos', scopes: ['read', 'read:people'], createdAt: ago(24 * 2), lastUsedAt: null },
  ];
  for (const key of keys) {
    // A key nobody holds: only its hash and prefix are stored, as for a real one.
    const secret = `vtr_${randomBytes(40)
      .toString('hex')
      .replace(/[^2-7a-z]/g, 'q')
      .slice(0, 52)}`;
    await tx.insert(apiKeys).values({
      tenantId,
      name: key.name,
      prefix: secret.slice(0, 12),
      keyHash: createHash('sha256').update(secret).digest('hex'),
      scopes: key.scopes,
      createdBy: adminId,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt,
    });
  }

  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      tenantId,
      url: 'https://crm.exemplo.com.br/webhooks/vitrine',
      description: 'CRM da organizadora (exemplo)',
      events: ['participation.created', 'participation.cancelled', 'user.registered', 'agenda.changed'],
      enabled: false,
      disabledReason: 'MANUAL',
      secret: newWebhookSecret(),
      createdBy: adminId,
      createdAt: ago(24 * 8),
    })
    .returning({ id: webhookEndpoints.id });
  const log = [
    {
      type: 'user.registered',
      hours: 30,
      data: { id: 901, name: 'Lucas Prado', locale: 'pt-BR' },
      tries: [200],
    },
    { type: 'participation.created', hours: 29, data: { eventId, userId: 901 }, tries: [503, 503, 200] },
    {
      type: 'agenda.changed',
      hours: 6,
      data: { action: 'updated', eventId, theme: 'Tendências do mercado imobiliário' },
      tries: [200],
    },
    // Waiting since the organizer turned the endpoint off: it goes when it is on again.
    { type: 'participation.cancelled', hours: 3, data: { eventId, userId: 901 }, tries: [503] },
  ];
  for (const entry of log) {
    const createdAt = ago(entry.hours);
    const delivered = entry.tries.at(-1)! < 300;
    const nextTry = new Date(createdAt.getTime() + 60_000);
    const body = JSON.stringify({ type: entry.type, timestamp: createdAt.toISOString(), data: entry.data });
    const [message] = await tx
      .insert(webhookMessages)
      .values({
        tenantId,
        endpointId: endpoint!.id,
        msgId: `msg_${randomBytes(16).toString('hex')}`,
        eventType: entry.type,
        body,
        status: delivered ? 'DELIVERED' : 'PENDING',
        attempts: entry.tries.length,
        createdAt,
        deliveredAt: delivered ? createdAt : null,
        nextAttemptAt: delivered ? createdAt : nextTry,
      })
      .returning({ id: webhookMessages.id });
    for (const [index, statusCode] of entry.tries.entries()) {
      await tx.insert(webhookAttempts).values({
        messageId: message!.id,
        attempt: index + 1,
        startedAt: new Date(createdAt.getTime() + index * 10_000),
        statusCode,
        durationMs: 80 + index * 37,
        response: statusCode < 300 ? '{"ok":true}' : 'Service Unavailable',
      });
    }
  }
}
