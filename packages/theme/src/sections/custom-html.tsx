import type { SectionComponentProps } from '@vitrine/kit';
import { CustomHtml as MerchantHtml } from '@vitrine/kit/custom-html';
import { text } from './props';

/** The merchant's own HTML and CSS; its scripts, then the JavaScript block, run in the browser only. */
export default function CustomHtml({ props }: SectionComponentProps<undefined>) {
  return (
    <MerchantHtml
      className="section custom-html"
      rootProps={{ 'data-section': 'custom-html' }}
      html={text(props.code)}
      css={text(props.css)}
      js={text(props.js)}
    />
  );
}
