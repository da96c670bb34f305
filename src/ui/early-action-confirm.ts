import { useState } from 'react';
import { lazyPart, useLazyPart } from './lazy-part';
import type { EarlyWarningLike } from './early-action-dialog';

export type { EarlyWarningLike };

/** The dialog asked before a dated document is started or marked done early, loaded when first asked. */
const earlyActionConfirm = lazyPart(() => import('./early-action-dialog').then((m) => m.EarlyActionConfirm));

/**
 * The early-action question of a task's buttons: `ask` loads the dialog if need be (`opening` names
 * the action whose button shows a loader meanwhile), then opens it; `Dialog` is null until loaded.
 */
export function useEarlyActionConfirm() {
  const { Part: Dialog, open } = useLazyPart(earlyActionConfirm);
  const [asking, setAsking] = useState<EarlyWarningLike | null>(null);
  const [opening, setOpening] = useState<EarlyWarningLike['action'] | null>(null);
  const ask = async (warning: EarlyWarningLike) => {
    setOpening(warning.action);
    await open(() => setAsking(warning));
    setOpening(null);
  };
  return { Dialog, asking, opening, ask, close: () => setAsking(null) };
}
