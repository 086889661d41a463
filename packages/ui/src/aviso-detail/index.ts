// The whole ad (the ad pages, the apply step and the company's preview). An entry of its own
// ('@postulate/ui/aviso-detail'): the shared design system is not tree-shaken, and the visitor's
// home draws only the cards.
export { AvisoDetail, type AvisoDetailProps } from '../avisos/AvisoDetail';
export { AvisoRequirementNote, type AvisoRequirementNoteProps } from '../avisos/AvisoRequirementNote';
