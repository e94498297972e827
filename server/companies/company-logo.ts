import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LOGO_MAX_BYTES, LOGO_TYPES, LOGO_WIDTH } from '../../src/contract/operator-company-rules';
import type { CompanyDetails } from '../../src/contract/operator-company-api';
import type { ApiContext } from '../api/endpoint';
import { bearerToken } from '../api/auth';
import { apiErrorOf } from '../api/error-body';
import type { OutageLog } from '../db/outage-log';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';
import { isOperatorToken, operatorForToken, type OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import { detailsOf, logoUrlOf } from './company';
import { lockedCompany, updateCompany } from './company-store';

// PUT /api/operator/company/logo (issue 27, owners): the company's logo, the image's bytes as the body
// (image/png, image/jpeg or image/webp). Beside the JSON endpoints because their bodies are JSON of 64 KB
// at most. What the file is, is decided by its content (file-type, then sharp must decode it whole); SVG is
// refused, since an SVG can carry scripts. The logo is kept as a WebP at most 400 px wide without any
// metadata, under DATA_DIR/media/companies with a new name each time (/media is cached as immutable).

const WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP picture.';
const TOO_LARGE = `The logo must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MiB.`;
const UNREADABLE = 'The picture could not be read (it may be damaged or cut short).';
const MAX_PIXELS = 40_000_000;
const refuse = (status: number, message: string) => new HttpError(status, message, { logo: [message] });

/** The caller, if the bearer token is an owner's full console session; else the 401 or 403 the table answers. */
async function ownerOf(req: Request, ctx: ApiContext): Promise<OperatorCaller> {
  const token = bearerToken(req.get('authorization')) ?? '';
  const caller = isOperatorToken(token) ? await operatorForToken(ctx.db, token, ctx.now()) : null;
  if (!caller || caller.stage !== 'full') {
    throw new HttpError(
      401,
      'This call needs a console session: sign in to the console first',
      undefined,
      { 'WWW-Authenticate': 'Bearer' },
      'session_needed',
    );
  }
  if (caller.operator.role !== 'owner')
    throw new HttpError(403, 'Your role in the company cannot do this', undefined, undefined, 'role_refused');
  return caller;
}

/** The logo as kept: WebP, at most LOGO_WIDTH wide, upright, no metadata; a 415 or 422 for anything else. */
async function logoWebp(bytes: Buffer): Promise<Buffer> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !(LOGO_TYPES as readonly string[]).includes(found.mime)) throw refuse(415, WRONG_TYPE);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LOGO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw refuse(422, UNREADABLE);
  }
}

async function storeLogo(ctx: ApiContext, caller: OperatorCaller, image: Buffer): Promise<CompanyDetails> {
  const mediaDir = resolve(ctx.config.DATA_DIR, 'media');
  const key = `companies/c${caller.operator.companyId}-${randomBytes(12).toString('hex')}.webp`;
  await mkdir(join(mediaDir, 'companies'), { recursive: true });
  await writeFile(join(mediaDir, key), image);
  const { details, previous } = await ctx.db
    .transaction(async (tx) => {
      const before = await lockedCompany(tx, caller.operator.companyId);
      if (!before) throw new HttpError(404, 'Not found');
      const row = await updateCompany(tx, before.id, { logoKey: key });
      await insertAudit(tx, {
        companyId: before.id,
        operatorId: caller.operator.id,
        action: 'company.logo',
        entity: 'company',
        entityId: String(before.id),
        before: { logo_url: logoUrlOf(before.logoKey) },
        after: { logo_url: logoUrlOf(key) },
        at: ctx.now(),
      });
      return { details: detailsOf(row), previous: before.logoKey };
    })
    .catch(async (err: unknown) => {
      await rm(join(mediaDir, key), { force: true });
      throw err;
    });
  if (previous) await removeLogoFile(ctx, previous);
  return details;
}

/** DELETE /operator/company/logo (owners): the company has no logo any more; its file goes too. */
export async function removeLogo(ctx: ApiContext, caller: OperatorCaller): Promise<CompanyDetails> {
  const { details, previous } = await ctx.db.transaction(async (tx) => {
    const before = await lockedCompany(tx, caller.operator.companyId);
    if (!before) throw new HttpError(404, 'Not found');
    if (before.logoKey) {
      await insertAudit(tx, {
        companyId: before.id,
        operatorId: caller.operator.id,
        action: 'company.logo',
        entity: 'company',
        entityId: String(before.id),
        before: { logo_url: logoUrlOf(before.logoKey) },
        after: { logo_url: null },
        at: ctx.now(),
      });
    }
    return { details: detailsOf(await updateCompany(tx, before.id, { logoKey: null })), previous: before.logoKey };
  });
  if (previous) await removeLogoFile(ctx, previous);
  return details;
}

/** Removes a logo's file no row names any more (a page cached with it shows the default picture). */
async function removeLogoFile(ctx: Pick<ApiContext, 'config'>, key: string): Promise<void> {
  if (/^companies\/[a-z0-9-]+\.webp$/.test(key)) await rm(join(resolve(ctx.config.DATA_DIR, 'media'), key), { force: true });
}

export function companyLogoRoute(ctx: ApiContext, outage: OutageLog): RequestHandler[] {
  const raw = express.raw({ type: () => true, limit: LOGO_MAX_BYTES });
  const answerError = (err: unknown, req: Request, res: Parameters<RequestHandler>[1]) => {
    // The body parser's own refusals (too large, a cut-off body) carry their status.
    const known =
      typeof err === 'object' && err !== null && 'type' in err && (err as { type: unknown }).type === 'entity.too.large'
        ? refuse(413, TOO_LARGE)
        : err;
    const { status, body, headers } = apiErrorOf(known);
    if (isDatabaseUnavailable(err)) outage.refused(err);
    else if (status >= 500) req.log.error({ err }, 'logo upload failed');
    res
      .status(status)
      .set({ ...headers, 'Cache-Control': 'no-store' })
      .json(body);
  };
  return [
    // Who calls is checked before a byte of the body is read; a too large body by its announced length too.
    async (req, res, next) => {
      try {
        res.locals.owner = await ownerOf(req, ctx);
        if (Number(req.get('content-length') ?? 0) > LOGO_MAX_BYTES) throw refuse(413, TOO_LARGE);
        raw(req, res, (err?: unknown) => (err ? answerError(err, req, res) : next()));
      } catch (err) {
        answerError(err, req, res);
      }
    },
    async (req, res) => {
      try {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (bytes.length === 0) throw refuse(422, 'Choose a picture for the logo.');
        const details = await storeLogo(ctx, res.locals.owner as OperatorCaller, await logoWebp(bytes));
        res.status(200).set('Cache-Control', 'no-store').json(details);
      } catch (err) {
        answerError(err, req, res);
      }
    },
  ];
}
