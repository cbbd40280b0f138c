import './example-word.css';

export type ExampleStatus = 'correct' | 'present' | 'absent';

// A visible mark beside the colour, so the example never relies on colour alone.
const MARKS: Record<ExampleStatus, string> = { correct: '✓', present: '↔', absent: '✕' };

/**
 * A sample row of letter tiles with one evaluated letter, as drawn on the game board. It is one image
 * for assistive technology; `label` says what it shows.
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
    <div className="example-word" role="img" aria-label={label} data-status={status}>
      {[...word].map((letter, i) => (
        <span key={i} className={i === index ? `example-tile example-tile-${status}` : 'example-tile'}>
          {letter}
          {i === index && <span className="example-mark">{MARKS[status]}</span>}
        </span>
      ))}
    </div>
  );
}
