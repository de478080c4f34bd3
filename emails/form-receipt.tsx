import { formMessages as m } from '@/lib/messages/forms';
import { ActionLayout } from './layout';
import { renderMail } from './render';

// Template "form-receipt": a payment for a form submission was recorded.
export const FORM_RECEIPT_TEMPLATE = 'form-receipt';

export type FormReceiptProps = {
  formTitle: string;
  /** The amount paid, formatted (e.g. "$25.00"). */
  amount: string;
  /** The balance still due, formatted; null when the fee is paid in full. */
  balanceLeft: string | null;
  /** The submission's page. */
  url: string;
};

export function FormReceipt({ formTitle, amount, balanceLeft, url }: FormReceiptProps) {
  const state = balanceLeft ? m.receiptBalanceLeft(balanceLeft) : m.receiptPaid;
  return <ActionLayout intro={m.receiptIntro(amount, formTitle, state)} action={m.receiptAction} url={url} />;
}

export const formReceiptMail = (props: FormReceiptProps) =>
  renderMail(m.receiptSubject(props.formTitle), <FormReceipt {...props} />);
