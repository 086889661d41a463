// The message centres' thread: an entry of its own ('@postulate/ui/conversation'), bundled by the two
// apps that use it. '@postulate/ui' is a shared federation module, which is not tree-shaken: the
// message form's zod schema would otherwise reach the visitor's home.
export { ConversationThread, type ConversationThreadProps, type MessageSending } from './ConversationThread';
