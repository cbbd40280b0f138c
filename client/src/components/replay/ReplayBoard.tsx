import { useTranslation } from '../../i18n/index.ts';
import type { GameStructure, GuessRow, Hint } from '../../../../contracts/game.ts';
import { keyStatuses } from '../../../../machines/game/keyboard.ts';
import { Board } from '../board/Board.tsx';
import { Keyboard } from '../board/Keyboard.tsx';

const ignoreKey = () => {};

/** The board, the hints and the keyboard of a play at one step of its replay (nothing can be typed). */
export function ReplayBoard({
  structure,
  guesses,
  hints,
  maxAttempts,
}: {
  structure: GameStructure;
  guesses: readonly GuessRow[];
  hints: readonly Hint[];
  maxAttempts: number;
}) {
  const { t, i18n } = useTranslation('common');
  const hintText = (hint: Hint) => (i18n.language === 'en' && hint.texto_en) || hint.texto_es;
  return (
    <div className="replay-board" data-testid="replay-board">
      <Board structure={structure} guesses={guesses} input={null} maxAttempts={maxAttempts} revealFrom={maxAttempts} />
      {hints.length > 0 && (
        <ol className="hint-list" aria-label={t('replay.hints')} data-testid="replay-hints">
          {hints.map((hint, i) => (
            <li key={hint.orden}>{t('board.hint', { k: i + 1, text: hintText(hint) })}</li>
          ))}
        </ol>
      )}
      <Keyboard statuses={keyStatuses(guesses)} disabled onKey={ignoreKey} />
    </div>
  );
}
