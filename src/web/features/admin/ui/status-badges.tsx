import {
  imageStatusLabel,
  orderStatusLabel,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
} from '../../../../domain/order-status';
import { Badge, type BadgeTone } from './badge';

const IMAGE_TONES: Record<string, BadgeTone> = {
  success: 'success',
  processing: 'info',
  failed: 'danger',
  error: 'danger',
};
const ORDER_TONES: Record<string, BadgeTone> = {
  confirmed: 'info',
  deferred: 'warning',
  processed: 'success',
};

export function ImageStatusBadge({ status }: { status: string }) {
  return <Badge tone={IMAGE_TONES[status] ?? 'neutral'}>{imageStatusLabel(status)}</Badge>;
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={ORDER_TONES[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>;
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={status === 'downloaded' ? 'success' : 'neutral'}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
