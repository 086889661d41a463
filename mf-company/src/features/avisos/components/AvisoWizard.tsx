import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorMessage, useSessionStore } from '@postulate/client';
import {
  AVISO_DEFAULT_DURATION,
  AVISO_STEP_FIELDS,
  AVISO_STEP_TITLES,
  COMPANY_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  amountText,
  avisoSaveSchema,
  type AvisoSave,
  type AvisoSaveInput,
  type CompanyAvisoData,
} from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, Loading, StatusBanner } from '@postulate/ui';
import { NoCompany } from '../../common/components/NoCompany';
import { useCompanyAviso, useSaveAviso } from '../api/avisos-api';
import { ClassificationStep } from './steps/ClassificationStep';
import { ConditionsStep } from './steps/ConditionsStep';
import { DescriptionStep } from './steps/DescriptionStep';
import { ExtrasStep } from './steps/ExtrasStep';
import { LocationStep } from './steps/LocationStep';
import { VacanciesStep } from './steps/VacanciesStep';
import { fieldText, WizardProvider } from './wizard-context';

/** What the dashboard's 'Republicar' tells the wizard it opens: the draft is a new copy of the old ad. */
export interface WizardNoticeState {
  notice: string;
}

/** After 'Guardado con éxito' the wizard returns to the dashboard (the spec's success delay). */
export const SAVED_DELAY_MS = 2000;
const LAST_STEP = AVISO_STEP_TITLES.length - 1;
/** A new ad's form before anything is typed. */
export const EMPTY_AVISO_FORM: AvisoSaveInput = {
  titulo: '',
  descripcion: '',
  area: '',
  subarea: '',
  nivel: '',
  provincia: '',
  localidad: '',
  direccion: '',
  notConfidential: true,
  vacantes: '1',
  modalidad: '',
  tipoEmpleo: '',
  genero: 'Indistinto',
  discapcidad: false,
  edadDesde: '',
  edadHasta: '',
  experiecia: '',
  experienciaEx: false,
  salarioDesde: '',
  salarioHasta: '',
  // The salary range is asked for by default (issue 39); 'A convenir' unticks this.
  showSalario: true,
  permiteMsjDirecto: false,
  recibeMail: false,
  direccionMail: '',
  duracion: String(AVISO_DEFAULT_DURATION),
  motivoRequisito: '',
  avisoIdiomas: [],
  preguntas: [],
};

/** One component per step, in AVISO_STEP_TITLES' order. */
const STEPS = [DescriptionStep, ClassificationStep, LocationStep, VacanciesStep, ConditionsStep, ExtrasStep];

/** The saved ad as the form holds it: numbers and ids as the text of their boxes, nothing null. */
function toFormValues(aviso: CompanyAvisoData['aviso']): AvisoSaveInput {
  return {
    ...aviso,
    area: fieldText(aviso.area),
    subarea: fieldText(aviso.subarea),
    nivel: fieldText(aviso.nivel),
    direccion: aviso.direccion ?? '',
    vacantes: fieldText(aviso.vacantes),
    edadDesde: fieldText(aviso.edadDesde),
    edadHasta: fieldText(aviso.edadHasta),
    experiecia: fieldText(aviso.experiecia),
    salarioDesde: aviso.salarioDesde === null ? '' : amountText(aviso.salarioDesde),
    salarioHasta: aviso.salarioHasta === null ? '' : amountText(aviso.salarioHasta),
    direccionMail: aviso.direccionMail ?? '',
    duracion: fieldText(aviso.duracion),
    motivoRequisito: aviso.motivoRequisito ?? '',
  };
}

const stepOf = (field: string) => AVISO_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field.split('.')[0]));
/** The steps holding the fields a refused save blamed. */
const fieldSteps = (failure: Error) => (failure instanceof ApiError ? failure.errors : []).map(({ field }) => stepOf(field)).filter((index) => index >= 0);

/**
 * 'Generando un nuevo Aviso' / 'Modificando un Aviso': six steps (one component each, under steps/)
 * over one form and one schema, shared through react-hook-form's context and the wizard's.
 * Going forward validates the step's fields; going back is always free; Finalizar saves. An edited
 * ad is read first, so the form starts from its saved values.
 */
export function AvisoWizard() {
  const { id } = useParams();
  const editingId = id ? Number(id) : null;
  const hasCompany = useSessionStore((state) => Boolean(state.profile?.empresa));
  const aviso = useCompanyAviso(hasCompany ? editingId : null);
  // Said before the six steps, not by the save at the end of them.
  if (!hasCompany) return <NoCompany />;
  if (editingId === null) return <WizardForm editingId={null} loaded={null} />;
  if (aviso.error) return <Alert tone="error">{errorMessage(aviso.error)}</Alert>;
  if (!aviso.data) return <Loading />;
  // Said before the six steps: the server refuses any change to a hidden ad, so none is offered.
  if (aviso.data.status === 'hidden') {
    return (
      <div className="pl-stack">
        <Alert tone="info">{MODERATION_MESSAGES.hiddenChange}.</Alert>
        <div>
          <Link className="pl-button pl-button--ghost" to="/admin/home">
            Volver al home
          </Link>
        </div>
      </div>
    );
  }
  return <WizardForm editingId={editingId} loaded={aviso.data} />;
}

