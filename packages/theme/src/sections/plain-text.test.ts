import { describe, expect, it } from 'vitest';
import { toParagraphs } from './plain-text';
import { embedUrl } from './video';

describe('toParagraphs', () => {
  it('keeps text, splits paragraphs and decodes entities', () => {
    expect(toParagraphs('<h3>Title</h3><p>Fish &amp; chips</p>Line one<br>line two')).toEqual([
      'Title',
      'Fish & chips',
      'Line one\nline two',
    ]);
    expect(toParagraphs('First\n\n\nSecond &#8377;10')).toEqual(['First', 'Second ₹10']);
  });

  it('drops scripts and styles with their content', () => {
    expect(toParagraphs('<style>p{}</style>Hi<script>alert(1)</script>')).toEqual(['Hi']);
  });
});

describe('embedUrl', () => {
  it('recognises YouTube and Vimeo links and nothing else', () => {
    expect(embedUrl('https://youtu.be/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(embedUrl('https://vimeo.com/12345')).toBe('https://player.vimeo.com/video/12345');
    expect(embedUrl('/assets/v.mp4')).toBeUndefined();
  });
});
