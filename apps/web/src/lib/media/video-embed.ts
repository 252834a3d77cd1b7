export type VideoEmbed =
  | { kind: 'iframe'; provider: 'youtube' | 'vimeo'; src: string }
  | { kind: 'file'; src: string };

const youtubeId = /^[\w-]{6,20}$/;

function youtube(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id && youtubeId.test(id) ? id : null;
}

function vimeo(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/**
 * How to show a video address: YouTube and Vimeo in their privacy-friendly players (no cookies
 * until play), a file ending in mp4, webm or ogg in a <video>; null for anything else.
 */
export function videoEmbed(address: string | null | undefined): VideoEmbed | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address, 'https://vitrine.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return { kind: 'file', src: address };
  const youtubeVideo = youtube(url);
  if (youtubeVideo) {
    return {
      kind: 'iframe',
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtubeVideo}`,
    };
  }
  const vimeoVideo = vimeo(url);
  if (vimeoVideo) {
    return { kind: 'iframe', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeoVideo}?dnt=1` };
  }
  return null;
}
