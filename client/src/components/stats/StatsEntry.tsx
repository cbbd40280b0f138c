import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../Dialog.tsx';
import { StatsIcon } from '../Icons.tsx';

// The statistics load when the player opens them, not with every page.
const StatsDialogBody = lazy(() => import('./StatsDialogBody.tsx').then((m) => ({ default: m.StatsDialogBody })));

/** The header's statistics entry: the player's statistics from any page, in a dialog. */
export function StatsEntry({ onPointerDown }: { onPointerDown(event: { preventDefault(): void }): void }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        data-testid="stats-button"
        aria-label={t('stats.open')}
        title={t('stats.open')}
        aria-haspopup="dialog"
        onMouseDown={onPointerDown}
        onClick={() => setOpen(true)}
      >
        <StatsIcon />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="stats-dialog-title"
        className="stats-dialog"
        testId="stats-dialog"
      >
        <Suspense fallback={<p className="visually-hidden">{t('loading')}</p>}>
          <StatsDialogBody onClose={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