function WizardForm({ editingId, loaded }: { editingId: number | null; loaded: CompanyAvisoData | null }) {
  const navigate = useNavigate();
  // Shown until a save says something else: the copy's title and content are the old ad's.
  const notice = (useLocation().state as Partial<WizardNoticeState> | null)?.notice;
  const [step, setStep] = useState(0);
  const save = useSaveAviso();
  // Errors pinned on fields show under them only (fieldSteps); the banner is for the rest.
  const status: { kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string } = save.isPending
    ? { kind: 'saving', message: COMPANY_MESSAGES.savingChanges }
    : save.isSuccess
      ? { kind: 'saved', message: MESSAGES.saved }
      : save.error && fieldSteps(save.error).length === 0
        ? { kind: 'error', message: errorMessage(save.error) }
        : { kind: 'idle' };
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<AvisoSaveInput, unknown, AvisoSave>({
    resolver: zodResolver(avisoSaveSchema),
    defaultValues: loaded ? toFormValues(loaded.aviso) : EMPTY_AVISO_FORM,
  });
  const {
    trigger,
    getValues,
    setError,
    handleSubmit,
    formState: { isDirty },
  } = form;
  const [leaving, setLeaving] = useState(false);
  // 'Volver al home' asks first when something was typed that 'Finalizar' has not saved.
  const leave = () => (isDirty && status.kind !== 'saved' ? setLeaving(true) : navigate('/admin/home'));

  useEffect(() => headingRef.current?.focus(), [step]);

  const goTo = async (target: number) => {
    for (let index = step; index < target; index++) {
      if (!(await trigger(AVISO_STEP_FIELDS[index] as unknown as FieldPath<AvisoSaveInput>[]))) {
        setStep(index);
        return;
      }
    }
    setStep(target);
  };

  const finish = handleSubmit(
    () => {
      save.mutate(
        { id: editingId, aviso: getValues() },
        {
          onSuccess: () => window.setTimeout(() => void navigate('/admin/home'), SAVED_DELAY_MS),
          onError: (failure) => {
            // The server's field errors go under their fields, on the step that holds them.
            const fields = failure instanceof ApiError ? failure.errors : [];
            for (const { field, message } of fields) setError(field as FieldPath<AvisoSaveInput>, { message });
            const steps = fieldSteps(failure);
            if (steps.length > 0) setStep(Math.min(...steps));
          },
        },
      );
    },
    (invalid) => {
      const steps = Object.keys(invalid)
        .map(stepOf)
        .filter((index) => index >= 0);
      if (steps.length > 0) setStep(Math.min(...steps));
    },
  );

  const Step = STEPS[step];
  const title = editingId === null ? COMPANY_MESSAGES.newAviso : COMPANY_MESSAGES.editAviso;

  return (
    <section className="pl-stack cmp-wizard" aria-labelledby="wizard-title">
      <div className="pl-cluster pl-cluster--between">
        <h1 id="wizard-title" className="pl-page-title">
          {title}
        </h1>
        <Button variant="ghost" onClick={leave}>
          Volver al home
        </Button>
      </div>
      {notice && status.kind === 'idle' && <Alert tone="info">{notice}</Alert>}
      <ConfirmDialog
        open={leaving}
        body="¿Volver al home sin guardar? Se pierde lo que cargaste en este aviso."
        onConfirm={() => navigate('/admin/home')}
        onCancel={() => setLeaving(false)}
        danger
      />
      <ol className="cmp-steps" aria-label="Pasos del aviso">
        {AVISO_STEP_TITLES.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className="cmp-step"
              aria-current={index === step ? 'step' : undefined}
              onClick={() => void (index < step ? setStep(index) : goTo(index))}
            >
              <span className="cmp-step__number">{index + 1}</span> {name}
            </button>
          </li>
        ))}
      </ol>
      <FormProvider {...form}>
        <WizardProvider loaded={loaded}>
          <form className="pl-card pl-stack" onSubmit={finish} noValidate>
            <h2 className="pl-card__title" tabIndex={-1} ref={headingRef}>
              {`Paso ${step + 1} de 6: ${AVISO_STEP_TITLES[step]}`}
            </h2>

            <Step />

            {status.kind !== 'idle' && <StatusBanner status={status.kind} message={status.message} />}
            <div className="pl-cluster pl-cluster--between">
              <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
                {step === LAST_STEP ? 'Volver al paso 5' : 'Anterior'}
              </Button>
              {step < LAST_STEP ? (
                // Distinct keys: reusing one DOM button would turn it into the submit button while its own click is handled.
                <Button key="siguiente" variant="primary" onClick={() => void goTo(step + 1)}>
                  Siguiente
                </Button>
              ) : (
                <Button key="finalizar" type="submit" variant="primary" busy={status.kind === 'saving'} disabled={status.kind === 'saved'}>
                  Finalizar
                </Button>
              )}
            </div>
          </form>
        </WizardProvider>
      </FormProvider>
    </section>
  );
}
