// The back office's and Mi CV's tabs: an entry of its own ('@postulate/ui/tabs'), bundled by the apps
// that use them. '@postulate/ui' is a shared federation module, not tree-shaken, and the home has none.
export { Tabs, type TabItem, type TabsProps } from '../components/Tabs';
