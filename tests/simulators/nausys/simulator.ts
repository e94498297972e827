import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FleetSimulator, SimulatedHold, SimulatorMode, SimulatorOptions } from '../fleet-simulator';
import { CATALOGUE_LISTS, companiesList, seasonsList, yachtJson } from './catalogue';
import { BASES, COMPANY, generateFleet, seasonsFor, type SimYacht } from './fleet';
import { isoFromNs, nsAmount, nsDate, nsDateTime } from './ns-format';
import { photos, PICTURE_NAMES } from './photos';
import { ReservationBook, type SimReservation, type WriteResult } from './reservations';

// A local NauSYS v6 (CBMS-external REST) for the tests of issue 29, built from its published description
// (SOURCES.md says where each endpoint and field came from). Every call is a POST with the credentials in
// the JSON body; an error is an HTTP 200 whose body carries a status other than "OK" and an errorCode; a
// reservation's uuid changes on every write; there is no delta feed. Two logins: the company's own (what
// Bluewater is given) and an agency's (what `agentBook` uses, over HTTP like any other client).

const ROOT = '/CBMS-external/rest';
const AGENT = { username: 'agent@sim-agency', password: 'agent-password', agency: 'Sim Agency' };
/** Where our reference rides in a reservation: the client's address (SOURCES.md, "Our reference"). */
const REFERENCE_PREFIX = 'Bluewater ';

export interface NausysSimulator extends FleetSimulator {
  /** The next answer to a path containing `pathPart` is malformed: a wrong shape, or not JSON at all. */
  sendMalformed(pathPart: string, kind?: 'shape' | 'json'): void;
}

type Login = 'company' | 'agent';
type Answer = Record<string, unknown>;

const AUTH_ERROR = { status: 'AUTHENTICATION_ERROR', errorCode: 100 };
const INVALID_YACHT = { status: 'INVALID_YACHT_ID', errorCode: 402 };
const WRONG_OWNERSHIP = { status: 'WRONG_YACHT_OWNERSHIP', errorCode: 403 };
const INSUFFICIENT_DATA = { status: 'INSUFFICIENT_DATA', errorCode: 201 };
const NOT_ALLOWED = { status: 'OPERATION_NOT_ALLOWED', errorCode: 101 };

