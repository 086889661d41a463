import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ROLES, userCreateSchema, userUpdateSchema, type UserCreate, type UserListItem, type UserUpdate } from '@postulate/contracts';
import { Field, FilterableSelect, Input } from '@postulate/ui';
import { fetchUnlinkedCompanies } from '../api/users-api';
import { AdminFormFrame } from '../../common/components/AdminFormFrame';
import { useAdminForm } from '../../common/hooks/useAdminForm';

interface UserFormValues {
  name: string;
  pass: string;
  email: string;
  /** '' until a role is chosen. */
  role: string;
  /** A company without a user, for a new Empresa or Tester; '' for none (they create it in Mi Perfil). */
  companyId: string;
}

const USER_NAME_ID = 'user-name';
const EMPTY: UserFormValues = { name: '', pass: '', email: '', role: '', companyId: '' };
const FIELDS = ['name', 'pass', 'email', 'role', 'companyId'] as const;
const COMPANY_ROLES: string[] = ['Empresa', 'Tester'];

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
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserCreate | UserUpdate>({
    resolver: updating ? resolvers.update : resolvers.create,
    defaultValues: EMPTY,
  });
  const form = useAdminForm<UserListItem>({
    entity: 'usuar',
    editingId,
    onDone,
    firstFieldId: USER_NAME_ID,
    clear: () => reset(EMPTY),
    fill: (item) => reset({ name: item.name, pass: '', email: item.email, role: item.role, companyId: '' }),
  });
  const { edited } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(values, (field, message) => {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { message });
    }),
  );

  // An applicant's role is shown but cannot change (the server refuses it too).
  const isApplicant = edited.item?.role === 'Postulante';
  const roles = isApplicant ? ['Postulante'] : ADMIN_ROLES;
  return (
    <AdminFormFrame form={form} title={updating ? 'Modificar usuario' : 'Nuevo usuario'} onSubmit={onSubmit}>
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
                onChange={(value) => {
                  field.onChange(value ?? '');
                  // Only an Empresa or a Tester is linked to a company.
                  if (!COMPANY_ROLES.includes(value ?? '')) setValue('companyId', '');
                }}
              />
            )}
          />
        </Field>
        {!updating && COMPANY_ROLES.includes(watch('role')) && (
          <Field
            label="Empresa (opcional)"
            htmlFor="user-company"
            error={errors.companyId?.message}
            hint="Una empresa que todavía no tiene usuario. Sin elegirla, el usuario carga los datos de su empresa en Mi Perfil."
          >
            <Controller
              control={control}
              name="companyId"
              render={({ field }) => (
                <FilterableSelect
                  name={field.name}
                  loadOptions={async (typed, signal) =>
                    (await fetchUnlinkedCompanies(typed, signal)).map((company) => ({
                      value: String(company.id),
                      label: `${company.razonsocial} (CUIT ${company.cuit})`,
                    }))
                  }
                  value={field.value || null}
                  onBlur={field.onBlur}
                  onChange={(value) => field.onChange(value ?? '')}
                />
              )}
            />
          </Field>
        )}
      </div>
    </AdminFormFrame>
  );
}
