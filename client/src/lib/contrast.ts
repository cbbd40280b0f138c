import { useCallback, useEffect, useState } from 'react';
import { KEYS, readString, remove, writeString } from './storage.ts';

/** High-contrast colours (orange / blue tiles) for colour-blind players; boot.js applies it before paint. */
export function useHighContrast(): [boolean, () => void] {
  const [high, setHigh] = useState(() => readString(KEYS.contrast) === 'high');
  useEffect(() => {
    if (high) {
      document.documentElement.setAttribute('data-contrast', 'high');
      writeString(KEYS.contrast, 'high');
    } else {
      document.documentElement.removeAttribute('data-contrast');
      remove(KEYS.contrast);
    }
  }, [high]);
  const toggle = useCallback(() => setHigh((current) => !current), []);
  return [high, toggle];
}
