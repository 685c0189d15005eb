/** Words of the Dar es Salaam map and of the pages' "where we are" passages. */
export const place = {
  /** The city's pin (the coordinates the about page gives). */
  pin: { lon: 39.21, lat: -6.79 },
  coordinates: '6.79° S · 39.21° E',
  timeZone: 'EAT · UTC+3',
  mapLabel:
    'Map of the Dar es Salaam coast, from Msasani Bay and the Msasani peninsula to the harbour, with a pin on the city at 6.79° S, 39.21° E, East Africa Time (UTC+3).',
  labels: {
    ocean: 'INDIAN OCEAN',
    bay: 'Msasani Bay',
    peninsula: 'Msasani',
    harbour: 'Harbour',
  },
}
