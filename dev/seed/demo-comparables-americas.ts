import type { DemoListing } from './demo-listing-types';

/**
 * Ford F-150s from Texas, Ohio and Arizona, so the F-150 of the Austin flipper and these have five or more
 * comparables each (docs/product.md §2 Buyer insight) and the demo shows US prices rated in miles.
 */
export const AMERICAS_COMPARABLES: readonly DemoListing[] = [
  {
    key: 'ford-f150-lariat-2020', seller: 'seller-2', title: '2020 Ford F-150 Lariat SuperCrew 4x4, 5.0 V8',
    summary: 'Coyote V8, leather, panoramic roof, FX4 off-road package. One owner before me.',
    description:
      'Bought this Lariat from its first owner, a retired engineer in Round Rock, and went through it front to back: new front brakes, rear differential fluid, spark plugs and a fresh alignment. The 5.0 Coyote V8 is the engine to have if you want simple and strong. Heated and cooled leather seats, B&O sound, twin panel moonroof. Clean Carfax.',
    price: { amount: '36900', currency: 'USD' }, location: 'Austin, TX, USA', make: 'Ford', model: 'F-150', year: 2020,
    mileage: 52000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Agate Black',
    paint: '#1b1c1e', condition: 'Excellent', status: 'active', photos: 2, ageHours: 28,
    specs: { powerKw: 295, engineCc: 4951, firstRegistration: { year: 2020, month: 4 }, previousOwners: 1, drivetrain: '4WD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Navigation', 'Heated seats', 'Leather seats', 'Sunroof', 'Tow bar', 'Reversing camera', 'Apple CarPlay / Android Auto'] },
  },
  {
    key: 'ford-f150-xlt-dallas-2019', seller: 'seller-9', title: '2019 Ford F-150 XLT SuperCrew 4x4, 2.7 EcoBoost',
    summary: 'Inspected, serviced, ready to work. Financing available, trade-ins welcome.',
    description:
      'Local trade-in with a clean Carfax. Our technicians replaced the spark plugs, front rotors and pads, and the battery. The 2.7 EcoBoost is the efficient choice and still tows 7,600 pounds. 302A package with the 8-inch touchscreen, remote start and the trailer hitch. Sold with a 90-day powertrain warranty.',
    price: { amount: '29900', currency: 'USD' }, location: 'Dallas, TX, USA', make: 'Ford', model: 'F-150', year: 2019,
    mileage: 74000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Magnetic Grey',
    paint: '#55585b', condition: 'Good', status: 'active', photos: 2, ageHours: 72,
    specs: { powerKw: 242, engineCc: 2694, firstRegistration: { year: 2019, month: 3 }, previousOwners: 1, drivetrain: '4WD', doors: 4, seats: 6, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Tow bar', 'Reversing camera', 'Bluetooth', 'Apple CarPlay / Android Auto', 'Cruise control'] },
  },
  {
    key: 'ford-f150-xl-dallas-2020', seller: 'seller-9', title: '2020 Ford F-150 XL SuperCab, work truck',
    description:
      'Former fleet truck from a Dallas utility company, maintained on their schedule with every record available. Vinyl floor, cloth bench seat, spray-in bedliner and a tow package. Rear-wheel drive, the 3.3 V6 and simple to keep running. Some scratches in the bed, as you would expect.',
    price: { amount: '28900', currency: 'USD' }, location: 'Dallas, TX, USA', make: 'Ford', model: 'F-150', year: 2020,
    mileage: 61000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Oxford White',
    paint: '#f1f2f0', condition: 'Good', status: 'active', photos: 1, ageHours: 190,
    specs: { powerKw: 216, engineCc: 3300, firstRegistration: { year: 2020, month: 1 }, previousOwners: 1, drivetrain: 'RWD', doors: 4, seats: 6, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Tow bar', 'Reversing camera'] },
  },
  {
    key: 'ford-f150-xlt-columbus-2019', seller: 'seller-10', title: '2019 Ford F-150 XLT SuperCrew 4x4',
    summary: 'My husband\'s truck, highway miles, garage kept in winter.',
    description:
      'We are moving to a city apartment and need to sell the truck. It did the drive between Columbus and Cincinnati twice a week, so the miles are mostly highway. Oil changed every 5,000 miles at the Ford dealer, new tires last fall. A small dent in the tailgate from a shopping cart; otherwise very clean.',
    price: { amount: '28500', currency: 'USD' }, location: 'Columbus, OH, USA', make: 'Ford', model: 'F-150', year: 2019,
    mileage: 81000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Ruby Red',
    paint: '#8e1b24', condition: 'Good', status: 'active', photos: 2, ageHours: 118,
    specs: { powerKw: 276, engineCc: 3496, firstRegistration: { year: 2019, month: 6 }, previousOwners: 1, drivetrain: '4WD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Reversing camera', 'Cruise control', 'Tow bar'] },
  },
  {
    key: 'ford-f150-xlt-phoenix-2020', seller: 'seller-11', title: '2020 Ford F-150 XLT SuperCrew, 3.5 EcoBoost',
    summary: 'Sport appearance package, tonneau cover, ceramic tint. Never off road.',
    description:
      'My work truck for jobs around Phoenix, but I kept it tidy: tools stayed in a locked box, the bed has a liner and a tri-fold tonneau cover. Ceramic tint all round, which you want in Arizona. Service records from the dealer. Selling because the business bought me a new one.',
    price: { amount: '34500', currency: 'USD' }, location: 'Phoenix, AZ, USA', make: 'Ford', model: 'F-150', year: 2020,
    mileage: 58000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Velocity Blue',
    paint: '#1f4e9c', condition: 'Excellent', status: 'active', photos: 1, ageHours: 52,
    specs: { powerKw: 280, engineCc: 3497, firstRegistration: { year: 2020, month: 5 }, previousOwners: 1, drivetrain: 'RWD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Apple CarPlay / Android Auto', 'Reversing camera', 'Adaptive cruise control', 'Alloy wheels'] },
  },
  {
    key: 'ford-f150-king-ranch-2019', seller: 'seller-13', title: '2019 Ford F-150 King Ranch 4x4',
    summary: 'Top-trim King Ranch, Mesa leather, ranch kept. Firm on price.',
    description:
      'The King Ranch trim with the saddle leather, massaging seats and the full technology package. It has pulled a horse trailer on the ranch and been to the feed store, but it was washed every week and never abused. Dealer serviced in San Antonio. I know what it is worth, so please no low offers.',
    price: { amount: '36900', currency: 'USD' }, location: 'San Antonio, TX, USA', make: 'Ford', model: 'F-150', year: 2019,
    mileage: 66000, fuelType: 'Gasoline', transmission: 'Automatic', bodyType: 'Truck', color: 'Stone Grey',
    paint: '#7a7d7c', condition: 'Excellent', status: 'active', photos: 2, ageHours: 152,
    specs: { powerKw: 280, engineCc: 3497, firstRegistration: { year: 2019, month: 8 }, previousOwners: 1, drivetrain: '4WD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Navigation', 'Heated seats', 'Leather seats', 'Sunroof', 'Tow bar', 'Reversing camera', 'Adaptive cruise control', 'Keyless entry'] },
  },
];
