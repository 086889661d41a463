// Issue 39, trust and safety: 'Denunciar aviso' and the scam warnings. An entry of its own
// ('@postulate/ui/safety'): the dialog's form brings zod, which the visitor's home does not load.
export { ReportAvisoDialog, type ReportAvisoDialogProps, type ReportSending } from './ReportAvisoDialog';
export { ScamMessageWarning, type ScamMessageWarningProps } from './ScamMessageWarning';
export { ScamNotice, type ScamNoticeProps } from './ScamNotice';
