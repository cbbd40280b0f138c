import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { connection } from '../lib/connection.ts';
import './connection-note.css';

/** A calm note while the server or its database is out of reach; it goes by itself when they return. */
export function ConnectionNote() {
  const { t } = useTranslation('common');
  const [state, setState] = useState(connection.state);
  useEffect(() => connection.subscribe(setState), []);
  return (
    <div
      className="connection-note"
      role="status"
      aria-live="polite"
      data-testid="connection-note"
      hidden={state === 'ok'}
    >
      {state === 'reconnecting' && (
        <>
          <span className="spinner" aria-hidden="true" />
          {t('connection.reconnecting')}
        </>
      )}
    </div>
  );
}
