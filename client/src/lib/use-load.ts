// The one way a component loads what it shows from the API (issue 28, item 3).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = {
  /** The last answer; kept while the next load is on its way (unless `reset`), null until the first. */
  value: T | null;
  /** The last load failed. */
  failed: boolean;
  /** What the last load failed with (an `ApiError` says the status), null when it did not. */
  error: unknown;
  /** A load is under way. */
  loading: boolean;
  /** Loads again (a push said the data changed, or the player asked). */
  reload: () => void;
  /** Replaces the answer shown (a push brought the new one, or more of it was read). */
  replace: (next: T | null | ((current: T | null) => T | null)) => void;
};

export type LoadOptions<T> = {
  /** False: no load yet (what it needs is not known, e.g. the session); true again, it loads. */
  enabled?: boolean;
  /** A change of keys forgets the last answer at once (it was of another thing), instead of keeping it. */
  reset?: boolean;
  /** The answer is shown in a transition (a large render that the player's input need not wait for). */
  transition?: boolean;
  /** Told of each answer that is kept (the same render as `value`), e.g. to hand it to a machine. */
  onLoad?: (value: T) => void;
  /** Told of each failure that is kept, e.g. for an admin tool's alert. */
  onError?: (error: unknown) => void;
};

/**
 * Loads with `load` at mount, whenever a value of `keys` changes and on `reload()`. An answer that
 * comes after the component unmounted or after a later load started is dropped, so an older answer
 * never replaces a newer one. `load`, `onLoad` and `onError` may be new functions each render: the
 * latest are used, and only `keys`, `enabled` and `reload()` start a load.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  keys: readonly unknown[] = [],
  options: LoadOptions<T> = {},
): Loaded<T> {
  const { enabled = true, reset = false } = options;
  const [value, setValue] = useState<T | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const loadedGeneration = useRef(generation);
  // `keys` name what `load` reads (the latest `load` is in a ref): a new `load` each render is no reason to load.
  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    let live = true;
    // Keys changed (not a reload): the answer shown was of something else.
    if (reset && loadedGeneration.current === generation) {
      setValue(null);
      setFailure(null);
    }
    loadedGeneration.current = generation;
    setLoading(true);
    latest.current.load().then(
      (found) => {
        if (!live) return;
        const show = () => {
          setValue(found);
          setFailure(null);
          setLoading(false);
        };
        if (latest.current.options.transition) startTransition(show);
        else show();
        latest.current.options.onLoad?.(found);
      },
      (error: unknown) => {
        if (!live) return;
        setFailure({ error });
        setLoading(false);
        latest.current.options.onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, reset, generation, ...keys]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { value, failed: failure !== null, error: failure?.error ?? null, loading, reload, replace: setValue };
}
