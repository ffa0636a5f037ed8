import type { ButtonHTMLAttributes, MouseEvent } from 'react';

interface FocusableButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** It cannot be used now: announced as unavailable and ignores activation, but keeps focus. */
  unavailable: boolean;
}

/**
 * A button that can become unavailable under the keyboard's focus: saving turns Save off, moving a
 * line to the top turns its "Move up" off. A disabled button drops the focus to the top of the page,
 * so a keyboard or screen-reader user loses their place; this one is only aria-disabled.
 */
export function FocusableButton({ unavailable, onClick, type = 'button', ...props }: FocusableButtonProps) {
  const activate = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) event.preventDefault();
    else onClick?.(event);
  };
  return <button {...props} type={type} aria-disabled={unavailable || undefined} onClick={activate} />;
}
