import {
  CUSTOM_FORM_FILES_NAMESPACE,
  type CustomFormSubmissionPayload,
  checkFormAnswers,
  type EndpointResponse,
  type lead,
} from '@vitrine/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { fileIdOf } from '../file-storage/file-links';
import { findFile } from '../file-storage/files-sql';
import { type FormDefinition, formView } from './forms';
import { findForm } from './forms-sql';
import { ticketView } from './ticket-view';
import { type Caller, newLeadId } from './tickets';
import { insertTicket } from './tickets-sql';

const FORM_NOT_FOUND = 'Form not found';
const DEFAULT_SUCCESS = 'Thank you! Your response has been recorded.';

export async function readForm(db: Db, applicationId: string, slug: string) {
  const row = await findForm(db, applicationId, slug);
  if (!row) throw notFound(FORM_NOT_FOUND);
  return formView(row);
}

/** A file answer must name a completed upload of this shop, in the custom forms' namespace. */
async function checkFiles(db: Db, applicationId: string, urls: string[]): Promise<void> {
  for (const url of urls) {
    const named = fileIdOf(url);
    const file = named && (await findFile(db, applicationId, named.id));
    if (file?.state !== 'complete' || file.namespace !== CUSTOM_FORM_FILES_NAMESPACE) {
      throw badRequest(`${url} is not a file uploaded to this shop`);
    }
  }
}

/**
 * Checks a submission against the form's fields and keeps it as a lead: a ticket in the form's category whose
 * description lists the answers, with uploaded files as attachments.
 */
export async function submitForm(
  db: Db,
  caller: Caller,
  slug: string,
  payload: z.output<typeof CustomFormSubmissionPayload>,
): Promise<EndpointResponse<typeof lead.submitCustomForm>> {
  const row = await findForm(db, caller.application.id, slug);
  if (!row) throw notFound(FORM_NOT_FOUND);
  const form = row.definition as unknown as FormDefinition;
  if (form.login_required && !caller.user) throw unauthorized('User is not logged in');
  const { answers, errors } = checkFormAnswers(form.inputs, payload.response, (url) =>
    Boolean(fileIdOf(url)),
  );
  const problems = Object.values(errors);
  if (problems.length) throw badRequest(problems[0], { errors });
  const fileInputs = new Set(form.inputs.filter((input) => input.type === 'file').map((input) => input.key));
  const fileAnswers = answers.filter((answer) => fileInputs.has(answer.key));
  await checkFiles(
    db,
    caller.application.id,
    fileAnswers.map((answer) => String(answer.value)),
  );
  const displayOf = (key: string) => form.inputs.find((input) => input.key === key)?.display ?? key;
  const ticket = await insertTicket(db, {
    id: newLeadId(),
    applicationId: caller.application.id,
    userId: caller.user?.id ?? null,
    category: slug,
    priority: form.priority,
    content: {
      title: form.title,
      description: answers
        .filter((answer) => !fileInputs.has(answer.key))
        .map((answer) => `${displayOf(answer.key)}: ${[answer.value].flat().join(', ')}`)
        .join('\n'),
      attachments: [
        ...(payload.attachments ?? []),
        ...fileAnswers.map((answer) => ({
          type: 'file',
          display: displayOf(answer.key),
          value: String(answer.value),
        })),
      ],
    },
    customJson: {},
    formSlug: slug,
    formResponse: answers,
    userAgent: caller.userAgent,
  });
  return {
    message: form.success_message || DEFAULT_SUCCESS,
    ticket: ticketView(ticket, caller.application.companyId, form.title),
    response: {
      _id: ticket.id,
      application_id: caller.application.id,
      form_slug: slug,
      created_on: { user_agent: caller.userAgent },
      response: answers.map((answer) => ({ ...answer })),
    },
  };
}
