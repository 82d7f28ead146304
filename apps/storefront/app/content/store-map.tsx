import { useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import type { MapPoint, MapSettings } from '../address/map-provider';
import { useMountedMap } from '../address/use-mounted-map';

/**
 * The map above the store list, through the address form's map provider: the shopper searches a place on it and
 * the list is ordered by distance from there. Shown only when the shop has a map key.
 */
export function StoreMap({ settings, center }: { settings: MapSettings; center: MapPoint }) {
  const mapRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const navigate = useNavigate();
  const t = useText(CONTENT_EN_IN);

  useMountedMap(
    settings.apiKey,
    { map: mapRef, search: searchRef },
    center,
    ({ point }) => {
      if (!point) return setProblem('Returned place contains no geometry');
      setProblem(undefined);
      navigate(`/locate-us?latitude=${point.latitude}&longitude=${point.longitude}`);
    },
    setProblem,
  );

  return (
    <div className="store-map">
      <input
        ref={searchRef}
        type="search"
        placeholder={t('content.mapSearch')}
        aria-label={t('content.mapSearch')}
      />
      <div ref={mapRef} className="store-map__canvas" data-testid="store-map" />
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
