import { z } from 'zod';
import { StockItem } from './catalog-models';
import { noParams, Page, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const timestamp = queryText(40, 'timestamp').refine((text) => !Number.isNaN(Date.parse(text)), {
  message: 'timestamp must be a date and time, such as 2024-06-01T10:00:00Z',
});

/** Stock records changed since a moment, oldest change first, in cursor pages (`page_id` from `page.next_id`). */
export const getProductStockForTimeByIds = endpoint({
  method: 'GET',
  path: '/service/application/catalog/v1.0/products/stock-status/poll/',
  params: noParams,
  query: z.strictObject({
    timestamp: timestamp.optional(),
    page_size: queryInt(1, 100, 'page_size').optional(),
    page_id: queryText(200, 'page_id').optional(),
  }),
  body: undefined,
  response: z.looseObject({ items: z.array(StockItem), page: Page }),
});
