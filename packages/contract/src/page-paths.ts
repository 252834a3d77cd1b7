// The web app's shareable addresses, in the words visitors see in a link: the web app's router and
// the server's HTML for those pages (their cover preload and share card) both read them here.

export const speakerPathSegment = 'palestrante';
export const propertyPathSegment = 'imovel';

export const pagePaths = {
  event: (eventId: number | string) => `/event/${eventId}`,
  /** The event's Minha agenda tab (where reminders and session notices lead). */
  myAgenda: (eventId: number | string) => `/event/${eventId}?tab=minha-agenda`,
  speaker: (eventId: number | string, speakerId: number | string) =>
    `/event/${eventId}/${speakerPathSegment}/${speakerId}`,
  property: (eventId: number | string, propertyId: number | string) =>
    `/event/${eventId}/${propertyPathSegment}/${propertyId}`,
  exhibitor: (exhibitorId: number | string) => `/expositor/${exhibitorId}`,
  /** An invitation to a stand's team, from its e-mail. */
  invite: (token: string) => `/auth/convite/${token}`,
  /** The exhibitor area, on one stand. */
  standArea: (exhibitorId: number | string) => `/area-expositor?stand=${exhibitorId}`,
};
