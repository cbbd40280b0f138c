import { useTranslation } from '../../i18n/index.ts';
import { ExampleWord, type ExampleStatus } from '../../components/ExampleWord.tsx';
import { StarIcon } from '../../components/Icons.tsx';
import { SCORING, attemptsPenaltyFor } from '../../../../machines/game/scoring.ts';
import { CUP_ROUNDS } from '../../../../machines/cup/rules.ts';
import { addDays } from '../../../../machines/calendar/days.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { capitalized, formatDate } from '../../i18n/index.ts';
import './how-to-play.css';
import { formatNumber } from '../../i18n/index.ts';

const RULES = ['rule1', 'rule2', 'ruleHints', 'rule3', 'rule4', 'rule5', 'rule6'] as const;
const EXAMPLES: { status: ExampleStatus; word: string; index: number }[] = [
  { status: 'correct', word: 'PEDRI', index: 0 },
  { status: 'present', word: 'RAMOS', index: 2 },
  { status: 'absent', word: 'PUYOL', index: 2 },
];
const STAR_KEYS = { 3: 'three', 2: 'two', 1: 'one' } as const;
const ATTEMPT_NUMBERS = Array.from({ length: SCORING.maxAttempts - 1 }, (_, i) => i + 2);

function Stars({ n, label }: { n: number; label: string }) {
  return (
    <span className="htp-stars" role="img" aria-label={label}>
      {[1, 2, 3].map((i) => (
        <StarIcon key={i} filled={i <= n} />
      ))}
    </span>
  );
}

/** A Monday (2024-01-01): the cup's days are read from it. */
const A_MONDAY = '2024-01-01';

export function HowToPlayPage() {
  const { t, i18n } = useTranslation(['howToPlay', 'cup']);
  const number = (n: number) => formatNumber(i18n.language, n);
  const minus = (n: number) => `−${number(n)}`;
  // The time penalty as the formula the scoring code applies in each bracket.
  const timeFormula = ({ from, base, perSecond }: { from: number; base: number; perSecond: number }) => {
    const perSecondPart = from === 0 ? `${perSecond === 1 ? '' : `${perSecond} × `}t` : `${perSecond} × (t − ${from})`;
    return base === 0 ? `−${perSecondPart}` : `−(${number(base)} + ${perSecondPart})`;
  };
  const timeRange = ({ from, upTo }: { from: number; upTo: number }) => {
    if (from === 0) return t('scoring.upTo', { upTo });
    if (upTo === Infinity) return t('scoring.over', { from });
    return t('scoring.between', { from, upTo });
  };
  const slowRows = [...SCORING.slowPenalty].sort((a, b) => a.over - b.over);

  return (
    <article className="page narrow how-to-play">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>

      <section aria-labelledby="htp-rules">
        <h2 id="htp-rules">{t('rulesTitle')}</h2>
        <ol className="htp-rules" data-testid="htp-rules">
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`, { attempts: SCORING.maxAttempts, hints: SCORING.maxHints })}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="htp-examples">
        <h2 id="htp-examples">{t('examplesTitle')}</h2>
        <ul className="htp-examples" data-testid="htp-examples">
          {EXAMPLES.map(({ status, word, index }) => (
            <li key={status}>
              <ExampleWord word={word} index={index} status={status} label={t(`examples.${status}.label`)} />
              <p>{t(`examples.${status}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="htp-scoring" data-testid="htp-scoring">
        <h2 id="htp-scoring">{t('scoring.title')}</h2>
        <p>{t('scoring.intro', { base: number(SCORING.baseScore) })}</p>

        <h3>{t('scoring.penaltiesTitle')}</h3>
        <ul className="htp-list">
          <li>
            {t('scoring.attempts', { total: number(attemptsPenaltyFor(SCORING.maxAttempts)) })}
            <table className="htp-table" data-testid="attempt-penalties">
              <caption>{t('scoring.attemptsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scoring.attemptColumn')}</th>
                  <th scope="col">{t('scoring.pointsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {ATTEMPT_NUMBERS.map((n) => (
                  <tr key={n}>
                    <th scope="row">{t('scoring.attemptRow', { n })}</th>
                    <td>{minus(attemptsPenaltyFor(n) - attemptsPenaltyFor(n - 1))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
          <li>{t('scoring.hints', { points: number(SCORING.hintPenalty) })}</li>
          <li>
            {t('scoring.time')}
            <table className="htp-table" data-testid="time-penalties">
              <caption>{t('scoring.timeCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scoring.timeColumn')}</th>
                  <th scope="col">{t('scoring.pointsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {SCORING.timePenalty.map((bracket) => (
                  <tr key={bracket.from}>
                    <th scope="row">{timeRange(bracket)}</th>
                    <td>{timeFormula(bracket)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
          <li>
            {t('scoring.slow')}
            <ul>
              {slowRows.map((row) => (
                <li key={row.over}>{t('scoring.slowRow', { points: number(row.points), over: row.over })}</li>
              ))}
            </ul>
          </li>
        </ul>

        <h3>{t('scoring.bonusesTitle')}</h3>
        <ul className="htp-list">
          <li>
            {t('scoring.speed')}
            <ul>
              {SCORING.timeBonus.map((row) => (
                <li key={row.upTo}>{t('scoring.speedRow', { points: number(row.points), upTo: row.upTo })}</li>
              ))}
            </ul>
          </li>
          <li>{t('scoring.perfect', { points: number(SCORING.perfectBonus) })}</li>
          <li>{t('scoring.noHints', { points: number(SCORING.noHintsBonus) })}</li>
          <li>{t('scoring.firstAttempt', { points: number(SCORING.firstAttemptWithHintsBonus) })}</li>
          <li>
            {t('scoring.precision', {
              correct: number(SCORING.precisionBonus.perCorrect),
              present: number(SCORING.precisionBonus.perPresent),
            })}
          </li>
        </ul>
        <p>{t('scoring.loss', { attempts: SCORING.maxAttempts })}</p>

        <h3>{t('scoring.starsTitle')}</h3>
        <ul className="htp-star-list" data-testid="star-descriptions">
          {SCORING.stars.map((row, i) => (
            <li key={row.stars}>
              <Stars n={row.stars} label={t('scoring.starsLabel', { n: row.stars })} />
              <span>
                {t(`scoring.stars.${STAR_KEYS[row.stars]}`, {
                  min: number(row.min),
                  below: i > 0 ? number(SCORING.stars[i - 1].min - 1) : '',
                })}
              </span>
            </li>
          ))}
          <li>
            <Stars n={0} label={t('scoring.starsLabel', { n: 0 })} />
            <span>{t('scoring.stars.zero', { min: number(SCORING.stars[SCORING.stars.length - 1].min) })}</span>
          </li>
        </ul>
      </section>

      <section aria-labelledby="htp-cup" data-testid="htp-cup">
        <h2 id="htp-cup">{t('cup.title')}</h2>
        <p>{t('cup.intro')}</p>
        <ol className="htp-list">
          {CUP_ROUNDS.map(({ round, through }, day) => (
            <li key={round}>
              {t('cup.round', {
                dia: capitalized(formatDate(i18n.language, new Date(`${addDays(A_MONDAY, day)}T12:00:00Z`), 'weekday')),
                ronda: t(`cup:rounds.${round}`),
                corte: round === 'final' ? t('cup:cutFinal') : t('cup:cut', { count: through }),
              })}
            </li>
          ))}
        </ol>
        <p>{t('cup.ranking')}</p>
        <p>{t('cup.podium')}</p>
        <p>
          <Link href={paths.cup}>{t('cup.link')}</Link>
        </p>
      </section>
    </article>
  );
}
