import type { CompanyDetails, CompanyDetailsBody } from '../../src/contract/operator-company-api';
import type { ApiContext } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { companyById, insertAudit, type CompanyRow, type Executor } from '../operators/operators-store';
import { notFound } from '../http-error';
import { lockedCompany, updateCompany, type CompanyDetailsWrite } from './company-store';

// A company's details (issues 27 and 28): read by every role, written by owners. Each write is one
// transaction with its audit entry, which holds the fields that changed, before and after; the IBAN there
// is masked but for its last four characters (the audit trail is shown to every owner, and an account
// number is not everyone's to read).

/** "HR1210010051863000160" → "*****************0160". */
export function maskIban(iban: string): string {
  return iban.length <= 4 ? iban : `${'*'.repeat(iban.length - 4)}${iban.slice(-4)}`;
}

/** The logo's address under /media, or null. */
export const logoUrlOf = (logoKey: string | null) => (logoKey ? `/media/${logoKey}` : null);

export function detailsOf(row: CompanyRow): CompanyDetails {
  return {
    id: row.id,
    legal_name: row.legalName,
    trading_name: row.tradingName,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country_code: row.countryCode,
    phone: row.phone,
    email: row.email,
    registration_number: row.registrationNumber,
    vat_number: row.vatNumber,
    account_holder: row.accountHolder,
    iban: row.iban,
    bic: row.bic,
    bank_name: row.bankName,
    staff_languages: row.staffLanguages,
    free_cancellation_hours: row.freeCancellationHours,
    logo_url: logoUrlOf(row.logoKey),
  };
}

export async function companyOf(db: Executor, caller: OperatorCaller): Promise<CompanyRow> {
  const row = await companyById(db, caller.operator.companyId);
  if (!row) throw notFound();
  return row;
}

const writeOf = (body: CompanyDetailsBody): CompanyDetailsWrite => ({
  legalName: body.legal_name,
  tradingName: body.trading_name,
  street: body.street,
  postcode: body.postcode,
  city: body.city,
  countryCode: body.country_code,
  phone: body.phone,
  email: body.email,
  registrationNumber: body.registration_number,
  vatNumber: body.vat_number,
  accountHolder: body.account_holder,
  iban: body.iban,
  bic: body.bic,
  bankName: body.bank_name,
  staffLanguages: body.staff_languages,
  freeCancellationHours: body.free_cancellation_hours,
});

/** The fields of `after` that differ from `before`, each side as the audit trail shows it. */
export function changedFields(before: CompanyDetails, after: CompanyDetails) {
  const shown = (key: keyof CompanyDetails, value: unknown) => (key === 'iban' && typeof value === 'string' ? maskIban(value) : value);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CompanyDetails)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = shown(key, before[key]);
    now[key] = shown(key, after[key]);
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

export async function updateDetails(ctx: ApiContext, caller: OperatorCaller, body: CompanyDetailsBody): Promise<CompanyDetails> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedCompany(tx, caller.operator.companyId);
    if (!before) throw notFound();
    const after = detailsOf(await updateCompany(tx, before.id, writeOf(body)));
    const change = changedFields(detailsOf(before), after);
    if (change.changed) {
      await insertAudit(tx, {
        companyId: before.id,
        operatorId: caller.operator.id,
        action: 'company.updated',
        entity: 'company',
        entityId: String(before.id),
        before: change.before,
        after: change.after,
        at: now,
      });
    }
    return after;
  });
}
