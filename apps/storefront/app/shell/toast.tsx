import { useCallback, useEffect, useState } from 'react';

/** Toasts last 2000 ms, at the top centre of the screen (spec §9). */
const TOAST_MS = 2000;

interface Shown {
  text: string;
  /** A new toast each time, even with the same words: it starts its time again. */
  id: number;
}

function Toast({ shown, onDone }: { shown: Shown; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="toast" role="status" data-testid="toast">
      {shown.text}
    </div>
  );
}

/** `const { toast, showToast } = useToast()`: render `toast` anywhere; `showToast(text)` shows a message. */
export function useToast() {
  const [shown, setShown] = useState<Shown>();
  const showToast = useCallback((text: string) => {
    if (text) setShown((last) => ({ text, id: (last?.id ?? 0) + 1 }));
  }, []);
  const hide = useCallback(() => setShown(undefined), []);
  const toast = shown ? <Toast key={shown.id} shown={shown} onDone={hide} /> : null;
  return { toast, showToast };
}
