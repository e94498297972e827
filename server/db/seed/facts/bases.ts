// Real charter bases: the marina, its town, the sailing region and the marina's position. `fleet` is the
// base's relative share of the demo fleet (Croatian and Greek bases host most charter boats).
export interface BaseFact {
  name: string;
  city: string;
  destination: string;
  lat: number;
  lng: number;
  fleet: number;
}

export const BASES: readonly BaseFact[] = [
  { name: 'ACI Marina Split', city: 'Split', destination: 'split-region', lat: 43.5027, lng: 16.4338, fleet: 9 },
  { name: 'Marina Kaštela', city: 'Kaštel Gomilica', destination: 'split-region', lat: 43.5486, lng: 16.3938, fleet: 8 },
  { name: 'Marina Frapa', city: 'Rogoznica', destination: 'split-region', lat: 43.53, lng: 15.9675, fleet: 4 },
  { name: 'SCT Marina Trogir', city: 'Trogir', destination: 'split-region', lat: 43.515, lng: 16.2517, fleet: 6 },
  { name: 'Marina Baotić', city: 'Seget Donji', destination: 'split-region', lat: 43.5163, lng: 16.231, fleet: 4 },
  { name: 'Marina Agana', city: 'Marina', destination: 'split-region', lat: 43.5122, lng: 16.1199, fleet: 3 },
  { name: 'Marina Mandalina', city: 'Šibenik', destination: 'sibenik-kornati', lat: 43.7225, lng: 15.9033, fleet: 5 },
  { name: 'Marina Kornati', city: 'Biograd na Moru', destination: 'sibenik-kornati', lat: 43.9409, lng: 15.443, fleet: 6 },
  { name: 'D-Marin Dalmacija', city: 'Sukošan', destination: 'zadar-region', lat: 44.047, lng: 15.2955, fleet: 7 },
  { name: 'D-Marin Borik', city: 'Zadar', destination: 'zadar-region', lat: 44.1312, lng: 15.2084, fleet: 2 },
  { name: 'ACI Marina Dubrovnik', city: 'Dubrovnik', destination: 'dubrovnik-region', lat: 42.6716, lng: 18.1257, fleet: 5 },
  { name: 'Marina Veruda', city: 'Pula', destination: 'istria-kvarner', lat: 44.8378, lng: 13.8403, fleet: 3 },
  { name: 'Marina Punat', city: 'Punat', destination: 'istria-kvarner', lat: 45.0197, lng: 14.6275, fleet: 3 },
  { name: 'Alimos Marina', city: 'Athens', destination: 'saronic-gulf', lat: 37.9117, lng: 23.708, fleet: 9 },
  { name: 'Olympic Marine', city: 'Lavrio', destination: 'saronic-gulf', lat: 37.71, lng: 24.053, fleet: 4 },
  { name: 'D-Marin Lefkas', city: 'Lefkada', destination: 'ionian-islands', lat: 38.8283, lng: 20.7116, fleet: 7 },
  { name: 'D-Marin Gouvia', city: 'Corfu', destination: 'ionian-islands', lat: 39.653, lng: 19.853, fleet: 5 },
  { name: 'Cleopatra Marina', city: 'Preveza', destination: 'ionian-islands', lat: 38.953, lng: 20.767, fleet: 2 },
  { name: 'Tourlos Marina', city: 'Mykonos', destination: 'cyclades', lat: 37.4625, lng: 25.323, fleet: 2 },
  { name: 'Paros Marina', city: 'Paros', destination: 'cyclades', lat: 37.0856, lng: 25.15, fleet: 2 },
  { name: 'Kos Marina', city: 'Kos', destination: 'dodecanese', lat: 36.8937, lng: 27.296, fleet: 4 },
  { name: 'Rhodes Marina', city: 'Rhodes', destination: 'dodecanese', lat: 36.4425, lng: 28.237, fleet: 3 },
  { name: 'Skiathos Marina', city: 'Skiathos', destination: 'sporades', lat: 39.162, lng: 23.4905, fleet: 2 },
  { name: 'Volos Marina', city: 'Volos', destination: 'sporades', lat: 39.36, lng: 22.952, fleet: 2 },
  { name: 'Marina Port de Mallorca', city: 'Palma', destination: 'balearic-islands', lat: 39.5665, lng: 2.6355, fleet: 6 },
  { name: 'Alcudiamar', city: 'Alcúdia', destination: 'balearic-islands', lat: 39.837, lng: 3.137, fleet: 2 },
  { name: 'Marina Ibiza', city: 'Ibiza', destination: 'balearic-islands', lat: 38.9145, lng: 1.4455, fleet: 3 },
  { name: 'Marina Port Vell', city: 'Barcelona', destination: 'catalonia', lat: 41.3772, lng: 2.1838, fleet: 2 },
  { name: 'Marina di Portorosa', city: 'Furnari', destination: 'sicily-aeolian-islands', lat: 38.131, lng: 15.111, fleet: 4 },
  { name: 'Marina di Capo d’Orlando', city: 'Capo d’Orlando', destination: 'sicily-aeolian-islands', lat: 38.157, lng: 14.762, fleet: 2 },
  { name: 'Marina di Procida', city: 'Procida', destination: 'bay-of-naples-amalfi', lat: 40.764, lng: 14.027, fleet: 2 },
  { name: 'Marina d’Arechi', city: 'Salerno', destination: 'bay-of-naples-amalfi', lat: 40.646, lng: 14.815, fleet: 3 },
  { name: 'Marina di Portisco', city: 'Olbia', destination: 'sardinia', lat: 41.0355, lng: 9.5245, fleet: 4 },
  { name: 'Marina del Sole', city: 'Cagliari', destination: 'sardinia', lat: 39.208, lng: 9.116, fleet: 2 },
  { name: 'Porto di Tropea', city: 'Tropea', destination: 'calabria', lat: 38.6795, lng: 15.9055, fleet: 2 },
  { name: 'D-Marin Göcek', city: 'Göcek', destination: 'turkish-riviera', lat: 36.7525, lng: 28.938, fleet: 5 },
  { name: 'Ece Marina', city: 'Fethiye', destination: 'turkish-riviera', lat: 36.622, lng: 29.104, fleet: 3 },
  { name: 'Netsel Marina', city: 'Marmaris', destination: 'turkish-riviera', lat: 36.852, lng: 28.275, fleet: 3 },
  { name: 'Milta Bodrum Marina', city: 'Bodrum', destination: 'bodrum-peninsula', lat: 37.0335, lng: 27.4245, fleet: 4 },
  { name: 'D-Marin Turgutreis', city: 'Turgutreis', destination: 'bodrum-peninsula', lat: 37.0045, lng: 27.2555, fleet: 2 },
  { name: 'Port Pierre Canto', city: 'Cannes', destination: 'cote-d-azur', lat: 43.547, lng: 7.032, fleet: 2 },
  { name: 'Port Vauban', city: 'Antibes', destination: 'cote-d-azur', lat: 43.587, lng: 7.129, fleet: 1 },
  { name: 'Port Tino Rossi', city: 'Ajaccio', destination: 'corsica', lat: 41.9205, lng: 8.742, fleet: 2 },
  { name: 'Porto Montenegro', city: 'Tivat', destination: 'bay-of-kotor', lat: 42.4335, lng: 18.691, fleet: 3 },
  { name: 'Msida Yacht Marina', city: 'Msida', destination: 'malta-gozo', lat: 35.895, lng: 14.492, fleet: 2 },
  { name: 'Eden Island Marina', city: 'Mahé', destination: 'seychelles-inner-islands', lat: -4.653, lng: 55.48, fleet: 2 },
  { name: 'Baie Sainte Anne', city: 'Praslin', destination: 'seychelles-inner-islands', lat: -4.34, lng: 55.766, fleet: 1 },
  { name: 'Wickhams Cay II', city: 'Road Town', destination: 'tortola', lat: 18.4255, lng: -64.613, fleet: 3 },
  { name: 'Yacht Haven Marina', city: 'Phuket', destination: 'phuket-andaman-sea', lat: 8.171, lng: 98.339, fleet: 2 },
  { name: 'Ao Po Grand Marina', city: 'Phuket', destination: 'phuket-andaman-sea', lat: 8.075, lng: 98.435, fleet: 1 },
];
