import type { FleetBoat, FleetBoatBody, FleetBoatSummary, FleetOptions } from '../../src/contract/operator-fleet-api';
import { PUBLISH_LANGUAGE, type MainSailType } from '../../src/contract/operator-fleet-constants';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import type { PRODUCTS } from '../../src/contract/booking-constants';
import type { ApiContext } from '../api/endpoint';
import type { Texts } from '../db/schema';
import { slugify } from '../db/seed/translated';
import { HttpError, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type Executor } from '../operators/operators-store';
import { fleetOwned, sourceAnswer } from './fleet-owned';
import { boatSource } from './fleet-owned-store';
import {
  companyBases,
  companyBoat,
  companyBoats,
  equipmentNames,
  insertBoat,
  isCompanyBase,
  knownEquipment,
  lockCompanyBoat,
  modelById,
  modelNamed,
  modelRows,
  nextYachtId,
  setPublished,
  shipyardById,
  shipyardNamed,
  shipyardRows,
  slugTaken,
  typeExists,
  updateBoat,
  yachtTypeRows,
  type BoatFilters,
  type BoatWithNames,
  type YachtRow,
  type YachtWrite,
} from './boats-store';

// A company's boats in the console (issue 27): list, read, create, edit, publish and unpublish. The caller's
// company comes from the session; a boat of another company is a 404 like one that does not exist. Every
// write is audited with the boat before and after, in the same transaction. The public site sees a change
// through the catalog's NOTIFY triggers (migration 0008) within a second, on every instance.

const BOAT_NOT_FOUND = 'The boat was not found';
const SLUG_STEM_MAX = 120;

const invalid = (errors: Record<string, string[]>) => new HttpError(422, 'The given data was invalid', errors);

/** The languages whose description is missing or blank. */
function missingLanguages(description: Partial<Record<string, string>>): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => !description[code]?.trim());
}

/** "bavaria-cruiser-46-1520": the model as people name it, then the boat's id (unique, so the slug is). */
export function boatSlug(shipyard: string, model: string, id: number): string {
  const named = shipyard.split(' ').some((word) => model.toLowerCase().startsWith(`${word.toLowerCase()} `));
  const stem = slugify(named ? model : `${shipyard} ${model}`)
    .slice(0, SLUG_STEM_MAX)
    .replace(/-+$/, '');
  return `${stem || 'boat'}-${id}`;
}

function summaryOf(boat: BoatWithNames): FleetBoatSummary {
  const { yacht } = boat;
  return {
    id: yacht.id,
    slug: yacht.slug,
    name: yacht.name,
    type: { id: yacht.typeId, name: boat.typeName.en },
    model: { id: yacht.modelId, name: boat.modelName },
    shipyard: { id: yacht.shipyardId, name: boat.shipyardName },
    base: { id: yacht.baseId, name: boat.baseName },
    year: yacht.year,
    published: yacht.published,
    missing_languages: missingLanguages(yacht.description),
    photos: yacht.images.length,
    public_path: `/${boat.typeSlug}/${yacht.slug}`,
    source: sourceAnswer(yacht.externalId ? { system: boat.sourceSystem, externalId: yacht.externalId } : null),
  };
}

function boatOf(boat: BoatWithNames): FleetBoat {
  const { yacht } = boat;
  return {
    ...summaryOf(boat),
    type_id: yacht.typeId,
    model_id: yacht.modelId,
    shipyard_id: yacht.shipyardId,
    base_id: yacht.baseId,
    length_m: yacht.lengthM,
    beam_m: yacht.beamM,
    draught_m: yacht.draughtM,
    cabins: yacht.cabins,
    berths: yacht.berths,
    heads: yacht.heads,
    max_people: yacht.maxPeople,
    engine: yacht.engine,
    water_tank_l: yacht.waterTankL,
    fuel_tank_l: yacht.fuelTankL,
    main_sail_type: yacht.mainSailType as MainSailType | null,
    products: yacht.products as (typeof PRODUCTS)[number][],
    deposit: yacht.deposit,
    equipment_ids: yacht.equipmentIds,
    check_in_day: yacht.checkInDay,
    check_in_time: yacht.checkInTime,
    check_out_time: yacht.checkOutTime,
    min_nights: yacht.minNights,
    description: Object.fromEntries(Object.entries(yacht.description).filter(([, text]) => text)),
  };
}

/** What the audit trail keeps of a boat: its own columns, the derived ones (booked days, ratings) left out. */
function audited(yacht: YachtRow): Record<string, unknown> {
  return {
    name: yacht.name,
    slug: yacht.slug,
    type_id: yacht.typeId,
    model_id: yacht.modelId,
    shipyard_id: yacht.shipyardId,
    base_id: yacht.baseId,
    year: yacht.year,
    length_m: yacht.lengthM,
    beam_m: yacht.beamM,
    draught_m: yacht.draughtM,
    cabins: yacht.cabins,
    berths: yacht.berths,
    heads: yacht.heads,
    max_people: yacht.maxPeople,
    engine: yacht.engine,
    water_tank_l: yacht.waterTankL,
    fuel_tank_l: yacht.fuelTankL,
    main_sail_type: yacht.mainSailType,
    products: yacht.products,
    deposit: yacht.deposit,
    equipment_ids: yacht.equipmentIds,
    check_in_day: yacht.checkInDay,
    check_in_time: yacht.checkInTime,
    check_out_time: yacht.checkOutTime,
    min_nights: yacht.minNights,
    description: yacht.description,
    published: yacht.published,
  };
}

