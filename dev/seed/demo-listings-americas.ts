import type { DemoListing } from './demo-listing-types';

/** Demo listings of the Austin flipper (seller-2) and the South American cars of seller-5. */
export const AMERICAS_LISTINGS: readonly DemoListing[] = [
  {
    key: 'ford-f150-2019', seller: 'seller-2', title: '2019 Ford F-150 XLT SuperCrew 4x4, 3.5 EcoBoost',
    summary: 'Clean Texas title, towing package, spray-in bedliner, new all-terrain tires.',
    description:
      'This F-150 has the 3.5 EcoBoost with the 10-speed automatic and the max trailer tow package, rated to pull over 12,000 pounds. I replaced the cam phasers under an extended warranty claim last year, so the usual EcoBoost rattle is fixed for good. New BFGoodrich all-terrains at 64,000 miles, fresh oil and transmission fluid. Carfax shows two owners and no accidents. Happy to meet at a shop of your choice for an inspection.',
    price: { amount: '31500', currency: 'USD' }, location: 'Austin, TX, USA', make: 'Ford', model: 'F-150', year: 2019,
    mileage: 68400, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Velocity Blue',
    paint: '#1f4e9c', condition: 'Good', status: 'active', photos: 6, ageHours: 20,
    specs: { powerKw: 280, engineCc: 3497, firstRegistration: { year: 2019, month: 2 }, previousOwners: 2, drivetrain: '4WD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Tow bar', 'Reversing camera', 'Bluetooth', 'Apple CarPlay / Android Auto', 'Cruise control'] },
  },
  {
    key: 'chevrolet-corvette-2016', seller: 'seller-2', title: '2016 Chevrolet Corvette Stingray Z51, 7-speed manual',
    summary: 'Z51 package, magnetic ride, Torch Red over black. Garage kept, never tracked.',
    description:
      'C7 Stingray with the Z51 performance package, dry-sump oiling, magnetic ride control and the 7-speed manual with rev matching. It spent its whole life in a Miami garage and has only ever been driven on sunny weekends. The targa roof panel is body colour and stores in the trunk. Michelin Pilot Sport 4S tires with plenty of tread left. A genuinely fast car that is also comfortable enough for a road trip up the coast.',
    price: { amount: '52000', currency: 'USD' }, location: 'Miami, FL, USA', make: 'Chevrolet', model: 'Corvette Stingray',
    year: 2016, mileage: 24800, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Coupe', color: 'Torch Red',
    paint: '#c8102e', condition: 'Excellent', status: 'active', photos: 5, ageHours: 160,
    specs: { powerKw: 339, engineCc: 6162, firstRegistration: { year: 2016, month: 4 }, previousOwners: 1, drivetrain: 'RWD', doors: 2, seats: 2, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Leather seats', 'Reversing camera', 'Bluetooth', 'Magnetic ride control'] },
  },
  {
    key: 'tesla-model-3-2022', seller: 'seller-2', title: 'Lease takeover: 2022 Tesla Model 3 Long Range AWD',
    summary: 'Take over my lease at 399 USD a month, 14 months left, no money down.',
    description:
      'I am moving abroad and need someone to take over my lease. The payment is 399 USD per month including tax, with 14 months remaining and a 12,000 miles per year allowance, of which I am well under. The car has enhanced autopilot, the premium interior and a ceramic coating that was applied when new. Charging cable and wall connector adapter included. The leasing company handles the transfer; it usually takes about a week.',
    price: { amount: '399', currency: 'USD', frequency: 'month' }, location: 'Denver, CO, USA', make: 'Tesla', model: 'Model 3',
    year: 2022, mileage: 29000, fuelType: 'Electric', transmission: 'Automatic', bodyType: 'Sedan', color: 'Midnight Silver',
    paint: '#4a4d52', condition: 'Excellent', status: 'active', photos: 3, ageHours: 44,
    specs: { powerKw: 324, firstRegistration: { year: 2022, month: 1 }, previousOwners: 1, drivetrain: 'AWD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Reversing camera', 'Adaptive cruise control', 'Keyless entry', 'Sunroof'] },
  },
  {
    key: 'honda-civic-si-2024', seller: 'seller-2', title: '2024 Honda Civic Si, 6-speed manual',
    summary: 'Barely broken in. Limited-slip diff, Honda Sensing, remaining factory warranty.',
    description:
      'The last of the proper affordable manual sport sedans. Bought new in Toronto in spring and driven gently for 8,900 km before I was relocated for work. Limited-slip differential, adaptive dampers and Honda Sensing safety suite. Still under the full Honda factory warranty. Winter tires on steel wheels included, stored indoors. Can meet in Toronto or ship anywhere in Ontario at cost.',
    price: { amount: '30500', currency: 'CAD' }, location: 'Toronto, ON, Canada', make: 'Honda', model: 'Civic Si', year: 2024,
    mileage: 8900, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Sedan', color: 'Rallye Red',
    paint: '#c1121f', condition: 'Like New', status: 'active', photos: 4, ageHours: 8,
    specs: { powerKw: 149, engineCc: 1498, firstRegistration: { year: 2024, month: 4 }, previousOwners: 1, drivetrain: 'FWD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Adaptive cruise control', 'Apple CarPlay / Android Auto', 'Reversing camera', 'LED headlights'] },
  },
  {
    key: 'honda-odyssey-2018', seller: 'seller-2', title: '2018 Honda Odyssey EX-L, 8 passengers',
    description:
      'Our family minivan, replaced by something smaller now the kids have moved out. Power sliding doors, heated leather seats, rear entertainment screen and the magic slide second row. The timing belt and water pump were done at 145,000 km along with new spark plugs. There are the usual minivan battle scars on the interior plastics, but nothing is broken. Based in Vancouver; BC inspection report available.',
    price: { amount: '21900', currency: 'CAD' }, location: 'Vancouver, BC, Canada', make: 'Honda', model: 'Odyssey',
    year: 2018, mileage: 152000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Van', color: 'Modern Steel',
    paint: '#5a6068', condition: 'Good', status: 'active', photos: 3, ageHours: 260,
    specs: { powerKw: 209, engineCc: 3471, firstRegistration: { year: 2018, month: 6 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 8, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Heated seats', 'Leather seats', 'Reversing camera', 'Sunroof', 'Rear entertainment screen'] },
  },
  {
    key: 'ford-mustang-gt-2005', seller: 'seller-2', title: '2005 Ford Mustang GT Convertible, 4.6 V8',
    summary: 'S197 GT convertible with a new power top, Bullitt-style exhaust and a clean interior.',
    description:
      'First-year S197 Mustang GT convertible with the 4.6 three-valve V8 and the five-speed manual. The power top was replaced in 2022 and the rear window is clear. Exhaust is a Bullitt-style cat-back, everything else is stock. The paint has some swirl marks and a scratch on the rear bumper, which is reflected in the price. Runs great and sounds better. Title in hand, located in Chicago.',
    price: { amount: '14500', currency: 'USD' }, location: 'Chicago, IL, USA', make: 'Ford', model: 'Mustang GT', year: 2005,
    mileage: 112000, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Convertible', color: 'Screaming Yellow',
    paint: '#f2c500', condition: 'Good', status: 'active', photos: 4, ageHours: 350,
    specs: { powerKw: 224, engineCc: 4606, previousOwners: 3, drivetrain: 'RWD', doors: 2, seats: 4, serviceHistory: 'partial' },
  },
  {
    key: 'porsche-911-993-1997', seller: 'seller-2', title: '1997 Porsche 911 Carrera 4S (993)',
    summary: 'Air-cooled, widebody, 6-speed manual. Matching numbers with certificate of authenticity.',
    description:
      'A last-generation air-cooled 911 in Arena Red with the widebody Carrera 4S shell, all-wheel drive and the 6-speed manual. Matching numbers, confirmed by a Porsche certificate of authenticity. Engine-out service with new valve guides two years ago at a respected Los Angeles specialist. Serious inquiries only; price on request and viewing by appointment in a secure facility.',
    location: 'Los Angeles, CA, USA', make: 'Porsche', model: '911 Carrera 4S', year: 1997, mileage: 68000,
    fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Coupe', color: 'Arena Red', paint: '#8c1c2c',
    condition: 'Excellent', status: 'active', photos: 6, ageHours: 90,
    specs: { powerKw: 210, engineCc: 3600, firstRegistration: { year: 1997, month: 3 }, drivetrain: 'AWD', doors: 2, seats: 4, serviceHistory: 'full' },
  },
  {
    key: 'chevrolet-cruze-2018', seller: 'seller-5', title: '2018 Chevrolet Cruze LT 1.4 Turbo',
    summary: 'Reliable sedan with low running costs, new tyres and recent service.',
    description:
      'Economical sedan that has been used as a company car in São Paulo and serviced at the Chevrolet dealer every 10,000 km. The 1.4 turbo engine is smooth and frugal on the highway. Air conditioning works very well, which matters here. New Pirelli tyres fitted in June. Documentation is up to date and the IPVA for this year has been paid.',
    price: { amount: '14800', currency: 'USD' }, location: 'São Paulo, Brazil', make: 'Chevrolet', model: 'Cruze', year: 2018,
    mileage: 55000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Sedan', color: 'Summit White',
    paint: '#f1f1ee', condition: 'Good', status: 'active', photos: 2, ageHours: 700,
    specs: { powerKw: 113, engineCc: 1399, firstRegistration: { year: 2018, month: 8 }, previousOwners: 1, drivetrain: 'FWD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Reversing camera'] },
  },
  {
    key: 'nissan-sentra-2020', seller: 'seller-5', title: '2020 Nissan Sentra Advance CVT',
    summary: 'Comfortable city sedan with the Xtronic CVT and Apple CarPlay.',
    description:
      'A comfortable and quiet sedan for Buenos Aires traffic. The CVT was serviced with fresh fluid at 60,000 km as Nissan recommends. Rear camera, keyless entry, Apple CarPlay and Android Auto. One owner, no accidents and all the paperwork ready for transfer. Small scratch on the front bumper.',
    price: { amount: '17200', currency: 'USD' }, location: 'Buenos Aires, Argentina', make: 'Nissan', model: 'Sentra',
    year: 2020, mileage: 64000, fuelType: 'Gasoline', transmission: 'CVT', bodyType: 'Sedan', color: 'Gun Metallic',
    paint: '#3e4247', condition: 'Good', status: 'active', photos: 3, ageHours: 230,
    specs: { powerKw: 111, engineCc: 1997, firstRegistration: { year: 2020, month: 2 }, previousOwners: 1, drivetrain: 'FWD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Apple CarPlay / Android Auto', 'Reversing camera', 'Keyless entry', 'Bluetooth'] },
  },
];
