/** Query parameters the payment provider's return adds to '/' (public-flow.md §2). */
export const PAYMENT_RETURN_PARAMS = [
  'paymentSuccess',
  'paymentCancelled',
  'paymentError',
  'paymentId',
  'sessionId',
] as const;

/** Whether '/' was opened by the payment provider's return (the landing then goes to the result). */
export function hasPaymentReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return PAYMENT_RETURN_PARAMS.some((name) => params.has(name));
}
