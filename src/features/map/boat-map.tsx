import { useEffect, useState, type ComponentType } from 'react';
import { useAppState } from '../../app-state-context';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { MAPS_AUTH_FAILURE_EVENT, mapEngine, type LoaderStatus } from './maps-loader';
import type { BoatMapProps } from './boat-map-props';
import { OfflineMap } from './offline-map';
import type { GoogleMapProps, GoogleMaps } from './google-map';
import './map.css';

// The map itself, loaded by LazyBoatMap once it scrolls into view. With a Google Maps key (M2) it
// loads Google's script (with retries) and draws the Google map; without a key, or when the script
// fails for good, the offline map (M3). Google's code is a further chunk the keyless site never loads.

type Google = { Map: ComponentType<GoogleMapProps>; maps: GoogleMaps };

export default function BoatMap(props: BoatMapProps) {
  const t = useT('map');
  const key = useAppState().config.googleMapsApiKey;
  const lang = useLanguage();
  const [status, setStatus] = useState<LoaderStatus>(key ? 'loading' : 'initialized');
  const [google, setGoogle] = useState<Google | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    // Two steps on purpose: Vite wraps `import().then(…)` as a whole in its preload helper, which would
    // take the script's failure for a missing chunk and reload the page (R10).
    const start = async () => {
      const m = await import('./google-map');
      const maps = await m.loadGoogleMaps(key, lang);
      if (!live) return;
      setGoogle({ Map: m.GoogleMap, maps });
      setStatus('success');
    };
    // The loader has logged its retries; the offline map takes over (M3).
    start().catch(() => live && setStatus('failure'));
    // A key Google refuses shows Google's error tile: the offline map is more use.
    const refused = () => setStatus('failure');
    window.addEventListener(MAPS_AUTH_FAILURE_EVENT, refused);
    return () => {
      live = false;
      window.removeEventListener(MAPS_AUTH_FAILURE_EVENT, refused);
    };
  }, [key, lang]);

  const engine = mapEngine(key, status);
  if (engine === 'google' && google) return <google.Map {...props} maps={google.maps} />;
  if (engine === 'offline') return <OfflineMap {...props} />;
  return (
    <div className="bw-map bw-map--pending" data-engine="pending" role="status">
      <p className="bw-map__status">{t('loading')}</p>
    </div>
  );
}
