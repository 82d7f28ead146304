import type { SectionComponentProps } from '@vitrine/kit';
import { imageUrl, text } from './props';

/** The embed address for a YouTube or Vimeo page link, or undefined for a direct video file. */
export function embedUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://shop.invalid');
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts)\/([\w-]+)/)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : undefined;
  }
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1);
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : undefined;
  }
  if (host === 'vimeo.com') {
    const id = parsed.pathname.match(/^\/(\d+)/)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : undefined;
  }
  return undefined;
}

export default function Video({ props }: SectionComponentProps<undefined>) {
  const url = text(props.url);
  const poster = imageUrl(props.poster);
  const title = text(props.title) || 'Video';
  const embed = url ? embedUrl(url) : undefined;
  return (
    <section className="section video" data-section="video">
      <div className="video__frame">
        {embed ? (
          <iframe
            src={embed}
            title={title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : url ? (
          // biome-ignore lint/a11y/useMediaCaption: merchant videos come without caption tracks
          <video src={url} poster={poster || undefined} controls preload="none" playsInline />
        ) : null}
      </div>
    </section>
  );
}
