import { type ChangeName, changeNames } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Who reacts to each change, as the app wires it (docs/adr/0008-change-seam.md): a new
 * subscriber, or a change nobody hears, shows up here first.
 */
const expected: Record<ChangeName, string[]> = {
  'publication.created': ['webhook outbox', 'notifications'],
  'publication.approved': ['webhook outbox', 'read cache', 'announcement notices'],
  'publication.decided': ['read cache', 'notifications', 'moderation history'],
  'publication.held': ['moderation history'],
  'publication.moderated': ['read cache', 'notifications', 'live counts', 'moderation history'],
  'publication.updated': ['read cache', 'notifications'],
  'publication.removed': ['read cache'],
  'participation.created': ['webhook outbox', 'read cache'],
  'participation.cancelled': ['webhook outbox', 'read cache'],
  'user.registered': ['webhook outbox'],
  'reaction.changed': ['live counts'],
  'comment.removed': ['moderation history'],
  'reaction.created': ['notifications'],
  'lead.created': ['webhook outbox'],
  'lead.interest': ['stand team notices'],
  'stand.revision.decided': ['stand team notices'],
  'checkin.created': ['webhook outbox', 'read cache'],
  'agenda.changed': ['webhook outbox', 'read cache', 'session notices'],
  'exhibitor.changed': ['webhook outbox', 'read cache'],
  'event.changed': ['read cache'],
  'speaker.changed': ['read cache'],
  'property.changed': ['read cache'],
  'member.changed': ['read cache'],
  'tenant.changed': ['read cache'],
  'guests.expired': ['read cache'],
  'favorite.added': ['reminder planning'],
  'favorite.removed': ['reminder planning'],
  'reminders.changed': ['reminder planning'],
};

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({}, { seeded: false });
});
afterAll(() => test?.close());

describe('the change subscriptions', () => {
  it.each(changeNames.map((name) => [name]))('%s reaches its subscribers, in order', (name) => {
    expect(test.app.changes.subscribersOf(name)).toEqual(expected[name]);
  });
});
