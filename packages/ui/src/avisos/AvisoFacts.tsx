import { valueLabel, type AvisoCardData } from '@postulate/contracts';
import { Icon } from '../components/Icon';
import { languageText, placeText, salaryText } from './aviso-format';

/** The ad's facts as a description list: place, vacancies, modality, contract, salary, languages. */
export function AvisoFacts({ aviso, extra }: { aviso: Omit<AvisoCardData, 'publicadoEl'>; extra?: { term: string; value: string }[] }) {
  const salary = salaryText(aviso);
  const facts = [
    { term: 'Ubicación', value: placeText(aviso) },
    { term: 'Vacantes', value: String(aviso.vacantes) },
    { term: 'Modalidad', value: aviso.modalidad },
    { term: 'Tipo de empleo', value: valueLabel(aviso.tipoEmpleo) },
    ...(extra ?? []),
    ...(salary ? [{ term: 'Salario', value: salary }] : []),
    ...(aviso.avisoIdiomas.length > 0
      ? [{ term: aviso.avisoIdiomas.length === 1 ? 'Idioma' : 'Idiomas', value: aviso.avisoIdiomas.map(languageText).join('; ') }]
      : []),
  ];
  return (
    <>
      <dl className="pl-aviso-facts">
        {facts.map((fact) => (
          <div key={fact.term} className="pl-aviso-facts__item">
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {aviso.discapcidad && (
        <p className="pl-aviso-inclusive">
          <Icon name="check" size={16} /> Este aviso admite postulantes con discapacidad
        </p>
      )}
    </>
  );
}
