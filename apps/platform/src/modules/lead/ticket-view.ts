import type { EndpointResponse, lead } from '@vitrine/contract';
import { CONTACT_CATEGORY, PRODUCT_REQUEST_CATEGORY } from '@vitrine/contract';
import type { TicketRow } from './tickets-sql';

type TicketAnswer = EndpointResponse<typeof lead.getTicket>;

const STATUS_COLOURS: Record<string, string> = {
  pending: '#eaa700',
  in_progress: '#2f80ed',
  resolved: '#27ae60',
};
const PRIORITY_COLOURS: Record<string, string> = {
  low: '#27ae60',
  medium: '#eaa700',
  high: '#eb5757',
  urgent: '#b00020',
};
const CATEGORY_NAMES: Record<string, string> = {
  [CONTACT_CATEGORY]: 'Contact us',
  [PRODUCT_REQUEST_CATEGORY]: 'Product request',
};

/** `in_progress` → `In progress`. */
const displayOf = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A ticket as the platform's Ticket model says it. */
export function ticketView(row: TicketRow, companyId: number, categoryName?: string): TicketAnswer {
  const content = row.content as { title: string; description?: string; attachments?: [] };
  return {
    _id: row.id,
    context: { application_id: row.application_id, company_id: String(companyId) },
    created_on: { user_agent: row.user_agent },
    response_id: row.form_slug ? row.id : undefined,
    content,
    category: {
      key: row.category,
      display: categoryName ?? CATEGORY_NAMES[row.category] ?? displayOf(row.category),
    },
    source: 'sales_channel',
    status: {
      key: row.status,
      display: displayOf(row.status),
      color: STATUS_COLOURS[row.status] ?? '#828282',
    },
    priority: {
      key: row.priority,
      display: displayOf(row.priority),
      color: PRIORITY_COLOURS[row.priority] ?? '#828282',
    },
    created_by: row.user_id ?? undefined,
    tags: [],
    _custom_json: row.custom_json,
    is_feedback_pending: false,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
