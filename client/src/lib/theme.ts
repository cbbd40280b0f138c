import { useCallback, useEffect, useState } from 'react';
import { KEYS, readString, writeString } from './storage.ts';

export type Theme = 'dark' | 'light';

export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(() => (readString(KEYS.theme) === 'light' ? 'light' : 'dark'));
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    writeString(KEYS.theme, theme);
  }, [theme]);
  const toggle = useCallback(() => setTheme((current) => (current === 'dark' ? 'light' : 'dark')), []);
  return [theme, toggle];
}
