import {
  type Consent,
  type InterestRequest,
  type Lead,
  type LeadCaptureRequest,
  type LeadFilter,
  type LeadSummary,
  type LeadUpdate,
  type Locale,
  leadLimits,
  type Page,
  type SpreadsheetFormat,
  type TokenClaims,
} from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { standTeamRepository } from '../stands/stands.repository.ts';
import type { Badges } from './badges.ts';
import { type LeadRow, leadsRepository as repository } from './leads.repository.ts';
import { exportLeads } from './leads-export.ts';
import { scanTime } from './scan-time.ts';

export interface LeadsDeps {
  db: Db;
  badges: Badges;
  limiter: RateLimiter;
  changes: ChangeSeam;
}

/** What lead.created says: the stand, how and when; who it was stays with the stand's team. */
const leadEvent = (
  lead: { id: number; exhibitorId: number; source: string; propertyId: number | null },
  at: Date,
) => ({
  id: lead.id,
  exhibitorId: lead.exhibitorId,
  source: lead.source,
  propertyId: lead.propertyId,
  capturedAt: at.toISOString(),
});

function present(row: LeadRow): Lead {
  const { lead } = row;
  return {
    id: lead.id,
    exhibitorId: lead.exhibitorId,
    source: lead.source,
    propertyId: lead.propertyId,
    propertyTitle: row.propertyTitle,
    message: lead.message,
    rating: lead.rating,
    notes: lead.notes,
    tags: lead.tags,
    capturedAt: lead.capturedAt.toISOString(),
    capturedBy: row.capturedBy,
    person: row.person,
  };
}

/**
 * Leads: a stand's team scans visitors' badges; a visitor asks about the stand or a
 * property with their consent. The stand's team reads and rates them; the organizer sees counts
 * only. Every lead route but consent is for the stand's team alone, ADMINs included.
 */
