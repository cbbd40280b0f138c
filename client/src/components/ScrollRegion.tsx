import type { ReactNode } from 'react';

/**
 * A box that may scroll sideways (a table on a narrow screen): a named region (a <section> with a
 * name) that keyboard users can focus, so the arrow keys scroll it too. Named by `label`, or by the
 * heading whose id is `labelledBy`.
 */
export function ScrollRegion({
  className,
  children,
  ...name
}: { className: string; children: ReactNode } & ({ label: string } | { labelledBy: string })) {
  return (
    <section
      className={className}
      aria-label={'label' in name ? name.label : undefined}
      aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus for the keyboard to scroll it (WCAG 2.1.1, axe's scrollable-region-focusable)
      tabIndex={0}
    >
      {children}
    </section>
  );
}
