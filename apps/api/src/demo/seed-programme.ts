import { agendaItemSpeakers, agendaItems, speakers } from '../db/schema.ts';
import { demoAgenda } from './demo-agenda.ts';
import { demoSpeakers, type SpeakerKey } from './demo-content.ts';
import { portraitImage } from './images.ts';
import type { SeedContext } from './seed-context.ts';
import { initialsOf } from './svg.ts';

/**
 * Inserts the speakers, then the agenda items with their speakers in the order listed; returns the
 * ids of the items the demo visitor stars.
 */
export async function seedProgramme(ctx: SeedContext): Promise<number[]> {
  const { tx, tenantId, eventId } = ctx;
  const idByKey = new Map<SpeakerKey, number>();
  for (const [index, { key, ...speaker }] of demoSpeakers.entries()) {
    const profilePictureId = await ctx.image(portraitImage(initialsOf(speaker.name), index));
    const [row] = await tx
      .insert(speakers)
      .values({ ...speaker, tenantId, eventId, profilePictureId })
      .returning({ id: speakers.id });
    idByKey.set(key, row!.id);
  }

  const starred: number[] = [];
  for (const { speakers: speakerKeys, starred: star, ...item } of demoAgenda) {
    const [row] = await tx
      .insert(agendaItems)
      .values({ ...item, tenantId, eventId })
      .returning({ id: agendaItems.id });
    if (star) starred.push(row!.id);
    if (speakerKeys.length === 0) continue;
    await tx.insert(agendaItemSpeakers).values(
      speakerKeys.map((key, position) => {
        const speakerId = idByKey.get(key);
        if (speakerId === undefined)
          throw new Error(`demo agenda item "${item.theme}" names no speaker ${key}`);
        return { agendaItemId: row!.id, speakerId, position };
      }),
    );
  }
  return starred;
}
