import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

/** The classes of the product's button: for a link that leads somewhere but should look like an action. */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/** The product's button; `type="button"` unless told otherwise so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'medium', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
