// 'Notificaciones' (Mi CV and the company's profile): an entry of its own, bundled by the two apps
// that show it, so the shared '@postulate/ui' module the home loads does not grow.
export { NotificationSettings, type NotificationSettingsProps } from './NotificationSettings';
