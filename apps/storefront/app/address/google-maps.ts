import {
  MAP_ZOOM,
  MAPS_SCRIPT_TIMEOUT_MS,
  type MapPoint,
  type MapProvider,
  type PickedPlace,
} from './map-provider';

// biome-ignore lint/suspicious/noExplicitAny: the maps script defines its own untyped global.
type Maps = any;

let script: Promise<Maps> | undefined;

/** Loads the maps script once; gives up with the spec's message after 5 seconds. */
function loadMaps(apiKey: string): Promise<Maps> {
  script ??= new Promise<Maps>((resolve, reject) => {
    const callback = '__vitrineMapsReady';
    const timer = setTimeout(() => reject(new Error('Loading took too long')), MAPS_SCRIPT_TIMEOUT_MS);
    (window as unknown as Record<string, () => void>)[callback] = () => {
      clearTimeout(timer);
      resolve((window as unknown as { google: { maps: Maps } }).google.maps);
    };
    const tag = document.createElement('script');
    tag.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&callback=${callback}`;
    tag.async = true;
    tag.onerror = () => reject(new Error('Loading took too long'));
    document.head.append(tag);
  }).catch((error) => {
    script = undefined;
    throw error;
  });
  return script;
}

const PART_OF: Record<string, string> = {
  premise: 'address',
  street_number: 'address',
  route: 'area',
  sublocality: 'area',
  postal_code: 'pincode',
  locality: 'city',
  administrative_area_level_1: 'state',
};

function placeOf(place: Maps): PickedPlace {
  const location = place?.geometry?.location;
  const parts: Record<string, string> = {};
  let countryIso: string | undefined;
  for (const component of place?.address_components ?? []) {
    if (component.types.includes('country')) countryIso = component.short_name;
    const slug = component.types.map((type: string) => PART_OF[type]).find(Boolean);
    if (slug) parts[slug] = parts[slug] ? `${parts[slug]}, ${component.long_name}` : component.long_name;
  }
  return {
    point: location ? { latitude: location.lat(), longitude: location.lng() } : undefined,
    countryIso,
    parts,
  };
}

/** The map service behind the address form when the shop configures a Google Maps key. */
export function googleMaps(apiKey: string): MapProvider {
  return {
    async mount(element, search, { center, onPlace }) {
      const maps = await loadMaps(apiKey);
      const position = (point: MapPoint) => ({ lat: point.latitude, lng: point.longitude });
      const map = new maps.Map(element, {
        center: position(center),
        zoom: MAP_ZOOM.initial,
        minZoom: MAP_ZOOM.min,
        maxZoom: MAP_ZOOM.max,
      });
      const marker = new maps.Marker({ map, position: position(center) });
      const box = new maps.places.Autocomplete(search);
      const listener = box.addListener('place_changed', () => {
        const place = placeOf(box.getPlace());
        if (place.point) {
          map.setCenter(position(place.point));
          marker.setPosition(position(place.point));
        }
        onPlace(place);
      });
      return () => {
        listener.remove();
        marker.setMap(null);
      };
    },
  };
}