/**
 * What an imported boat's fleet system owns of the form (issue 29): everything but the description. Lists
 * compare as sets (the system's order is not the form's) and lengths as the real column holds them.
 */
function systemOwnedChanged(before: YachtRow, after: YachtWrite): boolean {
  const sorted = (list: readonly (string | number)[]) => JSON.stringify([...list].sort());
  const real = (n: number) => Math.fround(n);
  return (
    before.name !== after.name ||
    before.typeId !== after.typeId ||
    before.modelId !== after.modelId ||
    before.shipyardId !== after.shipyardId ||
    before.baseId !== after.baseId ||
    before.year !== after.year ||
    real(before.lengthM) !== real(after.lengthM) ||
    real(before.beamM) !== real(after.beamM) ||
    real(before.draughtM) !== real(after.draughtM) ||
    before.cabins !== after.cabins ||
    before.berths !== after.berths ||
    before.heads !== after.heads ||
    before.maxPeople !== after.maxPeople ||
    before.engine !== after.engine ||
    before.waterTankL !== after.waterTankL ||
    before.fuelTankL !== after.fuelTankL ||
    before.mainSailType !== after.mainSailType ||
    sorted(before.products) !== sorted(after.products ?? []) ||
    before.deposit !== after.deposit ||
    sorted(before.equipmentIds) !== sorted(after.equipmentIds) ||
    before.checkInDay !== after.checkInDay ||
    before.checkInTime !== after.checkInTime ||
    before.checkOutTime !== after.checkOutTime ||
    before.minNights !== (after.minNights ?? before.minNights)
  );
}

/** Only what changed, before and after (an edit of one field is one line in the trail). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

async function readBoat(db: Executor, companyId: number, id: number): Promise<FleetBoat> {
  const boat = await companyBoat(db, companyId, id);
  if (!boat) throw notFound(BOAT_NOT_FOUND);
  return boatOf(boat);
}

export async function listBoats(ctx: ApiContext, caller: OperatorCaller, filters: BoatFilters) {
  return { boats: (await companyBoats(ctx.db, caller.operator.companyId, filters)).map(summaryOf) };
}

export const getBoat = (ctx: ApiContext, caller: OperatorCaller, id: number) => readBoat(ctx.db, caller.operator.companyId, id);

export async function fleetOptions(ctx: ApiContext, caller: OperatorCaller, locale: LanguageCode): Promise<FleetOptions> {
  const [basesOfCompany, types, shipyards, models, equipment] = await Promise.all([
    companyBases(ctx.db, caller.operator.companyId),
    yachtTypeRows(ctx.db, locale),
    shipyardRows(ctx.db),
    modelRows(ctx.db),
    equipmentNames(ctx.db, locale),
  ]);
  return { bases: basesOfCompany, types, shipyards, models, equipment };
}

/**
 * The body as the boat's columns, its references checked: a base of the company, a type, the shipyard and
 * model picked (the model of that shipyard and type) or named anew (made in the shared tables), known
 * equipment. A reference that does not fit is a 422 on its field.
 */
