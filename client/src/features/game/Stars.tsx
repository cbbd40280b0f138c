import { useTranslation } from '../../i18n/index.ts';
import { StarIcon } from '../../components/Icons.tsx';

/** Three star icons, the earned ones filled, with 'N/3' beside them (spec: three are always shown). */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation('game');
  return (
    <div className="stars" role="img" aria-label={t('starsLabel', { n: count })} data-testid="stars" data-stars={count}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={i < count ? 'star star-filled' : 'star'}>
          <StarIcon filled={i < count} />
        </span>
      ))}
      <span className="stars-text">{t('stars', { n: count })}</span>
    </div>
  );
}
