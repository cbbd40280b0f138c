/** The history state /login carries right after a registration (the URL stays /login, as the spec says). */
export const JUST_REGISTERED = 'justRegistered';

export const justRegistered = (): boolean =>
  (window.history.state as Record<string, unknown> | null)?.[JUST_REGISTERED] === true;
