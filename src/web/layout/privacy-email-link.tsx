import { PRIVACY_CONTACT_EMAIL } from '../../domain/constants';

/** The privacy contact address as a mailto link; the legal texts and the footer name it many times. */
export function PrivacyEmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={className}>
      {PRIVACY_CONTACT_EMAIL}
    </a>
  );
}
