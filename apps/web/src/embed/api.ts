/** The public reads a widget needs, as the web app sends them (same origin, `X-Tenant`). */
export interface EmbedSpeaker {
  id: number;
  name: string;
  company: string | null;
}
export interface EmbedSession {
  id: number;
  timeStart: string;
  timeEnd: string;
  theme: string;
  stage: string | null;
  cancelled: boolean;
  speaker: EmbedSpeaker[];
}
/** `agenda/event/{eventId}`: dd/MM/yyyy → sessions by start time. */
export type EmbedAgenda = Record<string, EmbedSession[]>;
export interface EmbedExhibitor {
  id: number;
  title: string;
  shortDescription: string;
  profilePicture: string | null;
}
/** `exhibitor/findByEvent/{eventId}`: category → its exhibitors. */
export type EmbedExhibitors = Record<string, EmbedExhibitor[]>;

export async function getJson<T>(path: string, tenant: string, lang: string): Promise<T> {
  const response = await fetch(path, {
    headers: { 'X-Tenant': tenant, 'Accept-Language': lang, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
