import { useEffect, useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_ROLES,
  userCreateSchema,
  userUpdateSchema,
  type UserCreate,
  type UserListItem,
  type UserUpdate,
} from '@postulate/contracts';
import { Alert, Button, Field, FilterableSelect, Input, StatusBanner } from '@postulate/ui';
import { saveItem } from '../../common/api/admin-api';
import { focusField } from '../../common/focus';
import { useEditedItem } from '../../common/hooks/useEditedItem';
import { serverFieldErrors, useSaveFlow } from '../../common/hooks/useSaveFlow';

interface UserFormValues {
  name: string;
  pass: string;
  email: string;
  /** '' until a role is chosen. */
  role: string;
}

const USER_NAME_ID = 'user-name';
const EMPTY: UserFormValues = { name: '', pass: '', email: '', role: '' };
const FIELDS = ['name', 'pass', 'email', 'role'] as const;

/**
 * Creating needs a password; updating keeps the current one when the box is left empty. The
 * schemas type `role` as a role while the form starts it as '' (nothing chosen), hence the cast.
 */
const resolvers = {
  create: zodResolver(userCreateSchema) as unknown as Resolver<UserFormValues, unknown, UserCreate>,
  update: zodResolver(userUpdateSchema) as unknown as Resolver<UserFormValues, unknown, UserUpdate>,
};

interface UserFormProps {
  editingId: number | null;
  onDone: () => void;
}

/** Add or change an Administrador, Empresa or Tester (applicants register on their own). */
export function UserForm({ editingId, onDone }: UserFormProps) {
  const updating = editingId !== null;
  const titleId = useId();
  const edited = useEditedItem<UserListItem>('usuar', editingId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserCreate | UserUpdate>({
    resolver: updating ? resolvers.update : resolvers.create,
    defaultValues: EMPTY,
  });
  /** Blank create form, focus on its first field (the edited row's button is gone). */
  const backToCreate = () => {
    reset(EMPTY);
    onDone();
    focusField(USER_NAME_ID);
  };
  const flow = useSaveFlow(backToCreate);
  const cancel = () => {
    flow.show('idle');
    backToCreate();
  };

  useEffect(() => {
    if (!edited.item) return;
    reset({ name: edited.item.name, pass: '', email: edited.item.email, role: edited.item.role });
    focusField(USER_NAME_ID);
  }, [edited.item, reset]);

  const onSubmit = handleSubmit((values) =>
    flow.save(
      () => saveItem<UserListItem>('usuar', editingId, values),
      (error) =>
        serverFieldErrors(error).forEach(({ field, message }) => {
          const known = FIELDS.find((name) => name === field);
          if (known) setError(known, { message });
        }),
    ),
  );

  // An applicant's role is shown but cannot change (the server refuses it too).
  const isApplicant = edited.item?.role === 'Postulante';
  const roles = isApplicant ? ['Postulante'] : ADMIN_ROLES;
  const title = updating ? 'Modificar usuario' : 'Nuevo usuario';
  if (edited.error) return <Alert tone="error">{edited.error}</Alert>;
  return (
    <form className="adm-form pl-stack" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-form__title">
        {title}
      </h2>
      <StatusBanner status={edited.loading ? 'loading' : flow.status} message={flow.message} />
      <div className="pl-form-grid">
        <Field label="Nombre" htmlFor={USER_NAME_ID} error={errors.name?.message} required>
          <Input autoComplete="off" maxLength={50} disabled={edited.loading} {...register('name')} />
        </Field>
        <Field
          label="Contraseña"
          htmlFor="user-pass"
          error={errors.pass?.message}
          hint={updating ? 'Déjela vacía para mantener la contraseña actual' : undefined}
          required={!updating}
        >
          <Input type="password" autoComplete="new-password" maxLength={128} disabled={edited.loading} {...register('pass')} />
        </Field>
        <Field label="Email" htmlFor="user-email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" maxLength={254} disabled={edited.loading} {...register('email')} />
        </Field>
        <Field label="Rol" htmlFor="user-role" error={errors.role?.message} required>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <FilterableSelect
                name={field.name}
                required
                options={roles.map((role) => ({ value: role, label: role }))}
                value={field.value || null}
                disabled={edited.loading || isApplicant}
                onBlur={field.onBlur}
                onChange={(value) => field.onChange(value ?? '')}
              />
            )}
          />
        </Field>
      </div>
      <div className="pl-actions">
        {updating && (
          <Button variant="secondary" onClick={cancel} disabled={flow.status === 'saving'}>
            Cancelar
          </Button>
        )}
        <Button type="submit" busy={flow.status === 'saving'} disabled={edited.loading || flow.status === 'saved'}>
          {updating ? 'Modificar' : 'Agregar'}
        </Button>
      </div>
    </form>
  );
}
