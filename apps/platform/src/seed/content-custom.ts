import { type ContentDoc, hexId } from './content-settings';

/**
 * What the merchant keeps beside the content: a custom object (the care guide for cotton), custom fields on the
 * About us page, and the Hindi titles of the shop's pages (the shop speaks English and Hindi).
 */
export function customContent(app: string): ContentDoc[] {
  const id = (n: number) => hexId(app, 'custom', String(n));
  return [
    {
      kind: 'custom_object',
      slug: 'care-guide/cotton',
      data: {
        _id: id(1),
        slug: 'cotton',
        status: 'active',
        display_name: 'Cotton',
        definition: { _id: id(2), name: 'Care guide', type: 'care-guide' },
        references: [],
        fields: [
          { _id: id(3), key: 'washing', type: 'string_single_line', value: [{ value: 'Machine wash cold' }] },
          {
            _id: id(4),
            key: 'ironing',
            type: 'string_single_line',
            value: [{ value: 'Warm iron, inside out' }],
          },
        ],
      },
    },
    {
      kind: 'custom_fields',
      slug: 'page/about-us',
      data: {
        items: [
          {
            _id: id(5),
            namespace: 'vitrine',
            key: 'founded',
            resource: 'page',
            resource_slug: 'about-us',
            type: 'integer',
            multi_value: false,
            value: [{ value: 2019 }],
          },
        ],
      },
    },
    {
      kind: 'translations',
      slug: 'page/hi',
      data: {
        items: [
          { resource_id: 'about-us', type: 'page', locale: 'hi', value: { title: 'हमारे बारे में' } },
          { resource_id: 'size-guide', type: 'page', locale: 'hi', value: { title: 'साइज़ गाइड' } },
        ],
      },
    },
  ];
}
