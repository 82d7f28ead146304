import { CUSTOM_FORM_FILES_NAMESPACE, PRODUCT_REQUEST_NAMESPACE } from '@vitrine/contract';
import { badRequest } from '../../http/errors';

export interface Namespace {
  /** Content types the bytes may prove to be. */
  types: readonly string[];
  maxBytes: number;
}

const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const MB = 1024 * 1024;

/** The namespaces shoppers and visitors may upload into, each with its own types and size limit. */
const NAMESPACES: Record<string, Namespace> = {
  [PRODUCT_REQUEST_NAMESPACE]: { types: IMAGES, maxBytes: 5 * MB },
  [CUSTOM_FORM_FILES_NAMESPACE]: { types: [...IMAGES, 'application/pdf'], maxBytes: 5 * MB },
};

export function namespaceRules(name: string): Namespace {
  const rules = NAMESPACES[name];
  if (!rules) throw badRequest(`Uploads are not taken in the namespace '${name}'`);
  return rules;
}

export const sizeInMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;
