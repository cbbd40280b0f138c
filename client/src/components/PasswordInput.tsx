import { useState, type InputHTMLAttributes } from 'react';
import './password-input.css';

const icon = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
const EyeIcon = () => (
  <svg {...icon}><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></svg>
);
const EyeOffIcon = () => (
  <svg {...icon}><path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" /></svg>
);

/** A password field with a show/hide toggle (hidden again whenever the field is remounted). */
export function PasswordInput({ showLabel, hideLabel, ...input }: InputHTMLAttributes<HTMLInputElement> & {
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
