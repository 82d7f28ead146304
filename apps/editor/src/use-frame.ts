import type { EditorMessage } from '@vitrine/contract/editor-protocol';
import { useCallback, useEffect, useRef } from 'react';

const TYPING_DELAY_MS = 150;

/**
 * Posts messages to the preview frame, only ever to the storefront's origin, and only once the storefront in
 * it has said where it is: earlier messages would reach a document that is not listening yet.
 */
export function useFrame(origin: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const cancel = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
  }, []);

  const post = useCallback(
    (message: EditorMessage) => {
      if (ready.current) frame.current?.contentWindow?.postMessage(message, origin);
    },
    [origin],
  );
  const setReady = useCallback((value: boolean) => {
    ready.current = value;
  }, []);

  /** Posts once typing pauses; `build` runs then, so the message carries the latest state. */
  const postLater = useCallback(
    (key: string, build: () => EditorMessage | undefined) => {
      cancel(key);
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          const message = build();
          if (message) post(message);
        }, TYPING_DELAY_MS),
      );
    },
    [cancel, post],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return { frame, post, postLater, cancel, setReady };
}
