import { z } from './zod.js';
import { ACCOUNT_MESSAGES, companyProfileSchema, LOGO_MAX_BYTES } from './accounts.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { listResponseSchema, noContentSchema } from './api-schemas.js';
import { conversationViewSchema } from './applications.js';
import {
  applicationMarkSchema,
  applicationMarksSchema,
  avisoActionSchema,
  avisoDeletedSchema,
  avisoSavedSchema,
  avisoSaveSchema,
  avisoUpdateSchema,
  companyApplicationDetailSchema,
  applicationStageStateSchema,
  bulkStageChangeSchema,
  companyApplicationsPageSchema,
  companyApplicationsQuerySchema,
  applicationNeighboursQuerySchema,
  applicationNeighboursSchema,
  companyAvisoDataSchema,
  companyDashboardSchema,
  companyMessageSendSchema,
  stageChangeSchema,
  companyProfileDataSchema,
  conversationReadSchema,
  unqualifiedDiscardSchema,
} from './company.js';
import { COMPANY_SIDE_PLACES } from './company-side-places.js';
import { testInvitationCandidateSchema, testInvitationSaveSchema } from './test-invitations.js';
import {
  applicationNoteListSchema,
  applicationNoteSaveSchema,
  applicationNoteSchema,
  messageTemplateListSchema,
  messageTemplateSaveSchema,
  messageTemplateSchema,
} from './stage-messages.js';
import { listQuerySchema } from './reference.js';
import {
  applicationLabelsSchema,
  applicationRatingSaveSchema,
  applicationTagSaveSchema,
  tagSuggestionListSchema,
  tagSuggestionsQuerySchema,
} from './application-labels.js';
import { testReportDataSchema } from './tests.js';

const { companyAvisos, companyApplications, messageTemplates, applicationNotes, applicationLabels, companyProfile, testInvitations } = COMPANY_SIDE_PLACES;

const avisoParams = z.object({ id: idSchema.describe("The ad's id") });
const applicationParams = z.object({ id: idSchema.describe("The application's id") });
const candidateParams = z.object({ id: idSchema.describe("The candidate's id") });
const finishedAd = { 404: "Unknown, or another company's ad", 409: 'The ad is finished' } as const;

/** The company's own ads (Empresa only): another company's ad answers 404 as if it did not exist. */
const COMPANY_AVISO_ROUTES = {
  dashboard: defineRoute({
    ...companyAvisos.dashboard,
    summary: 'The ads by state with their applications, the unread messages, the balance and whether the company is verified',
    response: companyDashboardSchema,
  }),
  get: defineRoute({
    ...companyAvisos.get,
    summary: "One of the company's ads: the wizard's values, the labels of its selects and the preview",
    params: avisoParams,
    response: companyAvisoDataSchema,
    refusals: { 404: "Unknown, or another company's ad" },
  }),
  add: defineRoute({
    ...companyAvisos.add,
    summary: "A new ad, unpublished ('draft'), from the wizard's six steps",
    body: avisoSaveSchema,
    created: true,
    response: avisoSavedSchema,
    refusals: { 400: 'A field breaks its rule: the Spanish message on its field' },
  }),
  update: defineRoute({
    ...companyAvisos.update,
    summary: 'Saves the whole ad again; its state stays',
    body: avisoUpdateSchema,
    response: avisoSavedSchema,
    refusals: { 400: 'A field breaks its rule', ...finishedAd },
  }),
  publish: defineRoute({
    ...companyAvisos.publish,
    summary: "Publishes a draft: {id, status: 'published', message}; publishing it again changes nothing",
    body: avisoActionSchema,
    response: avisoSavedSchema,
    refusals: finishedAd,
  }),
  finish: defineRoute({
    ...companyAvisos.finish,
    summary: 'Finishes a published ad: out of the search, no new applications',
    body: avisoActionSchema,
    response: avisoSavedSchema,
    refusals: { 404: "Unknown, or another company's ad", 409: 'The ad was never published' },
  }),
  remove: defineRoute({
    ...companyAvisos.remove,
    summary: 'Deletes an ad that has no applications',
    body: avisoActionSchema,
    response: avisoDeletedSchema,
    refusals: { 404: "Unknown, or another company's ad", 409: 'The ad already has applications' },
  }),
  republish: defineRoute({
    ...companyAvisos.republish,
    summary:
      "'Republicar' a finished or expired ad: a new draft with the same content (the old ad and its applications stay); " +
      'while that draft is unpublished, republishing again answers the same draft',
    body: avisoActionSchema,
    response: avisoSavedSchema,
    refusals: { 404: "Unknown, or another company's ad", 409: 'The ad is not finished nor expired' },
  }),
  duplicate: defineRoute({
    ...companyAvisos.duplicate,
    summary:
      "'Duplicar' any of the company's ads (draft, published or finished): a new draft titled 'Copia de …' with every field of the " +
      'wizard, its languages and questions, in one transaction; nothing of its applications, views or publication. Answers the draft',
    params: avisoParams,
    created: true,
    response: avisoSavedSchema,
    refusals: { 400: 'A reference of the ad (area, level, locality) no longer exists', 404: "Unknown, or another company's ad" },
  }),
};

