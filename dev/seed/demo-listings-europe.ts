import type { DemoListing } from './demo-listing-types';

/** Demo listings of the Stockholm dealer (seller-1) and the London broker (seller-4). */
export const EUROPE_LISTINGS: readonly DemoListing[] = [
  {
    key: 'volvo-xc90-2021', seller: 'seller-1', title: '2021 Volvo XC90 Recharge T8 Inscription, 7 seats',
    summary: 'One owner, full Volvo service history, Bowers & Wilkins audio, tow bar and winter tyres included.',
    description:
      'Our own trade-in from a long-standing customer who bought it new in Stockholm. The XC90 has been serviced at the Volvo dealer every year and the last service was done in March, including new brake pads all round. The plug-in hybrid system gives around 50 km of electric range in summer, enough for most daily commuting. It comes with a second set of Nokian winter tyres on alloys, a detachable tow bar and both keys. Small stone chip on the bonnet has been touched up; otherwise the paint is excellent.',
    price: { amount: '54900', currency: 'EUR' }, location: 'Stockholm, Sweden', make: 'Volvo', model: 'XC90', year: 2021,
    mileage: 48500, fuelType: 'Plug-in Hybrid', transmission: 'Automatic', bodyType: 'SUV', color: 'Denim Blue',
    paint: '#3b5578', condition: 'Excellent', status: 'active', photos: 5, ageHours: 30,
    specs: { powerKw: 288, engineCc: 1969, firstRegistration: { year: 2021, month: 5 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 7, serviceHistory: 'full', accidentFree: true,
      equipment: ['Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Adaptive cruise control', 'Leather seats', 'Tow bar', 'LED headlights', 'Keyless entry', 'Isofix', 'Bowers & Wilkins audio'] },
  },
  {
    key: 'volvo-940-1995', seller: 'seller-1', title: '1995 Volvo 940 Estate 2.3, the indestructible classic',
    summary: 'Rust-free Swedish estate with manual gearbox, new timing belt and a dog guard.',
    description:
      'The car everybody in Sweden has had in their family at some point. This 940 has spent its life in Gothenburg with two retired owners and was always garaged in winter. The timing belt, water pump and rear springs were replaced last year. The interior shows its age, with a tear in the driver seat bolster and a sagging headliner, which is why we call it fair. Mechanically it is sound and it passed the last inspection without remarks. Perfect for moving house, weekend trips or starting a classic hobby.',
    price: { amount: '4500', currency: 'EUR' }, location: 'Gothenburg, Sweden', make: 'Volvo', model: '940 Estate', year: 1995,
    mileage: 287000, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Wagon', color: 'Dark Green',
    paint: '#2f4f3a', condition: 'Fair', status: 'active', photos: 3, ageHours: 410,
    specs: { powerKw: 96, engineCc: 2316, firstRegistration: { year: 1995 }, previousOwners: 2, drivetrain: 'RWD', doors: 5, seats: 5, serviceHistory: 'partial', equipment: ['Tow bar', 'Dog guard'] },
  },
  {
    key: 'vw-id4-2023', seller: 'seller-1', title: '2023 Volkswagen ID.4 Pro Performance, 77 kWh',
    summary: 'Heat pump, 135 kW charging, matrix LED lights. Remaining factory battery warranty until 2031.',
    description:
      'Bought new in Oslo and used by a careful commuter for a year and a half. The heat pump makes a real difference to winter range, and the car has been charged at home on a wallbox almost exclusively. Battery state of health was checked at 97 percent last month, and the printout comes with the car. Includes the Type 2 cable, the original floor mats and a set of winter tyres. Software is updated to the latest version.',
    price: { amount: '38900', currency: 'EUR' }, location: 'Oslo, Norway', make: 'Volkswagen', model: 'ID.4', year: 2023,
    mileage: 18200, fuelType: 'Electric', transmission: 'Automatic', bodyType: 'SUV', color: 'Glacier White',
    paint: '#e9ecef', condition: 'Like New', status: 'active', photos: 4, ageHours: 75,
    specs: { powerKw: 150, firstRegistration: { year: 2023, month: 3 }, previousOwners: 1, drivetrain: 'RWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Adaptive cruise control', 'Apple CarPlay / Android Auto', 'LED headlights', 'Keyless entry', 'Isofix', 'Heat pump'] },
  },
  {
    key: 'audi-a6-avant-2020', seller: 'seller-1', title: 'Lease: 2020 Audi A6 Avant 40 TDI quattro S line',
    summary: 'Business lease from 449 EUR per month, 36 months, 15,000 km per year, maintenance included.',
    description:
      'Available as a business lease through our partner bank, with maintenance, insurance and winter tyres included in the monthly rate. The A6 Avant is one of the most comfortable long-distance estates on the market, and this one has adaptive cruise control, the virtual cockpit and the panoramic roof. A one-off deposit of 2,500 EUR applies. Ask us for a quote on a private purchase if you prefer to own it outright.',
    price: { amount: '449', currency: 'EUR', frequency: 'month' }, location: 'Copenhagen, Denmark', make: 'Audi',
    model: 'A6 Avant', year: 2020, mileage: 71000, fuelType: 'Diesel', transmission: 'Semi-Automatic', bodyType: 'Wagon',
    color: 'Daytona Grey', paint: '#5b5f66', condition: 'Excellent', status: 'active', photos: 4, ageHours: 140,
    specs: { powerKw: 150, engineCc: 1968, firstRegistration: { year: 2020, month: 9 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Adaptive cruise control', 'Sunroof', 'LED headlights', 'Apple CarPlay / Android Auto'] },
  },
  {
    key: 'bmw-i4-2025', seller: 'seller-1', title: '2025 BMW i4 eDrive40 M Sport, almost new',
    summary: 'Sold within a week. Thank you for all the interest!',
    description:
      'Nearly new i4 with only 3,100 km, ordered with the M Sport package, the harman/kardon sound system and the comfort access pack. The previous owner changed jobs and got a company car instead. Still covered by the BMW factory warranty and the eight-year battery warranty. This car has now been sold and is kept online for reference.',
    price: { amount: '57500', currency: 'EUR' }, location: 'Hamburg, Germany', make: 'BMW', model: 'i4', year: 2025,
    mileage: 3100, fuelType: 'Electric', transmission: 'Automatic', bodyType: 'Sedan', color: 'Portimao Blue',
    paint: '#1e5aa8', condition: 'Like New', status: 'sold', photos: 6, ageHours: 620,
    specs: { powerKw: 250, firstRegistration: { year: 2025, month: 2 }, previousOwners: 1, drivetrain: 'RWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Keyless entry', 'LED headlights', 'harman/kardon audio'] },
  },
  {
    key: 'mercedes-e220d-estate-2021', seller: 'seller-4', title: '2021 Mercedes-Benz E 220 d Estate AMG Line',
    summary: 'Huge boot, 9-speed automatic, widescreen cockpit, full Mercedes history. HPI clear.',
    description:
      'Ex-family car of a London architect, used mostly for motorway runs to Cornwall, which shows in the economy: it still averages over 55 mpg. Serviced by Mercedes-Benz every year, most recently at 39,000 miles. Features include the Burmester sound system, electric tailgate, reversing camera and heated front seats. Two minor kerb marks on the rear alloys, otherwise outstanding. Part exchange welcome.',
    price: { amount: '28950', currency: 'GBP' }, location: 'London, United Kingdom', make: 'Mercedes-Benz',
    model: 'E 220 d Estate', year: 2021, mileage: 41000, fuelType: 'Diesel', transmission: 'Automatic', bodyType: 'Wagon',
    color: 'Obsidian Black', paint: '#1c1c1e', condition: 'Excellent', status: 'active', photos: 5, ageHours: 50,
    specs: { powerKw: 143, engineCc: 1993, firstRegistration: { year: 2021, month: 3 }, previousOwners: 1, drivetrain: 'RWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Reversing camera', 'Alloy wheels', 'Burmester sound system'] },
  },
  {
    key: 'bmw-m3-e46-2003', seller: 'seller-4', title: '2003 BMW M3 E46 Coupe SMG, Phoenix Yellow',
    summary: 'Rod bearings and subframe reinforcement done, documented. A future classic in the colour to have.',
    description:
      'The E46 M3 is one of the great driver cars of its era, and Phoenix Yellow is the launch colour that everybody remembers. This example has had the known weak points addressed by a marque specialist: rod bearings replaced at 74,000 miles, rear subframe mounts reinforced, VANOS rebuilt. The SMG II gearbox shifts crisply and the pump was replaced in 2022. The black leather interior is in very good condition. Comes with a thick folder of invoices going back to 2003.',
    price: { amount: '26500', currency: 'GBP' }, location: 'Manchester, United Kingdom', make: 'BMW', model: 'M3', year: 2003,
    mileage: 79000, fuelType: 'Gasoline', transmission: 'Semi-Automatic', bodyType: 'Coupe', color: 'Phoenix Yellow',
    paint: '#e8b400', condition: 'Excellent', status: 'active', photos: 6, ageHours: 200,
    specs: { powerKw: 252, engineCc: 3246, firstRegistration: { year: 2003, month: 6 }, previousOwners: 4, drivetrain: 'RWD', doors: 2, seats: 4, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Leather seats', 'Heated seats', 'Cruise control', 'Alloy wheels'] },
  },
  {
    key: 'audi-a3-sportback-2018', seller: 'seller-4', title: '2018 Audi A3 Sportback 30 TFSI',
    description:
      'Practical and economical hatchback, ideal as a first car or for city driving in Dublin. Timing belt is not a concern on this engine, and the car has had a new battery and front tyres this year. Apple CarPlay, cruise control and parking sensors front and rear. The NCT is valid until next autumn. There is a small dent on the rear passenger door, priced accordingly.',
    price: { amount: '16750', currency: 'EUR' }, location: 'Dublin, Ireland', make: 'Audi', model: 'A3 Sportback', year: 2018,
    mileage: 84000, fuelType: 'Gasoline', transmission: 'Semi-Automatic', bodyType: 'Hatchback', color: 'Misano Red',
    paint: '#b3202a', condition: 'Good', status: 'active', photos: 2, ageHours: 300,
    specs: { powerKw: 85, engineCc: 999, firstRegistration: { year: 2018, month: 7 }, previousOwners: 2, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'partial', accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Apple CarPlay / Android Auto', 'Cruise control', 'Parking sensors'] },
  },
  {
    key: 'vw-transporter-2020', seller: 'seller-4', title: '2020 Volkswagen Transporter T6.1 Kombi, 9 seats',
    summary: 'Nine-seat minibus with a tow bar. Ideal for sports clubs, families or a campervan conversion.',
    description:
      'Used by a small hotel near Lyon to shuttle guests to the station, so it has done mostly short, gentle trips and has been serviced every 15,000 km at the VW commercial dealer. The 2.0 TDI with 150 hp pulls well even fully loaded. Rear air conditioning, sliding doors on both sides and a tow bar rated for 2,500 kg. A few scuffs on the rear bumper from luggage loading.',
    price: { amount: '33900', currency: 'EUR' }, location: 'Lyon, France', make: 'Volkswagen', model: 'Transporter T6.1',
    year: 2020, mileage: 85000, fuelType: 'Diesel', transmission: 'Manual', bodyType: 'Van', color: 'Candy White',
    paint: '#f2f2ef', condition: 'Good', status: 'active', photos: 4, ageHours: 96,
    specs: { powerKw: 110, engineCc: 1968, firstRegistration: { year: 2020, month: 4 }, previousOwners: 1, drivetrain: 'FWD', doors: 4, seats: 9, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Tow bar', 'Bluetooth', 'Cruise control', 'Parking sensors'] },
  },
  {
    key: 'mercedes-sl500-2004', seller: 'seller-4', title: '2004 Mercedes-Benz SL 500 Roadster, paid in ETH',
    summary: 'V8 roadster with the folding hard top. Seller accepts Ether only; fiat offers will not be answered.',
    description:
      'A beautiful R230 SL with the 5.0 V8, in Brilliant Silver with a red leather interior. The folding vario roof works perfectly and the hydraulics were resealed in 2023. ABC suspension has been serviced with new accumulators. The car lives in Madrid and has never seen salt. Price is in Ether and will be fixed at the time of the agreement; we can do the paperwork in Spanish or English.',
    price: { amount: '6.5', currency: 'ETH' }, location: 'Madrid, Spain', make: 'Mercedes-Benz', model: 'SL 500', year: 2004,
    mileage: 118000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Convertible', color: 'Brilliant Silver',
    paint: '#b9bec4', condition: 'Good', status: 'active', photos: 4, ageHours: 500,
    specs: { powerKw: 225, engineCc: 4966, firstRegistration: { year: 2004, month: 5 }, previousOwners: 3, drivetrain: 'RWD', doors: 2, seats: 2, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Leather seats', 'Cruise control', 'Alloy wheels'] },
  },
  {
    key: 'ford-fiesta-2012', seller: 'seller-4', title: '2012 Ford Fiesta 1.25 Zetec, mechanic special',
    summary: 'Runs and drives, but needs a clutch and has rust on the sills. Sold as seen.',
    description:
      'Honest description: this Fiesta needs work. The clutch is slipping in higher gears, there is rust on both rear sills and the air conditioning does not blow cold. The engine itself runs well and the timing belt was changed at 90,000 km. Good project for a student with a friend who can weld, or as a parts car. No warranty, no returns, cash or bank transfer on collection in Milan.',
    price: { amount: '1800', currency: 'EUR' }, location: 'Milan, Italy', make: 'Ford', model: 'Fiesta', year: 2012,
    mileage: 163000, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Hatchback', color: 'Race Red',
    paint: '#c4161c', condition: 'Poor', status: 'active', photos: 1, ageHours: 12,
    specs: { powerKw: 60, engineCc: 1242, previousOwners: 3, drivetrain: 'FWD', doors: 3, seats: 5, serviceHistory: 'partial', equipment: ['Air conditioning'] },
  },
];
