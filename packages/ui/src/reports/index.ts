// The tests report: an entry of its own ('@postulate/ui/reports'), bundled by the apps that show it.
// '@postulate/ui' is a shared federation module, which is not tree-shaken: the report would otherwise
// reach the visitor's home.
export { TestReport, TestReportDetails, type TestReportProps } from './TestReport';
