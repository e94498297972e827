import type { FleetBoat } from '../../contract/operator-fleet-api';
import { LANGUAGES, type LanguageCode } from '../../contract/languages';

// Issue 27, the fleet: the boat form's values as the inputs hold them (text), and the body the API reads.
// A number field left empty is sent as null, which the API refuses on that field (the form says so).

/** The shipyard or model select's value that asks for a new name instead of a listed one. */
export const ANOTHER = 'another';

export interface BoatDraft {
  name: string;
  type_id: string;
  shipyard: string;
  shipyard_name: string;
  model: string;
  model_name: string;
  year: string;
  base_id: string;
  length_m: string;
  beam_m: string;
  draught_m: string;
  cabins: string;
  berths: string;
  heads: string;
  max_people: string;
  engine: string;
  water_tank_l: string;
  fuel_tank_l: string;
  main_sail_type: string;
  products: string[];
  deposit: string;
  equipment_ids: number[];
  check_in_day: string;
  check_in_time: string;
  check_out_time: string;
  min_nights: string;
  description: Partial<Record<LanguageCode, string>>;
}

export const emptyDraft = (): BoatDraft => ({
  name: '',
  type_id: '',
  shipyard: '',
  shipyard_name: '',
  model: '',
  model_name: '',
  year: '',
  base_id: '',
  length_m: '',
  beam_m: '',
  draught_m: '',
  cabins: '',
  berths: '',
  heads: '',
  max_people: '',
  engine: '',
  water_tank_l: '',
  fuel_tank_l: '',
  main_sail_type: '',
  products: ['bareboat'],
  deposit: '',
  equipment_ids: [],
  // Most charters run Saturday to Saturday, from 17:00 to 09:00.
  check_in_day: '6',
  check_in_time: '17:00',
  check_out_time: '09:00',
  min_nights: '1',
  description: {},
});

export function draftOf(boat: FleetBoat): BoatDraft {
  const text = (n: number) => String(n);
  return {
    name: boat.name,
    type_id: text(boat.type_id),
    shipyard: text(boat.shipyard_id),
    shipyard_name: '',
    model: text(boat.model_id),
    model_name: '',
    year: text(boat.year),
    base_id: text(boat.base_id),
    // The database keeps lengths as 4-byte reals: 12.4 reads back as 12.3999996.
    length_m: text(Number(boat.length_m.toFixed(2))),
    beam_m: text(Number(boat.beam_m.toFixed(2))),
    draught_m: text(Number(boat.draught_m.toFixed(2))),
    cabins: text(boat.cabins),
    berths: text(boat.berths),
    heads: text(boat.heads),
    max_people: text(boat.max_people),
    engine: boat.engine,
    water_tank_l: text(boat.water_tank_l),
    fuel_tank_l: text(boat.fuel_tank_l),
    main_sail_type: boat.main_sail_type ?? '',
    products: boat.products,
    deposit: text(boat.deposit),
    equipment_ids: boat.equipment_ids,
    check_in_day: text(boat.check_in_day),
    check_in_time: boat.check_in_time,
    check_out_time: boat.check_out_time,
    min_nights: text(boat.min_nights),
    description: boat.description,
  };
}

const numberOf = (value: string): number | null => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The request body; its exact type is checked by the API's schema, which answers each field's problem. */
export function bodyOf(draft: BoatDraft): Record<string, unknown> {
  const newShipyard = draft.shipyard === ANOTHER;
  const newModel = newShipyard || draft.model === ANOTHER;
  return {
    name: draft.name,
    type_id: numberOf(draft.type_id),
    ...(newShipyard ? { shipyard_name: draft.shipyard_name } : { shipyard_id: numberOf(draft.shipyard) }),
    ...(newModel ? { model_name: draft.model_name } : { model_id: numberOf(draft.model) }),
    year: numberOf(draft.year),
    base_id: numberOf(draft.base_id),
    length_m: numberOf(draft.length_m),
    beam_m: numberOf(draft.beam_m),
    draught_m: numberOf(draft.draught_m),
    cabins: numberOf(draft.cabins),
    berths: numberOf(draft.berths),
    heads: numberOf(draft.heads),
    max_people: numberOf(draft.max_people),
    engine: draft.engine,
    water_tank_l: numberOf(draft.water_tank_l),
    fuel_tank_l: numberOf(draft.fuel_tank_l),
    main_sail_type: draft.main_sail_type || null,
    products: draft.products,
    deposit: numberOf(draft.deposit),
    equipment_ids: draft.equipment_ids,
    check_in_day: numberOf(draft.check_in_day),
    check_in_time: draft.check_in_time,
    check_out_time: draft.check_out_time,
    min_nights: numberOf(draft.min_nights),
    description: Object.fromEntries(LANGUAGES.map((l) => [l.code, draft.description[l.code] ?? ''])),
  };
}
