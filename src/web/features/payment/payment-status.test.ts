import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_MS, PAYMENT_WAIT_MS, type PaymentStatus, watchPaymentStatus } from './payment-status';

/** Plays the server's answers in turn ('offline': it cannot be reached) on a clock the sleeps move. */
function watched(answers: Array<PaymentStatus | 'offline'>, options: { stopAfter?: number } = {}) {
  let clock = 0;
  let reads = 0;
  const heard: Array<[PaymentStatus, boolean]> = [];
  const watch = {
    read: async () => {
      const answer = answers[Math.min(reads++, answers.length - 1)] as PaymentStatus | 'offline';
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return answer;
    },
    onStatus: (status: PaymentStatus, waiting: boolean) => heard.push([status, waiting]),
    stopped: () => options.stopAfter !== undefined && reads >= options.stopAfter,
    sleep: async (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
  return { watch, heard, reads: () => reads, elapsed: () => clock };
}

describe('watchPaymentStatus', () => {
  it('polls a pending payment every 3 s until it is paid', async () => {
    const w = watched(['pending', 'pending', 'paid']);
    await watchPaymentStatus(w.watch);
    expect(w.heard).toEqual([
      ['pending', true],
      ['pending', true],
      ['paid', false],
    ]);
    expect(w.elapsed()).toBe(2 * PAYMENT_POLL_MS);
  });

  it('stops at once on any other status', async () => {
    for (const status of ['paid', 'consumed', 'cancelled', 'failed', 'refunded', 'unknown'] as const) {
      const w = watched([status]);
      await watchPaymentStatus(w.watch);
      expect(w.heard).toEqual([[status, false]]);
      expect(w.reads()).toBe(1);
    }
  });

  it('gives up after about 3 minutes, the last status saying it no longer waits', async () => {
    const w = watched(['pending']);
    await watchPaymentStatus(w.watch);
    expect(w.elapsed()).toBeLessThanOrEqual(PAYMENT_WAIT_MS);
    expect(w.reads()).toBe(PAYMENT_WAIT_MS / PAYMENT_POLL_MS + 1);
    expect(w.heard.at(-1)).toEqual(['pending', false]);
    expect(w.heard.slice(0, -1).every(([, waiting]) => waiting)).toBe(true);
  });

  it('takes an unreachable server as no news and asks again', async () => {
    const w = watched(['offline', 'pending', 'offline', 'paid']);
    await watchPaymentStatus(w.watch);
    expect(w.heard).toEqual([
      ['pending', true],
      ['pending', true],
      ['paid', false],
    ]);
  });

  it('says nothing more once stopped (the page left or the payment changed)', async () => {
    const w = watched(['pending'], { stopAfter: 2 });
    await watchPaymentStatus(w.watch);
    expect(w.heard).toEqual([['pending', true]]);
  });
});
