import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';
import { fleetOptionsEndpoint } from '../contract/operator-fleet-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/fleet-options (issue 27, the fleet): what the boat form and the list's filters pick from —
// the company's bases and the site's types, shipyards, models and equipment, named in the page's language.
export function useFleetOptions(token: string | null, locale: LanguageCode) {
  const { config } = useAppState();
  const location = { query: { locale } };
  return useSWR(token ? [keyOf(fleetOptionsEndpoint, location), token] : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(fleetOptionsEndpoint, location),
  );
}
