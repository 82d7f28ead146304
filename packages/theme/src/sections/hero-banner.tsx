import { Image, type SectionComponentProps } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';
import { heroBannerSchema } from '../schema/hero-banner';
import { declaredNumber, imageUrl, text } from './props';

export default function HeroBanner({ props }: SectionComponentProps<undefined>) {
  const image = imageUrl(props.image);
  const title = text(props.title);
  const subtitle = text(props.subtitle);
  const buttonText = text(props.button_text);
  const buttonLink = text(props.button_link);
  const overlay = declaredNumber(props.overlay_opacity, heroBannerSchema, 'overlay_opacity') / 100;
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
