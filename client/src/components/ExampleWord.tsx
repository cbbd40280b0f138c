import type { CSSProperties } from 'react';
import { MARKS } from './board/marks.ts';
import './board/tile.css';
import './example-word.css';

export type ExampleStatus = 'correct' | 'present' | 'absent';

/**
 * A sample row of letter tiles with one evaluated letter, drawn as the game board draws them (its
 * mark under the letter). It is one image for assistive technology; `label` says what it shows.
 */
export function ExampleWord({
  word,
  index,
  status,
  label,
}: {
  word: string;
  index: number;
  status: ExampleStatus;
  label: string;
}) {
  return (
    <div
      className="example-word"
      role="img"
      aria-label={label}
      data-status={status}
      style={{ '--columns': [...word].length } as CSSProperties}
    >
      {[...word].map((letter, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed word, by position
          key={i}
          className={i === index ? `tile tile-${status}` : 'tile'}
          data-status={i === index ? status : 'empty'}
        >
          <span className="tile-letter">{letter}</span>
          {i === index && <span className="tile-mark">{MARKS[status]}</span>}
        </span>
      ))}
    </div>
  );
}
