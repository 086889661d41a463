import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@postulate/client';
import { amountText, INVOICE_STATES, invoiceSaveSchema, todayDmy, type InvoiceItem, type InvoiceSave } from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Input, Select, Textarea } from '@postulate/ui';
import { AmountHint, DateInput } from '@postulate/ui/inputs';
import { useSaveInvoice } from '../api/company-queries';

interface InvoiceFormValues {
  punto: string;
  codigo: string;
  fecha: string;
  apellido: string;
  comentario: string;
  /** '' until a state is chosen. */
  status: string;
  importe: string;
}

const FIELDS = ['punto', 'codigo', 'fecha', 'apellido', 'comentario', 'status', 'importe'] as const;

/** The form's field the server blamed, if any. */
const blamedField = (error: Error) => FIELDS.find((name) => name === (error as { field?: string }).field);

const valuesOf = (invoice: InvoiceItem | null): InvoiceFormValues =>
  invoice
    ? {
        punto: invoice.punto,
        codigo: invoice.codigo,
        fecha: invoice.fecha,
        apellido: invoice.apellido,
        comentario: invoice.comentario,
        status: invoice.status,
        importe: amountText(invoice.importe),
      }
    : { punto: '', codigo: '', fecha: todayDmy(), apellido: '', comentario: '', status: 'Pendiente', importe: '' };

interface InvoiceFormProps {
  companyId: number;
  /** The invoice to change, or null for a new one. */
  invoice: InvoiceItem | null;
  onSaved: (invoice: InvoiceItem) => void;
  onCancel: () => void;
}

/** Adds or changes one invoice of the company; the server checks the same schema and a repeated number. */
export function InvoiceForm({ companyId, invoice, onSaved, onCancel }: InvoiceFormProps) {
  const titleId = useId();
  const save = useSaveInvoice(companyId);
  // The form holds text; the schema reads the company from its own field, added on submit.
  const resolver = zodResolver(invoiceSaveSchema.omit({ empresa: true })) as unknown as Resolver<InvoiceFormValues, unknown, Omit<InvoiceSave, 'empresa'>>;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<InvoiceFormValues, unknown, Omit<InvoiceSave, 'empresa'>>({ ...FORM_VALIDATION, resolver, defaultValues: valuesOf(invoice) });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: invoice?.id ?? null, invoice: { ...values, empresa: companyId } },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (error) => {
          const known = blamedField(error);
          if (known) setError(known, { message: errorMessage(error) });
        },
      },
    ),
  );
  // A refusal of one field shows under it only.
  const failure = save.error && !blamedField(save.error) ? errorMessage(save.error) : null;

  return (
    <form className="pl-card pl-stack" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h2 id={titleId} className="pl-card__title">
        {invoice ? `Modificar la factura ${invoice.punto}-${invoice.codigo}` : 'Nueva factura'}
      </h2>
      <div className="adm-invoice-grid">
        <Field label="Punto de venta" htmlFor="invoice-punto" error={errors.punto?.message} required>
          <Input inputMode="numeric" maxLength={4} placeholder="0001" {...register('punto')} />
        </Field>
        <Field label="Número de comprobante" htmlFor="invoice-codigo" error={errors.codigo?.message} required>
          <Input inputMode="numeric" maxLength={8} placeholder="00000001" {...register('codigo')} />
        </Field>
        <Field label="Fecha" htmlFor="invoice-fecha" error={errors.fecha?.message} hint="dd/mm/aaaa" required>
          <DateInput {...register('fecha')} />
        </Field>
        <Field
          label="Importe en pesos"
          htmlFor="invoice-importe"
          error={errors.importe?.message}
          hint={
            <AmountHint text={watch('importe')} cents>
              Por ejemplo 150.000,50
            </AmountHint>
          }
          required
        >
          <Input inputMode="decimal" {...register('importe')} />
        </Field>
        <Field label="Apellido del contacto" htmlFor="invoice-apellido" error={errors.apellido?.message} required>
          <Input maxLength={50} {...register('apellido')} />
        </Field>
        <Field label="Estado" htmlFor="invoice-status" error={errors.status?.message} required>
          <Select {...register('status')}>
            {INVOICE_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Comentario" htmlFor="invoice-comentario" error={errors.comentario?.message}>
        <Textarea rows={2} maxLength={250} {...register('comentario')} />
      </Field>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="adm-form-actions">
        <Button type="submit" busy={save.isPending}>
          Guardar factura
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
