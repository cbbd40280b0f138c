// The one way a component loads what it shows from the API (issue 28, item 3).
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = {
  /** The last answer; kept while the next load is on its way, null until the first. */
  value: T | null;
  /** The last load failed. */
  failed: boolean;
  /** Loads again (a push said the data changed, or the player asked). */
  reload: () => void;
};

/**
 * Loads with `load` at mount, whenever a value of `keys` changes and on `reload()`. An answer that
 * comes after the component unmounted or after a later load started is dropped, so an older answer
 * never replaces a newer one.
 */
export function useLoad<T>(load: () => Promise<T>, keys: readonly unknown[] = []): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` name what `load` reads; a new `load` each render is no reason to load.
  useEffect(() => {
    let live = true;
    load().then(
      (found) => {
        if (!live) return;
        setValue(found);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [generation, ...keys]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { value, failed, reload };
}
