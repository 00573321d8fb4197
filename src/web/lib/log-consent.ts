import { CLIENT_IP_PLACEHOLDER } from '../../domain/constants';
import { apiRequest } from './api';

export interface ConsentEntry {
  action: string;
  /** `cookies` for the banner, `image_rights` for photos. */
  consentType: string;
  consentGiven: boolean;
  details: Record<string, unknown>;
  /** ISO time of the choice; defaults to now. Pass it when a stored record must carry the same time. */
  timestamp?: string;
}

/**
 * Records a consent on the server. Never rejects: the spec wants failures only in the console,
 * so a logging outage never blocks the visitor's flow.
 */
export async function logConsent(entry: ConsentEntry): Promise<void> {
  try {
    await apiRequest('POST', '/api/log-consent', {
      ...entry,
      details: JSON.stringify(entry.details),
      timestamp: entry.timestamp ?? new Date().toISOString(),
      userAgent: navigator.userAgent,
      ipAddress: CLIENT_IP_PLACEHOLDER,
    });
  } catch (err) {
    console.error('Consent log failed', err);
  }
}