/** Applications to the company's ads (Empresa only): the list per ad, the applicant profile, marks, report and messages. */
const COMPANY_APPLICATION_ROUTES = {
  list: defineRoute({
    ...companyApplications.list,
    summary:
      "The ad's applications in a tab ('unread', 'all', 'favourites'), paged, holding every ticked security flag, in a stage, " +
      'matching a text in the name or e-mail, newest or oldest first or by stage',
    params: avisoParams,
    query: companyApplicationsQuerySchema,
    response: companyApplicationsPageSchema,
    refusals: { 404: "Unknown, or another company's ad" },
  }),
  get: defineRoute({
    ...companyApplications.get,
    summary: 'The applicant profile: the CV and answers as sent, and the marks',
    params: applicationParams,
    response: companyApplicationDetailSchema,
    refusals: { 404: "Unknown, or an application to another company's ad" },
  }),
  neighbours: defineRoute({
    ...companyApplications.neighbours,
    summary:
      "The applications before and after this one in its ad's list under the same tab, filters, search and order (the profile's " +
      "'Anterior' and 'Siguiente'); the application itself counts even once it left the filter (read, moved)",
    params: applicationParams,
    query: applicationNeighboursQuerySchema,
    response: applicationNeighboursSchema,
    refusals: { 404: "Unknown, or an application to another company's ad" },
  }),
  report: defineRoute({
    ...companyApplications.report,
    summary: "The applicant's tests report (null per test not taken)",
    params: applicationParams,
    response: testReportDataSchema,
    refusals: { 404: "Unknown, or an application to another company's ad" },
  }),
  markRead: defineRoute({
    ...companyApplications.markRead,
    summary: 'Marks the application read',
    body: applicationMarkSchema,
    response: applicationMarksSchema,
    refusals: { 404: 'Unknown application' },
  }),
  markFavourite: defineRoute({
    ...companyApplications.markFavourite,
    summary: '`favourite` sets the mark (a repeated click keeps it); without it the mark flips',
    body: applicationMarkSchema,
    response: applicationMarksSchema,
    refusals: { 404: 'Unknown application' },
  }),
  conversation: defineRoute({
    ...companyApplications.conversation,
    summary: 'The conversation with the applicant (null until the company writes) and whether the ad allows messages',
    params: applicationParams,
    response: conversationViewSchema,
    refusals: { 404: 'Unknown application' },
  }),
  send: defineRoute({
    ...companyApplications.send,
    summary: 'Writes to the applicant; the answer is the conversation with the new message',
    params: applicationParams,
    body: companyMessageSendSchema,
    response: conversationViewSchema,
    refusals: {
      400: 'An empty or too long message',
      403: "'Los mensajes directos de este aviso no están activados'",
      404: 'Unknown application',
      429: 'Too many messages in a short time',
    },
  }),
  markMessagesRead: defineRoute({
    ...companyApplications.markMessagesRead,
    summary: 'Every message of the conversation is now read by the company',
    body: conversationReadSchema,
    noContent: true,
    response: noContentSchema,
    refusals: { 404: 'Unknown conversation' },
  }),
  setStage: defineRoute({
    ...companyApplications.setStage,
    summary:
      'Moves an application to a stage (nueva, vista, preseleccionada, entrevista, finalista, contratada, descartada); the change is kept with who made it and when',
    params: applicationParams,
    body: stageChangeSchema,
    response: applicationStageStateSchema,
    refusals: {
      400: 'Unknown stage, or a message empty or too long (also once {nombre} and {aviso} are replaced)',
      403: "A message on an ad without direct messages: 'Los mensajes directos de este aviso no están activados'",
      404: "Unknown, or an application to another company's ad",
      409: 'The applicant withdrew it: it can no longer be moved',
    },
  }),
  setStages: defineRoute({
    ...companyApplications.setStages,
    summary: 'Moves several applications (at most 100) to a stage at once: all of them, or none when one is not the company’s',
    body: bulkStageChangeSchema,
    response: listResponseSchema(applicationStageStateSchema),
    refusals: {
      400: 'Unknown stage, no applications, more than 100, one repeated, or a message empty or too long: nothing changed',
      403: 'A message, and one of the ads takes no direct messages: nothing changed',
      404: "One of them is unknown or another company's: nothing changed",
      409: 'One of them was withdrawn by its applicant: nothing changed',
    },
  }),
  discardUnqualified: defineRoute({
    ...companyApplications.discardUnqualified,
    summary:
      "Moves every open application to the ad that fails one of its questions' requirements to 'descartada' at once, each applicant getting the courteous e-mail; a repeat finds none left",
    params: avisoParams,
    response: unqualifiedDiscardSchema,
    refusals: { 404: "Unknown, or another company's ad" },
  }),
};

