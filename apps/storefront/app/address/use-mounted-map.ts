import { type RefObject, useEffect, useRef } from 'react';
import { googleMaps } from './google-maps';
import type { MapPoint, PickedPlace } from './map-provider';

/**
 * Draws the shop's map with its search box into the two elements while the component is shown, centred on
 * `center`, and hands each picked place to `onPlace` (the latest one given). A failure to load goes to `onError`.
 */
export function useMountedMap(
  apiKey: string,
  elements: { map: RefObject<HTMLDivElement | null>; search: RefObject<HTMLInputElement | null> },
  center: MapPoint,
  onPlace: (place: PickedPlace) => void,
  onError: (message: string) => void,
): void {
  const handlers = useRef({ onPlace, onError });
  handlers.current = { onPlace, onError };
  const { latitude, longitude } = center;
  const { map, search } = elements;
  useEffect(() => {
    if (!map.current || !search.current) return;
    let unmount: (() => void) | undefined;
    let gone = false;
    googleMaps(apiKey)
      .mount(map.current, search.current, {
        center: { latitude, longitude },
        onPlace: (place) => handlers.current.onPlace(place),
      })
      .then((stop) => {
        if (gone) stop();
        else unmount = stop;
      })
      .catch((error: Error) => handlers.current.onError(error.message));
    return () => {
      gone = true;
      unmount?.();
    };
  }, [apiKey, latitude, longitude, map, search]);
}
