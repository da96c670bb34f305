import { createContext, useContext } from 'react';

/**
 * Flows that span features and sync, owned by the shell (app/) and offered to
 * features through context, so a feature never imports the shell or sync/.
 */
export type AppActions = {
  /** Asks for confirmation, then resets the whole application (decisions §8). */
  requestReset: () => void;
  /** Drains the outbox now (signed in and online). */
  syncNow: () => void;
  /** Saves to the cloud first, then signs out (spec §4 Logout). */
  logout: () => void;
};

export const AppActionsContext = createContext<AppActions>({
  requestReset: () => {},
  syncNow: () => {},
  logout: () => {},
});
export const useAppActions = (): AppActions => useContext(AppActionsContext);
