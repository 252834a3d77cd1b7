import { type ChangeName, changeNames } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Who reacts to each change, as the app wires it (docs/adr/0008-change-seam.md): a new
 * subscriber, or a change nobody hears, shows up here first.
 */
const expected: Record<ChangeName, string[]> = {
  'publication.created': ['webhook outbox'],
  'publication.approved': ['webhook outbox', 'read cache', 'announcement notices'],
  'publication.moderated': ['read cache'],
  'publication.updated': ['read cache'],
  'publication.removed': ['read cache'],
  'participation.created': ['webhook outbox', 'read cache'],
  'participation.cancelled': ['webhook outbox', 'read cache'],
  'user.registered': ['webhook outbox'],
  'lead.created': ['webhook outbox'],
  'checkin.created': ['webhook outbox', 'read cache'],
  'agenda.changed': ['webhook outbox', 'read cache', 'session notices'],
  'exhibitor.changed': ['webhook outbox', 'read cache'],
  'event.changed': ['read cache'],
  'speaker.changed': ['read cache'],
  'property.changed': ['read cache'],
  'member.changed': ['read cache'],
  'tenant.changed': ['read cache'],
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