export async function startNausysSimulator(
  options: SimulatorOptions & { /** How long an option lasts before its day's end (default two days). */ optionMs?: number } = {},
): Promise<NausysSimulator> {
  const credentials = { system: 'nausys' as const, username: 'rest@bluewater-sim', password: `sim-${options.seed ?? 1}-password` };
  const seasons = seasonsFor(new Date().getUTCFullYear());
  const fleet = generateFleet(options.boats ?? 40, options.seed ?? 1, seasons);
  const byId = new Map(fleet.map((y) => [y.id, y]));
  const book = new ReservationBook(options.optionMs ?? 2 * 86_400_000);
  const log: { method: string; path: string }[] = [];
  let mode: SimulatorMode = 'up';
  let delayMs = 5_000;
  const malformed: { pathPart: string; kind: 'shape' | 'json' }[] = [];
  const pictures = await photos();
  let url = '';

  function loginOf(auth: unknown): Login | null {
    if (typeof auth !== 'object' || auth === null) return null;
    const { username, password } = auth as { username?: unknown; password?: unknown };
    if (username === credentials.username && password === credentials.password) return 'company';
    if (username === AGENT.username && password === AGENT.password) return 'agent';
    return null;
  }

  function reservationJson(r: SimReservation, login: Login): Answer {
    const yacht = byId.get(r.yachtId)!;
    const base = BASES.find((b) => b.id === yacht.baseId)!;
    const weeks = Math.max(1, Math.round((Date.parse(r.to) - Date.parse(r.from)) / (7 * 86_400_000)));
    const price = weeklyPriceOn(yacht, r.from) * weeks;
    return {
      status: 'OK',
      id: r.id,
      uuid: r.uuid,
      reservationStatus: r.status,
      yachtId: r.yachtId,
      yachtName: `${yacht.model.name} - ${yacht.name} - ${yacht.buildYear}.`,
      baseFromId: base.id,
      baseToId: base.id,
      locationFromId: base.locationId,
      locationToId: base.locationId,
      periodFrom: `${nsDate(r.from)} ${base.checkInTime}`,
      periodTo: `${nsDate(r.to)} ${base.checkOutTime}`,
      ...(r.status === 'OPTION' && r.optionTill ? { optionTill: nsDateTime(r.optionTill) } : {}),
      ...(r.agency ? { agency: r.agency } : {}),
      // An agency sees its own clients; the company sees every client on its boats.
      ...(login === 'company' || r.agency ? { client: { company: false, ...r.client } } : {}),
      discounts: [],
      additionalEquipment: [],
      services: [],
      priceListPrice: nsAmount(price),
      clientPrice: nsAmount(price),
      currency: 'EUR',
      paymentCurrency: 'EUR',
      approved: true,
      createdDate: nsDate(r.createdAt.toISOString().slice(0, 10)),
    };
  }

  function writeAnswer(result: WriteResult, login: Login): Answer {
    return result.ok ? reservationJson(result.reservation, login) : { status: result.status, errorCode: result.errorCode };
  }

  function visible(r: SimReservation, login: Login): boolean {
    return login === 'company' || r.agency === AGENT.agency;
  }

  /** RestYachtReservationsRequest: by ids, or by check-in (periodFrom/To) and check-out (endDateFrom/To) days. */
  function listReservations(body: Answer, login: Login, status: SimReservation['status'] | null): Answer {
    const ids = Array.isArray(body.reservations) ? body.reservations.map(Number) : null;
    const bound = (key: string) => (body[key] === undefined ? undefined : isoFromNs(body[key]));
    const [from, to, endFrom, endTo] = ['periodFrom', 'periodTo', 'endDateFrom', 'endDateTo'].map(bound);
    if ([from, to, endFrom, endTo].includes(null)) return { status: 'INVALID_DATE_FORMAT', errorCode: 202 };
    if (!ids && !from && !to && !endFrom && !endTo) return INSUFFICIENT_DATA;
    const found = book.all().filter((r) => {
      if (!visible(r, login)) return false;
      if (ids) return ids.includes(r.id) && (status === null || r.status === status);
      if (r.status !== status) return false;
      return (!from || r.from >= from) && (!to || r.from <= to) && (!endFrom || r.to >= endFrom) && (!endTo || r.to <= endTo);
    });
    return { status: 'OK', reservations: found.map((r) => reservationJson(r, login)) };
  }

  function infoRequest(body: Answer, login: Login): Answer {
    const yacht = byId.get(Number(body.yachtID));
    if (!yacht) return INVALID_YACHT;
    const from = isoFromNs(body.periodFrom);
    const to = isoFromNs(body.periodTo);
    if (!from || !to) return { status: 'INVALID_DATE_FORMAT', errorCode: 202 };
    const client = (typeof body.client === 'object' && body.client !== null ? body.client : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof client[key] === 'string' ? client[key] : '');
    if (from >= to || !text('name') || !text('surname') || !text('email')) return INSUFFICIENT_DATA;
    const simClient = {
      name: text('name'),
      surname: text('surname'),
      email: text('email'),
      phone: text('phone'),
      address: text('address'),
    };
    return writeAnswer(book.createInfo(yacht.id, from, to, simClient, login === 'agent' ? AGENT.agency : null), login);
  }

  function reservationWrite(path: string, body: Answer, login: Login): Answer {
    const id = Number(body.id);
    const uuid = typeof body.uuid === 'string' ? body.uuid : '';
    const existing = book.get(id);
    if (!existing || !visible(existing, login)) return NOT_ALLOWED;
    const write = path.endsWith('createOption') ? 'option' : path.endsWith('createBooking') ? 'booking' : 'storno';
    if (mode === 'refusing' && write !== 'storno') return NOT_ALLOWED;
    if (write === 'option') return writeAnswer(book.createOption(id, uuid), login);
    if (write === 'booking') return writeAnswer(book.createBooking(id, uuid), login);
    return writeAnswer(book.storno(id, uuid, login === 'company'), login);
  }

  function occupancy(companyId: number, year: number): Answer {
    if (companyId !== COMPANY.id) return { status: 'OK', companyId, year, reservations: [] };
    const first = `${year}-01-01`;
    const last = `${year}-12-31`;
    const reservations = book
      .all()
      .filter((r) => (r.status === 'OPTION' || r.status === 'RESERVATION') && r.from <= last && r.to >= first)
      .map((r) => {
        const base = BASES.find((b) => b.id === byId.get(r.yachtId)!.baseId)!;
        return {
          id: r.id,
          yachtId: r.yachtId,
          locationFromId: base.locationId,
          locationToId: base.locationId,
          reservationType: r.status,
          periodFrom: nsDate(r.from),
          checkInTime: `${base.checkInTime}:00`,
          periodTo: nsDate(r.to),
          checkOutTime: `${base.checkOutTime}:00`,
          ...(r.status === 'OPTION' && r.optionTill
            ? { optionValidTill: `${nsDateTime(r.optionTill)}:${String(r.optionTill.getUTCSeconds()).padStart(2, '0')}` }
            : {}),
        };
      });
    return { status: 'OK', companyId, year, reservations };
  }

  function answer(path: string, body: Answer): Answer {
    const auth = path.startsWith('/catalogue/') || path.startsWith('/yachtReservation/v6/occupancy/') ? body : body.credentials;
    const login = loginOf(auth);
    if (!login) return AUTH_ERROR;
    const [, group, version, endpoint, ...rest] = path.split('/');
    if (version !== 'v6' || !endpoint) return { status: 'UNKNOWN_ERROR', errorCode: 999 };
    if (group === 'catalogue') {
      if (endpoint === 'charterCompanies') return { status: 'OK', ...companiesList(login === 'agent') };
      if (endpoint === 'seasons') return { status: 'OK', ...seasonsList(seasons) };
      const list = CATALOGUE_LISTS[endpoint];
      if (list) return { status: 'OK', ...list() };
      if (endpoint === 'yachts') {
        if (Number(rest[0]) !== COMPANY.id) return login === 'agent' ? { status: 'OK', yachts: [] } : WRONG_OWNERSHIP;
        const ids = Array.isArray(body.yachtIDs) ? body.yachtIDs.map(Number) : null;
        const yachts = fleet.filter((y) => !ids || ids.includes(y.id));
        return { status: 'OK', ...(ids ? { yachtIDs: ids } : {}), yachts: yachts.map((y) => yachtJson(y, seasons, url)) };
      }
      if (endpoint === 'yacht') {
        const yacht = byId.get(Number(rest[0]));
        return yacht ? { status: 'OK', yachts: [yachtJson(yacht, seasons, url)] } : INVALID_YACHT;
      }
    }
    if (group === 'yachtReservation') {
      if (endpoint === 'occupancy') return occupancy(Number(rest[0]), Number(rest[1]));
      if (endpoint === 'reservations') return listReservations(body, login, Array.isArray(body.reservations) ? null : 'RESERVATION');
      if (endpoint === 'options') return listReservations(body, login, 'OPTION');
      if (endpoint === 'infos') return listReservations(body, login, 'INFO');
      if (endpoint === 'stornos') return listReservations(body, login, 'STORNO');
    }
    if (group === 'booking') {
      if (endpoint === 'createInfo') return infoRequest(body, login);
      if (endpoint === 'createOption' || endpoint === 'createBooking' || endpoint === 'stornoOption')
        return reservationWrite(endpoint, body, login);
    }
    return { status: 'UNKNOWN_ERROR', errorCode: 999 };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://simulator').pathname;
    log.push({ method: req.method ?? 'GET', path: pathname });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body><h1>NauSYS is under maintenance</h1></body></html>');
      return;
    }
    const picture = /^\/CBMS-external\/rest\/yacht\/(\d+)\/pictures\/([\w.-]+)$/.exec(pathname);
    let status = 200;
    let type = 'application/json';
    let payload: string | Buffer;
    if (req.method === 'GET' && picture && byId.has(Number(picture[1])) && PICTURE_NAMES.includes(picture[2]!)) {
      type = 'image/jpeg';
      payload = pictures[(Number(picture[1]) + PICTURE_NAMES.indexOf(picture[2]!)) % pictures.length]!;
    } else if (req.method !== 'POST' || !pathname.startsWith(`${ROOT}/`)) {
      status = 404;
      type = 'text/html';
      payload = '<html><body>Not Found</body></html>';
    } else {
      let body: Answer | null = null;
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        body = typeof parsed === 'object' && parsed !== null ? (parsed as Answer) : null;
      } catch {
        body = null;
      }
      const path = pathname.slice(ROOT.length);
      const broken = malformed.find((m) => path.includes(m.pathPart));
      if (broken) {
        malformed.splice(malformed.indexOf(broken), 1);
        payload =
          broken.kind === 'json'
            ? '{"status":"OK","yachts":[{"id":'
            : JSON.stringify({ status: 'OK', yachts: 'none', companies: {}, bases: 7, reservations: [{ id: 'x' }], id: 'x' });
      } else {
        payload = JSON.stringify(body ? answer(path, body) : { status: 'UNKNOWN_ERROR', errorCode: 999 });
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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ROOT}`;

  async function post(path: string, body: Answer): Promise<Answer> {
    const res = await fetch(`${url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  }

  function yachtOf(id: string): SimYacht {
    const yacht = byId.get(Number(id));
    if (!yacht) throw new Error(`The simulator has no boat ${id}`);
    return yacht;
  }

  return {
    url,
    credentials,
    boatIds: () => fleet.map((y) => String(y.id)),
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
      // A period crossing a new year is split, as each season (a calendar year) lists its own prices.
      const added = [];
      for (let start = from; start < to;) {
        const yearEnd = `${Number(start.slice(0, 4)) + 1}-01-01`;
        const end = yearEnd < to ? yearEnd : to;
        added.push({ from: start, to: end, weekly: pricePerWeek });
        start = end;
      }
      yacht.prices = [...kept, ...added].sort((a, b) => a.from.localeCompare(b.from));
    },
    weeklyPriceOn: (boatExternalId, day) => weeklyPriceOn(yachtOf(boatExternalId), day),
    async agentBook(boatExternalId, from, to) {
      const credentials = { username: AGENT.username, password: AGENT.password };
      const client = { name: 'Agent', surname: 'Client', email: 'client@sim-agency.test', phone: '+385 1 000 000', company: false };
      const info = await post('booking/v6/createInfo', {
        credentials,
        client,
        yachtID: Number(boatExternalId),
        periodFrom: nsDate(from),
        periodTo: nsDate(to),
      });
      const option =
        info.status === 'OK'
          ? await post('booking/v6/createOption', { credentials, id: info.id, uuid: info.uuid, createWaitingOption: 'false' })
          : info;
      const booking =
        option.status === 'OK' ? await post('booking/v6/createBooking', { credentials, id: option.id, uuid: option.uuid }) : option;
      if (booking.status !== 'OK') throw new Error(`The agent's booking was refused: ${String(booking.status)}`);
      return String(booking.id);
    },
    holds(): SimulatedHold[] {
      return book
        .all()
        .filter((r) => r.status === 'OPTION' || r.status === 'RESERVATION')
        .map((r) => ({
          externalId: String(r.id),
          boatExternalId: String(r.yachtId),
          from: r.from,
          to: r.to,
          kind: r.status === 'OPTION' ? 'option' : 'booking',
          expiresAt: r.optionTill ? r.optionTill.toISOString() : null,
          reference: !r.agency && r.client.address.startsWith(REFERENCE_PREFIX) ? r.client.address.slice(REFERENCE_PREFIX.length) : null,
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

function weeklyPriceOn(yacht: SimYacht, day: string): number {
  const period = yacht.prices.find((p) => p.from <= day && day < p.to);
  if (!period) throw new Error(`The simulator has no price for boat ${yacht.id} on ${day}`);
  return period.weekly;
}