const templateParams = z.object({ id: idSchema.describe("The template's id") });
const noteParams = z.object({ id: idSchema.describe("The note's id") });

/** The company's message templates (Empresa only): the defaults until it changes them; another company's answers 404. */
const MESSAGE_TEMPLATE_ROUTES = {
  list: defineRoute({
    ...messageTemplates.list,
    summary: "The company's message templates, oldest first; a company that never changed them gets the defaults",
    response: messageTemplateListSchema,
  }),
  add: defineRoute({
    ...messageTemplates.add,
    summary: 'A new template (at most 20 per company)',
    body: messageTemplateSaveSchema,
    created: true,
    response: messageTemplateSchema,
    refusals: { 400: 'A field breaks its rule', 409: 'The company already has 20 templates' },
  }),
  update: defineRoute({
    ...messageTemplates.update,
    summary: "Changes a template's title, text and stage",
    params: templateParams,
    body: messageTemplateSaveSchema,
    response: messageTemplateSchema,
    refusals: { 400: 'A field breaks its rule', 404: "Unknown, or another company's template" },
  }),
  remove: defineRoute({
    ...messageTemplates.remove,
    summary: 'Deletes a template',
    params: templateParams,
    noContent: true,
    response: noContentSchema,
    refusals: { 404: "Unknown, or another company's template" },
  }),
};

/** Private notes on an application (Empresa only): never shown to the applicant. */
const APPLICATION_NOTE_ROUTES = {
  list: defineRoute({
    ...applicationNotes.list,
    summary: "The application's private notes, newest first, with author and date",
    params: applicationParams,
    response: applicationNoteListSchema,
    refusals: { 404: "Unknown, or an application to another company's ad" },
  }),
  add: defineRoute({
    ...applicationNotes.add,
    summary: 'Adds a private note to the application',
    params: applicationParams,
    body: applicationNoteSaveSchema,
    created: true,
    response: applicationNoteSchema,
    refusals: { 400: 'An empty note, or longer than 2000 characters', 404: "Unknown, or an application to another company's ad" },
  }),
  remove: defineRoute({
    ...applicationNotes.remove,
    summary: "Deletes a note on one of the company's applications",
    params: noteParams,
    noContent: true,
    response: noContentSchema,
    refusals: { 404: "Unknown, or a note on another company's application" },
  }),
};

const ownApplication = { 404: "Unknown, or an application to another company's ad" } as const;