async function columnsOf(db: Executor, companyId: number, body: FleetBoatBody): Promise<YachtWrite> {
  const errors: Record<string, string[]> = {};
  if (!(await isCompanyBase(db, companyId, body.base_id))) errors.base_id = ['Choose one of your company’s bases.'];
  if (!(await typeExists(db, body.type_id))) errors.type_id = ['Choose one of the site’s boat types.'];
  const known = await knownEquipment(db, body.equipment_ids);
  if (body.equipment_ids.some((id) => !known.has(id))) errors.equipment_ids = ['Choose from the site’s equipment list.'];
  const shipyard = body.shipyard_id === undefined ? null : await shipyardById(db, body.shipyard_id);
  if (body.shipyard_id !== undefined && !shipyard) errors.shipyard_id = ['Choose one of the listed shipyards, or name a new one.'];
  const model = body.model_id === undefined ? null : await modelById(db, body.model_id);
  if (body.model_id !== undefined) {
    if (!model || (shipyard && model.shipyardId !== shipyard.id) || body.shipyard_name !== undefined) {
      errors.model_id = ['Choose one of the shipyard’s models, or name a new one.'];
    } else if (model.typeId !== body.type_id) {
      errors.type_id = ['This model is of another type: choose its type, or name a new model.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const shipyardId = shipyard?.id ?? (await shipyardNamed(db, body.shipyard_name!)).id;
  const named = model ?? (await modelNamed(db, shipyardId, body.model_name!, body.type_id));
  if (named.typeId !== body.type_id) throw invalid({ type_id: ['This model is of another type: choose its type, or name a new model.'] });
  const description: Texts = { en: '' };
  for (const code of LANGUAGE_CODES) {
    const text = body.description[code]?.trim();
    if (text) description[code] = text;
  }
  return {
    name: body.name,
    typeId: body.type_id,
    modelId: named.id,
    shipyardId,
    baseId: body.base_id,
    year: body.year,
    lengthM: body.length_m,
    beamM: body.beam_m,
    draughtM: body.draught_m,
    cabins: body.cabins,
    berths: body.berths,
    heads: body.heads,
    maxPeople: body.max_people,
    engine: body.engine,
    waterTankL: body.water_tank_l,
    fuelTankL: body.fuel_tank_l,
    mainSailType: body.main_sail_type,
    products: body.products,
    deposit: body.deposit,
    equipmentIds: [...body.equipment_ids].sort((a, b) => a - b),
    checkInDay: body.check_in_day,
    checkInTime: body.check_in_time,
    checkOutTime: body.check_out_time,
    minNights: body.min_nights,
    description,
  };
}

export async function createBoat(ctx: ApiContext, caller: OperatorCaller, body: FleetBoatBody): Promise<FleetBoat> {
  const { companyId, id: operatorId } = caller.operator;
  return ctx.db.transaction(async (tx) => {
    const columns = await columnsOf(tx, companyId, body);
    const id = await nextYachtId(tx);
    const shipyard = (await shipyardById(tx, columns.shipyardId))!;
    const model = (await modelById(tx, columns.modelId))!;
    // The id makes the slug unique among the console's boats; an imported or seeded boat could still hold it.
    let slug = boatSlug(shipyard.name, model.name, id);
    for (let n = 2; await slugTaken(tx, slug); n++) slug = `${boatSlug(shipyard.name, model.name, id)}-${n}`;
    await insertBoat(tx, id, slug, columns);
    const boat = (await companyBoat(tx, companyId, id))!;
    await insertAudit(tx, {
      companyId,
      operatorId,
      action: 'boat.created',
      entity: 'boat',
      entityId: String(id),
      after: audited(boat.yacht),
      at: ctx.now(),
    });
    return boatOf(boat);
  });
}

export async function editBoat(ctx: ApiContext, caller: OperatorCaller, id: number, body: FleetBoatBody): Promise<FleetBoat> {
  const { companyId, id: operatorId } = caller.operator;
  return ctx.db.transaction(async (tx) => {
    const before = await lockCompanyBoat(tx, companyId, id);
    if (!before) throw notFound(BOAT_NOT_FOUND);
    const columns = await columnsOf(tx, companyId, body);
    // An imported boat's descriptions are the company's; the rest comes with each sync (issue 29).
    const source = before.externalId ? await boatSource(tx, id) : null;
    if (source && systemOwnedChanged(before, columns)) {
      throw fleetOwned(source, 'change its specifications there; the next sync brings them here. Its descriptions are yours to write here');
    }
    // A published boat keeps its English text: the public pages fall back to it in every language.
    if (before.published && !columns.description.en) {
      throw invalid({ [`description.${PUBLISH_LANGUAGE}`]: ['A published boat needs its description in English.'] });
    }
    await updateBoat(tx, id, columns);
    const boat = (await companyBoat(tx, companyId, id))!;
    const diff = changes(audited(before), audited(boat.yacht));
    if (Object.keys(diff.after).length > 0) {
      await insertAudit(tx, {
        companyId,
        operatorId,
        action: 'boat.updated',
        entity: 'boat',
        entityId: String(id),
        ...diff,
        at: ctx.now(),
      });
    }
    return boatOf(boat);
  });
}

/**
 * Puts the boat on the public site or takes it off. Publishing needs the English description (the base is
 * always set); a boat without season prices is published all the same and simply shows no price.
 */
export async function setBoatPublished(ctx: ApiContext, caller: OperatorCaller, id: number, published: boolean): Promise<FleetBoat> {
  const { companyId, id: operatorId } = caller.operator;
  return ctx.db.transaction(async (tx) => {
    const before = await lockCompanyBoat(tx, companyId, id);
    if (!before) throw notFound(BOAT_NOT_FOUND);
    if (published && !before.description.en?.trim()) {
      throw invalid({ [`description.${PUBLISH_LANGUAGE}`]: ['Write the description in English before publishing the boat.'] });
    }
    if (before.published !== published) {
      await setPublished(tx, id, published);
      await insertAudit(tx, {
        companyId,
        operatorId,
        action: published ? 'boat.published' : 'boat.unpublished',
        entity: 'boat',
        entityId: String(id),
        before: { published: before.published },
        after: { published },
        at: ctx.now(),
      });
    }
    return readBoat(tx, companyId, id);
  });
}
