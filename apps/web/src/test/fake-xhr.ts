import type { Event } from '@vitrine/contract';

/**
 * Stands in for XMLHttpRequest in jsdom (which would really send it): records what `apiUpload`
 * sends and lets a test report progress and answer.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The JSON form field and the files, by field name. */
  parts(jsonField = 'request') {
    const json = JSON.parse(String(this.body?.get(jsonField))) as Record<string, unknown>;
    const files: Record<string, string[]> = {};
    for (const [field, value] of this.body?.entries() ?? []) {
      if (value instanceof File) files[field] = [...(files[field] ?? []), value.name];
    }
    return { json, files };
  }
}

export const image = (name: string, type = 'image/png', bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type });

export const savedEvent: Event = {
  id: 7,
  title: 'Feira Casa Nova',
  description: '<p>Três dias de lançamentos.</p>',
  aboutSponsor: null,
  local: 'Expo Center Norte',
  capacity: 500,
  participants: 12,
  dateStart: '10/05/2026',
  dateEnd: '12/05/2026',
  timeStart: '09:00',
  timeEnd: '18:00',
  timeZone: 'America/Sao_Paulo',
  featured: false,
  coverPhoto: '/media/cover.jpg',
  coverPhotoMobile: null,
  profilePicture: '/media/profile.jpg',
  images: ['/media/g1.jpg', '/media/g2.jpg'],
  videos: ['https://www.youtube.com/watch?v=abc'],
  listSponsor: [],
  address: {
    road: 'Rua José Bernardo Pinto',
    number: '333',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '02055-000',
    complement: null,
  },
  socialMedia: {
    whatsapp: null,
    site: 'https://casanova.example',
    facebook: null,
    instagram: null,
    linkedin: null,
    spotify: null,
    youtube: null,
    twitter: null,
  },
};
