import { ListSection } from './ListSection';
import { EDUCATIONS, LANGUAGES, POSGRADOS, SOFTWARE, SPECIAL_ABILITIES } from './sections';

/** Formación académica: five lists of cards. */
export function EducationTab() {
  return (
    <div className="pl-stack pl-stack--loose">
      <h2 className="pl-card__title">Formación académica</h2>
      {[EDUCATIONS, POSGRADOS, LANGUAGES, SOFTWARE, SPECIAL_ABILITIES].map((spec) => (
        <ListSection key={spec.key} spec={spec} />
      ))}
    </div>
  );
}
