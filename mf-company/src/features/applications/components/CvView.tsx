import {
  DATED_SECURITY_FLAGS,
  MARITAL_STATUS_LABELS,
  provinceLabel,
  SECURITY_FLAG_LABELS,
  SECURITY_FLAGS,
  STUDY_STATE_LABELS,
  periodText,
  type ApplicationAnswer,
  type Cv,
  type DatedSecurityFlag,
  valueLabel,
} from '@postulate/contracts';
import { RequirementBadge } from './RequirementBadge';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="cmp-cv__row">
      <dt>{label}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}

/**
 * The CV exactly as the applicant sent it with the application, and their answers to the ad's
 * questions, with whether they meet its requirements when it asks for any (`cumpleRequisitos`).
 */
export function CvView({
  cv,
  respuestas,
  photoUrl,
  cumpleRequisitos,
}: {
  cv: Cv;
  respuestas: ApplicationAnswer[];
  photoUrl: string | null;
  cumpleRequisitos?: boolean | null;
}) {
  const security = SECURITY_FLAGS.filter((flag) => cv.seguridad[flag]);
  return (
    <div className="pl-stack cmp-cv">
      <div className="cmp-cv__head">
        {photoUrl && <img className="cmp-cv__photo" src={photoUrl} alt={`Foto de ${cv.name}`} width={96} height={96} />}
        <div>
          <h2 className="pl-card__title">{cv.name}</h2>
          <p>
            {cv.mail} · {cv.tel}
          </p>
          <p className="pl-muted">
            {cv.direction}, {cv.location.label}, {provinceLabel(cv.province)}
          </p>
        </div>
      </div>

      {respuestas.length > 0 && (
        <section className="cmp-cv__section" aria-labelledby="cv-respuestas">
          <h3 id="cv-respuestas">Respuestas a las preguntas del aviso</h3>
          {cumpleRequisitos !== undefined && (
            <p>
              Requisitos del aviso: <RequirementBadge meets={cumpleRequisitos} />
            </p>
          )}
          <dl>
            {respuestas.map((answer) => (
              <div key={answer.idPregunta} className="cmp-cv__answer">
                <dt>{answer.pregunta}</dt>
                <dd>{answer.respuesta}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="cmp-cv__section" aria-labelledby="cv-personal">
        <h3 id="cv-personal">Datos personales</h3>
        <dl>
          <Row label="Fecha de nacimiento" value={cv.fecha} />
          <Row label="Nacionalidad" value={cv.nationality} />
          <Row label="DNI" value={cv.dni} />
          <Row label="Cuil" value={cv.cuit} />
          <Row label="Estado civil" value={MARITAL_STATUS_LABELS[cv.maritalStatus]} />
        </dl>
      </section>

      <section className="cmp-cv__section" aria-labelledby="cv-experiencia">
        <h3 id="cv-experiencia">Experiencia Laboral</h3>
        {cv.workExperience.length === 0 && <p className="pl-muted">Sin experiencia cargada.</p>}
        {cv.workExperience.map((job) => (
          <article key={job.id} className="cmp-cv__item">
            <h4>
              {job.position} en {job.bussiness}
            </h4>
            <p className="pl-small pl-muted">
              {job.desde} - {job.continua ? 'Actualidad' : job.hasta}
            </p>
            <p>{job.description}</p>
            <p>Tareas: {job.task}</p>
            {job.nameReferencia && (
              <p className="pl-small">
                Referencia: {[job.nameReferencia, job.positionReference, job.telReference, job.mailReference].filter(Boolean).join(' · ')}
              </p>
            )}
          </article>
        ))}
      </section>

      <section className="cmp-cv__section" aria-labelledby="cv-formacion">
        <h3 id="cv-formacion">Formación académica</h3>
        {cv.educations.length + cv.posGrados.length === 0 && <p className="pl-muted">Sin estudios cargados.</p>}
        {[...cv.educations.map((study) => ({ ...study, kind: valueLabel(study.type) })), ...cv.posGrados.map((study) => ({ ...study, kind: 'Posgrado' }))].map(
          (study) => (
            <article key={study.id} className="cmp-cv__item">
              <h4>{study.description}</h4>
              <p className="pl-small">
                {[study.kind, study.institution, study.country].join(' · ')} · {periodText(study.fechai, study.fechaf)} · {STUDY_STATE_LABELS[study.state]}
              </p>
            </article>
          ),
        )}
      </section>

      {cv.languages.length > 0 && (
        <section className="cmp-cv__section" aria-labelledby="cv-idiomas">
          <h3 id="cv-idiomas">Idiomas</h3>
          <ul>
            {cv.languages.map((language) => (
              <li key={language.id}>
                {language.description}: oral {valueLabel(language.levelOral)}, escrito {valueLabel(language.levelWritten)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {cv.informaticas.length + cv.specialAbilities.length > 0 && (
        <section className="cmp-cv__section" aria-labelledby="cv-habilidades">
          <h3 id="cv-habilidades">Habilidades</h3>
          <ul>
            {cv.informaticas.map((software) => (
              <li key={software.id}>
                {software.name} ({valueLabel(software.level)}): {software.description}
              </li>
            ))}
            {cv.specialAbilities.map((ability) => (
              <li key={ability.id}>{ability.description}</li>
            ))}
          </ul>
        </section>
      )}

      {security.length > 0 && (
        <section className="cmp-cv__section" aria-labelledby="cv-seguridad">
          <h3 id="cv-seguridad">Experiencia en Seguridad</h3>
          <ul>
            {security.map((flag) => {
              const date = (DATED_SECURITY_FLAGS as readonly string[]).includes(flag) ? cv.seguridad[`${flag as DatedSecurityFlag}Date`] : '';
              return <li key={flag}>{date ? `${SECURITY_FLAG_LABELS[flag]}: ${date}` : SECURITY_FLAG_LABELS[flag]}</li>;
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
