import type { Lead } from '@vitrine/contract';

export const sampleLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 1,
  exhibitorId: 7,
  source: 'SCAN',
  propertyId: null,
  propertyTitle: null,
  message: null,
  rating: null,
  notes: '',
  tags: [],
  capturedAt: '2026-11-25T13:00:00.000Z',
  capturedBy: 'Sam Staff',
  person: { name: 'Vera Visitante', email: 'vera@visita.test', phone: null },
  ...overrides,
});
