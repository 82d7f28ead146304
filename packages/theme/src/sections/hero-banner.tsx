import { Image, type SectionComponentProps, type SectionDefinition } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';
import { imageUrl, number, text } from './props';

function HeroBanner({ props }: SectionComponentProps<undefined>) {
  const image = imageUrl(props.image);
  const title = text(props.title);
  const subtitle = text(props.subtitle);
  const buttonText = text(props.button_text);
  const buttonLink = text(props.button_link);
  const overlay = number(props.overlay_opacity, 30, 0, 100) / 100;
  return (
    <section className="hero-banner" data-section="hero-banner">
      <div className="hero-banner__media">
        {image ? (
          <Image src={image} alt={title || 'Banner'} width={1440} height={540} sizes="100vw" priority />
        ) : null}
        <div className="hero-banner__overlay" style={{ opacity: overlay }} />
      </div>
      {title || subtitle || buttonText ? (
        <div className="hero-banner__content">
          {title ? <h2 className="hero-banner__title">{title}</h2> : null}
          {subtitle ? <p className="hero-banner__subtitle">{subtitle}</p> : null}
          {buttonText && buttonLink ? (
            <SmartLink className="button button--primary" href={buttonLink}>
              {buttonText}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export const heroBanner: SectionDefinition<undefined> = {
  label: 'Hero banner',
  settings: [
    { id: 'image', type: 'image', label: 'Image', default: '' },
    { id: 'title', type: 'text', label: 'Title', default: 'New season, new favourites' },
    { id: 'subtitle', type: 'textarea', label: 'Subtitle', default: 'Fresh styles picked for you.' },
    { id: 'button_text', type: 'text', label: 'Button text', default: 'Shop now' },
    { id: 'button_link', type: 'url', label: 'Button link', default: '/products/' },
    {
      id: 'overlay_opacity',
      type: 'range',
      label: 'Overlay opacity',
      default: 30,
      min: 0,
      max: 100,
      step: 5,
    },
  ],
  component: HeroBanner,
};
