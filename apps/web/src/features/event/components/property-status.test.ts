import { propertyStatuses } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { propertyStatusBadge } from './property-status.ts';

describe('property status badge', () => {
  it('labels every status in Portuguese', () => {
    const labels = propertyStatuses.map((status) => i18n.t(propertyStatusBadge(status)?.label ?? ''));
    expect(labels).toEqual(['pronto', 'lançamento', 'em construção', 'breve lançamento']);
  });

  it('gives every status its own style', () => {
    const styles = propertyStatuses.map((status) => propertyStatusBadge(status)?.className);
    expect(new Set(styles).size).toBe(propertyStatuses.length);
  });

  it('has no badge for an unknown status', () => {
    expect(propertyStatusBadge('SOLD')).toBeNull();
  });
});
