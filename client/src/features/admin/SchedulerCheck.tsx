import { useEffect } from 'react';
import { startSchedulerCheck } from './scheduler-check.ts';

/** Mounted once at the app root: the scheduler check of spec section 4 runs for the page's lifetime. */
export function SchedulerCheck() {
  useEffect(() => startSchedulerCheck(), []);
  return null;
}
