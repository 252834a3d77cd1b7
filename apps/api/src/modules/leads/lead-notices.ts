import { pagePaths } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import { localeOf } from '../../lib/locale.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { standTeamRepository } from '../stands/stands.repository.ts';
import { leadInterestMail } from './leads.mail.ts';

/** A visitor's interest reaches the stand's team: a notification and a mail each, in their language. */
export function subscribeLeadNotices(
  changes: ChangeSeam,
  {
    notifications,
    mail,
    publicUrl,
  }: { notifications: NotificationsService; mail: OutgoingMail; publicUrl: string },
): void {
  changes.on('lead.interest', 'stand team notices', async (tx, { tenantId, items }) => {
    for (const { leadId, stand, person, property, message } of items) {
      const team = await standTeamRepository.contacts(tx, stand.id);
      await notifications.store(
        tx,
        {
          tenantId,
          type: 'LEAD_INTEREST',
          args: { person: person.name, stand: stand.title, ...(property && { property: property.title }) },
          eventId: stand.eventId,
          publicationId: null,
        },
        team.map((member) => member.userId),
      );
      const link = `${publicUrl}${pagePaths.standArea(stand.id)}`;
      for (const member of team) {
        await mail.enqueue(
          leadInterestMail({
            to: member.email,
            locale: localeOf(member.locale),
            person,
            about: property?.title ?? stand.title,
            message,
            link,
          }),
          `lead-interest:${leadId}:${Date.now()}:${member.userId}`,
          tx,
        );
      }
    }
  });
}
