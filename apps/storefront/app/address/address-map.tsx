import { useText } from '@vitrine/kit';
import { ADDRESS_EN_IN } from '@vitrine/kit/account-texts';
import { useRef, useState } from 'react';
import { type MapPoint, type MapSettings, type PickedPlace, placeProblem } from './map-provider';
import { useMountedMap } from './use-mounted-map';

interface AddressMapProps {
  settings: MapSettings;
  countryIso: string;
  center: MapPoint;
  /** Copies the picked place's parts and position into the form ('Use this'). */
  onUse: (place: PickedPlace) => void;
}

/** The optional map above the address form (spec §2): search, current location, and 'Use this'. */
export function AddressMap({ settings, countryIso, center, onUse }: AddressMapProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedPlace>();
  const [problem, setProblem] = useState<string>();
  const [locating, setLocating] = useState<string>();
  const t = useText(ADDRESS_EN_IN);

  useMountedMap(
    settings.apiKey,
    { map: mapRef, search: searchRef },
    center,
    (place) => {
      const why = placeProblem(place, countryIso);
      setProblem(why);
      setPicked(why ? undefined : place);
    },
    setProblem,
  );

  const locate = () => {
    if (!navigator.geolocation) {
      setLocating('Geolocation is not available.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        onUse({ point: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => setLocating(error.message),
    );
  };

  return (
    <div className="address-map" data-testid="address-map">
      <input ref={searchRef} className="address-map__search" placeholder={t('address.searchMap')} />
      <div ref={mapRef} className="address-map__canvas" />
      <button type="button" className="button button--ghost" onClick={locate} title={locating}>
        {t('address.currentLocation')}
      </button>
      <p className="address-map__note">{t('address.mapNote')}</p>
      {problem ? <p className="auth-form__error">{problem}</p> : null}
      {picked ? (
        <button type="button" className="address-map__use" onClick={() => onUse(picked)}>
          {t('address.useThis')}
        </button>
      ) : null}
    </div>
  );
}
