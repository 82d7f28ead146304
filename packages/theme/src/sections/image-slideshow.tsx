import { Image, type SectionComponentProps } from '@vitrine/kit';
import { useRef } from 'react';
import { SmartLink } from '../components/smart-link';
import { imageUrl, text } from './props';

export default function ImageSlideshow({ blocks }: SectionComponentProps<undefined>) {
  const track = useRef<HTMLUListElement>(null);
  const slides = blocks
    .filter((block) => block.type === 'slide')
    .map((block) => ({
      image: imageUrl(block.props.image),
      link: text(block.props.link),
      alt: text(block.props.alt),
    }))
    .filter((slide) => slide.image !== '');
  const move = (direction: 1 | -1) => {
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <section
      className="image-slideshow"
      data-section="image-slideshow"
      aria-roledescription="carousel"
      aria-label="Slideshow"
    >
      {slides.length > 0 ? (
        <ul className="image-slideshow__track" ref={track}>
          {slides.map((slide, index) => {
            const picture = (
              <Image
                src={slide.image}
                alt={slide.alt || `Slide ${index + 1}`}
                width={1440}
                height={540}
                sizes="100vw"
                priority={index === 0}
              />
            );
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a slideshow may repeat a picture; slides never reorder
                key={`${index}:${slide.image}`}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
              >
                {slide.link ? <SmartLink href={slide.link}>{picture}</SmartLink> : picture}
              </li>
            );
          })}
        </ul>
      ) : null}
      {slides.length > 1 ? (
        <div className="image-slideshow__controls">
          <button type="button" className="icon-button" aria-label="Previous slide" onClick={() => move(-1)}>
            ‹
          </button>
          <button type="button" className="icon-button" aria-label="Next slide" onClick={() => move(1)}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
