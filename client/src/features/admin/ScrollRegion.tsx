import type { ReactNode } from 'react';

/** A box that may scroll: focusable and named, so keyboard users can scroll it too. */
export function ScrollRegion({
  label,
  className = 'admin-table-wrap',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
