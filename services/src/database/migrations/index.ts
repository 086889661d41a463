import { InitialSchema1767225600000 } from './1767225600000-initial-schema.js';
import { ReferenceData1767225600001 } from './1767225600001-reference-data.js';
import { MailOutbox1767225650000 } from './1767225650000-mail-outbox.js';
import { AvisoDetails1767225700000 } from './1767225700000-aviso-details.js';
import { AccountsAndFiles1767225700001 } from './1767225700001-accounts-and-files.js';
import { AreaPublishedCounts1767225700002 } from './1767225700002-area-published-counts.js';
import { ReferenceNamesUnique1767225800000 } from './1767225800000-reference-names-unique.js';
import { TestsAndInvitations1767225900000 } from './1767225900000-tests-and-invitations.js';
import { ApplicantCv1767226000000 } from './1767226000000-applicant-cv.js';
import { CvFiles1767226000001 } from './1767226000001-cv-files.js';
import { ApplicationsAndMessages1767226010000 } from './1767226010000-applications-and-messages.js';
import { CompanyApplications1767226100000 } from './1767226100000-company-applications.js';
import { AvisoSearchTerms1767226200000 } from './1767226200000-aviso-search-terms.js';
import { MailCvAttachment1767226300000 } from './1767226300000-mail-cv-attachment.js';
import { SecurityHardening1767226400000 } from './1767226400000-security-hardening.js';
import { InvitationHistory1767226500000 } from './1767226500000-invitation-history.js';
import { AnswerArrivals1767226600000 } from './1767226600000-answer-arrivals.js';
import { InvitationExtraTime1767226700000 } from './1767226700000-invitation-extra-time.js';
import { CompanyRecords1767226800000 } from './1767226800000-company-records.js';
import { ApplicationStages1767226900000 } from './1767226900000-application-stages.js';
import { Notifications1767227000000 } from './1767227000000-notifications.js';
import { JobAlerts1767227200000 } from './1767227200000-job-alerts.js';
import { ApplicationWithdrawal1767227300000 } from './1767227300000-application-withdrawal.js';
import { StageMessagesAndNotes1767227100000 } from './1767227100000-stage-messages-and-notes.js';
import { SearchFacets1767227400000 } from './1767227400000-search-facets.js';
import { FacetCountersChangedRows1767227450000 } from './1767227450000-facet-counters-changed-rows.js';
import { SearchTermsFacets1767227460000 } from './1767227460000-search-terms-facets.js';
import { AvisoExpiry1767227600000 } from './1767227600000-aviso-expiry.js';
import { RequirementReason1767227700000 } from './1767227700000-requirement-reason.js';
import { UserNameSkeletons1767227800000 } from './1767227800000-user-name-skeletons.js';
import { UnknownNameFailures1767227900000 } from './1767227900000-unknown-name-failures.js';
import { MbtiSharing1767228000000 } from './1767228000000-mbti-sharing.js';
import { TestAnswerBatches1767228100000 } from './1767228100000-test-answer-batches.js';
import { OwnMatrixItems1767228200000 } from './1767228200000-own-matrix-items.js';
import { KeptTestResults1767228300000 } from './1767228300000-kept-test-results.js';
import { TestAccommodations1767228400000 } from './1767228400000-test-accommodations.js';
import { AlertNameFrequency1767228530000 } from './1767228530000-alert-name-frequency.js';
import { StageMailGrace1767228550000 } from './1767228550000-stage-mail-grace.js';
import { LocalityDuplicates1767228550001 } from './1767228550001-locality-duplicates.js';
import { PackedSearchTerms1767228600000 } from './1767228600000-packed-search-terms.js';
import { SearchSample1767228700000 } from './1767228700000-search-sample.js';
import { Interviews1767228800000 } from './1767228800000-interviews.js';
import { ApplicationLabels1767228900000 } from './1767228900000-application-labels.js';
import { ScreeningQuestions1767229000000 } from './1767229000000-screening-questions.js';
import { AvisoStats1767229100000 } from './1767229100000-aviso-stats.js';
import { SalaryChoice1767229200000 } from './1767229200000-salary-choice.js';
import { AvisoReports1767229300000 } from './1767229300000-aviso-reports.js';
import { AvisoReview1767229400000 } from './1767229400000-aviso-review.js';
import { Moderation1767229500000 } from './1767229500000-moderation.js';

/** Applied in this order on start; add new migrations at the end, never edit an applied one. */
export const MIGRATIONS = [
  InitialSchema1767225600000,
  ReferenceData1767225600001,
  MailOutbox1767225650000,
  ReferenceNamesUnique1767225800000,
  ApplicantCv1767226000000,
  CvFiles1767226000001,
  ApplicationsAndMessages1767226010000,
  AvisoDetails1767225700000,
  AccountsAndFiles1767225700001,
  AreaPublishedCounts1767225700002,
  TestsAndInvitations1767225900000,
  CompanyApplications1767226100000,
  AvisoSearchTerms1767226200000,
  MailCvAttachment1767226300000,
  SecurityHardening1767226400000,
  InvitationHistory1767226500000,
  AnswerArrivals1767226600000,
  InvitationExtraTime1767226700000,
  CompanyRecords1767226800000,
  ApplicationStages1767226900000,
  Notifications1767227000000,
  StageMessagesAndNotes1767227100000,
  JobAlerts1767227200000,
  ApplicationWithdrawal1767227300000,
  SearchFacets1767227400000,
  FacetCountersChangedRows1767227450000,
  SearchTermsFacets1767227460000,
  AvisoExpiry1767227600000,
  RequirementReason1767227700000,
  UserNameSkeletons1767227800000,
  UnknownNameFailures1767227900000,
  MbtiSharing1767228000000,
  TestAnswerBatches1767228100000,
  OwnMatrixItems1767228200000,
  KeptTestResults1767228300000,
  TestAccommodations1767228400000,
  AlertNameFrequency1767228530000,
  StageMailGrace1767228550000,
  LocalityDuplicates1767228550001,
  PackedSearchTerms1767228600000,
  SearchSample1767228700000,
  Interviews1767228800000,
  ApplicationLabels1767228900000,
  ScreeningQuestions1767229000000,
  AvisoStats1767229100000,
  SalaryChoice1767229200000,
  AvisoReports1767229300000,
  AvisoReview1767229400000,
  Moderation1767229500000,
];
