import { Link } from 'react-router-dom';
import { COMPANY_MESSAGES } from '@postulate/contracts';
import { Alert } from '@postulate/ui';

/** The spec's error screen for a user whose login has no company behind it, with the way to create it. */
export function NoCompany() {
  return (
    <section className="pl-card pl-stack" aria-labelledby="no-company-title">
      <h1 id="no-company-title" className="pl-page-title">
        {COMPANY_MESSAGES.noCompanyTitle}
      </h1>
      <Alert tone="error">{COMPANY_MESSAGES.noCompany}</Alert>
      <p>{COMPANY_MESSAGES.createCompany}</p>
      <div>
        <Link className="pl-button pl-button--primary" to="/admin/perfilempre">
          {COMPANY_MESSAGES.createCompanyLink}
        </Link>
      </div>
    </section>
  );
}
