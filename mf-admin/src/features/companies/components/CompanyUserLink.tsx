import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@postulate/client';
import { COMPANY_RECORDS_MESSAGES, type CompanyAdminView } from '@postulate/contracts';
import { Alert, Button, Field, Input } from '@postulate/ui';
import { useLinkableUsers, useLinkCompanyUser } from '../api/company-queries';

/** Who manages the company: an Empresa or Tester user without a company can be linked (or the link removed). */
export function CompanyUserLink({ company }: { company: CompanyAdminView }) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  // The list follows the typing a quarter of a second behind, not every key.
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const users = useLinkableUsers(searched).data ?? [];
  const link = useLinkCompanyUser(company.id);
  const busy = link.isPending;
  const notice = link.isSuccess
    ? { tone: 'success' as const, text: link.variables === null ? 'Se quitó el usuario de la empresa' : COMPANY_RECORDS_MESSAGES.linked }
    : link.error
      ? { tone: 'error' as const, text: errorMessage(link.error) }
      : null;

  return (
    <section className="pl-card pl-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="pl-card__title">
        Usuario de la empresa
      </h2>
      <p>
        {company.usuario ? (
          <>
            La administra <strong>{company.usuario}</strong>.{' '}
          </>
        ) : (
          'Ningún usuario administra esta empresa. '
        )}
        Vincular otro usuario lo reemplaza.
      </p>
      {company.usuario && (
        <div>
          <Button variant="secondary" onClick={() => link.mutate(null)} busy={busy}>
            Quitar usuario
          </Button>
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Field label="Buscar usuario Empresa o Tester sin empresa" htmlFor="company-link-search">
        <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Nombre o email" />
      </Field>
      {users.length === 0 ? (
        <p>No hay usuarios Empresa o Tester sin empresa{search.trim() ? ` que coincidan con "${search.trim()}"` : ''}.</p>
      ) : (
        <ul className="adm-link-users">
          {users.map((user) => (
            <li key={user.id}>
              <span>
                {user.name} · {user.email} · {user.role}
              </span>
              <Button variant="secondary" onClick={() => link.mutate(user.id)} busy={busy} aria-label={`Vincular ${user.name}`}>
                Vincular
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