/** The company's rating and tags on an application (Empresa only): never shown to the applicant. */
const APPLICATION_LABEL_ROUTES = {
  rate: defineRoute({
    ...applicationLabels.rate,
    summary: 'Sets the rating (1 to 5 stars) or clears it (null); the same request again changes nothing',
    params: applicationParams,
    body: applicationRatingSaveSchema,
    response: applicationLabelsSchema,
    refusals: { 400: 'Not a whole number from 1 to 5 nor null: nothing changed', ...ownApplication },
  }),
  addTag: defineRoute({
    ...applicationLabels.addTag,
    summary: "Adds a tag, the company's own (created the first time it is used); a tag it already carries, written with other case or accents, changes nothing",
    params: applicationParams,
    body: applicationTagSaveSchema,
    response: applicationLabelsSchema,
    refusals: {
      400: 'An empty tag, longer than 30 characters, or with a comma or a line break: nothing changed',
      ...ownApplication,
      409: 'The application already has 10 tags: nothing changed',
    },
  }),
  removeTag: defineRoute({
    ...applicationLabels.removeTag,
    summary: 'Takes a tag off the application (case and accents ignored); a tag it does not carry changes nothing',
    params: applicationParams,
    body: applicationTagSaveSchema,
    response: applicationLabelsSchema,
    refusals: { 400: 'Not a valid tag: nothing changed', ...ownApplication },
  }),
  suggestTags: defineRoute({
    ...applicationLabels.suggestTags,
    summary:
      "The company's tags that some application carries, containing the text (case and accents ignored): the ones starting with it first, then the most used; at most 10",
    query: tagSuggestionsQuerySchema,
    response: tagSuggestionListSchema,
    refusals: { 400: 'A text longer than 100 characters' },
  }),
};

/** Mi Perfil (/admin/perfilempre) of an Empresa or a Tester. */
const COMPANY_PROFILE_ROUTES = {
  get: defineRoute({
    ...companyProfile.get,
    summary: "The company's data and the URL of its logo",
    response: companyProfileDataSchema,
  }),
  save: defineRoute({
    ...companyProfile.save,
    summary: 'Saves the profile; a user without a company (created by an administrator) creates it here',
    body: companyProfileSchema,
    response: companyProfileDataSchema,
    refusals: { 400: 'A field breaks its rule' },
  }),
  saveWithLogo: defineRoute({
    ...companyProfile.saveWithLogo,
    summary: 'The same save with a new logo',
    body: companyProfileSchema,
    upload: {
      description: 'Logo: PNG, JPG or GIF, at most 500000 bytes, checked by content',
      maxBytes: LOGO_MAX_BYTES,
      tooLargeMessage: ACCOUNT_MESSAGES.logoTooLarge,
    },
    response: companyProfileDataSchema,
    refusals: { 400: 'A field or the logo breaks its rule', 413: 'The logo is larger than 500000 bytes' },
  }),
};

/** The Tester's candidates (/admin/interview): a tester sees and changes only their own. */
const TEST_INVITATION_ROUTES = {
  list: defineRoute({
    ...testInvitations.list,
    summary: "The tester's candidates, newest first, filtered by text in the name or e-mail and paged",
    query: listQuerySchema,
    response: listResponseSchema(testInvitationCandidateSchema),
  }),
  get: defineRoute({
    ...testInvitations.get,
    summary: 'One of the tester’s candidates',
    params: candidateParams,
    response: testInvitationCandidateSchema,
    refusals: { 404: 'Unknown, or another tester’s' },
  }),
  add: defineRoute({
    ...testInvitations.add,
    summary: 'Invites a candidate by e-mail: the link to the three tests is sent',
    body: testInvitationSaveSchema,
    created: true,
    response: testInvitationCandidateSchema,
    refusals: { 400: 'A field breaks its rule', 409: 'This tester already invited that e-mail' },
  }),
  update: defineRoute({
    ...testInvitations.update,
    summary: 'A new e-mail: a new link is sent and the previous one stops working; the same e-mail: only the extra time changes',
    params: candidateParams,
    body: testInvitationSaveSchema,
    response: testInvitationCandidateSchema,
    refusals: { 400: 'A field breaks its rule', 404: 'Unknown, or another tester’s', 409: 'The e-mail was already invited, or the invitation was replaced' },
  }),
  report: defineRoute({
    ...testInvitations.report,
    summary: 'The same report companies see',
    params: candidateParams,
    response: testReportDataSchema,
    refusals: { 404: 'Unknown, or another tester’s' },
  }),
};

/** The company's and the tester's back office: each feature's declarations, as COMPANY_SIDE_PLACES names them. */
export const COMPANY_SIDE_ROUTES = {
  companyAvisos: COMPANY_AVISO_ROUTES,
  companyApplications: COMPANY_APPLICATION_ROUTES,
  messageTemplates: MESSAGE_TEMPLATE_ROUTES,
  applicationNotes: APPLICATION_NOTE_ROUTES,
  applicationLabels: APPLICATION_LABEL_ROUTES,
  companyProfile: COMPANY_PROFILE_ROUTES,
  testInvitations: TEST_INVITATION_ROUTES,
};
