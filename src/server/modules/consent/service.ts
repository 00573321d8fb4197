import type { Db } from '../../db/client.js';
import { consentLogs } from '../../db/schema.js';

export interface ConsentEntry {
  action: string;
  consentType: string;
  consentGiven: boolean;
  details?: unknown;
  timestamp?: string;
  userAgent?: string;
}

/** The client sends a placeholder for its IP; the address recorded is the one the server saw. */
export async function logConsent(db: Db, entry: ConsentEntry, ipAddress: string): Promise<number> {
  const [row] = await db
    .insert(consentLogs)
    .values({
      action: entry.action,
      consentType: entry.consentType,
      consentGiven: entry.consentGiven,
      details: entry.details ?? null,
      clientTimestamp: entry.timestamp ?? null,
      userAgent: entry.userAgent ?? null,
      ipAddress,
    })
    .returning({ id: consentLogs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
