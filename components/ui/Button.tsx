import Link from 'next/link';
import type { ComponentProps, ComponentPropsWithRef } from 'react';
import { buttonClasses, type ButtonStyleProps } from './button-classes';
import { Spinner } from './Spinner';

export { buttonClasses, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-classes';

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps & { loading?: boolean };

/** Native <button>; `type` keeps the HTML default ("submit") unless given. */
export function Button({
  variant,
  size,
  className,
  loading = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
    >
      {loading && <Spinner decorative />}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyleProps;

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClasses({ variant, size, className })} />;
}
