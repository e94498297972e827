import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LOGO_MAX_BYTES, LOGO_TYPES, LOGO_WIDTH } from '../../src/contract/operator-company-rules';
import { uploadCompanyLogoEndpoint } from '../../src/contract/operator-company-endpoints';
import type { CompanyDetails } from '../../src/contract/operator-company-api';
import type { ApiContext } from '../api/endpoint';
import { bearerToken } from '../api/auth';
import type { Dispatch } from '../api/dispatch';
import { apiErrorOf } from '../api/error-body';
import { HttpError } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import { detailsOf, logoUrlOf } from './company';
import { lockedCompany, updateCompany } from './company-store';

// PUT /api/operator/company/logo (issue 27, owners): the company's logo, the picture's bytes as the body
// (image/png, image/jpeg or image/webp), which the API router (JSON only, 64 KB) does not read. Answered
// before the router, it goes through the same dispatcher as every call (auth and role first), carrying the
// request itself as its body: the handler reads the bytes only once the caller has passed. What the file is,
// is decided by its content (file-type, then sharp must decode it whole); SVG is refused, since an SVG can
// carry scripts. The logo is kept as a WebP at most 400 px wide without any metadata, under
// DATA_DIR/media/companies with a new name each time (/media is cached as immutable).

const WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP picture.';
const TOO_LARGE = `The logo must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MiB.`;
const UNREADABLE = 'The picture could not be read (it may be damaged or cut short).';
const MAX_PIXELS = 40_000_000;
const API_PREFIX = '/api';
const refuse = (status: number, message: string) => new HttpError(status, message, { logo: [message] });

/** An upload's request handed to the endpoint, read only once the caller has passed (a JSON body cannot make one). */
class LogoUpload {
  constructor(readonly req: Request) {}
}

/** The body's bytes, at most LOGO_MAX_BYTES: a longer body is read to its end (so the answer reaches the client) and refused. */
function readImage(req: Request): Promise<Buffer> {
  if (Number(req.get('content-length') ?? 0) > LOGO_MAX_BYTES) return Promise.reject(refuse(413, TOO_LARGE));
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LOGO_MAX_BYTES) chunks.push(chunk);
    });
    req.once('end', () => (size > LOGO_MAX_BYTES ? fail(refuse(413, TOO_LARGE)) : done(Buffer.concat(chunks))));
    req.once('error', () => fail(new HttpError(400, 'The upload was interrupted')));
  });
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

/** The endpoint's handler: the picture stored as the company's logo (owners; the table checked the role). */
export async function uploadLogo(ctx: ApiContext, caller: OperatorCaller, body: unknown): Promise<CompanyDetails> {
  if (!(body instanceof LogoUpload)) throw refuse(415, WRONG_TYPE);
  const bytes = await readImage(body.req);
  // No bytes are no picture either.
  if (bytes.length === 0) throw refuse(415, WRONG_TYPE);
  return storeLogo(ctx, caller, await logoWebp(bytes));
}

/** The Express route before the API router: a body of any type but JSON goes to the endpoint as the request itself. */
export function companyLogoRoute(dispatch: Dispatch): RequestHandler {
  return async (req, res, next) => {
    // No body, or JSON: the JSON router's way, where the endpoint refuses it (415).
    if (req.is('application/json') !== false) return next();
    try {
      const { status, body, headers } = await dispatch(req.method, req.path.slice(API_PREFIX.length), {
        query: req.query as Record<string, string | string[] | undefined>,
        body: new LogoUpload(req),
        token: bearerToken(req.get('authorization')) ?? '',
        ip: req.ip ?? 'unknown',
      });
      res.set(headers).set('Cache-Control', 'no-store').status(status).json(body);
    } catch (err) {
      const { status, body, headers } = apiErrorOf(err);
      if (status >= 500) req.log.error({ err }, 'Logo upload failed');
      // A refusal before the body was read (401, 403): the rest is drained, so the client reads the answer.
      if (!req.complete) req.resume();
      if (headers) res.set(headers);
      res.status(status).set('Cache-Control', 'no-store').json(body);
    }
  };
}

export const COMPANY_LOGO_ROUTE = `${API_PREFIX}${uploadCompanyLogoEndpoint.path}`;
