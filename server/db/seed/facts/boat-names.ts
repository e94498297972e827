// Names charter boats really carry: sea and wind words, Greek and Latin myth, stars, places and people.
export const BOAT_NAMES: readonly string[] = [
  'Aurora', 'Blue Horizon', 'Kalypso', 'Andromeda', 'Aeolus', 'Amfitrite', 'Anima', 'Aquamarine', 'Ariadne', 'Artemis',
  'Athena', 'Azzurra', 'Bellatrix', 'Bella Vita', 'Blue Lagoon', 'Blue Note', 'Bonaca', 'Bora', 'Borealis', 'Brava',
  'Calima', 'Capella', 'Carpe Diem', 'Cassiopeia', 'Castor', 'Circe', 'Coral', 'Dalia', 'Danae', 'Dolce Vita',
  'Dolphin', 'Dream Catcher', 'Elena', 'Escape', 'Eos', 'Eurydice', 'Freedom', 'Gaia', 'Galatea', 'Gemini',
  'Halcyon', 'Harmony', 'Helios', 'Hera', 'Ikaros', 'Infinity', 'Iris', 'Island Time', 'Ithaca', 'Jugo',
  'Kairos', 'Katarina', 'Kiki', 'Korali', 'La Bella', 'Lady Marina', 'Lavanda', 'Leda', 'Levante', 'Libertad',
  'Limitless', 'Lucia', 'Luna', 'Maestral', 'Mare Nostrum', 'Marina', 'Maya', 'Medusa', 'Meltemi', 'Mistral',
  'Moonshine', 'Morning Star', 'Mystic', 'Nautilus', 'Nefeli', 'Neptune', 'Nerea', 'Nikita', 'Nirvana', 'Nostos',
  'Ocean Breeze', 'Odyssey', 'Olympia', 'Orion', 'Pandora', 'Pegasus', 'Penelope', 'Perla', 'Phoenix', 'Pleiades',
  'Polaris', 'Poseidon', 'Rhea', 'Salt Lady', 'Santorini', 'Sea Breeze', 'Sea Dream', 'Selene', 'Serenity', 'Sirena',
  'Sirocco', 'Sofia', 'Solaris', 'Spirit', 'Stella Maris', 'Summer Wine', 'Sunrise', 'Sunset', 'Sweet Dreams', 'Tara',
  'Terra Nova', 'Thalassa', 'Tramontana', 'Triton', 'Ulysses', 'Vega', 'Velvet', 'Venus', 'Vesna', 'Vila',
  'Wanderer', 'Wind Dancer', 'Windsong', 'Xenia', 'Zefiro', 'Zephyr', 'Zora', 'Alkyone', 'Aphrodite', 'Arion',
  'Astraea', 'Atlantis', 'Blue Wave', 'Calypso Star', 'Dream On', 'Endless Summer', 'Golden Hour', 'Happy Days', 'Lighthouse', 'Mojito',
  'Paloma', 'Sea Star', 'Silver Moon', 'Tranquility', 'White Pearl', 'Wild Thing', 'Wind of Change', 'Ypsilon', 'Zenit', 'Zlatna',
];
