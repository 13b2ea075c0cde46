/**
 * One car's fields as the sell form and the listing builder take them (a 2019 Volvo V60 estate in Gothenburg,
 * in km), for tests that need a complete listing and care about something else: spread it, then override.
 */
export const SAMPLE_CAR_FIELDS = {
  price: '21500',
  currency: 'EUR',
  location: 'Gothenburg',
  make: 'Volvo',
  model: 'V60',
  year: '2019',
  mileage: '87000',
  mileageUnit: 'km',
  fuelType: 'Diesel',
  transmission: 'Automatic',
  bodyType: 'Wagon',
  color: 'Grey',
  condition: 'Good',
} as const;
