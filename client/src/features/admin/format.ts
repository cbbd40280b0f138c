// Pure presentation of the admin history (no React, so unit tests need no DOM).
import type { PlaySummary } from '../../../../contracts/api/admin.ts';
import { localeOf } from '../../i18n/index.ts';

/** Time between two events: '+850 ms', '+12.4 s', '+3 min 05.0 s'; '—' for the first event. */
export function formatDelta(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `+${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `+${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `+${minutes} min ${(seconds - minutes * 60).toFixed(1).padStart(4, '0')} s`;
}

/** An event's instant, to the millisecond, in the game's time zone (the one every day is counted in). */
export function formatInstant(iso: string, language: string): string {
  return new Date(iso).toLocaleString(localeOf(language), {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  });
}

/** Who played: the username, the anonymous id, or 'anonymous' when there is neither. */
export function playerLabel(play: Pick<PlaySummary, 'username' | 'user_id' | 'anon_id'>, anonymous: string): string {
  if (play.username) return play.username;
  if (play.user_id !== null) return `#${play.user_id}`;
  return play.anon_id ? `${anonymous} (${play.anon_id.slice(0, 8)})` : anonymous;
}

/** A play event's data on one line, for the event tables. */
export const compactJson = (value: unknown) => JSON.stringify(value);
