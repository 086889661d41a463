import { COMPANY_RECORDS_MESSAGES } from '@postulate/contracts';
import { Icon } from '../components/Icon';
import './VerifiedBadge.css';

/** 'Empresa verificada': the company's documents were approved. The hint is the tooltip and, for screen readers, part of the text. */
export function VerifiedBadge() {
  return (
    <span className="pl-verified" title={COMPANY_RECORDS_MESSAGES.verifiedHint}>
      <Icon name="shield" size={16} />
      <span>{COMPANY_RECORDS_MESSAGES.verified}</span>
      <span className="pl-visually-hidden">. {COMPANY_RECORDS_MESSAGES.verifiedHint}</span>
    </span>
  );
}
