import type { EndpointResponse, FormInput, lead } from '@vitrine/contract';
import type { CustomFormRow } from './forms-sql';

/** What a custom form's `definition` column holds: everything of the form but its ids. */
export interface FormDefinition {
  title: string;
  description?: string;
  header_image?: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  login_required: boolean;
  should_notify: boolean;
  success_message?: string;
  submit_button?: { title: string; title_color: string; background_color: string };
  inputs: FormInput[];
}

const PRIORITY_COLOURS = { low: '#27ae60', medium: '#eaa700', high: '#eb5757', urgent: '#b00020' } as const;

export function formView(row: CustomFormRow): EndpointResponse<typeof lead.getCustomForm> {
  const definition = row.definition as unknown as FormDefinition;
  const priority = definition.priority ?? 'low';
  return {
    ...definition,
    _id: row.id,
    application_id: row.application_id,
    slug: row.slug,
    priority: {
      key: priority,
      display: priority.charAt(0).toUpperCase() + priority.slice(1),
      color: PRIORITY_COLOURS[priority],
    },
    login_required: definition.login_required ?? false,
    should_notify: definition.should_notify ?? false,
    inputs: definition.inputs,
    created_on: { user_agent: '' },
  };
}
