/**
 * A payment session's states: pending → paid → consumed (by one generation), or cancelled,
 * failed, refunded. The one list the database column, the API and the back office's figures use.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'consumed', 'cancelled', 'failed', 'refunded'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment whose money came in and stayed: spent on a generation or not yet. */
export const MONEY_RECEIVED_STATUSES = ['paid', 'consumed'] as const satisfies readonly PaymentStatus[];
