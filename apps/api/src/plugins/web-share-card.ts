// What a shared link shows before anyone opens it: the Open Graph and Twitter card tags that
// WhatsApp, Instagram, LinkedIn and the rest read from the page's HTML (they run no script), and
// schema.org's Event for search engines. Everything here is text from producers, so every value
// is escaped for where it goes: attributes, <title>, and a JSON-LD <script>.
import type { Event, Exhibitor, Property, Speaker } from '@vitrine/contract';

/** One page's card. */
export interface ShareCard {
  title: string;
  /** Plain text (see `plainText`). */
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  type: 'website' | 'profile' | 'article';
}

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Rich text (sanitized HTML) as the plain sentence a card shows: tags dropped (block ends become
 * spaces), entities decoded, whitespace collapsed, cut at a word near `max` characters.
 */
export function plainText(html: string, max = 200): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    // A block's end separates words; an inline tag (<strong>, <a>) sits inside a sentence.
    .replace(
      /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|section|article)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A media path (`/api/media/…`) as the absolute URL a crawler can fetch; absolute ones as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The <meta> tags of a card (the page's <title> and description are `withPageTitle`'s). */
export function shareCardTags(card: ShareCard, siteName = 'Vitrine'): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', card.description),
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:locale:alternate', 'es_ES'),
    meta('property', 'og:locale:alternate', 'en_US'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    `<link rel="canonical" href="${escapeHtml(card.url)}" />`,
  ];
  if (card.image) {
    tags.push(meta('property', 'og:image', card.image), meta('property', 'og:image:alt', card.title));
  }
  tags.push(
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
  );
  if (card.image) tags.push(meta('name', 'twitter:image', card.image));
  return tags.join('');
}

/** JSON for a <script> element: `</script>`, `<!--` and the JS line separators cannot end or bend it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The UTC offset (`-03:00`) of `timeZone` at that wall-clock time; `Z` when unknown. */
function zoneOffset(utcGuess: Date, timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(utcGuess)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name?.replace(/^GMT/, '') ?? '';
    return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : 'Z';
  } catch {
    return 'Z';
  }
}

/** dd/MM/yyyy and HH:mm in the event's zone as ISO 8601 with its offset; null when malformed. */
export function isoDateTime(date: string, time: string, timeZone: string): string | null {
  const day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [, dd, mm, yyyy] = day;
  const [, hh, min] = clock;
  const local = `${yyyy}-${mm}-${dd}T${hh}:${min}:00`;
  const guess = new Date(`${local}Z`);
  if (Number.isNaN(guess.getTime())) return null;
  return `${local}${zoneOffset(guess, timeZone)}`;
}

/** schema.org's Event for the event's page, as a JSON-LD <script>. */
export function eventJsonLd(
  event: Event,
  { url, publicUrl, organizer }: { url: string; publicUrl: string; organizer: string },
): string {
  const address = event.address;
  const images = [event.coverPhoto, event.profilePicture, ...event.images]
    .map((image) => absoluteUrl(publicUrl, image))
    .filter((image): image is string => image !== null);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: plainText(event.description, 500) || undefined,
    startDate: isoDateTime(event.dateStart, event.timeStart, event.timeZone) ?? undefined,
    endDate: isoDateTime(event.dateEnd, event.timeEnd, event.timeZone) ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.local,
      address: address
        ? {
            '@type': 'PostalAddress',
            streetAddress: [address.road, address.number].filter(Boolean).join(', '),
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.zipCode,
            addressCountry: 'BR',
          }
        : event.local,
    },
    image: images.length > 0 ? [...new Set(images)] : undefined,
    organizer: { '@type': 'Organization', name: organizer, url: publicUrl },
    url,
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

const joined = (parts: (string | null | undefined)[], separator: string) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(separator);

/** The event's own card; its dates and place when it has no description. */
export function eventCard(event: Event, url: string, publicUrl: string): ShareCard {
  const when = event.dateStart === event.dateEnd ? event.dateStart : `${event.dateStart} – ${event.dateEnd}`;
  return {
    title: event.title,
    description: plainText(event.description) || joined([when, event.local], ' · '),
    url,
    image: absoluteUrl(publicUrl, event.coverPhoto ?? event.profilePicture),
    type: 'website',
  };
}

export function speakerCard(speaker: Speaker, event: Event, url: string, publicUrl: string): ShareCard {
  const role = joined([speaker.office, speaker.company], ' · ');
  return {
    title: `${speaker.name} · ${event.title}`,
    description:
      joined([role, plainText(speaker.description, 160)], ' — ') ||
      eventCard(event, url, publicUrl).description,
    url,
    image: absoluteUrl(publicUrl, speaker.profilePicture ?? event.coverPhoto),
    type: 'profile',
  };
}

export function propertyCard(property: Property, event: Event, url: string, publicUrl: string): ShareCard {
  const place = joined([property.address.logradouro, property.address.localidade], ', ');
  return {
    title: `${property.title} · ${event.title}`,
    description:
      joined([place, plainText(property.description, 160)], ' — ') ||
      eventCard(event, url, publicUrl).description,
    url,
    image: absoluteUrl(publicUrl, property.images[0] ?? event.coverPhoto),
    type: 'article',
  };
}

export function exhibitorCard(exhibitor: Exhibitor, url: string, publicUrl: string): ShareCard {
  return {
    title: exhibitor.title,
    description: plainText(exhibitor.shortDescription) || plainText(exhibitor.description),
    url,
    image: absoluteUrl(publicUrl, exhibitor.coverPhoto ?? exhibitor.profilePicture),
    type: 'website',
  };
}

/**
 * `index` with the page's own <title> (as the app titles it, `… · Vitrine`) and without its
 * generic description, which the card's replaces.
 */
export function withPageTitle(index: Buffer, title: string): Buffer {
  const html = index.toString('utf8');
  const next = html
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)} · Vitrine</title>`)
    .replace(/\s*<meta name="description"[^>]*>/i, '');
  return next === html ? index : Buffer.from(next);
}
