/** Spec §9: map zoom levels and how long the map script may take. */
export const MAP_ZOOM = { initial: 5, min: 2, max: 18 } as const;
export const MAPS_SCRIPT_TIMEOUT_MS = 5000;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** A place the shopper picked on the map, reduced to what the address form needs. */
export interface PickedPlace {
  point?: MapPoint;
  countryIso?: string;
  /** Address parts by form slug (address, area, pincode, city, state). */
  parts?: Record<string, string>;
}

/**
 * A map service behind the address form: draws a map with a search box in an element and reports picked places.
 * The form works without one; a shop without a map key gets none.
 */
export interface MapProvider {
  mount(
    element: HTMLElement,
    search: HTMLInputElement,
    options: { center: MapPoint; onPlace: (place: PickedPlace) => void },
  ): Promise<() => void>;
}

/** Spec §5: a picked place must have a position, address parts, and lie in the form's country. */
export function placeProblem(place: PickedPlace, countryIso: string): string | undefined {
  if (!place.point) return 'Returned place contains no geometry';
  if (!place.parts || Object.keys(place.parts).length === 0)
    return 'Address components are missing or invalid.';
  if (place.countryIso?.toUpperCase() !== countryIso.toUpperCase()) {
    return 'Place selected is not within the desired country.';
  }
  return undefined;
}

/** The shop's map settings as the storefront passes them to the browser. */
export interface MapSettings {
  enabled: boolean;
  apiKey: string;
}

/** The map for these settings, or none when the feature is off or no key is configured. */
export function mapAvailable(settings: MapSettings | undefined): settings is MapSettings {
  return !!settings?.enabled && settings.apiKey.trim().length > 0;
}
