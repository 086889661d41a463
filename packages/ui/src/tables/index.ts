// The back office's table and the stage badge: an entry of its own ('@postulate/ui/tables'), bundled
// by the apps that use them. '@postulate/ui' is a shared federation module, which is not tree-shaken.
export { DataTable, type DataTableAction, type DataTableColumn, type DataTableProps } from '../components/DataTable';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from '../components/StatusBadge';
