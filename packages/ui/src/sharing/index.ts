// 'Compartir' on a published ad (issue 38). An entry of its own ('@postulate/ui/sharing'): only the
// ad pages use it, so the visitor's home does not load it with the shared design system.
export { ShareAviso, type ShareAvisoProps } from './ShareAviso';
