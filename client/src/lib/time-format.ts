// Durations as the pages show them (pure, so they are tested without a browser).

const wholeSeconds = (seconds: number) => Math.max(0, Math.round(seconds));

/** m:ss, as the leaderboard and the profile show (average) times. */
export function minutesSeconds(seconds: number): string {
  const whole = wholeSeconds(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '{m}m {s}s' from one minute on, else '{s}s' (the result modal and past games). */
export function durationText(seconds: number): string {
  const whole = wholeSeconds(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m ${whole % 60}s` : `${whole}s`;
}
