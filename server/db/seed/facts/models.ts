// Shipyards and the models charter fleets really run, with the builders' published dimensions (metres),
// charter layouts (cabins/berths/heads variants, e.g. owner's versions), engines and tanks (litres).
// `from`/`to` are the model's production years; `peakWeek` is a plausible peak-season week for a new
// boat in euros; `share` is the model's relative share of the fleet.

type MainSailType = 'classic' | 'furling' | 'full batten' | 'lazy jack';

export const SHIPYARDS: readonly { name: string; country: string }[] = [
  { name: 'Lagoon', country: 'France' },
  { name: 'Fountaine Pajot', country: 'France' },
  { name: 'Bali', country: 'France' },
  { name: 'Leopard', country: 'South Africa' },
  { name: 'Nautitech', country: 'France' },
  { name: 'Excess', country: 'France' },
  { name: 'Bavaria', country: 'Germany' },
  { name: 'Beneteau', country: 'France' },
  { name: 'Jeanneau', country: 'France' },
  { name: 'Dufour', country: 'France' },
  { name: 'Hanse', country: 'Germany' },
  { name: 'Elan', country: 'Slovenia' },
  { name: 'Sunseeker', country: 'United Kingdom' },
  { name: 'Azimut', country: 'Italy' },
  { name: 'Princess', country: 'United Kingdom' },
  { name: 'Prestige', country: 'France' },
  { name: 'Neel', country: 'France' },
  { name: 'Nauticat', country: 'Finland' },
  { name: 'Bodrum Gulet', country: 'Turkey' },
  { name: 'Brig', country: 'Ukraine' },
];

interface Layout {
  cabins: number;
  berths: number;
  heads: number;
}

export interface ModelFact {
  shipyard: string;
  name: string;
  type: number;
  from: number;
  to?: number;
  length: number;
  beam: number;
  draught: number;
  layouts: readonly Layout[];
  maxPeople: number;
  engine: string;
  fuel: number;
  water: number;
  /** Main sail variants fitted to this model; empty for boats without a sail. */
  sails: readonly MainSailType[];
  peakWeek: number;
  share: number;
}

const L = (cabins: number, berths: number, heads: number): Layout => ({ cabins, berths, heads });
const CAT_SAILS: readonly MainSailType[] = ['full batten', 'lazy jack'];
const MONO_SAILS: readonly MainSailType[] = ['furling', 'classic', 'lazy jack', 'full batten'];
const NONE: readonly MainSailType[] = [];

