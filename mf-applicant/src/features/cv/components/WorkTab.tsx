import { ListSection } from './ListSection';
import { WORK_EXPERIENCE } from './sections';

export function WorkTab() {
  return <ListSection spec={WORK_EXPERIENCE} headingLevel={2} />;
}
