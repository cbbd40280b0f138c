import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from './Icons.tsx';
import './password-input.css';

/** A password field with a show/hide toggle (hidden again whenever the field is remounted). */
export function PasswordInput({
  showLabel,
  hideLabel,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  showLabel: string;
  hideLabel: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...input} type={shown ? 'text' : 'password'} autoCapitalize="off" spellCheck={false} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={shown}
        aria-controls={input.id}
        aria-label={shown ? hideLabel : showLabel}
        title={shown ? hideLabel : showLabel}
        data-testid={`${input.id}-toggle`}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
