import type { CsrInfoAnswer, EventInfo } from '@portal/contract';

export type Product = NonNullable<EventInfo['product']>;
export type CsrInfo = EventInfo['CSRInfo'];

/** What both CSR forms (online and paste/upload) take from the CSR step. */
export interface CsrFormProps {
  product: Product;
  saved: CsrInfo;
  onDone: (answer: CsrInfoAnswer) => void;
  onBack: () => void;
  backLoading: boolean;
}
