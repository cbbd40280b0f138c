import { memo, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import './board.css';
import './tile.css';
import type { GameStructure, GuessRow } from '../../../../contracts/game.ts';
import { markOf } from './marks.ts';

type TileStatus = 'correct' | 'present' | 'absent' | 'space' | 'current' | 'empty';

type Tile = { letter: string; status: TileStatus };

function rowTiles(structure: GameStructure, row: GuessRow | undefined, input: readonly string[] | null): Tile[] {
  const spaces = new Set(structure.espacios);
  const letters = row ? [...row.guess] : [];
  let typed = 0;
  return Array.from({ length: structure.longitud }, (_, i): Tile => {
    if (spaces.has(i)) return { letter: '', status: 'space' };
    if (row) return { letter: letters[i] ?? '', status: row.colors[i] ?? 'absent' };
    const letter = input?.[typed++];
    return letter ? { letter, status: 'current' } : { letter: '', status: 'empty' };
  });
}

type Props = {
  structure: GameStructure;
  guesses: readonly GuessRow[];
  /** Letters of the row being typed, or null once nothing can be typed. */
  input: readonly string[] | null;
  maxAttempts: number;
  /** Rows from this index on were evaluated on this screen and flip when they appear. */
  revealFrom: number;
};

// Memoised: the page re-renders every second for its clock, the board only when its props change.
export const Board = memo(function Board({ structure, guesses, input, maxAttempts, revealFrom }: Props) {
  const { t } = useTranslation('common');
  const labelOf = ({ letter, status }: Tile) => {
    if (status === 'space') return t('board.grid.space');
    if (status === 'empty') return t('board.grid.empty');
    if (status === 'current') return t('board.grid.typed', { letter });
    return t('board.tile', { letter, status: t(`board.status.${status}`) });
  };
  return (
    <fieldset
      className="board"
      aria-label={t('board.grid.label')}
      style={{ '--columns': structure.longitud, '--rows': maxAttempts } as CSSProperties}
    >
      {Array.from({ length: maxAttempts }, (_, r) => {
        const row = guesses[r];
        const tiles = rowTiles(structure, row, r === guesses.length ? input : null);
        const flip = row !== undefined && r >= revealFrom;
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its attempt, by position
            key={r}
            className="board-row"
            aria-label={t('board.grid.row', { n: r + 1 })}
            data-testid="board-row"
          >
            {tiles.map((tile, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its place in the row
                key={i}
                className={`tile tile-${tile.status}${flip && tile.status !== 'space' ? ' tile-flip' : ''}`}
                role="img"
                aria-label={labelOf(tile)}
                data-status={tile.status}
                style={{ '--i': i } as CSSProperties}
              >
                <span className="tile-letter">{tile.letter}</span>
                {markOf(tile.status) && <span className="tile-mark">{markOf(tile.status)}</span>}
              </div>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
});
