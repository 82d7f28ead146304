import { z } from 'zod';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/assets';

/** How long a signed file address lasts when the storefront asks (the spec's sign-urls expiry). */
export const SIGNED_URL_EXPIRY_SECONDS = 300;

const namespaceParam = z.object({
  namespace: z
    .string()
    .min(1, 'namespace is required')
    .max(100, 'namespace must be at most 100 characters')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'namespace may hold only lower-case letters, digits and hyphens'),
});

export const StartUploadRequest = z.object({
  file_name: z.string().min(1, 'file_name is required').max(255, 'file_name must be at most 255 characters'),
  content_type: z
    .string()
    .min(1, 'content_type is required')
    .max(100, 'content_type must be at most 100 characters'),
  size: z.number().int('size must be a whole number of bytes').positive('size must be more than 0'),
  tags: z.array(z.string().max(100, 'a tag must be at most 100 characters')).max(20).optional(),
  params: z.object({ subpath: z.string().max(200).optional() }).optional(),
  enc_key: z.string().max(200).optional(),
});

const Upload = z.looseObject({ expiry: z.number(), url: z.string() });
const Cdn = z.looseObject({ url: z.string(), absolute_url: z.string(), relative_url: z.string() });

export const StartUploadResponse = z.looseObject({
  file_name: z.string(),
  file_path: z.string(),
  content_type: z.string(),
  method: z.string().optional(),
  namespace: z.string(),
  operation: z.string(),
  size: z.number(),
  upload: Upload,
  cdn: Cdn,
  tags: z.array(z.string()).optional(),
});

/** completeUpload's body: the start answer sent back (unknown keys allowed, as the SDK echoes it whole). */
export const CompleteUploadRequest = z.looseObject({
  file_name: z.string().max(255),
  file_path: z.string().max(500),
  content_type: z.string().max(100),
  namespace: z.string().max(100),
  size: z.number(),
  upload: z.looseObject({ url: z.string().max(2000), expiry: z.number().optional() }),
});

export const CompleteUploadResponse = StartUploadResponse.extend({
  _id: z.string(),
  success: z.boolean(),
  created_on: z.string(),
  modified_on: z.string(),
  created_by: z.looseObject({ username: z.string().optional() }).optional(),
});

export const SignUrlsRequest = z.object({
  expiry: z
    .number()
    .int('expiry must be a whole number of seconds')
    .min(1, 'expiry must be at least 1 second')
    .max(7 * 24 * 3600, 'expiry must be at most a week'),
  urls: z.array(z.string().max(2000, 'a url must be at most 2000 characters')).max(50, 'at most 50 urls'),
});

export const SignUrlsResponse = z.looseObject({
  urls: z.array(z.looseObject({ url: z.string(), signed_url: z.string(), expiry: z.number() })),
});

const startUpload = (version: string) =>
  endpoint({
    method: 'POST',
    path: `${BASE}/${version}/namespaces/{namespace}/upload/start`,
    params: namespaceParam,
    query: noQuery,
    body: StartUploadRequest,
    response: StartUploadResponse,
  });

const completeUpload = (version: string) =>
  endpoint({
    method: 'POST',
    path: `${BASE}/${version}/namespaces/{namespace}/upload/complete`,
    params: namespaceParam,
    query: noQuery,
    body: CompleteUploadRequest,
    response: CompleteUploadResponse,
  });

/** File uploads (FileStorage): start → PUT of the bytes to upload.url → complete; signed addresses to read. */
export const fileStorage = {
  startUpload: startUpload('v2.0'),
  completeUpload: completeUpload('v2.0'),
  signUrls: endpoint({
    method: 'POST',
    path: `${BASE}/v1.0/sign-urls`,
    params: noParams,
    query: noQuery,
    body: SignUrlsRequest,
    response: SignUrlsResponse,
  }),
};

/** The same start and complete calls at the v1.0 paths the SDK's v1.4.13 uses. */
export const fileStorageV1 = {
  startUpload: startUpload('v1.0'),
  completeUpload: completeUpload('v1.0'),
};
