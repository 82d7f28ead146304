import { Image, type SectionComponentProps } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';
import { imageUrl, text } from './props';

export default function ImageWithText({ props }: SectionComponentProps<undefined>) {
  const image = imageUrl(props.image);
  const title = text(props.title);
  const body = text(props.text);
  const buttonText = text(props.button_text);
  const buttonLink = text(props.button_link);
  const imageRight = text(props.image_position) === 'right';
  return (
    <section
      className={`section image-with-text${imageRight ? ' image-with-text--image-right' : ''}`}
      data-section="image-with-text"
    >
      <div className="image-with-text__media">
        <Image
          src={image}
          alt={title || 'Picture'}
          width={960}
          height={720}
          sizes="(max-width: 768px) 100vw, 50vw"
        />
      </div>
      <div className="image-with-text__content">
        {title ? <h2>{title}</h2> : null}
        {body ? <p>{body}</p> : null}
        {buttonText && buttonLink ? (
          <SmartLink className="button button--primary" href={buttonLink}>
            {buttonText}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
