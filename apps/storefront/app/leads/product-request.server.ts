import {
  PRODUCT_REQUEST_CATEGORY,
  PRODUCT_REQUEST_NAMESPACE,
  SIGNED_URL_EXPIRY_SECONDS,
} from '@vitrine/contract';
import type { ApplicationClient } from '@vitrine/sdk';
import { chosenFiles } from './multipart.server';
import { MAX_PHOTOS, SIZE_ROWS } from './product-request-fields';
import { uploadFile } from './upload.server';

export interface ProductRequestValues {
  description: string;
  product_identifier: string;
  item_id: string;
  brand: string;
  size_details: { size: string; quantity: string }[];
}

const text = (form: FormData, name: string, max = 200) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

export function productRequestValues(form: FormData): ProductRequestValues {
  return {
    description: text(form, 'description', 2000),
    product_identifier: text(form, 'product_identifier'),
    item_id: text(form, 'item_id', 50),
    brand: text(form, 'brand'),
    size_details: Array.from({ length: SIZE_ROWS }, (_, row) => ({
      size: text(form, `size_${row}`, 20),
      quantity: text(form, `quantity_${row}`, 6),
    })),
  };
}

/** The first problem with a request, before anything is uploaded. */
export function productRequestProblem(values: ProductRequestValues, photos: File[]): string | undefined {
  if (!values.description) return 'Describe the product you are looking for';
  if (values.size_details.some((row) => row.quantity && !/^[1-9]\d{0,4}$/.test(row.quantity))) {
    return 'A quantity must be a whole number from 1';
  }
  if (photos.length > MAX_PHOTOS) return `Add at most ${MAX_PHOTOS} photos`;
  return undefined;
}

/**
 * Uploads the photos (start → PUT → complete into the product-request namespace), signs their addresses for
 * the confirmation (sign-urls, 300 s) and opens the product-request ticket with them as image attachments.
 */
export async function sendProductRequest(
  sdk: ApplicationClient,
  values: ProductRequestValues,
  form: FormData,
) {
  const photos = chosenFiles(form, 'medias');
  const uploaded = [];
  for (const photo of photos) uploaded.push(await uploadFile(sdk, PRODUCT_REQUEST_NAMESPACE, photo));
  const signed = uploaded.length
    ? (
        await sdk.fileStorage.signUrls({
          body: { expiry: SIGNED_URL_EXPIRY_SECONDS, urls: uploaded.map((file) => file.cdn.url) },
        })
      ).urls
    : [];
  const sizes = values.size_details.filter((row) => row.size || row.quantity);
  const ticket = await sdk.lead.createTicket({
    body: {
      category: PRODUCT_REQUEST_CATEGORY,
      priority: 'low',
      content: {
        title: `Product request${values.brand ? `: ${values.brand}` : ''}`,
        description: values.description,
        attachments: uploaded.map((file) => ({
          type: 'image' as const,
          display: file.file_name,
          value: file.cdn.url,
        })),
      },
      _custom_json: {
        product_identifier: values.product_identifier,
        item_id: values.item_id,
        brand: values.brand,
        size_details: sizes.map((row) => ({ size: row.size, quantity: Number(row.quantity) || 1 })),
        medias: uploaded.map((file) => file.cdn.url),
      },
    },
  });
  return { ticketId: ticket._id, photos: signed.map((entry) => entry.signed_url) };
}
