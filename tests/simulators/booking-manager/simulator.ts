import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bmDateTime, instantOfBm } from '../../../server/connectors/booking-manager/bm-time';
import type { FleetSimulator, SimulatedHold, SimulatorMode, SimulatorOptions } from '../fleet-simulator';
import { BASES, COMPANY, COUNTRIES, EQUIPMENT, generateFleet, MODELS, OTHER_COMPANY, SHIPYARDS, type SimYacht } from './fleet';
import { photos, PICTURES_PER_BOAT } from './photos';
import { ReservationBook, type Client, type SimReservation } from './reservations';

// A local Booking Manager (MMK Systems) API v2 for the tests of issue 29, built from its published
// description (SOURCES.md says where each endpoint and field came from). The key rides in the
// Authorization header ("Bearer <key>"); answers are JSON with 19-digit ids written as bare numbers, dates
// as "YYYY-MM-DD HH:mm:ss"; a bad key is a 401, an unknown id a 404, a reservation the days do not allow a
// plain-text 400 ("Yacht is not available."), an outage a 503 maintenance page. Two keys: the company's own
// (what Bluewater is given) and an agency's (what `agentBook` uses, over HTTP like any other client).

const ROOT = '/api/v2';
const AGENT_KEY = '2250-agency-simulated-key';
const CHECK_IN_TIME = '17:00:00';
const CHECK_OUT_TIME = '09:00:00';

export interface BookingManagerSimulator extends FleetSimulator {
  /** The next answer to a path containing `pathPart` is malformed: a wrong shape, or not JSON at all. */
  sendMalformed(pathPart: string, kind?: 'shape' | 'json'): void;
}

type Answer = { status: number; body: unknown } | { status: number; text: string; type?: string };

/** JSON with every 16+ digit id string written as a bare number, as the real API writes its ids. */
function bmJson(value: unknown): string {
  return JSON.stringify(value).replace(/"(\d{16,})"/g, '$1');
}

/** Reads JSON keeping 16+ digit numbers as strings (a double cannot hold them). */
function parseExact(text: string): unknown {
  return JSON.parse(text.replace(/([:[,]\s*)(\d{16,})(?=\s*[,\]}])/g, '$1"$2"'));
}

const day = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : null;
};

