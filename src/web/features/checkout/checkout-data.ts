/** What /checkout reads when it has no quoteId in its address (public-flow.md §2). */
export interface CheckoutData {
  quoteId: number;
}

const STORAGE_KEY = 'kerdeco-checkout';

export function readCheckoutData(): CheckoutData | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as CheckoutData | null;
    return value && Number.isInteger(value.quoteId) && value.quoteId > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveCheckoutData(data: CheckoutData): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // The quoteId also travels in the address, so nothing is lost.
  }
}

export function clearCheckoutData(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
