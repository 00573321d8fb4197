import { QuotesList } from './quotes-list';

export default function QuotesTab() {
  return <QuotesList />;
}
