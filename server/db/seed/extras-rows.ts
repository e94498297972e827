import type { extras } from '../schema';
import { EXTRA_NAMES, type ExtraKey, type ExtraUnit } from './facts/extras';
import { createRandom, seedOf, type Random } from './prng';
import type { FleetYacht } from './yacht-rows';

export type ExtraRow = typeof extras.$inferInsert & { unit: ExtraUnit };

const round5 = (n: number) => Math.round(n / 5) * 5;

function extra(yacht: FleetYacht, key: ExtraKey, price: number, unit: ExtraUnit, obligatory: boolean, payableAtBase: boolean): ExtraRow {
  return { yachtId: yacht.row.id, name: EXTRA_NAMES[key], price, unit, obligatory, payableAtBase };
}

// What the base charges with every booking, and what the guest may add. Prices follow the boat's size.
export function extraRows(yacht: FleetYacht): ExtraRow[] {
  const random: Random = createRandom(seedOf(`extras:${yacht.row.id}`));
  const { row, model, country } = yacht;
  const length = model.length;
  const crewed = row.products.length === 1 && row.products[0] === 'crewed';
  const multihull = [1, 4, 5, 10].includes(model.type);
  const rows: ExtraRow[] = [];

  if (!crewed) {
    const cleaning = multihull ? 150 + length * 10 : row.mainSailType === null ? 120 + length * 12 : 60 + length * 8;
    rows.push(extra(yacht, 'cleaning', round5(cleaning), 'per_booking', true, true));
  }
  if (['HR', 'ME', 'GR', 'TR'].includes(country.code)) {
    rows.push(extra(yacht, 'transitLog', round5(120 + length * 6 + random.int(0, 40)), 'per_booking', true, true));
  } else if (random.chance(0.6)) {
    rows.push(extra(yacht, 'starterPack', round5(60 + length * 4), 'per_booking', true, true));
  }
  if (country.code === 'HR' || country.code === 'ME') {
    // Charged per person and night by the harbour master; listed as a daily amount for a full boat.
    rows.push(extra(yacht, 'touristTax', Math.round(row.maxPeople * 1.5), 'per_day', true, true));
  }

  const optional: ExtraRow[] = [];
  if (row.products.includes('skipper'))
    optional.push(extra(yacht, 'skipper', random.pick([170, 180, 190, 200, 220]), 'per_day', false, true));
  if (!crewed && (multihull || length >= 14)) optional.push(extra(yacht, 'hostess', random.pick([140, 150, 160]), 'per_day', false, true));
  if (!crewed && length >= 14 && random.chance(0.5))
    optional.push(extra(yacht, 'cook', random.pick([170, 180, 200]), 'per_day', false, true));
  if (!row.equipmentIds.includes(18) && model.type !== 11)
    optional.push(extra(yacht, 'outboard', random.pick([50, 60, 70, 80]), 'per_week', false, true));
  if (!row.equipmentIds.includes(16)) optional.push(extra(yacht, 'sup', random.pick([90, 100, 120, 150]), 'per_week', false, false));
  if (!crewed) optional.push(extra(yacht, 'earlyCheckIn', random.pick([100, 150, 200]), 'per_booking', false, false));
  if (!row.equipmentIds.includes(15)) optional.push(extra(yacht, 'snorkelling', random.pick([25, 30, 40]), 'per_week', false, true));
  if (!row.equipmentIds.includes(21)) optional.push(extra(yacht, 'wifi', random.pick([60, 70, 80, 90]), 'per_week', false, true));
  if (row.mainSailType !== null && model.type !== 3 && random.chance(0.5))
    optional.push(extra(yacht, 'gennaker', round5(100 + length * 8), 'per_week', false, false));
  if (!crewed) optional.push(extra(yacht, 'damageWaiver', round5(12 + length * 1.8), 'per_day', false, true));
  if (row.equipmentIds.includes(29) && row.equipmentIds.includes(12))
    optional.push(extra(yacht, 'airCondition', random.pick([25, 30, 35, 40]), 'per_night', false, true));

  // Each boat lists most, not all, of what applies to it.
  const chosen = optional.filter((_, i) => i < 2 || random.chance(0.7));
  return [...rows, ...chosen];
}
