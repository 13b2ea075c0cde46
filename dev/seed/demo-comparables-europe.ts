import type { DemoListing } from './demo-listing-types';

/**
 * Volvo XC90s and Volkswagen Golfs from several sellers across Europe, so the fair-price rating (docs/product.md
 * §2 Buyer insight) has five or more comparables for each of them and the demo shows its labels. Prices are
 * spread as a real market is: a few bargains, most near the middle, one or two optimists. Plus a Golf on lease.
 */
export const EUROPE_COMPARABLES: readonly DemoListing[] = [
  {
    key: 'volvo-xc90-b5-2021', seller: 'seller-6', title: '2021 Volvo XC90 B5 AWD Momentum Pro, 7 seats',
    summary: 'Mild-hybrid diesel, 7 seats, Volvo Selekt warranty for 12 months, freshly serviced.',
    description:
      'Returned from a three-year company lease and serviced by our workshop before sale: new brake discs and pads at the front, new wiper blades, fresh oil. Seven seats, heated front seats, Pilot Assist and the 360-degree camera. The third row folds flat for a large boot. Test drives in Munich by appointment.',
    price: { amount: '49900', currency: 'EUR' }, location: 'Munich, Germany', make: 'Volvo', model: 'XC90', year: 2021,
    mileage: 64000, fuelType: 'Diesel', transmission: 'Automatic', bodyType: 'SUV', color: 'Onyx Black',
    paint: '#202124', condition: 'Excellent', status: 'active', photos: 2, ageHours: 58,
    specs: { powerKw: 173, engineCc: 1969, firstRegistration: { year: 2021, month: 2 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Adaptive cruise control', 'Alloy wheels', 'LED headlights', 'Isofix'] },
  },
  {
    key: 'volvo-xc90-b5-2022', seller: 'seller-6', title: '2022 Volvo XC90 B5 AWD Plus Bright',
    description:
      'Nearly new XC90 from our own demonstrator fleet, one registered keeper (us). Panoramic roof, Harman Kardon audio, air suspension and the Google-based infotainment. Remaining manufacturer warranty until 2025 plus our 12-month dealer warranty.',
    price: { amount: '63900', currency: 'EUR' }, location: 'Augsburg, Germany', make: 'Volvo', model: 'XC90', year: 2022,
    mileage: 29000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'SUV', color: 'Crystal White',
    paint: '#eef0f1', condition: 'Like New', status: 'active', photos: 2, ageHours: 14,
    specs: { powerKw: 184, engineCc: 1969, firstRegistration: { year: 2022, month: 6 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Adaptive cruise control', 'Sunroof', 'Leather seats', 'Keyless entry', 'Air suspension'] },
  },
  {
    key: 'volvo-xc90-t8-dublin-2021', seller: 'seller-4', title: '2021 Volvo XC90 Recharge T8 R-Design',
    summary: 'Plug-in hybrid, R-Design styling, one owner from new, full Volvo history.',
    description:
      'Sourced for a client who moved back to Sweden; the car stayed in Dublin. Plug-in hybrid with around 45 km of electric range, R-Design seats, 21-inch wheels and the Bowers & Wilkins upgrade. Serviced at Volvo every 12 months. Irish-registered, NCT valid for another year.',
    price: { amount: '51900', currency: 'EUR' }, location: 'Dublin, Ireland', make: 'Volvo', model: 'XC90', year: 2021,
    mileage: 57000, fuelType: 'Plug-in Hybrid', transmission: 'Automatic', bodyType: 'SUV', color: 'Thunder Grey',
    paint: '#6c7075', condition: 'Excellent', status: 'active', photos: 1, ageHours: 232,
    specs: { powerKw: 288, engineCc: 1969, firstRegistration: { year: 2021, month: 3 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Adaptive cruise control', 'Leather seats', 'Alloy wheels', 'Bowers & Wilkins audio'] },
  },
  {
    key: 'volvo-xc90-t8-paris-2022', seller: 'seller-7', title: '2022 Volvo XC90 Recharge T8 Inscription',
    summary: 'Our family SUV, always garaged, charged at home. Selling because we no longer need a car in Paris.',
    description:
      'Bought new at the Volvo dealer in Boulogne. It has done school runs, two summers in Brittany and nothing else. Cream leather seats in very good condition, no smoking, no pets. Service book stamped every year. Small scratch on the rear bumper from a parking garage pillar.',
    price: { amount: '57900', currency: 'EUR' }, location: 'Paris, France', make: 'Volvo', model: 'XC90', year: 2022,
    mileage: 38000, fuelType: 'Plug-in Hybrid', transmission: 'Automatic', bodyType: 'SUV', color: 'Pine Grey',
    paint: '#4d5a55', condition: 'Excellent', status: 'active', photos: 2, ageHours: 98,
    specs: { powerKw: 288, engineCc: 1969, firstRegistration: { year: 2022, month: 4 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Reversing camera', 'Leather seats', 'Tow bar', 'Isofix'] },
  },
  {
    key: 'volvo-xc90-b5-utrecht-2021', seller: 'seller-8', title: '2021 Volvo XC90 B5 Inscription, quick sale',
    description:
      'Company car that I bought out at the end of the lease, but I cycle everywhere and it mostly sits. Dealer maintained until last year, then at an independent Volvo specialist. High kilometres for the age because of the first two years of commuting, all motorway. Priced for a quick sale.',
    price: { amount: '44500', currency: 'EUR' }, location: 'Utrecht, Netherlands', make: 'Volvo', model: 'XC90', year: 2021,
    mileage: 71000, fuelType: 'Diesel', transmission: 'Automatic', bodyType: 'SUV', color: 'Denim Blue',
    paint: '#3b5578', condition: 'Good', status: 'active', photos: 1, ageHours: 170,
    specs: { powerKw: 173, engineCc: 1969, firstRegistration: { year: 2021, month: 1 }, previousOwners: 2, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Cruise control', 'Apple CarPlay / Android Auto'] },
  },
  {
    key: 'volvo-xc90-b5-berlin-2022', seller: 'seller-12', title: '2022 Volvo XC90 B5 Core',
    summary: 'Entry trim, but all you need: heated seats, CarPlay, tow bar. Selling for a cargo bike.',
    description:
      'Bought it when our second child was born, now we live in Kreuzberg and the car has become a very expensive parking problem. It has the 7 seats, a retractable tow bar and the winter package with heated seats and steering wheel. All services done at Volvo Berlin. Winter tyres on separate wheels included.',
    price: { amount: '53900', currency: 'EUR' }, location: 'Berlin, Germany', make: 'Volvo', model: 'XC90', year: 2022,
    mileage: 42000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'SUV', color: 'Silver Dawn',
    paint: '#b5b8b9', condition: 'Excellent', status: 'active', photos: 2, ageHours: 40,
    specs: { powerKw: 184, engineCc: 1969, firstRegistration: { year: 2022, month: 1 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Heated seats', 'Apple CarPlay / Android Auto', 'Tow bar', 'Cruise control', 'Isofix'] },
  },
  {
    key: 'vw-golf-stockholm-2019', seller: 'seller-1', title: '2019 Volkswagen Golf 1.5 TSI Style DSG',
    summary: 'Trade-in with full VW history, new tyres, 12 months warranty from us.',
    description:
      'A well-kept Golf taken in part exchange for an XC60. Serviced at Volkswagen every year, the last time in September. Adaptive cruise control, App-Connect, heated seats and parking sensors front and rear. New Michelin summer tyres, winter tyres on steel wheels included.',
    price: { amount: '17500', currency: 'EUR' }, location: 'Stockholm, Sweden', make: 'Volkswagen', model: 'Golf', year: 2019,
    mileage: 68000, fuelType: 'Gasoline', transmission: 'Semi-Automatic', bodyType: 'Hatchback', color: 'Atlantic Blue',
    paint: '#24508c', condition: 'Excellent', status: 'active', photos: 2, ageHours: 66,
    specs: { powerKw: 110, engineCc: 1498, firstRegistration: { year: 2019, month: 5 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Heated seats', 'Parking sensors', 'Adaptive cruise control', 'Apple CarPlay / Android Auto', 'Alloy wheels'] },
  },
  {
    key: 'vw-golf-madrid-2020', seller: 'seller-4', title: '2020 Volkswagen Golf 2.0 TDI Life',
    summary: 'Eighth-generation Golf, frugal diesel, digital cockpit, Spanish papers in order.',
    description:
      'A Mk8 Golf with the 115 hp diesel, used by a sales rep around Madrid and serviced at the dealer. It averages under 5 litres per 100 km on the motorway. LED headlights, digital cockpit, wireless App-Connect. ITV passed in spring without remarks.',
    price: { amount: '19400', currency: 'EUR' }, location: 'Madrid, Spain', make: 'Volkswagen', model: 'Golf', year: 2020,
    mileage: 54000, fuelType: 'Diesel', transmission: 'Manual', bodyType: 'Hatchback', color: 'Moonstone Grey',
    paint: '#7d8386', condition: 'Good', status: 'active', photos: 1, ageHours: 262,
    specs: { powerKw: 85, engineCc: 1968, firstRegistration: { year: 2020, month: 10 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Apple CarPlay / Android Auto', 'LED headlights', 'Cruise control'] },
  },
  {
    key: 'vw-golf-munich-2020', seller: 'seller-6', title: '2020 Volkswagen Golf 1.5 eTSI Style DSG',
    summary: 'Mild hybrid, IQ.Light matrix LED, head-up display. VW certified with a 24-month warranty.',
    description:
      'One of the best-equipped Golfs we have had: Style trim with IQ.Light, head-up display, Harman Kardon audio and Travel Assist. One owner, serviced exclusively by us. Inspected to the Volkswagen certified standard, with a 24-month warranty.',
    price: { amount: '22400', currency: 'EUR' }, location: 'Munich, Germany', make: 'Volkswagen', model: 'Golf', year: 2020,
    mileage: 39000, fuelType: 'Hybrid', transmission: 'Semi-Automatic', bodyType: 'Hatchback', color: 'Kings Red',
    paint: '#a3182a', condition: 'Like New', status: 'active', photos: 2, ageHours: 22,
    specs: { powerKw: 110, engineCc: 1498, firstRegistration: { year: 2020, month: 11 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Adaptive cruise control', 'LED headlights', 'Keyless entry', 'Head-up display'] },
  },
  {
    key: 'vw-golf-augsburg-2019', seller: 'seller-6', title: '2019 Volkswagen Golf 1.0 TSI Comfortline',
    description:
      'Sensible first car with the frugal three-cylinder engine and a manual gearbox. Two previous owners, the first a driving school for one year, which explains the kilometres. New clutch at 70,000 km, new brakes all round. Comes with our 12-month warranty.',
    price: { amount: '12900', currency: 'EUR' }, location: 'Augsburg, Germany', make: 'Volkswagen', model: 'Golf', year: 2019,
    mileage: 82000, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Hatchback', color: 'Pure White',
    paint: '#f3f3f1', condition: 'Good', status: 'active', photos: 1, ageHours: 380,
    specs: { powerKw: 85, engineCc: 999, firstRegistration: { year: 2019, month: 2 }, previousOwners: 2, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Parking sensors', 'Cruise control'] },
  },
  {
    key: 'vw-golf-paris-2019', seller: 'seller-7', title: '2019 Volkswagen Golf 1.5 TSI Carat',
    summary: 'Top trim, leather, always serviced on time. Crit\'Air 1 sticker, fine for Paris.',
    description:
      'My city car for five years, used for weekend trips to Normandy. Carat trim with leather and Alcantara seats, Discover Pro navigation and the panoramic roof. Contrôle technique passed in June without any remark; the report comes with the car.',
    price: { amount: '18900', currency: 'EUR' }, location: 'Paris, France', make: 'Volkswagen', model: 'Golf', year: 2019,
    mileage: 61000, fuelType: 'Gasoline', transmission: 'Semi-Automatic', bodyType: 'Hatchback', color: 'Indium Grey',
    paint: '#55595c', condition: 'Excellent', status: 'active', photos: 2, ageHours: 142,
    specs: { powerKw: 110, engineCc: 1498, firstRegistration: { year: 2019, month: 7 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Leather seats', 'Sunroof', 'Parking sensors', 'Reversing camera'] },
  },
  {
    key: 'vw-golf-amsterdam-2020', seller: 'seller-8', title: '2020 Volkswagen Golf 1.5 TSI Highline',
    description:
      'Selling my late father\'s Golf, which he drove very little. Highline with climate control, navigation and adaptive cruise. Maintained at the local VW garage, invoices present. APK valid until next summer. Viewing in Amsterdam-Noord.',
    price: { amount: '20900', currency: 'EUR' }, location: 'Amsterdam, Netherlands', make: 'Volkswagen', model: 'Golf', year: 2020,
    mileage: 47000, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Hatchback', color: 'Deep Black Pearl',
    paint: '#1d1f22', condition: 'Excellent', status: 'active', photos: 1, ageHours: 302,
    specs: { firstRegistration: { year: 2020, month: 3 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, serviceHistory: 'partial', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Adaptive cruise control'] },
  },
  {
    key: 'vw-golf-berlin-2019', seller: 'seller-12', title: '2019 Volkswagen Golf 2.0 TDI Highline',
    summary: 'Long-distance diesel, Euro 6d-TEMP, new timing belt. Green sticker, no city limits.',
    description:
      'Commuted Berlin to Leipzig for three years, hence the kilometres, but it is all motorway and the car feels tight. Timing belt and water pump changed at 80,000 km, invoice included. Winter tyres on alloys. Minor stone chips on the bonnet.',
    price: { amount: '13500', currency: 'EUR' }, location: 'Berlin, Germany', make: 'Volkswagen', model: 'Golf', year: 2019,
    mileage: 86000, fuelType: 'Diesel', transmission: 'Semi-Automatic', bodyType: 'Hatchback', color: 'Tungsten Silver',
    paint: '#a9adb0', condition: 'Good', status: 'active', photos: 2, ageHours: 210,
    specs: { powerKw: 110, engineCc: 1968, firstRegistration: { year: 2019, month: 9 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Cruise control', 'Alloy wheels'] },
  },
  {
    key: 'vw-golf-lease-2024', seller: 'seller-6', title: 'Lease: 2024 Volkswagen Golf 1.5 eTSI Life',
    summary: 'Private lease at 399 EUR a month, 48 months, 10,000 km a year, insurance and servicing included.',
    description:
      'Drive a nearly new Golf without buying it: our private lease covers insurance, road tax, servicing, tyres and breakdown cover. No deposit. The car is a 2024 Golf Life with the mild-hybrid petrol engine and DSG. Ask us about 15,000 km or 20,000 km per year.',
    price: { amount: '399', currency: 'EUR', frequency: 'month' }, location: 'Munich, Germany', make: 'Volkswagen', model: 'Golf', year: 2024,
    mileage: 9000, fuelType: 'Hybrid', transmission: 'Semi-Automatic', bodyType: 'Hatchback', color: 'Grenadilla Black',
    paint: '#2a2326', condition: 'Like New', status: 'active', photos: 2, ageHours: 34,
    specs: { powerKw: 110, engineCc: 1498, firstRegistration: { year: 2024, month: 2 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Parking sensors', 'Adaptive cruise control', 'Apple CarPlay / Android Auto', 'LED headlights'] },
  },
];
