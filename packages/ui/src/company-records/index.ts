// The back office's company records: an entry of their own ('@postulate/ui/company-records'), bundled
// by the apps that use them. '@postulate/ui' is a shared federation module, which is not tree-shaken:
// these forms' zod schemas would otherwise reach the visitor's home.
export { CompanyDocumentsPanel, type CompanyDocumentsPanelProps, type SlotWrite } from './CompanyDocumentsPanel';
export { CompanyProfileForm, type CompanyProfileFormProps, type CompanyProfileSaving, type CompanyProfileValues } from './CompanyProfileForm';
export { InvoiceTable, type InvoiceExporting, type InvoiceTableProps } from './InvoiceTable';
