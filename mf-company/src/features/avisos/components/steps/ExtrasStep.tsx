import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { PREGUNTA_TIPO_LABELS, answerRequirementText, avisoPreguntaSchema, valueLabel, type AvisoPreguntaInput } from '@postulate/contracts';
import { Alert, Button } from '@postulate/ui';
import { IdiomaDialog, PreguntaDialog } from '../AvisoItemDialogs';
import { FairWordingHints, useFairWording } from '../FairWordingHints';
import { useAvisoForm } from '../wizard-context';

/** 'Sí o No · Se requiere: Sí': the question's type and the answer it needs, as saved. */
function questionSummary(item: AvisoPreguntaInput): string {
  const parsed = avisoPreguntaSchema.safeParse(item);
  if (!parsed.success) return PREGUNTA_TIPO_LABELS.texto;
  const requirement = answerRequirementText(parsed.data);
  return requirement ? `${PREGUNTA_TIPO_LABELS[parsed.data.tipo]} · ${requirement}` : PREGUNTA_TIPO_LABELS[parsed.data.tipo];
}

/** Step 6: the languages required and the questions applicants answer, each added in its dialog. */
export function ExtrasStep() {
  const {
    control,
    formState: { errors },
  } = useAvisoForm();
  const idiomas = useFieldArray({ control, name: 'avisoIdiomas' });
  const preguntas = useFieldArray({ control, name: 'preguntas', keyName: 'key' });
  const preguntaFindings = useFairWording({ preguntas: preguntas.fields.map((item) => item.pregunta) });
  const [dialog, setDialog] = useState<'idioma' | 'pregunta' | null>(null);

  return (
    <div className="pl-stack">
      <section className="pl-stack" aria-labelledby="idiomas-title">
        <h3 id="idiomas-title">Idiomas requeridos</h3>
        {idiomas.fields.length === 0 ? (
          <p className="pl-muted">Sin idiomas requeridos.</p>
        ) : (
          <ul className="cmp-items">
            {idiomas.fields.map((item, index) => (
              <li key={item.id} className="cmp-item">
                <span>
                  <strong>{item.idioma}</strong> · Lectura: {valueLabel(String(item.nivelRead))} · Escritura: {valueLabel(String(item.nivelWrite))}
                </span>
                <Button variant="ghost" onClick={() => idiomas.remove(index)} aria-label={`Quitar el idioma ${item.idioma}`}>
                  Quitar
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.avisoIdiomas?.message && <Alert tone="error">{errors.avisoIdiomas.message}</Alert>}
        <div>
          <Button variant="secondary" onClick={() => setDialog('idioma')}>
            Agregar idioma
          </Button>
        </div>
      </section>
      <section className="pl-stack" aria-labelledby="preguntas-title">
        <h3 id="preguntas-title">Preguntas para los postulantes</h3>
        {preguntas.fields.length === 0 ? (
          <p className="pl-muted">Sin preguntas.</p>
        ) : (
          <ol className="cmp-items">
            {preguntas.fields.map((item, index) => (
              <li key={item.key} className="cmp-item">
                <span>
                  {item.pregunta}
                  <br />
                  <small className="pl-muted">{questionSummary(item)}</small>
                </span>
                <Button variant="ghost" onClick={() => preguntas.remove(index)} aria-label={`Quitar la pregunta ${index + 1}`}>
                  Quitar
                </Button>
              </li>
            ))}
          </ol>
        )}
        <FairWordingHints findings={preguntaFindings} />
        {errors.preguntas?.message && <Alert tone="error">{errors.preguntas.message}</Alert>}
        <div>
          <Button variant="secondary" onClick={() => setDialog('pregunta')}>
            Agregar pregunta
          </Button>
        </div>
      </section>
      {/* The dialogs keep forms of their own, drawn outside the wizard's (a portal). */}
      <IdiomaDialog open={dialog === 'idioma'} onClose={() => setDialog(null)} onAdd={(idioma) => idiomas.append(idioma)} />
      <PreguntaDialog open={dialog === 'pregunta'} onClose={() => setDialog(null)} onAdd={(pregunta) => preguntas.append(pregunta)} />
    </div>
  );
}