export function createLeadsService(deps: LeadsDeps) {
  const { db, badges, limiter } = deps;
  const transaction = deps.changes.transaction.bind(deps.changes);

  /** The stand of the tenant, for its own team only. */
  async function teamStand(tenantId: number, exhibitorId: number, principal: TokenClaims) {
    const stand = await repository.standFor(db, tenantId, exhibitorId, principal.userId);
    if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
    if (!stand.role) throw new AppError(403, 'FORBIDDEN');
    return stand;
  }

  async function leadOf(exhibitorId: number, leadId: number): Promise<Lead> {
    const row = await repository.byId(db, exhibitorId, leadId);
    if (!row) throw notFound('LEAD_NOT_FOUND', leadId);
    return present(row);
  }

  /** Every filtered lead, read 500 at a time. */
  async function* allLeads(exhibitorId: number, filter: LeadFilter, timeZone: string) {
    let before: { capturedAt: Date; id: number } | null = null;
    for (;;) {
      const rows = await repository.batch(db, exhibitorId, filter, timeZone, before, 500);
      yield* rows;
      if (rows.length < 500) return;
      const last = rows.at(-1)!.lead;
      before = { capturedAt: last.capturedAt, id: last.id };
    }
  }

  return {
    /** A scanned or typed badge → the stand's lead for that visitor (`created` false: scanned before). */
    async capture(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
      body: LeadCaptureRequest,
    ): Promise<{ lead: Lead; created: boolean }> {
      const capturedAt = scanTime(body.capturedAt, 'body.capturedAt');
      const input = badges.read(tenantId, body.badge);
      if (!input || input.typed) {
        // The stand is checked first, so only its team learns whether a code is valid, or spends
        // the stand's allowance of typed codes.
        await teamStand(tenantId, exhibitorId, principal);
        if (!input) throw notFound('BADGE_INVALID');
        await enforceLimit(limiter, `lead-code:${exhibitorId}`, leadLimits.typedCodesPerMinute, 60_000);
      }
      const values = { tenantId, exhibitorId, code: input.code, capturedAt, capturedBy: principal.userId };
      const scanned = await transaction(async (tx) => {
        const stored = await repository.scan(tx, values);
        if (stored.created && stored.row) {
          // Never the visitor's personal data: a webhook tells it as it is.
          await tx.record('lead.created', tenantId, leadEvent(stored.row.lead, capturedAt));
        }
        return stored;
      });
      if (!scanned.standExists) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
      if (!scanned.role) throw new AppError(403, 'FORBIDDEN');
      if (scanned.row) return { lead: present(scanned.row), created: scanned.created };
      // No one's code, or the same visitor's scan committed by a teammate meanwhile.
      const existing = await repository.byCode(db, tenantId, exhibitorId, input.code);
      if (existing === null) throw notFound('BADGE_INVALID');
      return { lead: await leadOf(exhibitorId, existing), created: false };
    },

    /** 'Tenho interesse' / 'Fale com o expositor': the visitor's consented contact for the stand. */
    async interest(
      tenantId: number,
      target: { kind: 'property' | 'exhibitor'; id: number },
      principal: TokenClaims,
      body: InterestRequest,
    ): Promise<{ consent: Consent; created: boolean }> {
      if (body.consent !== true) throw badRequest('CONSENT_REQUIRED');
      let property: { id: number; title: string } | null = null;
      let exhibitorId = target.id;
      if (target.kind === 'property') {
        const found = await repository.property(db, tenantId, target.id);
        if (!found) throw notFound('IMMOBILE_NOT_FOUND', target.id);
        property = found;
        exhibitorId = found.exhibitorId;
      }
      const stand = await standTeamRepository.stand(db, tenantId, exhibitorId);
      if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
      const person = await repository.person(db, principal.userId);
      if (!person) throw new AppError(401, 'UNAUTHORIZED');
      const message = body.message ? body.message : null;
      const result = await transaction(async (tx) => {
        const saved = await repository.upsert(
          tx,
          {
            tenantId,
            exhibitorId,
            userId: principal.userId,
            source: property ? 'PROPERTY' : 'STAND',
            propertyId: property?.id ?? null,
            message,
          },
          true,
        );
        if (saved.created) {
          await tx.record(
            'lead.created',
            tenantId,
            leadEvent(
              {
                id: saved.id,
                exhibitorId,
                source: property ? 'PROPERTY' : 'STAND',
                propertyId: property?.id ?? null,
              },
              new Date(),
            ),
          );
        }
        // The stand's team hears of it by notification and mail (lead-notices.ts).
        await tx.record('lead.interest', tenantId, {
          leadId: saved.id,
          stand: { id: exhibitorId, eventId: stand.eventId, title: stand.title },
          person: { id: principal.userId, ...person },
          property,
          message,
        });
        return saved;
      });
      return {
        created: result.created,
        consent: {
          exhibitorId,
          title: stand.title,
          eventId: stand.eventId,
          source: property ? 'PROPERTY' : 'STAND',
          at: new Date().toISOString(),
        },
      };
    },

    async list(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
      filter: LeadFilter,
      page: number,
      size: number,
    ): Promise<Page<Lead>> {
      const stand = await teamStand(tenantId, exhibitorId, principal);
      const { rows, total } = await repository.page(db, exhibitorId, filter, stand.timeZone, page, size);
      return {
        content: rows.map(present),
        totalElements: total,
        totalPages: Math.ceil(total / size),
        page,
        size,
      };
    },

    async update(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
      leadId: number,
      body: LeadUpdate,
    ): Promise<Lead> {
      await teamStand(tenantId, exhibitorId, principal);
      const tags = body.tags && [...new Set(body.tags)];
      const changed = await repository.update(db, exhibitorId, leadId, {
        ...(body.rating !== undefined && { rating: body.rating }),
        ...(body.notes !== undefined && { notes: body.notes }),
        ...(tags && { tags }),
      });
      if (changed.length === 0) throw notFound('LEAD_NOT_FOUND', leadId);
      return leadOf(exhibitorId, leadId);
    },

    /** The filtered leads as a file, streamed, with its name. */
    async export(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
      filter: LeadFilter,
      format: SpreadsheetFormat,
      locale: Locale,
    ) {
      const stand = await teamStand(tenantId, exhibitorId, principal);
      const slug =
        stand.title
          .normalize('NFD')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-')
          .toLowerCase() || `estande-${exhibitorId}`;
      return {
        filename: `${slug}-leads.${format}`,
        stream: exportLeads(allLeads(exhibitorId, filter, stand.timeZone), {
          format,
          locale,
          timeZone: stand.timeZone,
        }),
      };
    },

    async consents(tenantId: number, userId: number): Promise<Consent[]> {
      const rows = await repository.consents(db, tenantId, userId);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },

    async withdraw(tenantId: number, userId: number, exhibitorId: number): Promise<void> {
      if (!(await repository.withdraw(db, tenantId, userId, exhibitorId))) {
        throw notFound('LEAD_NOT_FOUND', exhibitorId);
      }
    },

    summary(tenantId: number, eventId: number): Promise<LeadSummary[]> {
      return repository.summary(db, tenantId, eventId);
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
