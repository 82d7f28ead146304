import type { SectionComponentProps, SectionDefinition } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';
import { text } from './props';

function AnnouncementBar({ props }: SectionComponentProps<undefined>) {
  const message = text(props.text);
  const link = text(props.link);
  return (
    <div className="announcement-bar" data-section="announcement-bar">
      {message ? link ? <SmartLink href={link}>{message}</SmartLink> : <p>{message}</p> : null}
    </div>
  );
}

export const announcementBar: SectionDefinition<undefined> = {
  label: 'Announcement bar',
  settings: [
    { id: 'text', type: 'text', label: 'Announcement', default: 'Free delivery on orders above ₹999' },
    { id: 'link', type: 'url', label: 'Link', default: '' },
  ],
  component: AnnouncementBar,
};
