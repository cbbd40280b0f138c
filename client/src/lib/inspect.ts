import type { InspectionEvent, Observer } from 'xstate';

let inspector: Observer<InspectionEvent> | undefined;

/**
 * In development, `?inspect` in the URL attaches the Stately inspector (@statelyai/inspect) to every
 * machine the client runs through `machineOptions()`. Production builds never include it.
 */
export async function setupInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector = createBrowserInspector().inspect;
}

/** Options to pass to useMachine / createActor so the machine shows in the inspector when enabled. */
export const machineOptions = () => (inspector ? { inspect: inspector } : {});
