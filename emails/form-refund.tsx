import { formMessages as m } from '@/lib/messages/forms';
import { ActionLayout } from './layout';
import { renderMail } from './render';

// Template "form-refund": money paid for a form submission was refunded.
export const FORM_REFUND_TEMPLATE = 'form-refund';

export type FormRefundProps = {
  formTitle: string;
  /** The amount refunded, formatted (e.g. "$25.00"). */
  amount: string;
  /** The submission's page. */
  url: string;
};

export function FormRefund({ formTitle, amount, url }: FormRefundProps) {
  return <ActionLayout intro={m.refundIntro(amount, formTitle)} action={m.receiptAction} url={url} />;
}

export const formRefundMail = (props: FormRefundProps) =>
  renderMail(m.refundSubject(props.formTitle), <FormRefund {...props} />);
