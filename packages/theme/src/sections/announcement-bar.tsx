import type { SectionComponentProps } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';
import { text } from './props';

export default function AnnouncementBar({ props }: SectionComponentProps<undefined>) {
  const message = text(props.text);
  const link = text(props.link);
  return (
    <div className="announcement-bar" data-section="announcement-bar">
      {message ? link ? <SmartLink href={link}>{message}</SmartLink> : <p>{message}</p> : null}
    </div>
  );
}
