import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { KEYS, STORED_KINDS } from '../../lib/storage.ts';
import './legal.css';

// Every key the product stores, as lib/storage.ts defines them (the spec's own cookie table named
// entries the product never had: auth_token, lang_pref, theme_pref…).
const STORED = Object.keys(KEYS) as (keyof typeof KEYS)[];
const BROWSERS = [
  { name: 'Google Chrome', url: 'https://support.google.com/chrome/answer/95647' },
  { name: 'Mozilla Firefox', url: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox' },
  { name: 'Safari', url: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac' },
  {
    name: 'Microsoft Edge',
    url: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
];

export function CookiesPage() {
  const { t } = useTranslation(['legal', 'common']);
  return (
    <article className="legal narrow">
      <h1>{t('cookies.title')}</h1>
      <p>{t('cookies.intro')}</p>

      <section aria-labelledby="cookies-what">
        <h2 id="cookies-what">{t('cookies.whatTitle')}</h2>
        <p>{t('cookies.what')}</p>
      </section>

      <section aria-labelledby="cookies-table">
        <h2 id="cookies-table">{t('cookies.tableTitle')}</h2>
        <ScrollRegion className="legal-table-wrap" labelledBy="cookies-table">
          <table className="legal-table phone-cards" data-testid="cookie-table">
            <caption>{t('cookies.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cookies.columns.name')}</th>
                <th scope="col">{t('cookies.columns.purpose')}</th>
                <th scope="col">{t('cookies.columns.duration')}</th>
                <th scope="col">{t('cookies.columns.type')}</th>
              </tr>
            </thead>
            <tbody>
              {STORED.map((name) => {
                const key = KEYS[name];
                return (
                  <tr key={name} data-key={name}>
                    <th scope="row">
                      <code>{typeof key === 'function' ? key(t('cookies.date')) : key}</code>
                    </th>
                    <td>{t(`cookies.rows.${name}.purpose`)}</td>
                    <td data-label={t('cookies.columns.duration')}>{t(`cookies.rows.${name}.duration`)}</td>
                    <td data-label={t('cookies.columns.type')}>{t(`cookies.kinds.${STORED_KINDS[name]}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="cookies-types">
        <h2 id="cookies-types">{t('cookies.typesTitle')}</h2>
        <ul>
          {t('cookies.types', { returnObjects: true }).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cookies-storage" data-testid="cookies-storage">
        <h2 id="cookies-storage">{t('cookies.storageTitle')}</h2>
        {t('cookies.storage', { returnObjects: true }).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section aria-labelledby="cookies-third">
        <h2 id="cookies-third">{t('cookies.thirdPartyTitle')}</h2>
        <p>{t('cookies.thirdParty')}</p>
      </section>

      <section aria-labelledby="cookies-manage">
        <h2 id="cookies-manage">{t('cookies.manageTitle')}</h2>
        <p>{t('cookies.manage')}</p>
        <ul aria-label={t('cookies.browsersLabel')} data-testid="browser-links">
          {BROWSERS.map(({ name, url }) => (
            <li key={name}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {name} <span className="visually-hidden">{t('common:footer.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>{t('cookies.changes')}</p>
        <Link href={paths.contact} className="button">
          {t('contactButton')}
        </Link>
      </section>
    </article>
  );
}
