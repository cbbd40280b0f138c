/**
 * Inline SVG icons (no icon font: nothing loads from third parties). Each is decorative: the text or
 * the label beside it says what it means, so every one is aria-hidden and has no title.
 */
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MoonIcon = () => (
  <svg {...base} aria-hidden="true" data-icon="moon">
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);
export const SunIcon = () => (
  <svg {...base} aria-hidden="true" data-icon="sun">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
export const ContrastIcon = () => (
  <svg {...base} aria-hidden="true" data-icon="contrast">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} aria-hidden="true" fill={filled ? 'currentColor' : 'none'} data-filled={filled}>
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);
// The password field's show/hide toggle draws these a little smaller.
const small = { ...base, width: 20, height: 20 } as const;
export const EyeIcon = () => (
  <svg {...small} aria-hidden="true">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const EyeOffIcon = () => (
  <svg {...small} aria-hidden="true">
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);
// Marks inside a line of text (1em): drawn, not a symbol character, so no fallback font is looked up.
const inline = { ...base, width: '1em', height: '1em', className: 'inline-icon' } as const;
export const CheckIcon = () => (
  <svg {...inline} aria-hidden="true">
    <path d="M4 12.5 9.5 18 20 6" />
  </svg>
);
export const WarningIcon = () => (
  <svg {...inline} aria-hidden="true">
    <path d="M12 3 2 21h20z" />
    <path d="M12 10v5M12 18h.01" />
  </svg>
);
export const StatsIcon = () => (
  <svg {...base} aria-hidden="true" data-icon="stats">
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </svg>
);
