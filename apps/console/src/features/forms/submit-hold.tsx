import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react';

/** Holds the form's submit until the returned release is called. */
type Hold = () => () => void;

const SubmitHoldContext = createContext<Hold | null>(null);

/** Gives a form's controls the form's `hold` (from `useSubmitHolds`). */
export const SubmitHoldProvider = SubmitHoldContext.Provider;

/**
 * A form's holds on its submit: a control still loading (the rich-text editor, fetched on first use) holds it, as the
 * form cannot yet send what the user will see in that control. `held` while any hold stands.
 */
export function useSubmitHolds(): { held: boolean; hold: Hold } {
  const [holds, setHolds] = useState(0);
  const hold = useCallback<Hold>(() => {
    setHolds((count) => count + 1);
    return () => setHolds((count) => count - 1);
  }, []);
  return { held: holds > 0, hold };
}

/** Rendered while a control loads (e.g. as its Suspense fallback): the enclosing form's submit waits until it is gone. */
export function HoldSubmit(): null {
  const hold = useContext(SubmitHoldContext);
  // Before the first paint, so the submit button is never shown live while the control is still loading.
  useLayoutEffect(() => hold?.(), [hold]);
  return null;
}
