import { useEffect } from 'react';
import { useTranslation } from '../i18n/index.ts';
import './ad-slot.css';

// Ads load only when an ad client is configured at build time; otherwise the slot stays a labelled,
// reserved space and no third-party script is fetched.
const AD_CLIENT: string | undefined = import.meta.env.VITE_AD_CLIENT || undefined;
const AD_SLOT: string | undefined = import.meta.env.VITE_AD_SLOT || undefined;
const AD_SCRIPT_ID = 'ad-client-script';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

function loadAdScript(client: string) {
  if (document.getElementById(AD_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = AD_SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  document.head.appendChild(script);
}

/** A side column reserved for one discreet ad (home and privacy pages). */
export function AdSlot({ side }: { side: 'left' | 'right' }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!AD_CLIENT) return;
    loadAdScript(AD_CLIENT);
    window.adsbygoogle ??= [];
    window.adsbygoogle.push({});
  }, []);
  return (
    <div className={`ad-slot ad-slot-${side}`} data-testid={`ad-slot-${side}`}>
      <span className="ad-slot-label">{t('ads.label')}</span>
      {AD_CLIENT ? (
        <ins
          className="adsbygoogle ad-slot-unit"
          data-ad-client={AD_CLIENT}
          data-ad-slot={AD_SLOT}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      ) : (
        <p className="ad-slot-reserved">{t('ads.reserved')}</p>
      )}
    </div>
  );
}
