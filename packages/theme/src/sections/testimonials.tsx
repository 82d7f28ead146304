import { Image, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { imageUrl, text } from './props';

export default function Testimonials({ props, blocks }: SectionComponentProps<undefined>) {
  const quotes = blocks
    .filter((block) => block.type === 'testimonial')
    .map((block) => ({
      author: text(block.props.author),
      role: text(block.props.role),
      quote: text(block.props.text),
      image: imageUrl(block.props.image),
    }))
    .filter((item) => item.quote !== '');
  return (
    <section className="section testimonials" data-section="testimonials">
      <SectionHeading title={text(props.title)} />
      {quotes.length > 0 ? (
        <ul className="carousel carousel--wide">
          {quotes.map((item) => (
            <li key={`${item.author}:${item.quote}`}>
              <figure className="testimonial">
                <blockquote>{item.quote}</blockquote>
                <figcaption>
                  {item.image ? (
                    <Image
                      className="testimonial__avatar"
                      src={item.image}
                      alt=""
                      width={48}
                      height={48}
                      sizes="48px"
                    />
                  ) : null}
                  <span>
                    {item.author ? <strong>{item.author}</strong> : null}
                    {item.role ? <span className="testimonial__role">{item.role}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
