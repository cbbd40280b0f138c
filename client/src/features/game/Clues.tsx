import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';

/**
 * The question and the revealed hints above the grid. On a phone they fold (game.css): the question
 * to its first lines, the hints to the latest one's first lines, so the grid and the keyboard keep
 * the screen. A button (with its expanded state) then opens the whole text over the grid, and closes
 * it again (Escape too); it shows only when something is folded away.
 */
export function Clues({ question, hints }: { question: string; hints: readonly string[] }) {
  const { t } = useTranslation('game');
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [folded, setFolded] = useState(false);
  // Open: the folded height, kept in the page while the whole text lies over the grid (nothing below
  // moves), and the room the text has, down to the hint button's line above the keyboard.
  const [room, setRoom] = useState<{ height: number; maxHeight: number } | null>(null);

  // Before the first paint, on every resize and with each new hint (which need not resize the box: the
  // latest hint takes the place of the one before): is any text cut? No button flashes in or out later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is what this effect answers (it measures the box again), not a value it reads.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      if (element.dataset.expanded === 'true') return;
      const cut = (node: Element | null) => node !== null && node.scrollHeight > node.clientHeight + 1;
      const earlier = element.querySelectorAll('.hint-list li').length > 1;
      setFolded(
        cut(element.querySelector('.game-question')) ||
          cut(element.querySelector('.hint-list li:last-child')) ||
          earlier,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [question, hints.length]);

  const toggle = () => {
    const element = box.current;
    if (!expanded && element) {
      const top = element.getBoundingClientRect().top;
      const below = element.closest('.game-page')?.querySelector('.game-actions')?.getBoundingClientRect().top;
      setRoom({
        height: element.offsetHeight,
        maxHeight: Math.max(element.offsetHeight, (below ?? innerHeight) - top - 8),
      });
    }
    setExpanded(!expanded);
  };
  // Escape closes the open text, wherever the focus is (a tap on the button leaves it where it was).
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  return (
    <div className="game-clues" style={expanded && room ? { height: room.height } : undefined}>
      <div
        ref={box}
        id="game-clues"
        className="game-clues-card"
        data-expanded={expanded}
        data-testid="clues"
        style={expanded && room ? { maxHeight: room.maxHeight } : undefined}
      >
        <h1 className="game-question" data-testid="question">
          <span className="visually-hidden">{t('question')}: </span>
          {question}
        </h1>
        {hints.length > 0 && (
          <ol className="hint-list" aria-label={t('hint.list')} data-testid="hints">
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ol>
        )}
        {(folded || expanded) && (
          <button
            type="button"
            className="link-button clues-toggle"
            aria-expanded={expanded}
            aria-controls="game-clues"
            data-testid="clues-toggle"
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
          >
            {expanded ? t('clues.less') : t(hints.length > 0 ? 'clues.moreWithHints' : 'clues.more')}
          </button>
        )}
      </div>
    </div>
  );
}
