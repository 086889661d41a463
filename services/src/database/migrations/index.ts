import { InitialSchema1767225600000 } from './1767225600000-initial-schema.js';
import { ReferenceData1767225600001 } from './1767225600001-reference-data.js';
import { MailOutbox1767225650000 } from './1767225650000-mail-outbox.js';
import { ReferenceNamesUnique1767225800000 } from './1767225800000-reference-names-unique.js';

/** Applied in this order on start; add new migrations at the end, never edit an applied one. */
export const MIGRATIONS = [
  InitialSchema1767225600000,
  ReferenceData1767225600001,
  MailOutbox1767225650000,
  ReferenceNamesUnique1767225800000,
];
