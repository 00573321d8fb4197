import { useCallback, useEffect, useState } from 'react';
import type { PaymentSessionStatus } from '../../../contracts/payment-session';
import { ApiError, apiRequest } from '../../lib/api';

/** Where a payment stands for the server; 'unknown': it has no such session. */
export type PaymentStatus = PaymentSessionStatus | 'unknown';

/** How often, and how long, a page waits for a payment the provider has not confirmed yet. */
export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_WAIT_MS = 180_000;

/** GET /api/payment-sessions/{id}: for a pending session the server also asks the provider. */
export async function fetchPaymentStatus(paymentId: string): Promise<PaymentStatus> {
  try {
    const res = await apiRequest('GET', `/api/payment-sessions/${encodeURIComponent(paymentId)}`);
    const { session } = (await res.json()) as { session: { status: PaymentSessionStatus } };
    return session.status;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'unknown';
    throw err;
  }
}

export interface PaymentWatch {
  /** Throws when the server could not be reached: that is no news, the next poll asks again. */
  read(): Promise<PaymentStatus>;
  /** Each status read; `waiting` while it is pending and the wait goes on. */
  onStatus(status: PaymentStatus, waiting: boolean): void;
  stopped(): boolean;
  sleep(ms: number): Promise<void>;
  now(): number;
}

/**
 * Reads the payment's status until it is anything but pending, or the wait is over (the last
 * status is then reported as not waiting any more).
 */
export async function watchPaymentStatus(
  watch: PaymentWatch,
  pollMs = PAYMENT_POLL_MS,
  waitMs = PAYMENT_WAIT_MS,
): Promise<void> {
  const deadline = watch.now() + waitMs;
  let last: PaymentStatus | null = null;
  for (;;) {
    try {
      last = await watch.read();
    } catch {
      // Kept: the status read before, if any.
    }
    if (watch.stopped()) return;
    const waiting = (last === null || last === 'pending') && watch.now() + pollMs <= deadline;
    if (last !== null) watch.onStatus(last, waiting);
    if (!waiting) return;
    await watch.sleep(pollMs);
    if (watch.stopped()) return;
  }
}

interface PaymentCheck {
  paymentId: string | null;
  /** null until the server has answered. */
  status: PaymentStatus | null;
  waiting: boolean;
}

/**
 * The server-verified status of the flow's payment (public-flow.md §4): a paymentId in the address
 * or the flow is only a claim. While it is pending the page polls; `recheck` waits again after a
 * wait that ran out.
 */
export function usePaymentStatus(paymentId: string | null) {
  const [check, setCheck] = useState<PaymentCheck>({ paymentId: null, status: null, waiting: false });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts a new wait.
  useEffect(() => {
    if (!paymentId) return;
    let stopped = false;
    setCheck((last) => ({
      paymentId,
      status: last.paymentId === paymentId ? last.status : null,
      waiting: true,
    }));
    void watchPaymentStatus({
      read: () => fetchPaymentStatus(paymentId),
      onStatus: (status, waiting) => setCheck({ paymentId, status, waiting }),
      stopped: () => stopped,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => Date.now(),
    }).then(() => {
      if (!stopped) setCheck((current) => ({ ...current, waiting: false }));
    });
    return () => {
      stopped = true;
    };
  }, [paymentId, round]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  const current = paymentId && check.paymentId === paymentId ? check : null;
  return {
    paymentId,
    status: current?.status ?? null,
    waiting: current?.waiting ?? false,
    recheck,
  };
}
