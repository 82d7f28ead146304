import { describe, expect, it } from 'vitest';
import { matchCustomTemplate } from './custom-templates';
import type { CustomTemplate } from './theme-contract';

const page = () => null;
const templates: CustomTemplate[] = [
  {
    path: 'lookbook',
    component: page,
    children: [{ path: ':season', component: page, children: [{ path: 'looks/:look', component: page }] }],
  },
  { path: 'gift-cards/terms', component: page },
];

const paths = (path: string) => {
  const match = matchCustomTemplate(templates, path);
  return match && { chain: match.chain.map((t) => t.path), params: match.params };
};

describe('custom templates', () => {
  it('matches nested templates and collects their parameters', () => {
    expect(paths('lookbook')).toEqual({ chain: ['lookbook'], params: {} });
    expect(paths('lookbook/summer/')).toEqual({
      chain: ['lookbook', ':season'],
      params: { season: 'summer' },
    });
    expect(paths('lookbook/summer/looks/3')).toEqual({
      chain: ['lookbook', ':season', 'looks/:look'],
      params: { season: 'summer', look: '3' },
    });
    expect(paths('gift-cards/terms')).toEqual({ chain: ['gift-cards/terms'], params: {} });
    expect(paths('lookbook/summer%20sale')?.params).toEqual({ season: 'summer sale' });
  });

  it('matches nothing for unknown or partial paths', () => {
    expect(paths('')).toBeUndefined();
    expect(paths('gift-cards')).toBeUndefined();
    expect(paths('lookbook/summer/looks')).toBeUndefined();
    expect(paths('nope')).toBeUndefined();
    expect(paths('lookbook/%E0%A4')).toBeUndefined();
    expect(matchCustomTemplate(undefined, 'lookbook')).toBeUndefined();
  });
});
