import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { fileBytesSchema } from './api-schemas.js';
import { CV_LIMITS, CV_MESSAGES, DOCUMENT_TYPES, cvResponseSchema, cvSaveSchema, cvSaveWithFileSchema } from './cv.js';
import { CV_PLACES } from './route-places.js';

const applicantParams = z.object({ id: idSchema.describe("The session's applicant id") });

/** Mi CV: an applicant reads and saves only their own CV, whose id is their applicant id (another's: 403). */
export const CV_ROUTES = {
  get: defineRoute({
    ...CV_PLACES.get,
    summary: 'The CV and its version; version 0 and cv null before the first save',
    params: applicantParams,
    response: cvResponseSchema,
  }),
  save: defineRoute({
    ...CV_PLACES.save,
    summary: 'Saves the whole CV edited from `version`, in one transaction',
    params: applicantParams,
    body: cvSaveSchema,
    response: cvResponseSchema,
    refusals: { 400: 'A field breaks its rule: the Spanish message on its field', 409: 'The CV was saved elsewhere since `version`: nothing written, reload' },
  }),
  saveWithFile: defineRoute({
    ...CV_PLACES.saveWithFile,
    summary: "The same save with a file for the slot `adjunto` names ('fotoPerfil' or 'documentoSeguridad')",
    params: applicantParams,
    body: cvSaveWithFileSchema,
    upload: {
      description: 'Photo: PNG or JPEG up to 500000 bytes, cropped to 200x200. Document: PDF, PNG or JPEG up to 2 MB.',
      maxBytes: CV_LIMITS.documentMaxBytes,
      tooLargeMessage: CV_MESSAGES.fileTooLarge,
    },
    response: cvResponseSchema,
    refusals: { 400: 'A field or the file breaks its rule', 409: 'Saved elsewhere since `version`', 413: 'The file is larger than 2 MB' },
  }),
  file: defineRoute({
    ...CV_PLACES.file,
    summary: "A CV's private file (photo, security document): to its applicant, or to a company that received the CV with an application",
    params: z.object({ fileId: z.uuid().describe('uuid of the file, as on the CV') }),
    response: fileBytesSchema,
    fileTypes: DOCUMENT_TYPES,
    refusals: { 404: 'Unknown id, or a file this user may not see' },
  }),
};