export const MODELS: readonly ModelFact[] = [
  // Sailing catamarans (type 1)
  { shipyard: 'Lagoon', name: 'Lagoon 380', type: 1, from: 2008, to: 2018, length: 11.55, beam: 6.53, draught: 1.15, layouts: [L(4, 8, 2), L(4, 10, 4)], maxPeople: 10, engine: '2 × Yanmar 29 hp', fuel: 200, water: 300, sails: CAT_SAILS, peakWeek: 5200, share: 5 },
  { shipyard: 'Lagoon', name: 'Lagoon 40', type: 1, from: 2018, length: 11.74, beam: 6.76, draught: 1.35, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 12, engine: '2 × Yanmar 45 hp', fuel: 400, water: 300, sails: CAT_SAILS, peakWeek: 6900, share: 6 },
  { shipyard: 'Lagoon', name: 'Lagoon 42', type: 1, from: 2016, length: 12.8, beam: 7.7, draught: 1.25, layouts: [L(4, 10, 4), L(3, 8, 3), L(4, 12, 4)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 600, water: 300, sails: CAT_SAILS, peakWeek: 8200, share: 8 },
  { shipyard: 'Lagoon', name: 'Lagoon 450 F', type: 1, from: 2011, to: 2018, length: 13.96, beam: 7.84, draught: 1.3, layouts: [L(4, 10, 4), L(6, 12, 4)], maxPeople: 12, engine: '2 × Yanmar 45 hp', fuel: 700, water: 700, sails: CAT_SAILS, peakWeek: 8600, share: 5 },
  { shipyard: 'Lagoon', name: 'Lagoon 46', type: 1, from: 2019, length: 13.99, beam: 7.96, draught: 1.35, layouts: [L(4, 10, 4), L(6, 12, 4)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 1040, water: 600, sails: CAT_SAILS, peakWeek: 10500, share: 5 },
  { shipyard: 'Lagoon', name: 'Lagoon 50', type: 1, from: 2017, length: 14.75, beam: 8.0, draught: 1.48, layouts: [L(6, 12, 6), L(5, 12, 5)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 1040, water: 780, sails: CAT_SAILS, peakWeek: 12900, share: 3 },
  { shipyard: 'Lagoon', name: 'Lagoon 55', type: 10, from: 2019, length: 16.56, beam: 8.7, draught: 1.55, layouts: [L(5, 10, 5), L(6, 12, 6)], maxPeople: 12, engine: '2 × Volvo Penta 110 hp', fuel: 1300, water: 960, sails: CAT_SAILS, peakWeek: 22000, share: 1 },
  { shipyard: 'Fountaine Pajot', name: 'Lucia 40', type: 1, from: 2016, to: 2020, length: 11.73, beam: 6.63, draught: 1.2, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 10, engine: '2 × Volvo Penta 20 hp', fuel: 400, water: 350, sails: CAT_SAILS, peakWeek: 6200, share: 3 },
  { shipyard: 'Fountaine Pajot', name: 'Helia 44', type: 1, from: 2012, to: 2018, length: 13.3, beam: 7.7, draught: 1.25, layouts: [L(4, 10, 4), L(6, 12, 4)], maxPeople: 12, engine: '2 × Volvo Penta 40 hp', fuel: 600, water: 700, sails: CAT_SAILS, peakWeek: 7900, share: 3 },
  { shipyard: 'Fountaine Pajot', name: 'Isla 40', type: 1, from: 2019, length: 11.93, beam: 6.63, draught: 1.2, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 10, engine: '2 × Volvo Penta 30 hp', fuel: 400, water: 350, sails: CAT_SAILS, peakWeek: 6800, share: 4 },
  { shipyard: 'Fountaine Pajot', name: 'Astrea 42', type: 1, from: 2019, length: 12.58, beam: 7.11, draught: 1.21, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 12, engine: '2 × Volvo Penta 30 hp', fuel: 400, water: 350, sails: CAT_SAILS, peakWeek: 7700, share: 4 },
  { shipyard: 'Fountaine Pajot', name: 'Elba 45', type: 1, from: 2021, length: 13.45, beam: 7.35, draught: 1.25, layouts: [L(4, 10, 4), L(5, 12, 5)], maxPeople: 12, engine: '2 × Volvo Penta 45 hp', fuel: 800, water: 700, sails: CAT_SAILS, peakWeek: 9900, share: 3 },
  { shipyard: 'Fountaine Pajot', name: 'Saona 47', type: 1, from: 2016, length: 13.94, beam: 7.7, draught: 1.2, layouts: [L(5, 12, 5), L(6, 12, 6)], maxPeople: 12, engine: '2 × Volvo Penta 60 hp', fuel: 1040, water: 700, sails: CAT_SAILS, peakWeek: 10900, share: 3 },
  { shipyard: 'Fountaine Pajot', name: 'Tanna 47', type: 1, from: 2023, length: 14.3, beam: 7.72, draught: 1.25, layouts: [L(4, 10, 4), L(6, 12, 6)], maxPeople: 12, engine: '2 × Volvo Penta 60 hp', fuel: 1040, water: 700, sails: CAT_SAILS, peakWeek: 12500, share: 2 },
  { shipyard: 'Fountaine Pajot', name: 'Samana 59', type: 10, from: 2021, length: 17.9, beam: 9.14, draught: 1.45, layouts: [L(6, 12, 6), L(5, 10, 5)], maxPeople: 12, engine: '2 × Volvo Penta 150 hp', fuel: 2000, water: 1000, sails: CAT_SAILS, peakWeek: 29000, share: 1 },
  { shipyard: 'Bali', name: 'Bali 4.1', type: 1, from: 2018, length: 11.99, beam: 6.79, draught: 1.06, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 10, engine: '2 × Yanmar 40 hp', fuel: 400, water: 500, sails: CAT_SAILS, peakWeek: 6900, share: 4 },
  { shipyard: 'Bali', name: 'Bali 4.2', type: 1, from: 2021, length: 12.36, beam: 6.6, draught: 1.18, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 12, engine: '2 × Yanmar 40 hp', fuel: 400, water: 500, sails: CAT_SAILS, peakWeek: 7500, share: 4 },
  { shipyard: 'Bali', name: 'Bali 4.4', type: 1, from: 2020, length: 13.1, beam: 7.35, draught: 1.18, layouts: [L(4, 10, 4), L(6, 12, 6)], maxPeople: 12, engine: '2 × Yanmar 50 hp', fuel: 600, water: 800, sails: CAT_SAILS, peakWeek: 8900, share: 3 },
  { shipyard: 'Bali', name: 'Bali 4.5', type: 1, from: 2014, to: 2019, length: 13.6, beam: 7.5, draught: 1.2, layouts: [L(4, 10, 4), L(6, 12, 6)], maxPeople: 12, engine: '2 × Yanmar 45 hp', fuel: 600, water: 800, sails: CAT_SAILS, peakWeek: 8200, share: 2 },
  { shipyard: 'Bali', name: 'Bali 4.6', type: 1, from: 2019, length: 13.98, beam: 7.67, draught: 1.2, layouts: [L(4, 10, 4), L(6, 12, 6)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 800, water: 800, sails: CAT_SAILS, peakWeek: 10200, share: 3 },
  { shipyard: 'Bali', name: 'Bali 4.8', type: 1, from: 2019, length: 14.63, beam: 7.92, draught: 1.35, layouts: [L(6, 12, 6), L(4, 10, 4)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 1000, water: 800, sails: CAT_SAILS, peakWeek: 11900, share: 2 },
  { shipyard: 'Bali', name: 'Bali 5.4', type: 10, from: 2019, length: 16.6, beam: 8.8, draught: 1.65, layouts: [L(6, 12, 6), L(5, 10, 5)], maxPeople: 12, engine: '2 × Yanmar 110 hp', fuel: 1300, water: 1000, sails: CAT_SAILS, peakWeek: 21000, share: 1 },
  { shipyard: 'Bali', name: 'Bali Catspace', type: 1, from: 2021, length: 12.45, beam: 6.6, draught: 1.1, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 10, engine: '2 × Yanmar 40 hp', fuel: 400, water: 500, sails: CAT_SAILS, peakWeek: 7100, share: 3 },
  { shipyard: 'Leopard', name: 'Leopard 40', type: 1, from: 2010, to: 2018, length: 11.99, beam: 6.55, draught: 1.15, layouts: [L(4, 8, 4), L(3, 6, 2)], maxPeople: 10, engine: '2 × Yanmar 29 hp', fuel: 400, water: 600, sails: CAT_SAILS, peakWeek: 5700, share: 3 },
  { shipyard: 'Leopard', name: 'Leopard 42', type: 1, from: 2021, length: 12.67, beam: 6.94, draught: 1.25, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 12, engine: '2 × Yanmar 45 hp', fuel: 700, water: 700, sails: CAT_SAILS, peakWeek: 7900, share: 3 },
  { shipyard: 'Leopard', name: 'Leopard 45', type: 1, from: 2019, length: 13.72, beam: 7.35, draught: 1.4, layouts: [L(4, 10, 4), L(5, 12, 5)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 700, water: 700, sails: CAT_SAILS, peakWeek: 9700, share: 3 },
  { shipyard: 'Leopard', name: 'Leopard 50', type: 1, from: 2022, length: 15.08, beam: 7.97, draught: 1.5, layouts: [L(5, 12, 5), L(6, 12, 6)], maxPeople: 12, engine: '2 × Yanmar 80 hp', fuel: 1100, water: 800, sails: CAT_SAILS, peakWeek: 14500, share: 1 },
  { shipyard: 'Nautitech', name: 'Nautitech 40 Open', type: 1, from: 2014, length: 11.98, beam: 6.91, draught: 1.35, layouts: [L(4, 8, 4), L(3, 6, 2)], maxPeople: 10, engine: '2 × Volvo Penta 30 hp', fuel: 400, water: 400, sails: CAT_SAILS, peakWeek: 6400, share: 2 },
  { shipyard: 'Nautitech', name: 'Nautitech 44 Open', type: 1, from: 2023, length: 12.95, beam: 7.35, draught: 1.35, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 12, engine: '2 × Volvo Penta 45 hp', fuel: 600, water: 500, sails: CAT_SAILS, peakWeek: 8900, share: 1 },
  { shipyard: 'Nautitech', name: 'Nautitech 46 Open', type: 1, from: 2016, length: 13.98, beam: 7.42, draught: 1.4, layouts: [L(4, 10, 4), L(5, 12, 4)], maxPeople: 12, engine: '2 × Volvo Penta 50 hp', fuel: 660, water: 500, sails: CAT_SAILS, peakWeek: 9600, share: 2 },
  { shipyard: 'Excess', name: 'Excess 11', type: 1, from: 2021, length: 11.33, beam: 6.6, draught: 1.1, layouts: [L(4, 8, 2), L(3, 6, 2)], maxPeople: 10, engine: '2 × Yanmar 30 hp', fuel: 400, water: 300, sails: CAT_SAILS, peakWeek: 6000, share: 2 },
  { shipyard: 'Excess', name: 'Excess 12', type: 1, from: 2019, length: 11.8, beam: 6.9, draught: 1.2, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 10, engine: '2 × Yanmar 40 hp', fuel: 400, water: 350, sails: CAT_SAILS, peakWeek: 6700, share: 2 },
  { shipyard: 'Excess', name: 'Excess 14', type: 1, from: 2022, length: 13.8, beam: 7.7, draught: 1.3, layouts: [L(4, 10, 4), L(6, 12, 6)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 700, water: 600, sails: CAT_SAILS, peakWeek: 10100, share: 1 },
  { shipyard: 'Excess', name: 'Excess 15', type: 1, from: 2020, length: 14.5, beam: 7.95, draught: 1.35, layouts: [L(6, 12, 6), L(4, 10, 4)], maxPeople: 12, engine: '2 × Yanmar 57 hp', fuel: 800, water: 700, sails: CAT_SAILS, peakWeek: 11200, share: 1 },
  // Trimarans (type 5)
  { shipyard: 'Neel', name: 'Neel 43', type: 5, from: 2020, length: 12.9, beam: 7.4, draught: 1.35, layouts: [L(3, 8, 2)], maxPeople: 10, engine: '1 × Volvo Penta 60 hp', fuel: 400, water: 400, sails: ['full batten'], peakWeek: 8500, share: 1 },
  { shipyard: 'Neel', name: 'Neel 47', type: 5, from: 2019, length: 14.3, beam: 8.1, draught: 1.4, layouts: [L(4, 10, 3)], maxPeople: 10, engine: '1 × Volvo Penta 75 hp', fuel: 500, water: 500, sails: ['full batten'], peakWeek: 11000, share: 1 },
  // Sailing monohulls (type 0; the largest as luxury sailing yachts, type 8)
  { shipyard: 'Bavaria', name: 'Bavaria Cruiser 34', type: 0, from: 2014, to: 2018, length: 9.99, beam: 3.42, draught: 1.95, layouts: [L(2, 6, 1), L(3, 6, 1)], maxPeople: 6, engine: '1 × Volvo Penta 21 hp', fuel: 150, water: 150, sails: MONO_SAILS, peakWeek: 2700, share: 4 },
  { shipyard: 'Bavaria', name: 'Bavaria Cruiser 37', type: 0, from: 2015, to: 2020, length: 11.3, beam: 3.87, draught: 1.95, layouts: [L(3, 8, 1), L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 30 hp', fuel: 150, water: 240, sails: MONO_SAILS, peakWeek: 3100, share: 5 },
  { shipyard: 'Bavaria', name: 'Bavaria Cruiser 40', type: 0, from: 2008, to: 2013, length: 12.35, beam: 3.99, draught: 1.95, layouts: [L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 40 hp', fuel: 210, water: 360, sails: MONO_SAILS, peakWeek: 3000, share: 3 },
  { shipyard: 'Bavaria', name: 'Bavaria Cruiser 41', type: 0, from: 2014, to: 2019, length: 12.35, beam: 3.96, draught: 1.9, layouts: [L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 40 hp', fuel: 210, water: 360, sails: MONO_SAILS, peakWeek: 3500, share: 4 },
  { shipyard: 'Bavaria', name: 'Bavaria Cruiser 46', type: 0, from: 2014, to: 2020, length: 14.27, beam: 4.35, draught: 2.1, layouts: [L(4, 10, 3), L(3, 8, 3)], maxPeople: 10, engine: '1 × Volvo Penta 55 hp', fuel: 210, water: 360, sails: MONO_SAILS, peakWeek: 4200, share: 5 },
  { shipyard: 'Bavaria', name: 'Bavaria Cruiser 51', type: 0, from: 2015, to: 2020, length: 15.6, beam: 4.7, draught: 2.3, layouts: [L(5, 12, 3)], maxPeople: 12, engine: '1 × Volvo Penta 75 hp', fuel: 350, water: 600, sails: MONO_SAILS, peakWeek: 5200, share: 3 },
  { shipyard: 'Bavaria', name: 'Bavaria C42', type: 0, from: 2019, length: 12.92, beam: 4.29, draught: 2.1, layouts: [L(3, 8, 2), L(4, 10, 2)], maxPeople: 10, engine: '1 × Yanmar 57 hp', fuel: 210, water: 360, sails: MONO_SAILS, peakWeek: 4400, share: 4 },
  { shipyard: 'Bavaria', name: 'Bavaria C45', type: 0, from: 2020, length: 13.88, beam: 4.5, draught: 2.15, layouts: [L(4, 10, 3), L(3, 8, 3)], maxPeople: 10, engine: '1 × Yanmar 57 hp', fuel: 210, water: 450, sails: MONO_SAILS, peakWeek: 5000, share: 3 },
  { shipyard: 'Bavaria', name: 'Bavaria C50', type: 0, from: 2018, length: 15.57, beam: 4.87, draught: 2.25, layouts: [L(5, 12, 3), L(4, 10, 4)], maxPeople: 12, engine: '1 × Yanmar 80 hp', fuel: 350, water: 600, sails: MONO_SAILS, peakWeek: 6200, share: 3 },
  { shipyard: 'Bavaria', name: 'Bavaria C57', type: 8, from: 2017, length: 17.35, beam: 5.2, draught: 2.6, layouts: [L(5, 12, 5), L(4, 10, 4)], maxPeople: 12, engine: '1 × Volvo Penta 110 hp', fuel: 500, water: 800, sails: ['furling', 'classic'], peakWeek: 9800, share: 1 },
  { shipyard: 'Beneteau', name: 'Oceanis 30.1', type: 0, from: 2019, length: 9.78, beam: 3.38, draught: 1.7, layouts: [L(2, 4, 1)], maxPeople: 6, engine: '1 × Yanmar 21 hp', fuel: 60, water: 130, sails: MONO_SAILS, peakWeek: 2400, share: 2 },
  { shipyard: 'Beneteau', name: 'Oceanis 34.1', type: 0, from: 2022, length: 10.5, beam: 3.56, draught: 1.9, layouts: [L(2, 6, 1), L(3, 6, 1)], maxPeople: 6, engine: '1 × Yanmar 21 hp', fuel: 130, water: 200, sails: MONO_SAILS, peakWeek: 2900, share: 2 },
  { shipyard: 'Beneteau', name: 'Oceanis 37', type: 0, from: 2008, to: 2013, length: 11.5, beam: 3.91, draught: 1.9, layouts: [L(3, 8, 1)], maxPeople: 8, engine: '1 × Yanmar 29 hp', fuel: 130, water: 300, sails: MONO_SAILS, peakWeek: 2700, share: 3 },
  { shipyard: 'Beneteau', name: 'Oceanis 38.1', type: 0, from: 2017, length: 11.5, beam: 3.99, draught: 2.18, layouts: [L(3, 8, 2), L(3, 8, 1)], maxPeople: 8, engine: '1 × Yanmar 30 hp', fuel: 130, water: 330, sails: MONO_SAILS, peakWeek: 3400, share: 4 },
  { shipyard: 'Beneteau', name: 'Oceanis 40.1', type: 0, from: 2020, length: 12.43, beam: 4.19, draught: 2.05, layouts: [L(3, 8, 2), L(4, 10, 2)], maxPeople: 10, engine: '1 × Yanmar 45 hp', fuel: 200, water: 330, sails: MONO_SAILS, peakWeek: 4100, share: 4 },
  { shipyard: 'Beneteau', name: 'Oceanis 45', type: 0, from: 2011, to: 2017, length: 13.68, beam: 4.48, draught: 2.1, layouts: [L(4, 10, 4), L(3, 8, 2)], maxPeople: 10, engine: '1 × Yanmar 54 hp', fuel: 200, water: 530, sails: MONO_SAILS, peakWeek: 3900, share: 4 },
  { shipyard: 'Beneteau', name: 'Oceanis 46.1', type: 0, from: 2018, length: 14.6, beam: 4.5, draught: 2.3, layouts: [L(4, 10, 4), L(5, 12, 3)], maxPeople: 12, engine: '1 × Yanmar 57 hp', fuel: 240, water: 640, sails: MONO_SAILS, peakWeek: 5400, share: 4 },
  { shipyard: 'Beneteau', name: 'Oceanis 51.1', type: 0, from: 2016, length: 15.94, beam: 4.8, draught: 2.4, layouts: [L(5, 12, 3), L(4, 10, 4)], maxPeople: 12, engine: '1 × Yanmar 80 hp', fuel: 240, water: 640, sails: MONO_SAILS, peakWeek: 6400, share: 3 },
  { shipyard: 'Beneteau', name: 'Oceanis Yacht 54', type: 8, from: 2019, length: 16.78, beam: 4.96, draught: 2.5, layouts: [L(4, 10, 4), L(5, 12, 5)], maxPeople: 12, engine: '1 × Yanmar 110 hp', fuel: 400, water: 860, sails: ['furling', 'full batten'], peakWeek: 10500, share: 1 },
  { shipyard: 'Beneteau', name: 'First 36', type: 0, from: 2022, length: 10.99, beam: 3.6, draught: 2.35, layouts: [L(2, 6, 1)], maxPeople: 6, engine: '1 × Yanmar 20 hp', fuel: 40, water: 100, sails: ['full batten', 'classic'], peakWeek: 3300, share: 1 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 349', type: 0, from: 2014, length: 10.34, beam: 3.44, draught: 1.98, layouts: [L(2, 6, 1), L(3, 6, 1)], maxPeople: 6, engine: '1 × Yanmar 21 hp', fuel: 130, water: 200, sails: MONO_SAILS, peakWeek: 2700, share: 4 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 36i', type: 0, from: 2008, to: 2012, length: 10.9, beam: 3.6, draught: 1.9, layouts: [L(3, 6, 1)], maxPeople: 7, engine: '1 × Yanmar 29 hp', fuel: 130, water: 225, sails: MONO_SAILS, peakWeek: 2400, share: 2 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 380', type: 0, from: 2023, length: 11.24, beam: 3.99, draught: 2.1, layouts: [L(3, 8, 2), L(2, 6, 1)], maxPeople: 8, engine: '1 × Yanmar 30 hp', fuel: 160, water: 335, sails: MONO_SAILS, peakWeek: 3800, share: 3 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 410', type: 0, from: 2019, length: 12.35, beam: 4.18, draught: 2.1, layouts: [L(3, 8, 2), L(2, 6, 2)], maxPeople: 8, engine: '1 × Yanmar 45 hp', fuel: 200, water: 330, sails: MONO_SAILS, peakWeek: 4200, share: 4 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 439', type: 0, from: 2011, to: 2017, length: 13.34, beam: 4.29, draught: 2.0, layouts: [L(4, 10, 2), L(3, 8, 2)], maxPeople: 10, engine: '1 × Yanmar 54 hp', fuel: 200, water: 330, sails: MONO_SAILS, peakWeek: 3800, share: 4 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 440', type: 0, from: 2018, length: 13.39, beam: 4.29, draught: 2.2, layouts: [L(4, 10, 4), L(3, 8, 3)], maxPeople: 10, engine: '1 × Yanmar 57 hp', fuel: 200, water: 530, sails: MONO_SAILS, peakWeek: 4800, share: 4 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 490', type: 0, from: 2018, length: 14.99, beam: 4.49, draught: 2.3, layouts: [L(5, 12, 3), L(4, 10, 4)], maxPeople: 12, engine: '1 × Yanmar 57 hp', fuel: 240, water: 640, sails: MONO_SAILS, peakWeek: 5900, share: 3 },
  { shipyard: 'Jeanneau', name: 'Sun Odyssey 509', type: 0, from: 2012, to: 2017, length: 15.48, beam: 4.6, draught: 2.2, layouts: [L(5, 12, 3)], maxPeople: 12, engine: '1 × Yanmar 75 hp', fuel: 240, water: 640, sails: MONO_SAILS, peakWeek: 4900, share: 2 },
  { shipyard: 'Jeanneau', name: 'Jeanneau Yacht 54', type: 8, from: 2017, length: 16.8, beam: 4.99, draught: 2.4, layouts: [L(4, 10, 4), L(5, 12, 4)], maxPeople: 12, engine: '1 × Yanmar 110 hp', fuel: 400, water: 800, sails: ['furling', 'full batten'], peakWeek: 10200, share: 1 },
  { shipyard: 'Dufour', name: 'Dufour 360 GL', type: 0, from: 2018, length: 10.87, beam: 3.67, draught: 1.9, layouts: [L(3, 6, 1), L(2, 6, 1)], maxPeople: 7, engine: '1 × Volvo Penta 20 hp', fuel: 160, water: 200, sails: MONO_SAILS, peakWeek: 2900, share: 3 },
  { shipyard: 'Dufour', name: 'Dufour 390 GL', type: 0, from: 2019, length: 11.64, beam: 4.0, draught: 1.95, layouts: [L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 30 hp', fuel: 160, water: 370, sails: MONO_SAILS, peakWeek: 3500, share: 3 },
  { shipyard: 'Dufour', name: 'Dufour 412 GL', type: 0, from: 2014, to: 2019, length: 12.35, beam: 4.2, draught: 2.1, layouts: [L(3, 8, 2), L(4, 10, 2)], maxPeople: 10, engine: '1 × Volvo Penta 40 hp', fuel: 200, water: 380, sails: MONO_SAILS, peakWeek: 3500, share: 3 },
  { shipyard: 'Dufour', name: 'Dufour 430', type: 0, from: 2021, length: 13.0, beam: 4.3, draught: 2.1, layouts: [L(4, 10, 3), L(3, 8, 2)], maxPeople: 10, engine: '1 × Volvo Penta 50 hp', fuel: 200, water: 500, sails: MONO_SAILS, peakWeek: 4700, share: 3 },
  { shipyard: 'Dufour', name: 'Dufour 460 GL', type: 0, from: 2015, to: 2020, length: 14.0, beam: 4.5, draught: 2.1, layouts: [L(5, 12, 3), L(4, 10, 4)], maxPeople: 12, engine: '1 × Volvo Penta 75 hp', fuel: 250, water: 530, sails: MONO_SAILS, peakWeek: 4600, share: 2 },
  { shipyard: 'Dufour', name: 'Dufour 470', type: 0, from: 2022, length: 14.4, beam: 4.5, draught: 2.3, layouts: [L(4, 10, 4), L(5, 12, 3)], maxPeople: 12, engine: '1 × Volvo Penta 75 hp', fuel: 250, water: 550, sails: MONO_SAILS, peakWeek: 5600, share: 2 },
  { shipyard: 'Dufour', name: 'Dufour 530', type: 0, from: 2021, length: 15.9, beam: 4.9, draught: 2.4, layouts: [L(5, 12, 3), L(4, 10, 4)], maxPeople: 12, engine: '1 × Volvo Penta 110 hp', fuel: 400, water: 700, sails: MONO_SAILS, peakWeek: 6900, share: 2 },
  { shipyard: 'Hanse', name: 'Hanse 348', type: 0, from: 2019, length: 10.4, beam: 3.55, draught: 1.9, layouts: [L(2, 6, 1), L(3, 6, 1)], maxPeople: 6, engine: '1 × Yanmar 21 hp', fuel: 110, water: 200, sails: ['classic', 'full batten', 'lazy jack'], peakWeek: 2800, share: 2 },
  { shipyard: 'Hanse', name: 'Hanse 385', type: 0, from: 2012, to: 2017, length: 11.4, beam: 3.88, draught: 1.99, layouts: [L(3, 8, 1), L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 30 hp', fuel: 160, water: 300, sails: ['classic', 'full batten', 'lazy jack'], peakWeek: 2900, share: 2 },
  { shipyard: 'Hanse', name: 'Hanse 388', type: 0, from: 2018, length: 11.4, beam: 3.88, draught: 1.99, layouts: [L(3, 8, 1), L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 30 hp', fuel: 160, water: 300, sails: ['classic', 'full batten', 'lazy jack'], peakWeek: 3400, share: 2 },
  { shipyard: 'Hanse', name: 'Hanse 418', type: 0, from: 2018, length: 12.4, beam: 4.17, draught: 2.2, layouts: [L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 50 hp', fuel: 200, water: 400, sails: ['classic', 'full batten', 'lazy jack'], peakWeek: 4100, share: 2 },
  { shipyard: 'Hanse', name: 'Hanse 458', type: 0, from: 2018, length: 13.9, beam: 4.5, draught: 2.25, layouts: [L(4, 10, 3), L(3, 8, 3)], maxPeople: 10, engine: '1 × Volvo Penta 60 hp', fuel: 220, water: 450, sails: ['classic', 'full batten', 'lazy jack'], peakWeek: 5000, share: 2 },
  { shipyard: 'Hanse', name: 'Hanse 508', type: 0, from: 2018, length: 15.4, beam: 4.75, draught: 2.4, layouts: [L(5, 12, 3), L(4, 10, 4)], maxPeople: 12, engine: '1 × Volvo Penta 80 hp', fuel: 300, water: 700, sails: ['classic', 'full batten', 'lazy jack'], peakWeek: 6300, share: 1 },
  { shipyard: 'Elan', name: 'Elan Impression 40', type: 0, from: 2010, to: 2016, length: 11.95, beam: 3.94, draught: 1.8, layouts: [L(3, 8, 2)], maxPeople: 8, engine: '1 × Volvo Penta 40 hp', fuel: 160, water: 360, sails: MONO_SAILS, peakWeek: 2900, share: 2 },
  { shipyard: 'Elan', name: 'Elan Impression 40.1', type: 0, from: 2020, length: 12.3, beam: 4.1, draught: 2.0, layouts: [L(3, 8, 2), L(4, 10, 2)], maxPeople: 10, engine: '1 × Volvo Penta 40 hp', fuel: 200, water: 380, sails: MONO_SAILS, peakWeek: 3800, share: 3 },
  { shipyard: 'Elan', name: 'Elan Impression 45.1', type: 0, from: 2019, length: 14.0, beam: 4.5, draught: 2.1, layouts: [L(4, 10, 4), L(5, 12, 3)], maxPeople: 12, engine: '1 × Volvo Penta 60 hp', fuel: 240, water: 530, sails: MONO_SAILS, peakWeek: 4900, share: 2 },
  { shipyard: 'Elan', name: 'Elan E5', type: 0, from: 2019, length: 14.63, beam: 4.52, draught: 2.5, layouts: [L(3, 8, 2), L(4, 10, 2)], maxPeople: 10, engine: '1 × Volvo Penta 75 hp', fuel: 240, water: 400, sails: ['full batten', 'classic'], peakWeek: 6500, share: 1 },
  // Motor sailers (type 6)
  { shipyard: 'Nauticat', name: 'Nauticat 37', type: 6, from: 2010, length: 11.8, beam: 3.9, draught: 1.7, layouts: [L(2, 6, 2)], maxPeople: 6, engine: '1 × Volvo Penta 110 hp', fuel: 700, water: 500, sails: ['furling'], peakWeek: 3900, share: 1 },
  { shipyard: 'Nauticat', name: 'Nauticat 44', type: 6, from: 2012, length: 13.7, beam: 4.3, draught: 1.9, layouts: [L(3, 6, 2)], maxPeople: 8, engine: '1 × Volvo Penta 150 hp', fuel: 1000, water: 700, sails: ['furling'], peakWeek: 5200, share: 1 },
  // Gulets (type 3): built by the traditional yards of Bodrum, crewed charter only
  { shipyard: 'Bodrum Gulet', name: 'Gulet 24 m', type: 3, from: 2008, length: 24.0, beam: 6.5, draught: 2.6, layouts: [L(5, 10, 5), L(6, 12, 6)], maxPeople: 12, engine: '1 × MAN 400 hp', fuel: 4000, water: 6000, sails: ['classic'], peakWeek: 15500, share: 2 },
  { shipyard: 'Bodrum Gulet', name: 'Gulet 30 m', type: 3, from: 2010, length: 30.0, beam: 7.4, draught: 3.0, layouts: [L(6, 12, 6), L(8, 16, 8)], maxPeople: 12, engine: '1 × MAN 800 hp', fuel: 8000, water: 10000, sails: ['classic'], peakWeek: 26000, share: 1 },
  // Motor boats and yachts (types 9, 2, 4, 7, 13)
  { shipyard: 'Jeanneau', name: 'Merry Fisher 895', type: 9, from: 2018, length: 8.9, beam: 2.99, draught: 0.6, layouts: [L(2, 4, 1)], maxPeople: 8, engine: '1 × Suzuki 300 hp outboard', fuel: 400, water: 100, sails: NONE, peakWeek: 2600, share: 2 },
  { shipyard: 'Prestige', name: 'Prestige 420', type: 2, from: 2015, length: 13.2, beam: 4.0, draught: 1.1, layouts: [L(2, 4, 2), L(3, 6, 2)], maxPeople: 10, engine: '2 × Volvo Penta IPS 400 hp', fuel: 1100, water: 420, sails: NONE, peakWeek: 9500, share: 1 },
  { shipyard: 'Prestige', name: 'Prestige 520', type: 2, from: 2016, length: 16.3, beam: 4.6, draught: 1.2, layouts: [L(3, 6, 3)], maxPeople: 12, engine: '2 × Volvo Penta IPS 600 hp', fuel: 1800, water: 550, sails: NONE, peakWeek: 15500, share: 1 },
  { shipyard: 'Sunseeker', name: 'Manhattan 52', type: 2, from: 2016, length: 16.5, beam: 4.7, draught: 1.3, layouts: [L(3, 6, 3)], maxPeople: 12, engine: '2 × Volvo Penta D11 725 hp', fuel: 2100, water: 500, sails: NONE, peakWeek: 17500, share: 1 },
  { shipyard: 'Azimut', name: 'Azimut 50', type: 2, from: 2019, length: 15.8, beam: 4.6, draught: 1.3, layouts: [L(3, 6, 3)], maxPeople: 12, engine: '2 × Cummins QSC 600 hp', fuel: 1850, water: 450, sails: NONE, peakWeek: 16500, share: 1 },
  { shipyard: 'Princess', name: 'Princess F55', type: 2, from: 2020, length: 17.1, beam: 4.8, draught: 1.3, layouts: [L(3, 6, 3)], maxPeople: 12, engine: '2 × Volvo Penta D13 900 hp', fuel: 2400, water: 590, sails: NONE, peakWeek: 19500, share: 1 },
  { shipyard: 'Fountaine Pajot', name: 'MY5', type: 4, from: 2018, length: 13.99, beam: 6.6, draught: 1.05, layouts: [L(3, 6, 3), L(4, 8, 4)], maxPeople: 12, engine: '2 × Volvo Penta D4 300 hp', fuel: 1800, water: 530, sails: NONE, peakWeek: 13500, share: 1 },
  { shipyard: 'Nautitech', name: 'Nautitech 47 Power', type: 4, from: 2016, length: 14.0, beam: 7.05, draught: 1.1, layouts: [L(4, 8, 4), L(3, 6, 3)], maxPeople: 12, engine: '2 × Volvo Penta D4 175 hp', fuel: 1400, water: 600, sails: NONE, peakWeek: 12000, share: 1 },
  { shipyard: 'Leopard', name: 'Leopard 53 Powercat', type: 4, from: 2018, length: 16.3, beam: 7.6, draught: 1.2, layouts: [L(4, 8, 4)], maxPeople: 12, engine: '2 × Cummins 370 hp', fuel: 2000, water: 700, sails: NONE, peakWeek: 18000, share: 1 },
  { shipyard: 'Sunseeker', name: 'Predator 57', type: 7, from: 2016, length: 17.6, beam: 4.6, draught: 1.3, layouts: [L(3, 6, 2)], maxPeople: 12, engine: '2 × MAN 1000 hp', fuel: 2500, water: 600, sails: NONE, peakWeek: 26000, share: 1 },
  { shipyard: 'Prestige', name: 'Prestige 590', type: 7, from: 2016, length: 18.3, beam: 4.9, draught: 1.3, layouts: [L(4, 8, 3)], maxPeople: 12, engine: '2 × Volvo Penta IPS 950 hp', fuel: 2500, water: 700, sails: NONE, peakWeek: 24000, share: 1 },
  { shipyard: 'Azimut', name: 'Azimut Grande 27 Metri', type: 13, from: 2019, length: 26.8, beam: 6.2, draught: 2.0, layouts: [L(4, 8, 5)], maxPeople: 12, engine: '2 × MTU 1800 hp', fuel: 9000, water: 1500, sails: NONE, peakWeek: 62000, share: 0.3 },
  { shipyard: 'Brig', name: 'Eagle 10', type: 11, from: 2018, length: 9.99, beam: 3.35, draught: 0.6, layouts: [L(1, 2, 1)], maxPeople: 14, engine: '2 × Mercury 300 hp outboard', fuel: 700, water: 60, sails: NONE, peakWeek: 3500, share: 0.5 },
];
