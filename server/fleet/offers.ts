import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { offerBodySchema } from '../../src/contract/operator-prices-api';
import type { ApiContext } from '../api/endpoint';
import { CITY_NAMES, dataTextIn } from '../catalog/data-texts';
import { OFFER_TITLES } from '../db/seed/facts/offer-texts';
import { fillAll } from '../db/seed/translated';
import { notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type Executor } from '../operators/operators-store';
import { deleteOffer, insertOffer, offerOf, titleFacts, updateOffer, type OfferRow } from './offers-store';
import { refuseIfImported } from './fleet-owned';
import { boatOf } from './prices';

// A boat's discounts in the console (issue 27). Each is one of the site's offers: a percentage off a charter
// whose days all lie inside its period, the rule the quote and the search share. "Early booking", "last
// minute" and "special" name the offer (its title in 12 languages, as the demo fleet's); a discount that
// depends on the day of booking or the length of the stay is a discount rule (discounts.ts, decision 048).
// Issue 29: an offer is a discount, and an imported boat's discounts are its fleet system's (its special
// offers arrive as discount rules): none is added or changed on an imported boat here. One from before the
// boat was imported can still be deleted.

const DISCOUNTS_THERE = 'give it discounts and special offers there; the next sync brings them here';

type OfferBody = z.output<typeof offerBodySchema>;

async function valuesOf(db: Executor, yachtId: number, body: OfferBody) {
  const facts = await titleFacts(db, yachtId);
  const named = facts.shipyard.split(' ').some((word) => facts.model.startsWith(`${word} `));
  const model = named ? facts.model : `${facts.shipyard} ${facts.model}`;
  return {
    period: `[${body.date_from},${body.date_to})`,
    discountPercent: body.discount_percent,
    featured: body.featured,
    title: fillAll(OFFER_TITLES[body.kind], (language) => ({
      percent: body.discount_percent,
      name: facts.name,
      model,
      city: dataTextIn(CITY_NAMES, facts.city, language),
    })),
  };
}

const audited = (row: Pick<OfferRow, 'period' | 'discountPercent' | 'featured'> & { title: { en: string } }) => ({
  period: row.period,
  discount_percent: row.discountPercent,
  featured: row.featured,
  title: row.title.en,
});

export async function createOffer(ctx: ApiContext, caller: OperatorCaller, yachtId: number, body: OfferBody) {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    await refuseIfImported(tx, boat.id, DISCOUNTS_THERE);
    const values = await valuesOf(tx, boat.id, body);
    const id = await insertOffer(tx, { ...values, yachtId: boat.id, slug: `${body.kind}-${boat.slug}-${randomBytes(3).toString('hex')}` });
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'offer.create',
      entity: 'offer',
      entityId: String(id),
      after: { yacht_id: boat.id, ...audited(values) },
      at: ctx.now(),
    });
    return { id };
  });
}

export async function changeOffer(ctx: ApiContext, caller: OperatorCaller, yachtId: number, offerId: number, body: OfferBody) {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const before = await offerOf(tx, boat.id, offerId);
    if (!before) throw notFound('The discount was not found');
    await refuseIfImported(tx, boat.id, DISCOUNTS_THERE);
    const values = await valuesOf(tx, boat.id, body);
    await updateOffer(tx, before.id, values);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'offer.change',
      entity: 'offer',
      entityId: String(before.id),
      before: audited(before),
      after: audited(values),
      at: ctx.now(),
    });
    return { id: before.id };
  });
}

export async function removeOffer(ctx: ApiContext, caller: OperatorCaller, yachtId: number, offerId: number) {
  await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const before = await offerOf(tx, boat.id, offerId);
    if (!before) throw notFound('The discount was not found');
    await deleteOffer(tx, before.id);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'offer.delete',
      entity: 'offer',
      entityId: String(before.id),
      before: audited(before),
      at: ctx.now(),
    });
  });
  return { success: true as const };
}
