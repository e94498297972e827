import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { recordBootstrap, sendInvitation } from './people';
import { companyBySlug, firstCompany, insertCompany, insertOperator, operatorByEmail, type CompanyRow } from './operators-store';

// A fresh install gets its first console owner without SQL (issue 27): a start with OPERATOR_BOOTSTRAP_EMAIL
// creates that owner if no operator has the address and mails the invitation (to DATA_DIR/outbox without
// SMTP). The company is OPERATOR_BOOTSTRAP_COMPANY — a company's slug, or else the legal name of a new one —
// or, when it is not set, the first company there is (the demo's). Starting again changes nothing.

interface Deps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now(): Date;
}

async function companyFor(deps: Deps): Promise<CompanyRow | null> {
  const wanted = deps.config.OPERATOR_BOOTSTRAP_COMPANY;
  if (!wanted) return firstCompany(deps.db);
  const existing = await companyBySlug(deps.db, wanted);
  if (existing) return existing;
  // A new company with only its name: the owner fills in the rest in the console before taking bookings.
  const slug = wanted
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return insertCompany(deps.db, {
    slug: (await companyBySlug(deps.db, slug)) ? `${slug}-${Date.now()}` : slug || `company-${Date.now()}`,
    legalName: wanted,
    tradingName: wanted,
    street: '',
    postcode: '',
    city: '',
    countryCode: '',
    phone: '',
    email: deps.config.OPERATOR_BOOTSTRAP_EMAIL!,
    registrationNumber: '',
    accountHolder: '',
    iban: '',
    bic: '',
    bankName: '',
    staffLanguages: ['en'],
  });
}

export async function bootstrapOwner(deps: Deps): Promise<void> {
  const email = deps.config.OPERATOR_BOOTSTRAP_EMAIL?.toLowerCase();
  if (!email) return;
  if (await operatorByEmail(deps.db, email)) return;
  const company = await companyFor(deps);
  if (!company) {
    deps.logger.error(
      { email },
      'OPERATOR_BOOTSTRAP_EMAIL is set but there is no company to make it the owner of: set OPERATOR_BOOTSTRAP_COMPANY to the company’s name',
    );
    return;
  }
  const now = deps.now();
  const owner = await deps.db.transaction(async (tx) => {
    const row = await insertOperator(tx, { companyId: company.id, email, name: email.split('@')[0]!, role: 'owner', language: 'en' });
    await recordBootstrap(tx, company.id, row, now);
    return row;
  });
  await sendInvitation(deps, owner, company, now);
  deps.logger.info(
    { email, company: company.slug },
    'the first console owner was created and invited by e-mail (see the outbox without SMTP)',
  );
}
