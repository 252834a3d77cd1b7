/** Test-only helpers shared by the producer write tests (events, exhibitors). */
import type { TestApp } from '../../../test/helpers.ts';
import { auth, multipart, type Part } from '../publications/publications.fixtures.ts';

/** A valid event request; override any field. */
export const eventRequest = (overrides: Record<string, unknown> = {}) => ({
  title: 'Feira de Imóveis 2027',
  description: '<p>Três dias de <strong>lançamentos</strong>.</p>',
  aboutSponsor: '<p>Patrocínio master</p>',
  local: 'Expo Center Norte',
  capacity: 500,
  dateStart: '18/03/2027',
  dateEnd: '20/03/2027',
  timeStart: '09:00',
  timeEnd: '18:00',
  videos: ['https://www.youtube.com/watch?v=7Xq2c3nZ0uE'],
  address: {
    road: 'Rua José Bernardo Pinto',
    number: '333',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '02055-000',
  },
  socialMediaRequest: { instagram: 'https://instagram.com/feira', whatsapp: '+55 11 99999-0000' },
  ...overrides,
});

/** A valid exhibitor request for `idEvent`; override any field. */
export const exhibitorRequest = (idEvent: number, overrides: Record<string, unknown> = {}) => ({
  idEvent,
  title: 'Construtora Horizonte',
  description: '<p>Apartamentos de <em>alto padrão</em>.</p>',
  shortDescription: 'Alto padrão na zona sul',
  category: 'Construtoras',
  sponsor: true,
  aboutSponsor: '<p>Patrocinadora ouro</p>',
  sector: 'Residencial',
  quota: 3,
  company: 'Horizonte S.A.',
  local: 'Estande 12',
  address: { road: 'Av. Paulista', number: '1000', city: 'São Paulo', state: 'SP', zipCode: '01310-100' },
  socialMedia: { site: 'https://horizonte.example' },
  ...overrides,
});

/** Sends a producer form: the JSON as the multipart field `field`, plus file parts. */
export function sendForm(
  test: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  options: { field?: string; json?: unknown; raw?: string; files?: Part[]; tenant?: Record<string, string> },
) {
  const parts: Part[] = [];
  if (options.json !== undefined || options.raw !== undefined) {
    parts.push({ name: options.field ?? 'request', data: options.raw ?? JSON.stringify(options.json) });
  }
  parts.push(...(options.files ?? []));
  const body = multipart(parts);
  return test.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...auth(token, options.tenant), ...body.headers },
  });
}

/** A file that claims to be a JPEG but is not one. */
export const fakeImage = (name = 'files'): Part => ({
  name,
  filename: 'evil.jpg',
  type: 'image/jpeg',
  data: Buffer.from('<?php echo "not an image"; ?>'),
});

/** A JPEG whose header is right and whose data is cut short: only decoding finds out. */
export const truncatedJpeg = (bytes: Buffer, name = 'files'): Part => ({
  name,
  filename: 'cut.jpg',
  type: 'image/jpeg',
  data: bytes.subarray(0, Math.floor(bytes.length / 3)),
});