export async function startBookingManagerSimulator(
  options: SimulatorOptions & { /** How long an option lasts at most (default two days). */ optionMs?: number } = {},
): Promise<BookingManagerSimulator> {
  const seed = options.seed ?? 1;
  const credentials = {
    system: 'booking_manager' as const,
    apiKey: `${COMPANY.id}-${(seed * 2_654_435_761).toString(16).padStart(12, '0')}bluewatersim`,
  };
  const fleet = generateFleet(options.boats ?? 40, seed, new Date().getUTCFullYear());
  const byId = new Map(fleet.map((y) => [y.id, y]));
  const book = new ReservationBook(options.optionMs ?? 2 * 86_400_000);
  const log: { method: string; path: string }[] = [];
  let mode: SimulatorMode = 'up';
  let delayMs = 5_000;
  const malformed: { pathPart: string; kind: 'shape' | 'json' }[] = [];
  const pictures = await photos();
  let origin = '';

  function clientOf(header: string | undefined): Client | null {
    // The description says "Bearer <key>"; some public clients send the bare key and report it works.
    const key = (header ?? '').replace(/^Bearer\s+/i, '').trim();
    if (key === credentials.apiKey) return 'company';
    if (key === AGENT_KEY) return 'agent';
    return null;
  }

  function yachtJson(y: SimYacht) {
    const base = BASES.find((b) => b.id === y.baseId)!;
    const shipyard = SHIPYARDS.find((s) => s.id === y.model.shipyardId)!;
    return {
      id: y.id,
      name: y.name,
      model: y.model.name,
      modelId: 100 + MODELS.indexOf(y.model),
      shipyardId: shipyard.id,
      year: y.year,
      kind: y.model.kind,
      homeBaseId: base.id,
      homeBase: base.name,
      companyId: COMPANY.id,
      company: COMPANY.name,
      draught: y.model.draught,
      beam: y.model.beam,
      length: y.model.length,
      waterCapacity: y.model.water,
      fuelCapacity: y.model.fuel,
      engine: y.model.engine,
      deposit: y.deposit,
      currency: 'EUR',
      commissionPercentage: y.commissionPercentage,
      wc: y.model.wc,
      berths: y.model.berths,
      cabins: y.model.cabins,
      maxPeopleOnBoard: y.maxPeopleOnBoard,
      mainsailType: y.model.mainsailType ?? '',
      genoaType: y.model.mainsailType ? 'Furling' : '',
      defaultCheckInDay: y.checkInDay,
      defaultCheckInTime: CHECK_IN_TIME.slice(0, 5),
      defaultCheckOutTime: CHECK_OUT_TIME.slice(0, 5),
      minimumCharterDuration: y.minimumDuration,
      equipmentIds: y.equipmentIds,
      images: Array.from({ length: PICTURES_PER_BOAT }, (_, n) => ({
        description: ['Main', 'Deck', 'Layout'][n],
        url: `${origin}/images/${y.id}/${n + 1}.jpg`,
        sortOrder: n,
      })).reverse(),
      products: [
        {
          name: y.model.product,
          isDefaultProduct: true,
          extras: y.extras.map((e) => ({
            id: e.id,
            name: e.name,
            price: e.price,
            currency: 'EUR',
            unit: e.unit,
            obligatory: e.obligatory,
            payableInBase: e.payableInBase,
          })),
        },
      ],
    };
  }

  function reservationJson(r: SimReservation) {
    const yacht = byId.get(r.yachtId)!;
    const weeks = Math.max(1, Math.round((Date.parse(r.to) - Date.parse(r.from)) / (7 * 86_400_000)));
    const price = weeklyPriceOn(yacht, r.from) * weeks;
    return {
      id: r.id,
      reservationCode: r.reservationCode,
      dateFrom: `${r.from} ${CHECK_IN_TIME}`,
      dateTo: `${r.to} ${CHECK_OUT_TIME}`,
      ...(r.expiresAt ? { expirationDate: bmDateTime(r.expiresAt) } : {}),
      yachtId: r.yachtId,
      status: r.status,
      productName: yacht.model.product,
      baseFromId: yacht.baseId,
      baseToId: yacht.baseId,
      currency: 'EUR',
      basePrice: price,
      discount: 0,
      commission: Math.round(price * yacht.commissionPercentage) / 100,
      finalPrice: price,
      clientPrice: price,
      clientName: r.clientName,
      passengersOnBoard: r.passengers,
      ...(r.reference ? { agencyReference: r.reference } : {}),
    };
  }

  const visible = (r: SimReservation, client: Client) => client === 'company' || r.by === 'agent';
  const overlapsYear = (r: SimReservation, year: number) => r.from < `${year + 1}-01-01` && r.to > `${year}-01-01`;

  function periodFilter(query: URLSearchParams): { from: string; to: string; yachts: SimYacht[] } | null {
    const from = day(query.get('dateFrom'));
    const to = day(query.get('dateTo'));
    if (!from || !to || from > to) return null;
    const ids = query.getAll('yachtId');
    const company = query.get('companyId');
    if (company !== null && Number(company) !== COMPANY.id) return { from, to, yachts: [] };
    return { from, to, yachts: fleet.filter((y) => ids.length === 0 || ids.includes(y.id)) };
  }

  function shortAvailability(year: number, query: URLSearchParams) {
    const format = Number(query.get('format') ?? 1);
    const ids = query.getAll('yachtId');
    const first = Date.UTC(year, 0, 1);
    const length = (Date.UTC(year + 1, 0, 1) - first) / 86_400_000;
    return fleet
      .filter((y) => ids.length === 0 || ids.includes(y.id))
      .map((y) => {
        const days = Array.from({ length }, (_, i) => {
          const iso = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
          const r = book.all().find((h) => h.yachtId === y.id && (h.status === 1 || h.status === 2) && h.from <= iso && iso < h.to);
          return r ? (format === 3 ? String(r.status) : '1') : '0';
        }).join('');
        return { y: y.id, bs: days };
      });
  }

  function placeReservation(body: Record<string, unknown>, client: Client): Answer {
    const yacht = byId.get(String(body.yachtId ?? ''));
    const from = day(body.dateFrom);
    const to = day(body.dateTo);
    if (!yacht || !from || !to || from >= to) return { status: 400, text: 'Invalid reservation request.' };
    if (mode === 'refusing') return { status: 400, text: 'Yacht is not available.' };
    const wish = typeof body.expirationDate === 'string' ? instantOfBm(body.expirationDate) : null;
    const placed = book.place({
      yachtId: yacht.id,
      from,
      to,
      reference: client === 'company' && typeof body.agencyReference === 'string' && body.agencyReference ? body.agencyReference : null,
      clientName: typeof body.clientName === 'string' ? body.clientName : '',
      passengers: typeof body.passengersOnBoard === 'number' ? body.passengersOnBoard : 0,
      by: client,
      expiresAt: wish,
    });
    if (!placed.ok) return { status: 400, text: 'Yacht is not available.' };
    return { status: 201, body: reservationJson(placed.reservation) };
  }

  function answer(method: string, path: string, query: URLSearchParams, client: Client, body: Record<string, unknown> | null): Answer {
    const [, resource, id] = path.split('/');
    const notFound: Answer = { status: 404, body: { code: 404, message: 'Not found' } };
    if (method === 'GET') {
      if (path === '/companies') return { status: 200, body: client === 'company' ? [COMPANY] : [COMPANY, OTHER_COMPANY] };
      if (path === '/bases')
        return {
          status: 200,
          body: BASES.map(({ countryCode, ...b }) => ({
            ...b,
            countryId: COUNTRIES.find((c) => c.short === countryCode)!.id,
            sailingAreas: [],
          })),
        };
      if (path === '/countries') return { status: 200, body: COUNTRIES };
      if (path === '/equipment') return { status: 200, body: EQUIPMENT };
      if (path === '/shipyards') return { status: 200, body: SHIPYARDS };
      if (path === '/yachts') {
        const company = query.get('companyId');
        return { status: 200, body: company !== null && Number(company) !== COMPANY.id ? [] : fleet.map(yachtJson) };
      }
      if (resource === 'yacht' && id) {
        const yacht = byId.get(id);
        return yacht ? { status: 200, body: yachtJson(yacht) } : notFound;
      }
      if (path === '/prices' || path === '/specialOffers' || path === '/offers') {
        const period = periodFilter(query);
        if (!period) return { status: 400, body: { code: 400, message: 'dateFrom and dateTo are required' } };
        if (path === '/prices') {
          return {
            status: 200,
            body: period.yachts.flatMap((y) =>
              y.prices
                .filter((p) => p.from < period.to && period.from < p.to)
                .map((p) => ({
                  yachtId: y.id,
                  dateFrom: `${p.from} 00:00:00`,
                  dateTo: `${p.to} 00:00:00`,
                  product: y.model.product,
                  price: p.weekly,
                  currency: 'EUR',
                })),
            ),
          };
        }
        if (path === '/specialOffers') {
          return {
            status: 200,
            body: period.yachts.flatMap((y) =>
              y.specialOffers
                .filter((o) => o.dateFrom < period.to && period.from < o.dateTo)
                .map((o) => ({ ...o, yachtId: y.id, dateFrom: `${o.dateFrom} 00:00:00`, dateTo: `${o.dateTo} 00:00:00` })),
            ),
          };
        }
        return { status: 200, body: offers(period.yachts, period.from, period.to) };
      }
      if ((resource === 'shortAvailability' || resource === 'availability' || resource === 'reservations') && /^\d{4}$/.test(id ?? '')) {
        const year = Number(id);
        const company = query.get('companyId');
        if (company !== null && Number(company) !== COMPANY.id) return { status: 200, body: [] };
        if (resource === 'shortAvailability') return { status: 200, body: shortAvailability(year, query) };
        const inYear = book.all().filter((r) => visible(r, client) && overlapsYear(r, year));
        if (resource === 'reservations') return { status: 200, body: inYear.map(reservationJson) };
        return {
          status: 200,
          body: inYear
            .filter((r) => r.status === 1 || r.status === 2)
            .map((r) => ({
              id: r.id,
              yachtId: r.yachtId,
              status: r.status,
              baseFromId: byId.get(r.yachtId)!.baseId,
              baseToId: byId.get(r.yachtId)!.baseId,
              dateFrom: `${r.from} ${CHECK_IN_TIME}`,
              dateTo: `${r.to} ${CHECK_OUT_TIME}`,
              ...(r.expiresAt ? { optionExpirationDate: bmDateTime(r.expiresAt) } : {}),
            })),
        };
      }
      if (resource === 'reservation' && id) {
        const r = book.get(id);
        return r && visible(r, client) ? { status: 200, body: reservationJson(r) } : notFound;
      }
    }
    if (method === 'POST' && path === '/reservation')
      return body ? placeReservation(body, client) : { status: 400, text: 'Invalid reservation request.' };
    if ((method === 'PUT' || method === 'DELETE') && resource === 'reservation' && id) {
      const existing = book.get(id);
      if (!existing || !visible(existing, client)) return notFound;
      if (method === 'DELETE') {
        book.cancel(id);
        return { status: 200, body: reservationJson(existing) };
      }
      if (mode === 'refusing') return { status: 400, text: 'Yacht is not available.' };
      if (body?.status !== 1) return { status: 400, text: 'Only status 1 (reservation) can be set.' };
      const confirmed = book.confirm(id);
      if (!confirmed.ok) return confirmed.reason === 'expired' ? { status: 400, text: 'Option has expired.' } : notFound;
      return { status: 200, body: reservationJson(confirmed.reservation) };
    }
    return notFound;
  }

  /** A week from each check-in day in the range the boat is free, priced as the system would quote it. */
  function offers(yachts: SimYacht[], from: string, to: string) {
    const live = book.all().filter((r) => r.status === 1 || r.status === 2);
    return yachts.flatMap((y) => {
      const found = [];
      for (let t = Date.parse(from); t + 7 * 86_400_000 <= Date.parse(to); t += 86_400_000) {
        if (new Date(t).getUTCDay() !== y.checkInDay) continue;
        const start = new Date(t).toISOString().slice(0, 10);
        const end = new Date(t + 7 * 86_400_000).toISOString().slice(0, 10);
        if (live.some((r) => r.yachtId === y.id && r.from < end && start < r.to)) continue;
        const base = BASES.find((b) => b.id === y.baseId)!;
        const price = weeklyPriceOn(y, start);
        const obligatory = y.extras.filter((e) => e.obligatory);
        found.push({
          yachtId: y.id,
          yacht: y.name,
          startBaseId: base.id,
          endBaseId: base.id,
          startBase: base.name,
          endBase: base.name,
          dateFrom: `${start} ${CHECK_IN_TIME}`,
          dateTo: `${end} ${CHECK_OUT_TIME}`,
          status: 0,
          product: y.model.product,
          price,
          startPrice: price,
          currency: 'EUR',
          obligatoryExtrasPrice: obligatory.reduce((sum, e) => sum + e.price, 0),
          obligatoryExtras: obligatory.map((e) => ({
            id: e.id,
            name: e.name,
            price: e.price,
            currency: 'EUR',
            payableInBase: e.payableInBase,
          })),
          discounts: [],
          securityDeposit: y.deposit,
          commissionPercentage: y.commissionPercentage,
          discountPercentage: 0,
        });
      }
      return found;
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    log.push({ method, path: url.pathname });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body><h1>Booking Manager is under maintenance</h1></body></html>');
      return;
    }
    let status = 200;
    let type = 'application/json';
    let payload: string | Buffer;
    const picture = /^\/images\/(\d+)\/([1-9])\.jpg$/.exec(url.pathname);
    if (method === 'GET' && picture && byId.has(picture[1]!) && Number(picture[2]) <= PICTURES_PER_BOAT) {
      type = 'image/jpeg';
      payload = pictures[(Number(picture[2]) - 1) % pictures.length]!;
    } else if (!url.pathname.startsWith(`${ROOT}/`)) {
      status = 404;
      type = 'text/html';
      payload = '<html><body>Not Found</body></html>';
    } else {
      const client = clientOf(req.headers.authorization);
      const path = url.pathname.slice(ROOT.length);
      const broken = malformed.find((m) => path.includes(m.pathPart));
      if (!client) {
        status = 401;
        payload = bmJson({ code: 401, message: 'Unauthorized' });
      } else if (broken) {
        malformed.splice(malformed.indexOf(broken), 1);
        payload =
          broken.kind === 'json' ? '[{"id":6249881370000107411,"name":' : bmJson([{ id: 'x', name: 7, status: 'two', dateFrom: 'soon' }]);
      } else {
        let body: Record<string, unknown> | null = null;
        if (chunks.length > 0) {
          try {
            const parsed = parseExact(Buffer.concat(chunks).toString('utf8'));
            body = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
          } catch {
            body = null;
          }
        }
        const result = answer(method, path, url.searchParams, client, body);
        status = result.status;
        if ('text' in result) {
          type = 'text/plain';
          payload = result.text;
        } else {
          payload = bmJson(result.body);
        }
      }
    }
    // A hanging system: the work is done, the answer comes late (so a timed-out write may have happened).
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!res.destroyed) res.writeHead(status, { 'content-type': type }).end(payload);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}${ROOT}`;

  function yachtOf(id: string): SimYacht {
    const yacht = byId.get(id);
    if (!yacht) throw new Error(`The simulator has no boat ${id}`);
    return yacht;
  }

  return {
    url,
    credentials,
    boatIds: () => fleet.map((y) => y.id),
    setMode(next, opts) {
      mode = next;
      if (opts?.delayMs !== undefined) delayMs = opts.delayMs;
    },
    setWeeklyPrice(boatExternalId, from, to, pricePerWeek) {
      const yacht = yachtOf(boatExternalId);
      const kept = yacht.prices.flatMap((p) => {
        if (p.to <= from || p.from >= to) return [p];
        return [...(p.from < from ? [{ ...p, to: from }] : []), ...(p.to > to ? [{ ...p, from: to }] : [])];
      });
      yacht.prices = [...kept, { from, to, weekly: pricePerWeek }].sort((a, b) => a.from.localeCompare(b.from));
    },
    weeklyPriceOn: (boatExternalId, on) => weeklyPriceOn(yachtOf(boatExternalId), on),
    async agentBook(boatExternalId, from, to) {
      const headers = { authorization: `Bearer ${AGENT_KEY}`, 'content-type': 'application/json' };
      const option = await fetch(`${url}/reservation`, {
        method: 'POST',
        headers,
        body: bmJson({
          yachtId: boatExternalId,
          dateFrom: `${from}T${CHECK_IN_TIME}`,
          dateTo: `${to}T${CHECK_OUT_TIME}`,
          clientName: 'Agent Client',
          passengersOnBoard: 4,
        }),
      });
      const text = await option.text();
      if (option.status !== 201) throw new Error(`The agent's option was refused: ${option.status} ${text}`);
      const { id } = parseExact(text) as { id: string };
      const booking = await fetch(`${url}/reservation/${id}`, { method: 'PUT', headers, body: JSON.stringify({ status: 1 }) });
      if (booking.status !== 200) throw new Error(`The agent's booking was refused: ${booking.status} ${await booking.text()}`);
      return id;
    },
    holds(): SimulatedHold[] {
      return book
        .all()
        .filter((r) => r.status === 1 || r.status === 2)
        .map((r) => ({
          externalId: r.id,
          boatExternalId: r.yachtId,
          from: r.from,
          to: r.to,
          kind: r.status === 2 ? 'option' : 'booking',
          expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
          reference: r.reference,
        }));
    },
    requests: () => [...log],
    sendMalformed(pathPart, kind = 'shape') {
      malformed.push({ pathPart, kind });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function weeklyPriceOn(yacht: SimYacht, on: string): number {
  const period = yacht.prices.find((p) => p.from <= on && on < p.to);
  if (!period) throw new Error(`The simulator has no price for boat ${yacht.id} on ${on}`);
  return period.weekly;
}
