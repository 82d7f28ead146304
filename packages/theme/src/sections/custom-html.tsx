import type { SectionComponentProps } from '@vitrine/kit';
import { useEffect, useState } from 'react';
import { text } from './props';

/**
 * The merchant's HTML goes in as-is, and only in the browser: the server sends an empty box, so nothing the
 * merchant wrote runs during server rendering.
 */
export default function CustomHtml({ props }: SectionComponentProps<undefined>) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const code = text(props.code);
  if (!inBrowser || !code) return <div className="section custom-html" data-section="custom-html" />;
  return (
    <div
      className="section custom-html"
      data-section="custom-html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: showing the merchant's own HTML is this section's purpose
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
